/** Shared types of the demo seed (pure: no Payload runtime import). */
import type { Commune } from '@/domain/tools/communes'
import type { StoreRange, StoreType } from '@/domain/tools/store-types'

export type Target = 'pro' | 'part'
export type Locale = 'fr' | 'en'

/** A text in both site languages. */
export interface Bilingual {
  fr: string
  en: string
}

/** Number of documents per collection after the seed ran. */
export type SeedReport = Record<
  | 'sales-plans'
  | 'sites'
  | 'settings'
  | 'characteristics'
  | 'categories'
  | 'products'
  | 'media'
  | 'documents'
  | 'pages'
  | 'faq'
  | 'dossiers'
  | 'menus'
  | 'redirects'
  | 'stores'
  | 'teintes',
  number
>

export interface SeedOptions {
  /** French communes with coordinates, where the demo stores are placed (the caller reads them: src/data/geo). */
  communes: Commune[]
  log?: (msg: string) => void
}

/** A demo point of sale, before it is written. */
export interface StoreSeed {
  name: string
  type: StoreType
  address: string
  postcode: string
  city: string
  country: 'FR'
  latitude: number
  longitude: number
  phone: string
  openingHours: string
  targets: Target[]
  ranges: StoreRange[]
}
