/**
 * Product characteristics and how each audience uses them (spec §1, §6): professionals
 * filter on technique (application, working time, consumption, tools), private customers
 * on simple criteria (function, support, use, form, sanding).
 */
import type { Bilingual } from '@/payload/seed/types'
import { formatValueWithUnit } from '@/domain/format/units'

export interface Usage {
  product: boolean
  filter: boolean
  compare: boolean
  guide: boolean
  guideOrder?: number
}

export interface CharacteristicDef {
  technicalName: string
  label: Bilingual
  kind: 'enum' | 'number' | 'text'
  unit?: string
  values?: readonly { slug: string; label: Bilingual }[]
  pro: Usage
  part: Usage
}

const show = (flags: Partial<Usage> = {}): Usage => ({ product: true, filter: false, compare: false, guide: false, ...flags })
const v = (slug: string, fr: string, en: string): { slug: string; label: Bilingual } => ({ slug, label: { fr, en } })

export const CHARACTERISTICS = [
  {
    technicalName: 'FONCTION',
    label: { fr: 'Fonction', en: 'Purpose' },
    kind: 'enum',
    values: [
      v('preparation', 'Préparation des fonds', 'Surface preparation'),
      v('rebouchage', 'Rebouchage', 'Filling'),
      v('degrossissage', 'Dégrossissage', 'Levelling'),
      v('lissage', 'Lissage', 'Smoothing'),
      v('finition', 'Finition', 'Finishing'),
      v('jointoiement', 'Jointoiement', 'Jointing'),
      v('decoration', 'Décoration', 'Decoration'),
    ],
    pro: show({ filter: true, guide: true, guideOrder: 1 }),
    part: show({ filter: true, guide: true, guideOrder: 1 }),
  },
  {
    technicalName: 'SUPPORT',
    label: { fr: 'Supports', en: 'Substrates' },
    kind: 'enum',
    values: [
      v('platre', 'Plâtre', 'Plaster'),
      v('plaque-de-platre', 'Plaque de plâtre', 'Plasterboard'),
      v('beton', 'Béton', 'Concrete'),
      v('enduit-ciment', 'Enduit ciment', 'Cement render'),
      v('bois', 'Bois', 'Wood'),
      v('ancienne-peinture', 'Ancienne peinture', 'Old paint'),
      v('carrelage', 'Carrelage', 'Tiles'),
    ],
    pro: show({ filter: true, guide: true, guideOrder: 2 }),
    part: show({ filter: true, compare: true, guide: true, guideOrder: 2 }),
  },
  {
    technicalName: 'USAGE',
    label: { fr: 'Destination', en: 'Use' },
    kind: 'enum',
    values: [
      v('interieur', 'Intérieur', 'Interior'),
      v('exterieur', 'Extérieur', 'Exterior'),
      v('pieces-humides', 'Pièces humides', 'Damp rooms'),
    ],
    pro: show({ filter: true }),
    part: show({ filter: true, compare: true, guide: true, guideOrder: 3 }),
  },
  {
    technicalName: 'FORME',
    label: { fr: 'Présentation', en: 'Form' },
    kind: 'enum',
    values: [
      v('poudre', 'Poudre', 'Powder'),
      v('pate', 'Pâte prête à l’emploi', 'Ready-mixed paste'),
      v('pate-projetable', 'Pâte projetable', 'Sprayable paste'),
    ],
    pro: show({ filter: true, guide: true, guideOrder: 4 }),
    part: show({ filter: true, compare: true, guide: true, guideOrder: 4 }),
  },
  {
    technicalName: 'APPLICATION',
    label: { fr: 'Mode d’application', en: 'Application method' },
    kind: 'enum',
    values: [v('manuelle', 'Manuelle', 'By hand'), v('machine-airless', 'Machine airless', 'Airless machine')],
    pro: show({ filter: true, compare: true, guide: true, guideOrder: 3 }),
    part: show({ product: false }),
  },
  {
    technicalName: 'EPAISSEUR_MAX',
    label: { fr: 'Épaisseur maximale par passe', en: 'Maximum thickness per coat' },
    kind: 'number',
    unit: 'mm',
    pro: show({ filter: true, compare: true }),
    part: show({ compare: true }),
  },
  {
    technicalName: 'TEMPS_PRATIQUE',
    label: { fr: 'Temps pratique d’utilisation', en: 'Working time' },
    kind: 'number',
    unit: 'min',
    pro: show({ filter: true, compare: true }),
    part: show(),
  },
  {
    technicalName: 'SECHAGE',
    label: { fr: 'Temps de séchage', en: 'Drying time' },
    kind: 'number',
    unit: 'h',
    pro: show({ compare: true }),
    part: show({ compare: true }),
  },
  {
    technicalName: 'RECOUVRABLE',
    label: { fr: 'Délai avant mise en peinture', en: 'Time before painting' },
    kind: 'number',
    unit: 'h',
    pro: show({ compare: true }),
    part: show({ compare: true }),
  },
  {
    technicalName: 'PONCAGE',
    label: { fr: 'Ponçage', en: 'Sanding' },
    kind: 'enum',
    values: [v('facile', 'Facile', 'Easy'), v('tres-facile', 'Très facile', 'Very easy'), v('sans-poncage', 'Sans ponçage', 'No sanding')],
    pro: show({ compare: true }),
    part: show({ filter: true, compare: true }),
  },
  {
    technicalName: 'GRAIN',
    label: { fr: 'Grain', en: 'Grain' },
    kind: 'enum',
    values: [v('extra-fin', 'Extra-fin', 'Extra-fine'), v('fin', 'Fin', 'Fine'), v('moyen', 'Moyen', 'Medium')],
    pro: show({ filter: true, compare: true }),
    part: show(),
  },
  {
    technicalName: 'OUTIL',
    label: { fr: 'Outils', en: 'Tools' },
    kind: 'enum',
    values: [
      v('couteau', 'Couteau à enduire', 'Filling knife'),
      v('lisseuse', 'Lisseuse', 'Smoothing trowel'),
      v('platoir', 'Platoir', 'Plastering trowel'),
      v('machine', 'Machine à projeter', 'Spraying machine'),
    ],
    pro: show({ filter: true, compare: true }),
    part: show(),
  },
  {
    technicalName: 'CONSOMMATION',
    label: { fr: 'Consommation', en: 'Consumption' },
    kind: 'text',
    pro: show({ filter: true, compare: true }),
    part: show(),
  },
  {
    technicalName: 'TEINTE',
    label: { fr: 'Teinte', en: 'Colour' },
    kind: 'enum',
    values: [
      v('blanc', 'Blanc', 'White'),
      v('gris', 'Gris', 'Grey'),
      v('naturel', 'Bois naturel', 'Natural wood'),
      v('chene', 'Chêne', 'Oak'),
      v('noyer', 'Noyer', 'Walnut'),
    ],
    pro: show(),
    part: show({ filter: true }),
  },
  {
    technicalName: 'EMISSIONS',
    label: { fr: 'Émissions dans l’air intérieur', en: 'Indoor air emissions' },
    kind: 'enum',
    values: [v('a-plus', 'A+', 'A+'), v('a', 'A', 'A'), v('b', 'B', 'B')],
    pro: show({ compare: true }),
    part: show({ compare: true }),
  },
] as const satisfies readonly CharacteristicDef[]

export type CharacteristicCode = (typeof CHARACTERISTICS)[number]['technicalName']

export function characteristicDef(code: string): CharacteristicDef {
  const def = CHARACTERISTICS.find((entry) => entry.technicalName === code)
  if (!def) throw new Error(`Unknown characteristic ${code}`)
  return def
}

/** Label of an enum value code (the code itself for numbers and texts), with the unit. */
export function valueLabel(code: string, value: string, locale: 'fr' | 'en' = 'fr'): string {
  const def = characteristicDef(code)
  if (def.kind === 'enum') return def.values?.find((entry) => entry.slug === value)?.label[locale] ?? value
  return formatValueWithUnit(value, def.unit, locale)
}
