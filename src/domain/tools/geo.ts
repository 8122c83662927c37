/**
 * Distances and ordering for the store locator (pure: no index library here; the
 * server's spatial index lives in src/data/stores.ts and uses these rules).
 */

export interface LatLng {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_KM = 6371.0088
const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface WithDistance<T> {
  item: T
  distance: number
}

/**
 * Items within `radiusKm` of `origin`, nearest first (ties: by name so that the order
 * is stable), each with its distance rounded to 0.1 km.
 */
export function sortByDistance<T extends LatLng & { name: string }>(
  origin: LatLng,
  items: Iterable<T>,
  radiusKm = Number.POSITIVE_INFINITY,
): WithDistance<T>[] {
  const out: WithDistance<T>[] = []
  for (const item of items) {
    const distance = distanceKm(origin, item)
    if (distance <= radiusKm) out.push({ item, distance })
  }
  out.sort((a, b) => a.distance - b.distance || a.item.name.localeCompare(b.item.name, 'fr'))
  return out.map((entry) => ({ item: entry.item, distance: Math.round(entry.distance * 10) / 10 }))
}

/** The radii a visitor can widen the search to, in km. */
export const RADII = [10, 25, 50, 100, 200] as const
export const DEFAULT_RADIUS = 50
export const MAX_RADIUS = 1000

/** The next larger radius, or null at the largest. */
export function widerRadius(radius: number): number | null {
  return RADII.find((r) => r > radius) ?? null
}

/** Directions to a store in OpenStreetMap (the visitor's own app takes over on phones). */
export function directionsUrl(to: LatLng, from?: LatLng | null): string {
  const dest = `${to.latitude.toFixed(5)},${to.longitude.toFixed(5)}`
  const route = from ? `${from.latitude.toFixed(5)},${from.longitude.toFixed(5)};${dest}` : `;${dest}`
  return `https://www.openstreetmap.org/directions?route=${encodeURIComponent(route)}`
}

/** Folds case and accents, and treats hyphens, apostrophes and "St" like the full words. */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/\bste?\b\.?/g, (m) => (m.startsWith('ste') ? 'sainte' : 'saint'))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}
