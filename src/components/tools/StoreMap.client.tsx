'use client'

import { useEffect, useRef } from 'react'
import type { Map as LeafletMap, LayerGroup } from 'leaflet'
import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import 'leaflet.markercluster/dist/MarkerCluster.Default.css'
import type { ApiStore, StoreLocatorResponse } from '@/domain/api/tools'

/** Stores drawn as numbered markers of their own; the rest go into clusters. */
const NUMBERED = 10

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

interface Props {
  stores: ApiStore[]
  origin: StoreLocatorResponse['data']['origin']
  tileUrl: string
  attribution: string
  directionsLabel: string
  label: string
  className?: string
}

/**
 * Leaflet map of the results (OpenStreetMap tiles by default, URL from the environment),
 * loaded only on the store locator page and only in the browser. The list beside it
 * carries the same information for keyboard and screen-reader users.
 */
export default function StoreMap({ stores, origin, tileUrl, attribution, directionsLabel, label, className }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<LeafletMap | null>(null)
  const layer = useRef<LayerGroup | null>(null)

  useEffect(() => {
    let cancelled = false
    void (async () => {
      const L = (await import('leaflet')).default
      // The cluster plugin extends the global L.
      ;(window as unknown as { L: typeof L }).L = L
      await import('leaflet.markercluster')
      if (cancelled || !container.current) return
      if (!map.current) {
        map.current = L.map(container.current, { scrollWheelZoom: false })
        L.tileLayer(tileUrl, { attribution, maxZoom: 18 }).addTo(map.current)
      }
      layer.current?.remove()
      const group = L.layerGroup().addTo(map.current)
      layer.current = group
      L.circleMarker([origin.latitude, origin.longitude], { radius: 7, color: '#b4420b', fillOpacity: 0.8, interactive: false }).addTo(
        group,
      )
      const cluster = L.markerClusterGroup({
        showCoverageOnHover: false,
        iconCreateFunction: (c) => {
          const count = c.getChildCount()
          return L.divIcon({
            html: `<div><span>${count}</span></div>`,
            className: 'marker-cluster marker-cluster-small',
            iconSize: L.point(40, 40),
          })
        },
      })
      stores.forEach((store, index) => {
        const rank = index + 1
        const title = `${rank}. ${store.name}`
        const popup = `<strong>${escape(store.name)}</strong><br>${escape(store.address)}<br>${escape(`${store.postcode} ${store.city}`)}<br><a href="${escape(store.directions_url)}" target="_blank" rel="noopener noreferrer">${escape(directionsLabel)}</a>`
        if (index < NUMBERED) {
          const icon = L.divIcon({
            className: 'store-marker',
            html: `<span style="display:grid;place-items:center;width:28px;height:28px;border-radius:50%;background:#0f4c81;color:#fff;font:700 13px/1 system-ui;border:2px solid #fff;box-shadow:0 1px 3px rgba(0,0,0,.4)">${rank}</span>`,
            iconSize: [28, 28],
            iconAnchor: [14, 14],
          })
          L.marker([store.latitude, store.longitude], { icon, title, alt: title, zIndexOffset: 1000 - index })
            .bindPopup(popup)
            .addTo(group)
        } else {
          cluster.addLayer(
            L.marker([store.latitude, store.longitude], {
              icon: L.divIcon({
                className: 'store-marker-small',
                html: '<span style="display:block;width:14px;height:14px;border-radius:50%;background:#0f4c81;border:2px solid #fff"></span>',
                iconSize: [14, 14],
              }),
              title,
              alt: title,
            }).bindPopup(popup),
          )
        }
      })
      group.addLayer(cluster)
      const nearest = stores.slice(0, 5).map((s) => [s.latitude, s.longitude] as [number, number])
      map.current.fitBounds(L.latLngBounds([[origin.latitude, origin.longitude], ...nearest]), { padding: [30, 30], maxZoom: 14 })
    })()
    return () => {
      cancelled = true
    }
  }, [stores, origin, tileUrl, attribution, directionsLabel])

  useEffect(
    () => () => {
      map.current?.remove()
      map.current = null
    },
    [],
  )

  return <div ref={container} className={className} data-testid="store-map" role="region" aria-label={label} />
}
