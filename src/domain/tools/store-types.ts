/** Kinds of points of sale, product ranges and tint families (shared by the CMS, the API and the pages). */

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
