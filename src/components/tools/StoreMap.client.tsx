'use client'

import { useEffect, useRef } from 'react'
import type * as LeafletModule from 'leaflet'
import type { DivIcon, Map as LeafletMap, LayerGroup, Marker } from 'leaflet'
import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import 'leaflet.markercluster/dist/MarkerCluster.Default.css'
import './store-map.css'
import { BRAND_COLOURS } from '@/brand/tokens'
import { format } from '@/i18n/template'

/** Points drawn as numbered markers of their own; the rest go into clusters. */
const NUMBERED = 10

/** Markers are HTML and SVG made by Leaflet: the brand's link navy, its accent when chosen, a white ring. */
const MARKER = { idle: BRAND_COLOURS.navyLink, selected: BRAND_COLOURS.accent, ring: BRAND_COLOURS.white }

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The words Leaflet writes in English (zoom buttons, the popup's close button, the title of its
 * credit link), in the page's language; « (nouvel onglet) » after a link that opens one, as
 * elsewhere on the site.
 */
const MAP_TEXT = {
  fr: {
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
    close: 'Fermer',
    newTab: '(nouvel onglet)',
    leaflet: 'Bibliothèque JavaScript de cartes interactives',
  },
  en: { zoomIn: 'Zoom in', zoomOut: 'Zoom out', close: 'Close', newTab: '(new tab)', leaflet: 'A JavaScript library for interactive maps' },
} as const

type MapText = (typeof MAP_TEXT)[keyof typeof MAP_TEXT]

const languageOf = (element: Element) => (element.closest('[lang]')?.getAttribute('lang')?.toLowerCase().startsWith('en') ? 'en' : 'fr')

/** A place on the map: a store of the store locator, a relay point or a distributor of the checkout. */
export interface MapPoint {
  id: number
  name: string
  address: string
  postcode: string
  city: string
  latitude: number
  longitude: number
  /** A link in the popup (store locator); without `onSelect` only. */
  directions_url?: string
}

interface Props {
  points: MapPoint[]
  /** The search centre, drawn as a dot; the map fits it and the nearest points. */
  origin?: { latitude: number; longitude: number } | null
  tileUrl: string
  attribution: string
  label: string
  directionsLabel?: string
  /**
   * A marker's click chooses its point (checkout): no popup, the chosen marker highlighted.
   * The radio list beside the map stays the keyboard and screen-reader path.
   */
  onSelect?: (id: number) => void
  selectedId?: number | null
  className?: string
  testId?: string
  /**
   * How many points get a numbered marker matching a ranked list (default 10); 0 for the
   * overview of every store, where all are clustered and the map fits them all.
   */
  numbered?: number
  /** What a cluster says to a screen reader, `{count}` replaced (its marker shows the count alone). */
  clusterLabel?: string
}

type Leaflet = typeof LeafletModule

/**
 * A marker's words: the figure alone is drawn, and a screen reader reads its title (« 1. Name »),
 * the same words as the tooltip, rather than the figure alone.
 */
const markerName = (title: string) => `<span class="visually-hidden">${escape(title)}</span>`

function numberedIcon(L: Leaflet, rank: number, title: string, selected: boolean): DivIcon {
  const size = selected ? 34 : 28
  const background = selected ? MARKER.selected : MARKER.idle
  return L.divIcon({
    className: selected ? 'store-marker store-marker-selected' : 'store-marker',
    html: `<span aria-hidden="true" style="display:grid;place-items:center;width:${size}px;height:${size}px;border-radius:50%;background:${background};color:${MARKER.ring};font:700 13px/1 system-ui;border:${selected ? 3 : 2}px solid ${MARKER.ring};box-shadow:0 1px ${selected ? 6 : 3}px rgba(0,0,0,.5)">${rank}</span>${markerName(title)}`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  })
}

function smallIcon(L: Leaflet, title: string, selected: boolean): DivIcon {
  return L.divIcon({
    className: selected ? 'store-marker-small store-marker-selected' : 'store-marker-small',
    html: `<span aria-hidden="true" style="display:block;width:14px;height:14px;border-radius:50%;background:${selected ? MARKER.selected : MARKER.idle};border:2px solid ${MARKER.ring}"></span>${markerName(title)}`,
    iconSize: [14, 14],
  })
}

/**
 * The credit line's « Leaflet » (the licence's credit), as Leaflet writes it by default but in the
 * page's language: its title said in that language, and, like every link of the site to another
 * site, opened in a new tab that its words announce. Leaflet's own flag (an aria-hidden SVG) is
 * taken from its default prefix, so that the line looks as before; none if this Leaflet has none.
 */
function leafletPrefix(L: Leaflet, text: MapText): string {
  const standard = L.Control.Attribution.prototype.options.prefix
  const flag = typeof standard === 'string' ? (/<svg[\s\S]*?<\/svg>\s*/.exec(standard)?.[0] ?? '') : ''
  return `<a href="https://leafletjs.com" title="${escape(text.leaflet)}" target="_blank" rel="noopener noreferrer">${flag}Leaflet<span class="visually-hidden"> ${escape(text.newTab)}</span></a>`
}

/**
 * Leaflet map of search results (OpenStreetMap tiles by default, URL from the environment),
 * loaded only where it is shown and only in the browser: the store locator's stores, the
 * checkout's relay points and distributors. The list beside it carries the same information
 * (and, in the checkout, the same choice) for keyboard and screen-reader users.
 */
export default function StoreMap({
  points,
  origin = null,
  tileUrl,
  attribution,
  directionsLabel = '',
  label,
  onSelect,
  selectedId = null,
  className,
  testId = 'store-map',
  numbered: numberedCount = NUMBERED,
  clusterLabel,
}: Props) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<LeafletMap | null>(null)
  const layer = useRef<LayerGroup | null>(null)
  const leaflet = useRef<Leaflet | null>(null)
  const markers = useRef(new Map<number, { marker: Marker; rank: number; title: string }>())
  const select = useRef(onSelect)
  const chosen = useRef(selectedId)
  const selectable = Boolean(onSelect)
  useEffect(() => {
    select.current = onSelect
  }, [onSelect])

  useEffect(() => {
    let cancelled = false
    void (async () => {
      const L = (await import('leaflet')).default
      // The cluster plugin extends the global L.
      ;(window as unknown as { L: typeof L }).L = L
      await import('leaflet.markercluster')
      if (cancelled || !container.current) return
      leaflet.current = L
      const text = MAP_TEXT[languageOf(container.current)]
      if (!map.current) {
        // The page scrolls under a finger on a phone: there the map moves with two fingers (pinch) or its buttons.
        const created = L.map(container.current, { scrollWheelZoom: false, dragging: !L.Browser.mobile, zoomControl: false })
        map.current = created
        L.control.zoom({ zoomInTitle: text.zoomIn, zoomOutTitle: text.zoomOut }).addTo(created)
        created.attributionControl.setPrefix(leafletPrefix(L, text))
        L.tileLayer(tileUrl, { attribution, maxZoom: 18 }).addTo(created)
        // The search centre's dot (an SVG drawn in this pane) says nothing the list does not: hidden from screen readers.
        created.getPane('overlayPane')?.setAttribute('aria-hidden', 'true')
        created.on('popupopen', (event) =>
          event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', text.close),
        )
      }
      layer.current?.remove()
      markers.current.clear()
      const group = L.layerGroup().addTo(map.current)
      layer.current = group
      if (origin)
        L.circleMarker([origin.latitude, origin.longitude], {
          radius: 7,
          color: MARKER.selected,
          fillOpacity: 0.8,
          interactive: false,
        }).addTo(group)
      const cluster = L.markerClusterGroup({
        showCoverageOnHover: false,
        iconCreateFunction: (c) => {
          const count = c.getChildCount()
          const label = clusterLabel
            ? `<span aria-hidden="true">${count}</span><span class="visually-hidden">${escape(format(clusterLabel, { count }))}</span>`
            : `<span>${count}</span>`
          return L.divIcon({
            html: `<div>${label}</div>`,
            className: 'marker-cluster marker-cluster-small',
            iconSize: L.point(40, 40),
          })
        },
      })
      points.forEach((point, index) => {
        const rank = index + 1
        const numbered = index < numberedCount
        const title = numbered ? `${rank}. ${point.name}` : point.name
        const selected = point.id === chosen.current
        const marker = L.marker([point.latitude, point.longitude], {
          icon: numbered ? numberedIcon(L, rank, title, selected) : smallIcon(L, title, selected),
          title,
          alt: title,
          zIndexOffset: numbered ? 1000 - index : 0,
          // In the checkout the radio list is the keyboard path: the markers are for the mouse and touch.
          keyboard: !selectable,
        })
        if (selectable) marker.on('click', () => select.current?.(point.id))
        else {
          const directions = point.directions_url
            ? `<br><a href="${escape(point.directions_url)}" target="_blank" rel="noopener noreferrer">${escape(directionsLabel)}<span class="visually-hidden"> ${text.newTab}</span></a>`
            : ''
          marker.bindPopup(
            `<strong>${escape(point.name)}</strong><br>${escape(point.address)}<br>${escape(`${point.postcode} ${point.city}`)}${directions}`,
          )
        }
        markers.current.set(point.id, { marker, rank, title })
        if (numbered) marker.addTo(group)
        else cluster.addLayer(marker)
      })
      group.addLayer(cluster)
      // A ranked list: the origin and the five nearest; the overview: every point.
      const nearest = points.slice(0, numberedCount > 0 ? 5 : undefined).map((s) => [s.latitude, s.longitude] as [number, number])
      const bounds: [number, number][] = origin ? [[origin.latitude, origin.longitude], ...nearest] : nearest
      if (bounds.length > 0) map.current.fitBounds(L.latLngBounds(bounds), { padding: [30, 30], maxZoom: 14 })
    })()
    return () => {
      cancelled = true
    }
  }, [points, origin, tileUrl, attribution, directionsLabel, selectable, numberedCount, clusterLabel])

  // The chosen point's marker highlighted, without drawing the others again.
  useEffect(() => {
    const previous = chosen.current
    chosen.current = selectedId
    const L = leaflet.current
    if (!L || previous === selectedId) return
    for (const id of [previous, selectedId]) {
      const entry = id === null ? undefined : markers.current.get(id)
      if (!entry) continue
      const selected = id === selectedId
      entry.marker.setIcon(
        entry.rank <= numberedCount ? numberedIcon(L, entry.rank, entry.title, selected) : smallIcon(L, entry.title, selected),
      )
      if (entry.rank <= numberedCount) entry.marker.setZIndexOffset(selected ? 2000 : 1000 - entry.rank + 1)
    }
  }, [selectedId, numberedCount])

  useEffect(
    () => () => {
      map.current?.remove()
      map.current = null
    },
    [],
  )

  return <div ref={container} className={className} data-testid={testId} role="region" aria-label={label} />
}
