'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import type { ApiStore, StoreLocatorResponse } from '@/domain/api/tools'
import { isNetworkFailure, NETWORK_ERROR_MESSAGES } from '@/domain/browser/network'
import type { Locale, Target } from '@/domain/routing/types'
import { placeQuery } from '@/domain/tools/communes'
import { DEFAULT_RADIUS, directionsUrl, RADII, widerRadius } from '@/domain/tools/geo'
import type { StoreType } from '@/domain/tools/store-types'
import type { Messages } from '@/i18n/messages'
import { format, plural } from '@/i18n/template'
import type { MapPoint } from './StoreMap.client'
import styles from './Tools.module.css'

type M = Messages['stores']

const StoreMap = dynamic(() => import('./StoreMap.client'), { ssr: false })

type Origin = { city: string } | { lat: number; lng: number }

interface Results {
  items: ApiStore[]
  total: number
  radius: number
  origin: StoreLocatorResponse['data']['origin']
  byPosition: boolean
}

export interface StoreLocatorProps {
  m: M
  locale: Locale
  target: Target
  types: { value: StoreType; label: string }[]
  audiences: Record<Target, string>
  tileUrl: string
  newTab: string
  /** Every store, for the overview map shown until a search finds some. */
  stores: Omit<MapPoint, 'directions_url'>[]
}

/**
 * Search form, accessible result list (always) and map of the store locator. Until a search
 * finds stores, the map shows every store, clustered (decision 125); the page's list by
 * département is the same information without a map.
 */
export function StoreLocator({ m, locale, types, audiences, tileUrl, newTab, stores }: StoreLocatorProps) {
  const id = useId()
  const [city, setCity] = useState('')
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS)
  const [selected, setSelected] = useState<StoreType[]>([])
  const [audience, setAudience] = useState<'' | Target>('')
  const [origin, setOrigin] = useState<Origin | null>(null)
  const [results, setResults] = useState<Results | null>(null)
  const [status, setStatus] = useState('')
  const [loading, setLoading] = useState(false)
  const request = useRef(0)
  const typesList = useMemo(() => types.map((t) => t.value), [types])
  const everyStore = useMemo(() => stores.map((store) => ({ ...store, directions_url: directionsUrl(store) })), [stores])
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 })

  const run = useCallback(
    async (where: Origin, within: number, filters: { types: StoreType[]; audience: '' | Target }) => {
      const { types: selected, audience } = filters
      const ticket = ++request.current
      setLoading(true)
      setStatus(m.loading)
      const params = new URLSearchParams({ lang: locale, radius: String(within), limit: '50' })
      if ('city' in where) params.set('city', where.city)
      else {
        params.set('lat', String(where.lat))
        params.set('lng', String(where.lng))
      }
      if (selected.length > 0) params.set('type', selected.join(','))
      if (audience) params.set('audience', audience)
      try {
        const response = await fetch(`/api/v1/store-locator?${params.toString()}`, { headers: { accept: 'application/json' } })
        if (ticket !== request.current) return
        if (response.status === 404 && 'city' in where) {
          setResults(null)
          setStatus(format(m.unknownCity, { city: where.city }))
          return
        }
        if (!response.ok) throw new Error(`store-locator ${response.status}`)
        const body = (await response.json()) as StoreLocatorResponse
        const place = 'city' in where ? (body.data.origin.city?.name ?? where.city) : m.resultsPosition
        setResults({ ...body.data, byPosition: !('city' in where) })
        setStatus(
          body.data.total === 0 ? format(m.noResults, { radius: within }) : plural(m.results, body.data.total, { radius: within, place }),
        )
      } catch (error) {
        if (ticket !== request.current) return
        console.error(error)
        setStatus(isNetworkFailure(error, navigator.onLine) ? NETWORK_ERROR_MESSAGES[locale] : m.error)
      } finally {
        if (ticket === request.current) setLoading(false)
      }
    },
    [locale, m],
  )

  /** A new search, or the current one again with other filters or radius. */
  const search = (patch: { origin?: Origin; radius?: number; types?: StoreType[]; audience?: '' | Target }) => {
    const where = patch.origin ?? origin
    const within = patch.radius ?? radius
    const filters = { types: patch.types ?? selected, audience: patch.audience ?? audience }
    if (patch.origin) setOrigin(patch.origin)
    if (patch.radius !== undefined) setRadius(patch.radius)
    if (patch.types) setSelected(patch.types)
    if (patch.audience !== undefined) setAudience(patch.audience)
    if (where) void run(where, within, filters)
  }

  // Links from other pages preselect a town (?ville=) or store types (?type=): read once in the browser.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const types = (params.get('type') ?? '').split(',').filter((t): t is StoreType => typesList.includes(t as StoreType))
    const town = placeQuery(params.get('ville') ?? '')
    if (types.length > 0) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of an external source (the address) on mount
      setSelected(types)
    }
    if (town) {
      setCity(town)
      setOrigin({ city: town })
      void run({ city: town }, DEFAULT_RADIUS, { types, audience: '' })
    }
  }, [run, typesList])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // « 69 003 » (a phone keyboard may put a no-break space there) is searched as 69003.
    const text = placeQuery(city)
    if (!text) return
    search({ origin: { city: text } })
  }

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setStatus(m.geolocationFailed)
      return
    }
    setStatus(m.locating)
    navigator.geolocation.getCurrentPosition(
      (position) =>
        search({
          origin: { lat: Math.round(position.coords.latitude * 1e5) / 1e5, lng: Math.round(position.coords.longitude * 1e5) / 1e5 },
        }),
      () => setStatus(m.geolocationFailed),
      { timeout: 10_000, maximumAge: 300_000 },
    )
  }

  const wider = results && results.total < 3 ? widerRadius(radius) : null

  return (
    <div className={styles.locator}>
      <form className={styles.search} onSubmit={submit} role="search" aria-label={m.searchTitle}>
        <div className={styles.field}>
          <label htmlFor={`${id}-city`}>{m.cityLabel}</label>
          <input
            id={`${id}-city`}
            name="ville"
            type="text"
            autoComplete="postal-code"
            value={city}
            onChange={(e) => setCity(e.target.value)}
            aria-describedby={`${id}-city-help`}
          />
          <p id={`${id}-city-help`} className={styles.help}>
            {m.cityHelp}
          </p>
        </div>
        <button type="submit" className="button">
          {m.search}
        </button>
        <button type="button" className="button button-secondary" onClick={locate}>
          {m.locate}
        </button>
        <div className={styles.field}>
          <label htmlFor={`${id}-radius`}>{m.radiusLabel}</label>
          <select id={`${id}-radius`} value={radius} onChange={(e) => search({ radius: Number(e.target.value) })}>
            {RADII.map((r) => (
              <option key={r} value={r}>
                {format(m.radiusValue, { radius: r })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-audience`}>{m.audienceLabel}</label>
          <select id={`${id}-audience`} value={audience} onChange={(e) => search({ audience: e.target.value as '' | Target })}>
            <option value="">{m.audienceAll}</option>
            <option value="pro">{audiences.pro}</option>
            <option value="part">{audiences.part}</option>
          </select>
        </div>
        <fieldset>
          <legend>{m.typeLegend}</legend>
          {types.map((type) => (
            <label key={type.value}>
              <input
                type="checkbox"
                value={type.value}
                checked={selected.includes(type.value)}
                onChange={(e) => search({ types: e.target.checked ? [...selected, type.value] : selected.filter((v) => v !== type.value) })}
              />{' '}
              {type.label}
            </label>
          ))}
        </fieldset>
      </form>

      <p role="status" aria-busy={loading} data-testid="stores-status">
        {status}
      </p>
      {wider ? (
        <p>
          <button type="button" className="button button-secondary" onClick={() => search({ radius: wider })}>
            {format(m.widen, { radius: wider })}
          </button>
        </p>
      ) : null}

      {results && results.items.length > 0 ? (
        <div className={styles.layout}>
          <section aria-labelledby={`${id}-list`}>
            <h2 id={`${id}-list`}>{m.listTitle}</h2>
            <ol className={styles.storeList} data-testid="store-list">
              {results.items.map((store, index) => (
                <li key={store.id} className={styles.store}>
                  <h3>
                    <span className={styles.rank} aria-hidden="true">
                      {index + 1}
                    </span>
                    {store.name}
                  </h3>
                  <p>
                    {store.type_label} — {format(m.distance, { distance: number.format(store.distance) })}
                  </p>
                  <p>
                    {store.address}, {store.postcode} {store.city}
                  </p>
                  {store.phone ? (
                    <p>
                      <a href={`tel:${store.phone.replace(/\s/g, '')}`} className={styles.storeLink}>
                        {format(m.phone, { phone: store.phone })}
                      </a>
                    </p>
                  ) : null}
                  <p>{format(m.serves, { audiences: store.targets.map((t) => audiences[t]).join(', ') })}</p>
                  {store.opening_hours.length > 0 ? (
                    <details>
                      <summary>{m.hours}</summary>
                      <ul>
                        {store.opening_hours.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                  <p>
                    <a
                      href={store.directions_url}
                      className={styles.storeLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${format(m.directions, { name: store.name })} ${newTab}`}
                    >
                      {m.directionsShort}
                    </a>
                  </p>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby={`${id}-map`}>
            <h2 id={`${id}-map`}>{m.mapTitle}</h2>
            <StoreMap
              points={results.items}
              origin={results.origin}
              tileUrl={tileUrl}
              attribution={m.mapAttribution}
              directionsLabel={m.directionsShort}
              label={m.mapTitle}
              className={styles.map}
            />
          </section>
        </div>
      ) : (
        <section aria-labelledby={`${id}-overview`} data-testid="store-overview">
          <h2 id={`${id}-overview`}>{m.overviewTitle}</h2>
          <p>{format(m.overviewIntro, { count: stores.length })}</p>
          <StoreMap
            points={everyStore}
            tileUrl={tileUrl}
            attribution={m.mapAttribution}
            directionsLabel={m.directionsShort}
            label={m.overviewTitle}
            numbered={0}
            clusterLabel={m.clusterLabel}
            className={styles.map}
            testId="store-overview-map"
          />
        </section>
      )}
    </div>
  )
}
