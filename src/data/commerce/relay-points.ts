/**
 * Relay points of the « Point relais » carrier (decision 087): the nearest active ones to a
 * position. Read as a system call (the collection is staff only; the site shows a point's
 * public name, address and hours), and kept in memory like the store locator's index.
 */
import 'server-only'
import type { LatLng } from '@/domain/tools/geo'
import { sortByDistance } from '@/domain/tools/geo'
import { communeIndex } from '../geo'
import { payloadClient } from '../payload'

export interface RelayPoint extends LatLng {
  id: number
  name: string
  address: string
  postcode: string
  city: string
  openingHours: string[]
}

export interface ApiRelayPoint {
  id: number
  name: string
  address: string
  postcode: string
  city: string
  latitude: number
  longitude: number
  opening_hours: string[]
  /** km, to 0.1. */
  distance: number
}

/** Read for each search: a few dozen rows, and a point staff switch off disappears at once. */
async function activeRelayPoints(): Promise<RelayPoint[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'relay-points',
    where: { active: { equals: true } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    address: doc.address,
    postcode: doc.postcode,
    city: doc.city,
    latitude: doc.latitude,
    longitude: doc.longitude,
    openingHours: (doc.openingHours ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  }))
}

/** The position of a French postcode (its most populous commune), or null when unknown. */
export function postcodePosition(postcode: string): LatLng | null {
  const commune = communeIndex().byPostcode.get(postcode)?.[0]
  return commune ? { latitude: commune.latitude, longitude: commune.longitude } : null
}

/** The `limit` nearest active relay points within `radiusKm` of a position, nearest first. */
export async function nearestRelayPoints(origin: LatLng, limit = 10, radiusKm = 100): Promise<ApiRelayPoint[]> {
  const points = await activeRelayPoints()
  return sortByDistance(origin, points, radiusKm)
    .slice(0, limit)
    .map(({ item, distance }) => ({
      id: item.id,
      name: item.name,
      address: item.address,
      postcode: item.postcode,
      city: item.city,
      latitude: item.latitude,
      longitude: item.longitude,
      opening_hours: item.openingHours,
      distance,
    }))
}

/** One active relay point by id (the checkout's choice), or null. */
export async function relayPointById(id: number): Promise<RelayPoint | null> {
  return (await activeRelayPoints()).find((p) => p.id === id) ?? null
}
