/**
 * The calculator's form: its fields as they sit in the query string (so that a result
 * can be shared by URL), and their validation (spec §5: required, min_value ≥ 1).
 * Errors are codes; the UI words them with the messages catalogue.
 */
import type { Consumption } from '@/domain/catalogue/types'
import type { QuantityInput, Wall } from './calculator'
import { netSurface, roundTo } from './calculator'

export type SurfaceMode = 'surface' | 'murs'

/** Raw values of the form (text as typed, or as read from the query string). */
export interface CalculatorFields {
  produit: string
  mode: SurfaceMode
  surface: string
  walls: { length: string; height: string }[]
  ouvertures: string
  epaisseur: string
  couches: string
  perte: string
}

export type FieldName =
  'produit' | 'surface' | 'ouvertures' | 'epaisseur' | 'couches' | 'perte' | `mur-${number}-longueur` | `mur-${number}-hauteur`

export type FieldError =
  | { field: FieldName; code: 'required' }
  | { field: FieldName; code: 'number' }
  | { field: FieldName; code: 'min_value' }
  | { field: FieldName; code: 'max_value'; max: number }
  | { field: FieldName; code: 'openings' }

export const DEFAULT_WASTE = 10
export const MAX_WASTE = 50
/** Upper bounds that keep results sensible (a building, not a country). */
export const MAX_SURFACE = 100_000
export const MAX_WALL_SIDE = 1000
export const MAX_COATS = 10
export const MAX_WALLS = 20

export function emptyFields(produit = ''): CalculatorFields {
  return {
    produit,
    mode: 'surface',
    surface: '',
    walls: [{ length: '', height: '' }],
    ouvertures: '',
    epaisseur: '',
    couches: '',
    perte: String(DEFAULT_WASTE),
  }
}

/** "2,5" or "2.5" → 2.5; blank → null; anything else → NaN. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '')
  if (trimmed === '') return null
  if (!/^-?\d+(?:[.,]\d+)?$/.test(trimmed)) return Number.NaN
  return Number(trimmed.replace(',', '.'))
}

// ── Query string ─────────────────────────────────────────────────────────────

const WALL = /^(\d+(?:[.,]\d+)?)x(\d+(?:[.,]\d+)?)$/

/** Fields from a query string (`?produit=…&surface=…`); unknown keys ignored. */
/**
 * What a visitor typed into the server-rendered form before the page became interactive (a
 * slow phone: the form shows seconds before its script runs), read by field name (`read`
 * gives an input's current value, null when there is none); null when nothing differs from
 * `base`. The page then starts from it instead of wiping it.
 */
export function typedFields(read: (name: string) => string | null, base: CalculatorFields = emptyFields()): CalculatorFields | null {
  const text = (name: string, fallback: string) => read(name) ?? fallback
  const mode = read('mode')
  const typed: CalculatorFields = {
    produit: text('produit', base.produit),
    mode: mode === 'murs' || mode === 'surface' ? mode : base.mode,
    surface: text('surface', base.surface),
    walls: base.walls.map((wall, i) => ({
      length: text(`mur-${i}-longueur`, wall.length),
      height: text(`mur-${i}-hauteur`, wall.height),
    })),
    ouvertures: text('ouvertures', base.ouvertures),
    epaisseur: text('epaisseur', base.epaisseur),
    couches: text('couches', base.couches),
    perte: text('perte', base.perte),
  }
  return JSON.stringify(typed) === JSON.stringify(base) ? null : typed
}

export function fieldsFromQuery(search: string | URLSearchParams): CalculatorFields {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const fields = emptyFields(params.get('produit') ?? '')
  const murs = params.get('murs')
  if (murs) {
    const walls = murs
      .split(/[;_]/)
      .slice(0, MAX_WALLS)
      .map((part) => WALL.exec(part.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ length: m[1] ?? '', height: m[2] ?? '' }))
    if (walls.length > 0) {
      fields.mode = 'murs'
      fields.walls = walls
    }
  }
  fields.surface = params.get('surface') ?? ''
  fields.ouvertures = params.get('ouvertures') ?? ''
  fields.epaisseur = params.get('epaisseur') ?? ''
  fields.couches = params.get('couches') ?? ''
  const perte = params.get('perte')
  if (perte !== null) fields.perte = perte
  return fields
}

const clean = (text: string) => text.trim().replace(',', '.')

/** The query string of a form (only the fields its mode uses), without `?`. */
export function fieldsToQuery(fields: CalculatorFields, mode: Consumption['mode']): string {
  const params = new URLSearchParams()
  if (fields.produit) params.set('produit', fields.produit)
  if (fields.mode === 'murs') {
    params.set('murs', fields.walls.map((wall) => `${clean(wall.length)}x${clean(wall.height)}`).join(';'))
    if (fields.ouvertures.trim()) params.set('ouvertures', clean(fields.ouvertures))
  } else if (fields.surface.trim()) {
    params.set('surface', clean(fields.surface))
  }
  if (mode === 'thickness' && fields.epaisseur.trim()) params.set('epaisseur', clean(fields.epaisseur))
  if (mode === 'coat' && fields.couches.trim()) params.set('couches', clean(fields.couches))
  params.set('perte', clean(fields.perte) || '0')
  return params.toString()
}

// ── Validation ───────────────────────────────────────────────────────────────

export type Validation = { ok: true; input: QuantityInput; surface: number } | { ok: false; errors: FieldError[] }

/**
 * Checks the form against the product's consumption data. Every number follows the
 * spec's min_value rule (1 or more), except openings and waste margin (0 allowed);
 * the thickness may not exceed the product's maximum per pass.
 */
export function validateCalculator(fields: CalculatorFields, consumption: Consumption | null): Validation {
  const errors: FieldError[] = []
  if (!consumption || consumption.mode === 'none') {
    return { ok: false, errors: [{ field: 'produit', code: 'required' }] }
  }

  /** A number ≥ min (and ≤ max), or an error on `field`. */
  const numberField = (
    field: FieldName,
    text: string,
    opts: { min: 0 | 1; max: number; required: boolean; integer?: boolean },
  ): number | null => {
    const value = parseDecimal(text)
    if (value === null) {
      if (opts.required) errors.push({ field, code: 'required' })
      return null
    }
    if (Number.isNaN(value) || (opts.integer && !Number.isInteger(value))) {
      errors.push({ field, code: 'number' })
      return null
    }
    if (value < opts.min || (opts.min === 0 && value < 0)) {
      errors.push({ field, code: 'min_value' })
      return null
    }
    if (value > opts.max) {
      errors.push({ field, code: 'max_value', max: opts.max })
      return null
    }
    return value
  }

  let surface: number | null = null
  if (fields.mode === 'murs') {
    const walls: Wall[] = []
    fields.walls.slice(0, MAX_WALLS).forEach((wall, index) => {
      const length = numberField(`mur-${index + 1}-longueur`, wall.length, { min: 1, max: MAX_WALL_SIDE, required: true })
      const height = numberField(`mur-${index + 1}-hauteur`, wall.height, { min: 1, max: MAX_WALL_SIDE, required: true })
      if (length !== null && height !== null) walls.push({ length, height })
    })
    const openings = numberField('ouvertures', fields.ouvertures, { min: 0, max: MAX_SURFACE, required: false }) ?? 0
    if (walls.length === fields.walls.length && walls.length > 0) {
      const net = roundTo(netSurface({ walls, openings }))
      if (net < 1) errors.push({ field: 'ouvertures', code: 'openings' })
      else if (net > MAX_SURFACE) errors.push({ field: 'surface', code: 'max_value', max: MAX_SURFACE })
      else surface = net
    }
  } else {
    surface = numberField('surface', fields.surface, { min: 1, max: MAX_SURFACE, required: true })
  }

  let thickness: number | undefined
  let coats: number | undefined
  if (consumption.mode === 'thickness') {
    const max = consumption.maxThickness ?? 100
    thickness = numberField('epaisseur', fields.epaisseur, { min: 1, max, required: true }) ?? undefined
  } else {
    const given = fields.couches.trim() === '' && consumption.coats !== null ? String(consumption.coats) : fields.couches
    coats = numberField('couches', given, { min: 1, max: MAX_COATS, required: true, integer: true }) ?? undefined
  }
  const waste = numberField('perte', fields.perte.trim() === '' ? '0' : fields.perte, { min: 0, max: MAX_WASTE, required: false }) ?? 0

  if (errors.length > 0 || surface === null) return { ok: false, errors }
  return { ok: true, surface, input: { surface, thickness, coats, waste } }
}

/**
 * The thickness hint of a product: a range from 1 mm to its maximum per pass, or the one
 * thickness when the maximum is 1 mm ("De 1 à 1 mm" reads as a mistake).
 */
export function thicknessHint(maxThickness: number): 'range' | 'single' {
  return maxThickness <= 1 ? 'single' : 'range'
}
