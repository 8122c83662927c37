import 'server-only'
import KDBush from 'kdbush'
import { around } from 'geokdbush'
import type { LatLng } from '@/domain/tools/geo'
import { distanceKm } from '@/domain/tools/geo'
import type { Store, StoreListItem, StoreRange, StoreType } from '@/domain/tools/store-types'
import type { Target } from '@/domain/routing/types'
import { generation, TAGS } from '@/freshness'
import { cached } from './cache'
import { payloadClient } from './payload'

export interface StoreHit {
  store: Store
  /** km, rounded to 0.1. */
  distance: number
}

interface Index {
  version: number
  stores: Store[]
  tree: KDBush
}

const KEY = Symbol.for('enduits.storeIndex')

function holder(): Record<symbol, Promise<Index> | undefined> {
  return globalThis as unknown as Record<symbol, Promise<Index> | undefined>
}

async function build(version: number): Promise<Index> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'stores', pagination: false, depth: 0, overrideAccess: false, sort: 'id' })
  const stores: Store[] = docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    type: doc.type,
    address: doc.address,
    postcode: doc.postcode,
    city: doc.city,
    country: doc.country,
    latitude: doc.latitude,
    longitude: doc.longitude,
    phone: doc.phone ?? null,
    openingHours: (doc.openingHours ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    targets: [...new Set(doc.targets ?? [])] as Target[],
    ranges: [...new Set(doc.ranges ?? [])] as StoreRange[],
  }))
  const tree = new KDBush(Math.max(1, stores.length))
  for (const store of stores) tree.add(store.longitude, store.latitude)
  if (stores.length === 0) tree.add(0, 0)
  tree.finish()
  return { version, stores, tree }
}

/**
 * Every store in a static k-d tree, built on first use and rebuilt after a store is
 * saved or deleted (the collection's hooks bump the version).
 */
async function storeIndex(): Promise<Index> {
  const version = generation(TAGS.stores)
  const h = holder()
  const current = h[KEY]
  if (current) {
    const index = await current
    if (index.version === version) return index
  }
  const next = build(version)
  h[KEY] = next
  try {
    return await next
  } catch (error) {
    if (h[KEY] === next) h[KEY] = undefined
    throw error
  }
}

export interface StoreQuery {
  origin: LatLng
  radiusKm: number
  types?: StoreType[]
  target?: Target
  limit: number
}

/** Stores within the radius matching the filters, nearest first; `total` counts them all. */
export async function searchStores(query: StoreQuery): Promise<{ hits: StoreHit[]; total: number }> {
  const { stores, tree } = await storeIndex()
  if (stores.length === 0) return { hits: [], total: 0 }
  const types = query.types && query.types.length > 0 ? new Set(query.types) : null
  const matches = (i: number) => {
    const store = stores[i] as Store
    return (!types || types.has(store.type)) && (!query.target || store.targets.includes(query.target))
  }
  const ids = around(tree, query.origin.longitude, query.origin.latitude, Infinity, query.radiusKm, matches) as number[]
  const hits = ids.slice(0, query.limit).map((i) => {
    const store = stores[i] as Store
    return { store, distance: Math.round(distanceKm(query.origin, store) * 10) / 10 }
  })
  return { hits, total: ids.length }
}

/** Every store (the list of all points of sale, without a search). */
export async function allStores(): Promise<Store[]> {
  return (await storeIndex()).stores
}

async function loadStoreList(): Promise<StoreListItem[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'stores',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    sort: 'postcode',
    select: { name: true, type: true, address: true, postcode: true, city: true, phone: true, latitude: true, longitude: true },
  })
  return docs.map((d) => ({
    id: d.id,
    name: d.name,
    type: d.type,
    address: d.address,
    postcode: d.postcode,
    city: d.city,
    phone: d.phone ?? null,
    latitude: d.latitude,
    longitude: d.longitude,
  }))
}

/** Every store by postcode, from the data cache (the page is static; the stores hooks expire the tag). */
export function getStoreList(): Promise<StoreListItem[]> {
  return cached(loadStoreList, ['store-list'], [TAGS.stores])
}
