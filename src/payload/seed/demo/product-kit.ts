/**
 * Building blocks of the product data: pack shorthands, characteristic presets per
 * family, GTIN numbering and the `product()` normaliser used by the product lists.
 */
import { makeGtin14 } from '@/domain/catalogue/gtin'
import type { Bilingual, Target } from '@/payload/seed/types'
import type { CharacteristicCode } from './characteristics'

export type Family =
  | 'preparation'
  | 'rebouchage'
  | 'egalisage'
  | 'lissage'
  | 'finition'
  | 'joints'
  | 'exterieur'
  | 'bois'
  | 'deco'
  | 'humide'
  | 'airless'
  | 'multi'

export type Form = 'poudre' | 'pate' | 'pate-projetable'
export type Packaging = 'sac' | 'seau' | 'tube' | 'cartouche' | 'boite'
export type PackUnit = 'kg' | 'g' | 'L' | 'ml'

export interface PackDef {
  packaging: Packaging
  size: number
  unit: PackUnit
  targets: Target[]
  /** Cartons: number of units inside and the unit they hold. */
  count?: number
  inner?: 'tube' | 'cartouche'
}

export type Consumption =
  | { mode: 'none' }
  | { mode: 'thickness'; rate: number; maxThickness: number }
  | { mode: 'coat'; rate: number; coats: number; tapePerM2?: number }

type CaracValue = string | number | readonly string[]
export type Caracs = Partial<Record<CharacteristicCode, CaracValue>>

export interface ProductInput {
  /** Reference ARD-XXX-NNN; NNN is unique over the whole catalogue (GTIN numbering). */
  ref: string
  slug: string
  name: Bilingual
  family: Family
  form: Form
  targets: readonly Target[]
  categories: readonly string[]
  summary: Bilingual
  description: string
  benefits: readonly string[]
  c: Caracs
  packs: readonly PackDef[]
  consumption: Consumption
  /** Top product of the home pages (spec §9: 5 per plan), in this order. */
  promotedOrder?: number
  related?: readonly string[]
  ambiance?: boolean
  /** EN 13963 type of jointing compounds (CE marking, DoP). */
  en13963?: string
  /** Slug of the legacy site, when it differed (redirect table). */
  legacySlug?: string
}

export interface VariantDef extends PackDef {
  reference: string
  gtin: string
}

export interface ProductDef extends Omit<ProductInput, 'c' | 'packs'> {
  /** Characteristic values as stored: value codes or numbers written as strings. */
  caracs: { code: CharacteristicCode; values: string[] }[]
  variants: VariantDef[]
}

// ----- Packs -----

export const bag = (kg: number, ...targets: Target[]): PackDef => ({ packaging: 'sac', size: kg, unit: 'kg', targets })
export const tub = (kg: number, ...targets: Target[]): PackDef => ({ packaging: 'seau', size: kg, unit: 'kg', targets })
export const can = (litres: number, ...targets: Target[]): PackDef => ({ packaging: 'seau', size: litres, unit: 'L', targets })
export const tube = (...targets: Target[]): PackDef => ({ packaging: 'tube', size: 330, unit: 'g', targets })
export const cartridge = (...targets: Target[]): PackDef => ({ packaging: 'cartouche', size: 310, unit: 'ml', targets })
/** Carton of 12 tubes (3.96 kg) or 12 cartridges (3.72 L) for the trade. */
export const carton = (inner: 'tube' | 'cartouche', ...targets: Target[]): PackDef =>
  inner === 'tube'
    ? { packaging: 'boite', size: 3.96, unit: 'kg', targets, count: 12, inner }
    : { packaging: 'boite', size: 3.72, unit: 'L', targets, count: 12, inner }

const UNIT_FR: Record<PackUnit, string> = { kg: 'kg', g: 'g', L: 'L', ml: 'ml' }
const PACKAGING_FR: Record<Packaging, string> = { sac: 'Sac', seau: 'Seau', tube: 'Tube', cartouche: 'Cartouche', boite: 'Carton' }

const num = (value: number): string => String(value).replace('.', ',')

/** "Sac de 25 kg", "Carton de 12 cartouches de 310 ml"… */
export function packLabel(pack: PackDef): string {
  if (pack.packaging === 'boite' && pack.count && pack.inner) {
    return `Carton de ${pack.count} ${pack.inner === 'tube' ? 'tubes de 330 g' : 'cartouches de 310 ml'}`
  }
  const noun = pack.packaging === 'seau' && pack.unit === 'L' ? 'Bidon' : PACKAGING_FR[pack.packaging]
  return `${noun} de ${num(pack.size)} ${UNIT_FR[pack.unit]}`
}

const PACKAGING_EN: Record<Packaging, string> = { sac: 'bag', seau: 'tub', tube: 'tube', cartouche: 'cartridge', boite: 'carton' }

/** "25 kg bag", "carton of 12 × 310 ml cartridges"… */
export function packLabelEn(pack: PackDef): string {
  if (pack.packaging === 'boite' && pack.count && pack.inner) {
    return `carton of ${pack.count} × ${pack.inner === 'tube' ? '330 g tubes' : '310 ml cartridges'}`
  }
  const noun = pack.packaging === 'seau' && pack.unit === 'L' ? 'can' : PACKAGING_EN[pack.packaging]
  return `${String(pack.size)} ${UNIT_FR[pack.unit]} ${noun}`
}

/** File-name part of a pack's packshot: "seau-15kg", "sac-2-5kg", "boite-12-cartouche". */
export function packFileKey(pack: PackDef): string {
  if (pack.count && pack.inner) return `${pack.packaging}-${pack.count}-${pack.inner}`
  return `${pack.packaging}-${String(pack.size).replace('.', '-')}${pack.unit.toLowerCase()}`
}

/** Short form for visuals: "25 kg", "310 ml". */
export const packShort = (pack: PackDef): string =>
  pack.count ? `${pack.count} × ${pack.inner === 'tube' ? '330 g' : '310 ml'}` : `${num(pack.size)} ${UNIT_FR[pack.unit]}`

// ----- Characteristic presets -----

const WALLS = ['platre', 'plaque-de-platre', 'beton', 'enduit-ciment'] as const
const PAINTED = [...WALLS, 'ancienne-peinture'] as const

export const PRESET = {
  rebouchagePoudre: {
    FONCTION: ['rebouchage'],
    SUPPORT: WALLS,
    USAGE: ['interieur'],
    EPAISSEUR_MAX: 30,
    TEMPS_PRATIQUE: 60,
    SECHAGE: 3,
    RECOUVRABLE: 24,
    PONCAGE: 'facile',
    GRAIN: 'moyen',
    APPLICATION: 'manuelle',
    OUTIL: ['couteau'],
    EMISSIONS: 'a-plus',
    TEINTE: 'blanc',
  },
  rebouchagePate: {
    FONCTION: ['rebouchage'],
    SUPPORT: PAINTED,
    USAGE: ['interieur'],
    EPAISSEUR_MAX: 20,
    TEMPS_PRATIQUE: 120,
    SECHAGE: 6,
    RECOUVRABLE: 24,
    PONCAGE: 'tres-facile',
    GRAIN: 'fin',
    APPLICATION: 'manuelle',
    OUTIL: ['couteau'],
    EMISSIONS: 'a-plus',
    TEINTE: 'blanc',
  },
  egalisage: {
    FONCTION: ['degrossissage', 'lissage'],
    SUPPORT: PAINTED,
    USAGE: ['interieur'],
    EPAISSEUR_MAX: 10,
    TEMPS_PRATIQUE: 180,
    SECHAGE: 24,
    RECOUVRABLE: 48,
    PONCAGE: 'facile',
    GRAIN: 'moyen',
    APPLICATION: 'manuelle',
    OUTIL: ['lisseuse', 'platoir'],
    EMISSIONS: 'a-plus',
    TEINTE: 'blanc',
  },
  lissage: {
    FONCTION: ['lissage'],
    SUPPORT: PAINTED,
    USAGE: ['interieur'],
    EPAISSEUR_MAX: 3,
    TEMPS_PRATIQUE: 240,
    SECHAGE: 12,
    RECOUVRABLE: 24,
    PONCAGE: 'tres-facile',
    GRAIN: 'fin',
    APPLICATION: 'manuelle',
    OUTIL: ['lisseuse', 'couteau'],
    EMISSIONS: 'a-plus',
    TEINTE: 'blanc',
  },
  finition: {
    FONCTION: ['finition', 'lissage'],
    SUPPORT: PAINTED,
    USAGE: ['interieur'],
    EPAISSEUR_MAX: 1,
    TEMPS_PRATIQUE: 240,
    SECHAGE: 6,
    RECOUVRABLE: 12,
    PONCAGE: 'tres-facile',
    GRAIN: 'extra-fin',
    APPLICATION: 'manuelle',
    OUTIL: ['lisseuse'],
    EMISSIONS: 'a-plus',
    TEINTE: 'blanc',
  },
  joints: {
    FONCTION: ['jointoiement'],
    SUPPORT: ['plaque-de-platre'],
    USAGE: ['interieur'],
    EPAISSEUR_MAX: 5,
    TEMPS_PRATIQUE: 60,
    SECHAGE: 24,
    RECOUVRABLE: 24,
    PONCAGE: 'facile',
    GRAIN: 'fin',
    APPLICATION: 'manuelle',
    OUTIL: ['couteau', 'lisseuse'],
    EMISSIONS: 'a-plus',
    TEINTE: 'blanc',
  },
  exterieur: {
    FONCTION: ['rebouchage'],
    SUPPORT: ['beton', 'enduit-ciment', 'ancienne-peinture'],
    USAGE: ['exterieur', 'interieur'],
    EPAISSEUR_MAX: 20,
    TEMPS_PRATIQUE: 90,
    SECHAGE: 24,
    RECOUVRABLE: 48,
    PONCAGE: 'facile',
    GRAIN: 'moyen',
    APPLICATION: 'manuelle',
    OUTIL: ['couteau', 'platoir'],
    EMISSIONS: 'a',
    TEINTE: 'gris',
  },
  bois: {
    FONCTION: ['rebouchage'],
    SUPPORT: ['bois'],
    USAGE: ['interieur'],
    EPAISSEUR_MAX: 10,
    TEMPS_PRATIQUE: 30,
    SECHAGE: 2,
    RECOUVRABLE: 4,
    PONCAGE: 'facile',
    GRAIN: 'fin',
    APPLICATION: 'manuelle',
    OUTIL: ['couteau'],
    EMISSIONS: 'a-plus',
    TEINTE: 'naturel',
  },
  deco: {
    FONCTION: ['decoration'],
    SUPPORT: ['platre', 'plaque-de-platre', 'beton', 'carrelage'],
    USAGE: ['interieur'],
    EPAISSEUR_MAX: 2,
    TEMPS_PRATIQUE: 60,
    SECHAGE: 12,
    RECOUVRABLE: 24,
    PONCAGE: 'facile',
    GRAIN: 'fin',
    APPLICATION: 'manuelle',
    OUTIL: ['platoir', 'lisseuse'],
    EMISSIONS: 'a-plus',
    TEINTE: 'gris',
  },
  humide: {
    FONCTION: ['lissage'],
    SUPPORT: ['platre', 'plaque-de-platre', 'beton', 'carrelage'],
    USAGE: ['interieur', 'pieces-humides'],
    EPAISSEUR_MAX: 3,
    TEMPS_PRATIQUE: 120,
    SECHAGE: 12,
    RECOUVRABLE: 24,
    PONCAGE: 'facile',
    GRAIN: 'fin',
    APPLICATION: 'manuelle',
    OUTIL: ['lisseuse', 'couteau'],
    EMISSIONS: 'a-plus',
    TEINTE: 'blanc',
  },
  airless: {
    FONCTION: ['lissage'],
    SUPPORT: ['platre', 'plaque-de-platre', 'beton', 'ancienne-peinture'],
    USAGE: ['interieur'],
    EPAISSEUR_MAX: 3,
    TEMPS_PRATIQUE: 1440,
    SECHAGE: 12,
    RECOUVRABLE: 24,
    PONCAGE: 'tres-facile',
    GRAIN: 'fin',
    APPLICATION: 'machine-airless',
    OUTIL: ['machine', 'lisseuse'],
    EMISSIONS: 'a-plus',
    TEINTE: 'blanc',
  },
  multi: {
    FONCTION: ['rebouchage', 'degrossissage', 'lissage'],
    SUPPORT: PAINTED,
    USAGE: ['interieur'],
    EPAISSEUR_MAX: 10,
    TEMPS_PRATIQUE: 120,
    SECHAGE: 12,
    RECOUVRABLE: 24,
    PONCAGE: 'facile',
    GRAIN: 'fin',
    APPLICATION: 'manuelle',
    OUTIL: ['couteau', 'lisseuse'],
    EMISSIONS: 'a-plus',
    TEINTE: 'blanc',
  },
  preparation: {
    FONCTION: ['preparation'],
    SUPPORT: ['platre', 'plaque-de-platre', 'beton', 'ancienne-peinture'],
    USAGE: ['interieur'],
    SECHAGE: 4,
    RECOUVRABLE: 6,
    APPLICATION: 'manuelle',
    EMISSIONS: 'a-plus',
  },
} as const satisfies Record<string, Caracs>

// ----- Normalisation -----

/** Fictional GS1 company prefix of the demo brand (EAN-13 body = prefix + 5 digits). */
const COMPANY_PREFIX = '3760990'

const formatNumber = (value: number): string => String(value).replace('.', ',')

export function consumptionText(consumption: Consumption, packs: readonly PackDef[]): string | undefined {
  const liquid = packs.some((pack) => pack.unit === 'L')
  switch (consumption.mode) {
    case 'thickness':
      return `${formatNumber(consumption.rate)} kg/m²/mm`
    case 'coat':
      return `${formatNumber(consumption.rate)} ${liquid ? 'L' : 'kg'}/m² par couche`
    case 'none':
      return undefined
  }
}

function toValues(value: CaracValue): string[] {
  if (typeof value === 'number') return [String(value)]
  if (typeof value === 'string') return [value]
  return [...value]
}

/** Size part of an item reference: 25KG, 500G, 310ML, 2L5… */
function sizeCode(pack: PackDef): string {
  const unit = pack.unit.toUpperCase()
  if (Number.isInteger(pack.size)) return `${pack.size}${unit}`
  if (pack.size < 1 && (pack.unit === 'kg' || pack.unit === 'L')) return `${Math.round(pack.size * 1000)}${pack.unit === 'kg' ? 'G' : 'ML'}`
  const [whole, decimals] = String(pack.size).split('.')
  return `${whole ?? ''}${unit}${decimals ?? ''}`
}

export function product(input: ProductInput): ProductDef {
  const refNumber = /^ARD-[A-Z]{3}-(\d{3})$/.exec(input.ref)?.[1]
  if (!refNumber) throw new Error(`Bad reference ${input.ref}`)
  const { c, packs, ...rest } = input
  const caracs: { code: CharacteristicCode; values: string[] }[] = []
  const withForm: Caracs = { ...c, FORME: input.form }
  const conso = consumptionText(input.consumption, packs)
  if (conso) withForm.CONSOMMATION = conso
  if (input.consumption.mode === 'thickness') withForm.EPAISSEUR_MAX = input.consumption.maxThickness
  for (const [code, value] of Object.entries(withForm) as [CharacteristicCode, CaracValue | undefined][]) {
    if (value !== undefined) caracs.push({ code, values: toValues(value) })
  }
  const bodies: string[] = packs.map((_, index) => `${COMPANY_PREFIX}${refNumber}${String(index).padStart(2, '0')}`)
  const variants = packs.map((pack, index): VariantDef => {
    let gtin: string
    if (pack.packaging === 'boite') {
      // Carton: indicator 1 + the EAN-13 body of the unit it contains.
      const innerIndex = packs.findIndex((other) => other.packaging === pack.inner)
      gtin = makeGtin14(`1${bodies[innerIndex >= 0 ? innerIndex : index] ?? ''}`)
    } else {
      gtin = makeGtin14(`0${bodies[index] ?? ''}`)
    }
    const suffix = pack.count ? `C${pack.count}` : sizeCode(pack)
    return { ...pack, reference: `${input.ref}-${suffix}`, gtin }
  })
  return { ...rest, caracs, variants }
}

export const isPowder = (def: Pick<ProductDef, 'form'>): boolean => def.form === 'poudre'
