/**
 * The company's facts, in one place (issue 22, decision 101): legal entity, head office,
 * founding, plants, headcount and distribution network of the fictional manufacturer.
 * The seed writes them to the settings (codes `company_*`, read by the footer) and every
 * seeded text that mentions them is built from them or checked against them
 * (company.test.ts). Fictional data: the SIREN fails the Luhn check that every real
 * SIREN passes, so it can never be a real company's.
 */
import type { Bilingual } from '@/payload/seed/types'

export interface Plant {
  town: string
  /** Département number and name, region name (as written in texts). */
  departmentCode: string
  department: string
  region: string
  /** Year production started. */
  opened: number
  makes: Bilingual
}

/** The plants, oldest first (a tuple: texts name the first, second and newest). */
const PLANTS: readonly [Plant, Plant, Plant] = [
  {
    town: 'Blois',
    departmentCode: '41',
    department: 'Loir-et-Cher',
    region: 'Centre-Val de Loire',
    opened: 1962,
    makes: { fr: 'enduits en poudre et laboratoire de formulation', en: 'powder fillers and formulation laboratory' },
  },
  {
    town: 'Riom',
    departmentCode: '63',
    department: 'Puy-de-Dôme',
    region: 'Auvergne',
    opened: 1995,
    makes: { fr: 'enduits en pâte, tubes et cartouches', en: 'ready-mixed fillers, tubes and cartridges' },
  },
  {
    town: 'La Roche-sur-Yon',
    departmentCode: '85',
    department: 'Vendée',
    region: 'Pays de la Loire',
    opened: 2026,
    makes: { fr: 'enduits en pâte pour l’Ouest', en: 'ready-mixed fillers for western France' },
  },
]

export const COMPANY = {
  brand: 'Ardalis',
  legalName: 'Ardalis SAS',
  legalForm: 'société par actions simplifiée',
  capital: '4 500 000 €',
  siren: '912 345 678',
  registryTown: 'Blois',
  vatNumber: 'FR 74 912 345 678',
  founded: 1962,
  foundedIn: 'Blois, dans le Loir-et-Cher',
  headOffice: { street: 'ZI des Carrières, 12 rue des Plâtriers', postcode: '41000', city: 'Blois' },
  phone: '01 84 60 12 34',
  headcount: 480,
  /** Partner points of sale in France. */
  pointsOfSale: '2 000',
  /** Countries served outside France (one regional site each: site.ts REGIONAL_SITES). */
  exportCountries: 10,
  contactEmail: 'contact@ardalis-enduits.example',
  privacyEmail: 'dpo@ardalis-enduits.example',
  accessibilityEmail: 'accessibilite@ardalis-enduits.example',
  plants: PLANTS,
} as const

/** Towns of the two training centres: at the first two plants. */
export const TRAINING_TOWNS = [COMPANY.plants[0].town, COMPANY.plants[1].town] as const

const FRENCH_NUMBERS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'] as const
const FRENCH_ORDINALS = ['', 'première', 'deuxième', 'troisième', 'quatrième', 'cinquième', 'sixième'] as const

/** "trois" for 3 (numbers written in words in running text). */
export function frenchNumber(n: number): string {
  const word = FRENCH_NUMBERS[n]
  if (word === undefined) return String(n)
  return word
}

/** "troisième" for 3 (feminine: « usine »). */
export function frenchOrdinal(n: number): string {
  return FRENCH_ORDINALS[n] ?? `${n}e`
}

const ENGLISH_ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const

/** "third" for 3 (the English texts). */
export function englishOrdinal(n: number): string {
  return ENGLISH_ORDINALS[n] ?? `${n}th`
}

/** "Blois, Riom et La Roche-sur-Yon". */
export function frenchList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`
}

export const PLANT_COUNT = COMPANY.plants.length
/** The plant opened last (news items and the history page). */
export const NEWEST_PLANT = PLANTS[PLANTS.length - 1] ?? PLANTS[0]
export const PLANT_TOWNS = COMPANY.plants.map((plant) => plant.town)
export const HEAD_OFFICE_LINE = `${COMPANY.headOffice.street}, ${COMPANY.headOffice.postcode} ${COMPANY.headOffice.city}`
export const RCS = `RCS ${COMPANY.registryTown} ${COMPANY.siren}`
/** "trois usines en France, à Blois, Riom et La Roche-sur-Yon" */
export const PLANTS_SENTENCE = `${frenchNumber(PLANT_COUNT)} usines en France, à ${frenchList(PLANT_TOWNS)}`
/** Regions of the plants, for short labels: "Centre-Val de Loire, Auvergne et Pays de la Loire". */
export const PLANT_REGIONS = frenchList(COMPANY.plants.map((plant) => plant.region))

export interface CompanySettingDef {
  code: string
  description: string
  values: { value: string; label?: string; key?: string; en?: { value?: string; label?: string } }[]
}

/** The facts as settings entries (key = what the value is), read by the footer (src/domain/site/company.ts). */
export const COMPANY_SETTINGS: readonly CompanySettingDef[] = [
  {
    code: 'company_legal',
    description: 'Société éditrice (pied de page, mentions légales) : une valeur par clé',
    values: [
      { key: 'name', value: COMPANY.legalName },
      { key: 'form', value: COMPANY.legalForm, en: { value: 'simplified joint-stock company (SAS)' } },
      { key: 'capital', value: COMPANY.capital },
      { key: 'rcs', value: RCS },
      { key: 'vat', value: COMPANY.vatNumber },
      { key: 'founded', value: String(COMPANY.founded) },
      { key: 'headcount', value: String(COMPANY.headcount) },
      { key: 'points_of_sale', value: COMPANY.pointsOfSale },
      { key: 'export_countries', value: String(COMPANY.exportCountries) },
    ],
  },
  {
    code: 'company_address',
    description: 'Adresse du siège social (pied de page) : rue, code postal, ville',
    values: [
      { key: 'street', value: COMPANY.headOffice.street },
      { key: 'postcode', value: COMPANY.headOffice.postcode },
      { key: 'city', value: COMPANY.headOffice.city },
      { key: 'country', value: 'France', en: { value: 'France' } },
    ],
  },
  {
    code: 'company_plants',
    description: 'Usines : ville (valeur), numéro du département (clé) et production (libellé)',
    values: COMPANY.plants.map((plant) => ({
      key: plant.departmentCode,
      value: plant.town,
      label: plant.makes.fr,
      en: { label: plant.makes.en },
    })),
  },
]
