/**
 * The catalogue as the site sees it: our own types, mapped from the CMS by
 * `src/data`. Nothing here depends on Payload or Next.js.
 */
import type { Target } from '@/domain/routing/types'

export interface ImageVariant {
  url: string
  webp: string | null
  width: number
  height: number
}

export interface Image extends ImageVariant {
  alt: string
  title: string | null
  card: ImageVariant | null
  push: ImageVariant | null
  large: ImageVariant | null
}

export const DOCUMENT_KIND_CODES = ['FICHES_QCE', 'FDS', 'DOP', 'FDES', 'BROCHURE'] as const
export type DocumentKind = (typeof DOCUMENT_KIND_CODES)[number]

export interface DocumentFile {
  id: number
  kind: DocumentKind
  title: string
  url: string
  filename: string
  size: number
}

export interface CharacteristicUsage {
  product: boolean
  filter: boolean
  compare: boolean
  guide: boolean
  guideOrder: number | null
}

export interface CharacteristicDef {
  id: number
  technicalName: string
  label: string
  kind: 'enum' | 'number' | 'text'
  unit: string | null
  order: number
  values: { slug: string; label: string }[]
  usage: Record<Target, CharacteristicUsage>
}

export interface ProductCharacteristic {
  technicalName: string
  values: string[]
}

export interface Variant {
  reference: string
  gtin: string
  packaging: string
  packSize: number
  packUnit: string
  targets: Target[]
  /** Professional price of the pack, cents excluding VAT; null when not sold to professionals (decision 087). */
  pricePro: number | null
  /** Private customers' price of the pack, cents including VAT; null when not sold to private customers. */
  pricePart: number | null
  /** Shipping weight of one pack, grams; null = derived from the pack size (`packWeightGrams`). */
  weightGrams: number | null
  /** Packshot of this pack (its container and size); none = the product's main visual (decision 100). */
  image?: Image | null
}

export interface Consumption {
  mode: 'none' | 'thickness' | 'coat'
  rate: number | null
  maxThickness: number | null
  coats: number | null
  tapePerM2: number | null
}

export type MediaKind = 'visuel' | 'AMBIANCE' | 'PICTO' | 'MEDIA'

export interface ProductMedia {
  kind: MediaKind
  title: string | null
  image: Image
}

export interface Product {
  id: number
  name: string
  slug: string
  reference: string
  targets: Target[]
  promoted: boolean
  promotedOrder: number | null
  summary: string
  description: string
  benefits: string[]
  categoryIds: number[]
  relatedIds: number[]
  medias: ProductMedia[]
  documents: DocumentFile[]
  caracteristics: ProductCharacteristic[]
  variants: Variant[]
  consumption: Consumption
  updatedAt: string
}

export interface Category {
  id: number
  name: string
  slug: string
  target: Target
  parentId: number | null
  order: number
  summary: string
  description: string
  cover: Image | null
}

/** Everything one sales plan shows, in one language. */
export interface Catalogue {
  target: Target
  locale: string
  products: Product[]
  categories: Category[]
  characteristics: CharacteristicDef[]
}
