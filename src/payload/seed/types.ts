/** Shared types of the demo seed (pure: no Payload runtime import). */

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
  | 'redirects',
  number
>

export interface SeedOptions {
  log?: (msg: string) => void
}
