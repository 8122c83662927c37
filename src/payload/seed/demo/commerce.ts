/**
 * Demo commerce data (issue 19, decision 087): prices and shipping weights of every pack,
 * price groups, carriers and their rates, relay points and discount codes. Money in cents:
 * professional prices excluding VAT, private customers' prices including VAT.
 */
import type { Target } from '@/payload/seed/types'
import type { Family, PackDef, ProductDef } from './product-kit'

// ----- Prices and weights of the packs -----

/** Professional price per kg, euros excluding VAT, of a powder in a large bag (25 kg ≈ 24–32 € HT). */
const POWDER_EUR_PER_KG: Record<Family, number> = {
  preparation: 1.0,
  rebouchage: 1.1,
  egalisage: 1.0,
  lissage: 1.15,
  finition: 1.25,
  joints: 1.05,
  exterieur: 0.95,
  bois: 1.6,
  deco: 1.8,
  humide: 1.3,
  airless: 1.2,
  multi: 1.1,
}
/** Ready-mixed pastes cost about twice a powder per kg (water, tub). */
const PASTE_FACTOR = 2.1
/** Retail margin of the private customers' prices over the trade price, before VAT. */
const RETAIL_FACTOR = 1.3

/** Smaller packs cost more per kg. */
function sizeFactor(kg: number): number {
  if (kg >= 15) return 1
  if (kg >= 4) return 1.35
  if (kg >= 1) return 1.9
  return 2.6
}

/** To ten cents. */
const toTenCents = (euros: number): number => Math.round(euros * 10) * 10
/** Retail prices end in ,90 (7,90 €, 19,90 €). */
const toNinety = (euros: number): number => Math.max(190, Math.round(euros) * 100 - 10)

/** The pack's content in kg (a litre of paste weighs about 1.5 kg). */
const contentKg = (pack: PackDef): number => {
  if (pack.unit === 'kg') return pack.size
  if (pack.unit === 'g') return pack.size / 1000
  if (pack.unit === 'L') return pack.size * 1.5
  return (pack.size / 1000) * 1.5
}

/** Professional price, euros HT, as if the pack were sold to the trade. */
function tradeEuros(def: Pick<ProductDef, 'family' | 'form'>, pack: PackDef): number {
  if (pack.packaging === 'tube') return 4.9
  if (pack.packaging === 'cartouche') return 6.5
  if (pack.packaging === 'boite' && pack.count) return pack.count * (pack.inner === 'tube' ? 4.9 : 6.5) * 0.85
  const kg = contentKg(pack)
  const perKg = POWDER_EUR_PER_KG[def.family] * (def.form === 'poudre' ? 1 : PASTE_FACTOR)
  return kg * perKg * sizeFactor(kg)
}

/** Shipping weight, grams, packaging included. */
export function packWeight(pack: PackDef): number {
  if (pack.packaging === 'tube') return 360
  if (pack.packaging === 'cartouche') return 505
  if (pack.packaging === 'boite' && pack.count) return pack.count * (pack.inner === 'tube' ? 360 : 505) + 250
  const grams = Math.round(contentKg(pack) * 1000)
  const tare = pack.packaging === 'sac' ? (grams >= 5000 ? 150 : 60) : grams >= 10000 ? 900 : grams >= 4000 ? 350 : 120
  return grams + tare
}

/** A pack's prices in the plans it is sold in (null elsewhere) and its shipping weight. */
export function packCommerce(
  def: Pick<ProductDef, 'family' | 'form'>,
  pack: PackDef,
): { pricePro: number | null; pricePart: number | null; weightGrams: number } {
  const trade = tradeEuros(def, pack)
  const sold = (target: Target) => pack.targets.includes(target)
  return {
    pricePro: sold('pro') ? toTenCents(trade) : null,
    pricePart: sold('part') ? toNinety(trade * RETAIL_FACTOR * 1.2) : null,
    weightGrams: packWeight(pack),
  }
}

// ----- Price groups -----

export interface PriceGroupSeed {
  name: string
  defaultPercent: number
  rates: { category: string; percent: number }[]
}

export const PRICE_GROUPS: PriceGroupSeed[] = [
  // Builders' merchants that stock the range: a higher rate on the jointing compounds they sell by the pallet.
  { name: 'Négoce partenaire', defaultPercent: 12, rates: [{ category: 'enduits-de-platriers-plaquistes', percent: 18 }] },
  { name: 'Entreprise générale', defaultPercent: 5, rates: [] },
]

// ----- Carriers -----

type Zone = 'metropole' | 'corse' | 'outre-mer'

export interface CarrierSeed {
  code: string
  name: { fr: string; en: string }
  delay: { fr: string; en: string }
  kind: 'home' | 'relay' | 'pickup'
  targets: Target[]
  freeFrom: number | null
  order: number
  rates: { zone: Zone; maxWeightGrams: number; priceHt: number }[]
}

const KG = 1000

export const CARRIERS: CarrierSeed[] = [
  {
    code: 'domicile',
    name: { fr: 'Livraison à domicile', en: 'Home delivery' },
    delay: { fr: '48 à 72 h', en: '2 to 3 working days' },
    kind: 'home',
    targets: ['pro', 'part'],
    // Free from 150 € of goods after discount (TTC for private customers, HT for professionals).
    freeFrom: 15000,
    order: 1,
    rates: [
      { zone: 'metropole', maxWeightGrams: 30 * KG, priceHt: 1290 },
      { zone: 'metropole', maxWeightGrams: 100 * KG, priceHt: 3490 },
      { zone: 'metropole', maxWeightGrams: 1000 * KG, priceHt: 8900 },
      { zone: 'corse', maxWeightGrams: 30 * KG, priceHt: 2490 },
      { zone: 'corse', maxWeightGrams: 100 * KG, priceHt: 5990 },
      { zone: 'corse', maxWeightGrams: 1000 * KG, priceHt: 14900 },
      { zone: 'outre-mer', maxWeightGrams: 30 * KG, priceHt: 4990 },
      { zone: 'outre-mer', maxWeightGrams: 100 * KG, priceHt: 12900 },
    ],
  },
  {
    code: 'relais',
    name: { fr: 'Point relais', en: 'Relay point' },
    delay: { fr: '3 à 5 jours ouvrés', en: '3 to 5 working days' },
    kind: 'relay',
    targets: ['part'],
    freeFrom: null,
    order: 2,
    rates: [
      { zone: 'metropole', maxWeightGrams: 5 * KG, priceHt: 410 },
      { zone: 'metropole', maxWeightGrams: 10 * KG, priceHt: 575 },
      { zone: 'metropole', maxWeightGrams: 30 * KG, priceHt: 825 },
      { zone: 'corse', maxWeightGrams: 10 * KG, priceHt: 990 },
      { zone: 'corse', maxWeightGrams: 30 * KG, priceHt: 1490 },
    ],
  },
  {
    code: 'palette',
    name: { fr: 'Messagerie palette', en: 'Pallet freight' },
    delay: { fr: '3 à 5 jours ouvrés, sur rendez-vous', en: '3 to 5 working days, by appointment' },
    kind: 'home',
    targets: ['pro'],
    freeFrom: 150000,
    order: 3,
    rates: [
      { zone: 'metropole', maxWeightGrams: 300 * KG, priceHt: 8900 },
      { zone: 'metropole', maxWeightGrams: 1000 * KG, priceHt: 14900 },
      { zone: 'metropole', maxWeightGrams: 2000 * KG, priceHt: 22900 },
      { zone: 'corse', maxWeightGrams: 1000 * KG, priceHt: 29900 },
      { zone: 'corse', maxWeightGrams: 2000 * KG, priceHt: 44900 },
    ],
  },
  {
    code: 'retrait',
    name: { fr: 'Retrait chez un distributeur', en: 'Pickup at a distributor' },
    delay: { fr: 'Sous 48 h, le distributeur vous prévient', en: 'Within 2 days, the distributor lets you know' },
    kind: 'pickup',
    targets: ['pro'],
    freeFrom: null,
    order: 4,
    rates: [
      { zone: 'metropole', maxWeightGrams: 5000 * KG, priceHt: 0 },
      { zone: 'corse', maxWeightGrams: 5000 * KG, priceHt: 0 },
    ],
  },
]

// ----- Relay points -----

export interface RelayPointSeed {
  name: string
  address: string
  postcode: string
  city: string
  latitude: number
  longitude: number
  openingHours: string
}

const WEEK = 'Lun.–sam. : 9h–19h'
const SHOP = 'Mar.–sam. : 9h30–12h30, 14h–19h'

/** Invented shops in real towns, at real coordinates. */
export const RELAY_POINTS: RelayPointSeed[] = [
  {
    name: 'Tabac-Presse de la Roquette',
    address: '52 rue de la Roquette',
    postcode: '75011',
    city: 'Paris',
    latitude: 48.8557,
    longitude: 2.3735,
    openingHours: 'Lun.–sam. : 7h–20h',
  },
  {
    name: 'Pressing du Commerce',
    address: '41 rue du Commerce',
    postcode: '75015',
    city: 'Paris',
    latitude: 48.8462,
    longitude: 2.2957,
    openingHours: WEEK,
  },
  {
    name: 'Quincaillerie des Batignolles',
    address: '12 rue des Dames',
    postcode: '75017',
    city: 'Paris',
    latitude: 48.8838,
    longitude: 2.3226,
    openingHours: SHOP,
  },
  {
    name: 'Épicerie Bellecour',
    address: '8 rue de la Charité',
    postcode: '69002',
    city: 'Lyon',
    latitude: 45.7563,
    longitude: 4.8318,
    openingHours: WEEK,
  },
  {
    name: 'Relais Presse Guillotière',
    address: '35 cours Gambetta',
    postcode: '69007',
    city: 'Lyon',
    latitude: 45.7538,
    longitude: 4.8469,
    openingHours: WEEK,
  },
  {
    name: 'Bazar du Vieux-Port',
    address: '18 quai de Rive-Neuve',
    postcode: '13007',
    city: 'Marseille',
    latitude: 43.2919,
    longitude: 5.3705,
    openingHours: WEEK,
  },
  {
    name: 'Droguerie de la Plaine',
    address: '4 place Jean-Jaurès',
    postcode: '13005',
    city: 'Marseille',
    latitude: 43.2946,
    longitude: 5.3855,
    openingHours: SHOP,
  },
  {
    name: 'Tabac des Carmes',
    address: '27 rue des Filatiers',
    postcode: '31000',
    city: 'Toulouse',
    latitude: 43.5979,
    longitude: 1.4437,
    openingHours: WEEK,
  },
  {
    name: 'Librairie de l’Erdre',
    address: '6 rue Saint-Pierre',
    postcode: '44000',
    city: 'Nantes',
    latitude: 47.2184,
    longitude: -1.5531,
    openingHours: SHOP,
  },
  {
    name: 'Relais Chartrons',
    address: '59 rue Notre-Dame',
    postcode: '33000',
    city: 'Bordeaux',
    latitude: 44.8527,
    longitude: -0.5701,
    openingHours: WEEK,
  },
  {
    name: 'Presse de Wazemmes',
    address: '21 rue des Sarrazins',
    postcode: '59000',
    city: 'Lille',
    latitude: 50.6262,
    longitude: 3.0498,
    openingHours: WEEK,
  },
  {
    name: 'Bricolage de la Krutenau',
    address: '14 rue de Zurich',
    postcode: '67000',
    city: 'Strasbourg',
    latitude: 48.5786,
    longitude: 7.7573,
    openingHours: SHOP,
  },
  {
    name: 'Tabac Sainte-Anne',
    address: '3 place Sainte-Anne',
    postcode: '35000',
    city: 'Rennes',
    latitude: 48.1146,
    longitude: -1.6797,
    openingHours: WEEK,
  },
  {
    name: 'Maison de la Presse Plumereau',
    address: '10 rue du Commerce',
    postcode: '37000',
    city: 'Tours',
    latitude: 47.3947,
    longitude: 0.6832,
    openingHours: WEEK,
  },
  {
    name: 'Droguerie du Martroi',
    address: '22 rue Bannier',
    postcode: '45000',
    city: 'Orléans',
    latitude: 47.9055,
    longitude: 1.9052,
    openingHours: SHOP,
  },
  {
    name: 'Relais de Jaude',
    address: '9 rue Blatin',
    postcode: '63000',
    city: 'Clermont-Ferrand',
    latitude: 45.7749,
    longitude: 3.0813,
    openingHours: WEEK,
  },
  {
    name: 'Épicerie du Port de Montpellier',
    address: '15 rue de l’Aiguillerie',
    postcode: '34000',
    city: 'Montpellier',
    latitude: 43.6113,
    longitude: 3.8797,
    openingHours: WEEK,
  },
  {
    name: 'Tabac de la Libération',
    address: '30 boulevard Gambetta',
    postcode: '06000',
    city: 'Nice',
    latitude: 43.7045,
    longitude: 7.2551,
    openingHours: WEEK,
  },
  {
    name: 'Quincaillerie Saint-Bénigne',
    address: '5 rue Mariotte',
    postcode: '21000',
    city: 'Dijon',
    latitude: 47.3224,
    longitude: 5.0361,
    openingHours: SHOP,
  },
  {
    name: 'Presse de l’Île Verte',
    address: '11 avenue Maréchal-Randon',
    postcode: '38000',
    city: 'Grenoble',
    latitude: 45.1944,
    longitude: 5.7354,
    openingHours: WEEK,
  },
  {
    name: 'Bazar du Cours Napoléon',
    address: '40 cours Napoléon',
    postcode: '20000',
    city: 'Ajaccio',
    latitude: 41.9239,
    longitude: 8.7378,
    openingHours: WEEK,
  },
  {
    name: 'Relais du Vieux-Port de Bastia',
    address: '7 rue Napoléon',
    postcode: '20200',
    city: 'Bastia',
    latitude: 42.6991,
    longitude: 9.4506,
    openingHours: WEEK,
  },
]

// ----- Discount codes -----

export interface DiscountSeed {
  code: string
  kind: 'cart_discount' | 'free_product'
  description: { fr: string; en: string }
  value: number
  unit: 'eur' | 'percent'
  /** free_product: the product (slug) and the pack (item reference) given. */
  free?: { slug: string; variant: string }
  startsAt: string | null
  endsAt: string | null
  targets: Target[]
  minAmount: number
  maxUses: number | null
}

export const DISCOUNT_CODES: DiscountSeed[] = [
  {
    code: 'BIENVENUE10',
    kind: 'cart_discount',
    description: { fr: '10 % sur votre première commande', en: '10 % off your first order' },
    value: 10,
    unit: 'percent',
    startsAt: null,
    endsAt: null,
    targets: ['part'],
    minAmount: 3000,
    maxUses: null,
  },
  {
    code: 'PRO50',
    kind: 'cart_discount',
    description: { fr: '50 € HT de remise dès 500 € HT d’achats', en: '€50 off from €500 of goods' },
    value: 5000,
    unit: 'eur',
    startsAt: null,
    endsAt: null,
    targets: ['pro'],
    minAmount: 50000,
    maxUses: null,
  },
  {
    code: 'OFFERT-REBOUCHOR',
    kind: 'free_product',
    description: { fr: 'Un tube de Rebouchor® Pâte offert', en: 'A free tube of Rebouchor® Paste' },
    value: 0,
    unit: 'eur',
    free: { slug: 'rebouchor-pate', variant: 'ARD-REB-110-330G' },
    startsAt: null,
    endsAt: null,
    targets: ['part'],
    minAmount: 2000,
    maxUses: null,
  },
  {
    code: 'ETE2025',
    kind: 'cart_discount',
    description: { fr: '15 % sur les enduits de façade, été 2025', en: '15 % off facade fillers, summer 2025' },
    value: 15,
    unit: 'percent',
    startsAt: '2025-06-01T00:00:00.000Z',
    endsAt: '2025-09-30T21:59:59.000Z',
    targets: ['pro', 'part'],
    minAmount: 0,
    maxUses: null,
  },
]
