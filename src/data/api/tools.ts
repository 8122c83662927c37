import 'server-only'
import type { ApiCity, ApiStore } from '@/domain/api/tools'
import type { Locale } from '@/domain/routing/types'
import type { Commune } from '@/domain/tools/communes'
import { directionsUrl } from '@/domain/tools/geo'
import { STORE_TYPE_LABELS } from '@/domain/tools/store-types'
import type { StoreHit } from '@/data/stores'

export function toApiStore({ store, distance }: StoreHit, locale: Locale): ApiStore {
  return {
    id: store.id,
    name: store.name,
    type: store.type,
    type_label: STORE_TYPE_LABELS[store.type][locale],
    address: store.address,
    postcode: store.postcode,
    city: store.city,
    country: store.country,
    latitude: store.latitude,
    longitude: store.longitude,
    phone: store.phone,
    opening_hours: store.openingHours,
    targets: store.targets,
    ranges: store.ranges,
    distance,
    directions_url: directionsUrl(store),
  }
}

export function toApiCity(commune: Commune): ApiCity {
  return {
    code: commune.code,
    name: commune.name,
    postcodes: commune.postcodes,
    department: commune.department,
    latitude: commune.latitude,
    longitude: commune.longitude,
    precise: commune.precise,
  }
}
