/**
 * Kinds of points of sale, product ranges and tint families, and the store as the site
 * shows it (shared by the CMS, the API and the pages).
 */
import type { Target } from '@/domain/routing/types'
import type { LatLng } from './geo'

export const STORE_TYPES = ['negoce', 'distributeur-peinture', 'grande-surface-bricolage', 'magasin-decoration'] as const
export type StoreType = (typeof STORE_TYPES)[number]

export const STORE_TYPE_LABELS: Record<StoreType, { fr: string; en: string }> = {
  negoce: { fr: 'Négoce de matériaux', en: 'Builders’ merchant' },
  'distributeur-peinture': { fr: 'Distributeur peinture', en: 'Paint distributor' },
  'grande-surface-bricolage': { fr: 'Grande surface de bricolage', en: 'DIY store' },
  'magasin-decoration': { fr: 'Magasin de décoration', en: 'Decoration shop' },
}

export const STORE_RANGES = ['preparation', 'rebouchage', 'lissage', 'joints', 'exterieur', 'bois', 'decoratifs', 'airless'] as const
export type StoreRange = (typeof STORE_RANGES)[number]

export const STORE_RANGE_LABELS: Record<StoreRange, { fr: string; en: string }> = {
  preparation: { fr: 'Préparation des fonds', en: 'Surface preparation' },
  rebouchage: { fr: 'Rebouchage', en: 'Filling' },
  lissage: { fr: 'Lissage et finition', en: 'Smoothing and finishing' },
  joints: { fr: 'Joints de plaques de plâtre', en: 'Plasterboard joints' },
  exterieur: { fr: 'Extérieur et façade', en: 'Exterior and façade' },
  bois: { fr: 'Bois', en: 'Wood' },
  decoratifs: { fr: 'Enduits décoratifs', en: 'Decorative finishes' },
  airless: { fr: 'Enduits airless', en: 'Airless fillers' },
}

export const COUNTRIES = ['FR', 'BE', 'CH', 'LU'] as const
export type Country = (typeof COUNTRIES)[number]

export const TEINTE_FAMILIES = ['blancs', 'gris', 'beiges', 'terres', 'bois', 'couleurs'] as const
export type TeinteFamily = (typeof TEINTE_FAMILIES)[number]

export const TEINTE_FAMILY_LABELS: Record<TeinteFamily, { fr: string; en: string }> = {
  blancs: { fr: 'Blancs et blancs cassés', en: 'Whites' },
  gris: { fr: 'Gris et bétons', en: 'Greys and concrete' },
  beiges: { fr: 'Beiges et sables', en: 'Beiges and sands' },
  terres: { fr: 'Terres et ocres', en: 'Earths and ochres' },
  bois: { fr: 'Teintes bois', en: 'Wood shades' },
  couleurs: { fr: 'Couleurs', en: 'Colours' },
}

/** A point of sale as the site shows it. */
export interface Store extends LatLng {
  id: number
  name: string
  type: StoreType
  address: string
  postcode: string
  city: string
  country: string
  phone: string | null
  openingHours: string[]
  targets: Target[]
  ranges: StoreRange[]
}

/** A store in the page's static list (the list that works without JavaScript). */
export type StoreListItem = Pick<Store, 'id' | 'name' | 'type' | 'address' | 'postcode' | 'city' | 'phone' | 'latitude' | 'longitude'>
