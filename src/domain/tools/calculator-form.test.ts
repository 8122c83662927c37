import { describe, expect, it } from 'vitest'
import type { Consumption } from '@/domain/catalogue/types'
import { emptyFields, fieldsFromQuery, fieldsToQuery, parseDecimal, typedFields, validateCalculator } from './calculator-form'

const smoothing: Consumption = { mode: 'thickness', rate: 1.6, maxThickness: 3, coats: null, tapePerM2: null }
const jointing: Consumption = { mode: 'coat', rate: 0.35, maxThickness: null, coats: 3, tapePerM2: 3.5 }

describe('calculator form', () => {
  it('parses French and English decimals', () => {
    expect(parseDecimal('2,5')).toBe(2.5)
    expect(parseDecimal(' 12 ')).toBe(12)
    expect(parseDecimal('')).toBeNull()
    expect(parseDecimal('abc')).toBeNaN()
  })

  it('accepts a valid surface job', () => {
    const result = validateCalculator({ ...emptyFields('lissafin-pate'), surface: '20', epaisseur: '2', perte: '10' }, smoothing)
    expect(result).toEqual({ ok: true, surface: 20, input: { surface: 20, thickness: 2, coats: undefined, waste: 10 } })
  })

  it('applies min_value (1 or more) and required', () => {
    const result = validateCalculator({ ...emptyFields('x'), surface: '0', epaisseur: '' }, smoothing)
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.errors).toEqual([
        { field: 'surface', code: 'min_value' },
        { field: 'epaisseur', code: 'required' },
      ])
    const negative = validateCalculator({ ...emptyFields('x'), surface: '-5', epaisseur: '2' }, smoothing)
    expect(!negative.ok && negative.errors).toEqual([{ field: 'surface', code: 'min_value' }])
  })

  it('refuses a thickness above the product maximum', () => {
    const result = validateCalculator({ ...emptyFields('x'), surface: '10', epaisseur: '5' }, smoothing)
    expect(!result.ok && result.errors).toEqual([{ field: 'epaisseur', code: 'max_value', max: 3 }])
  })

  it('walls minus openings, openings larger than the walls refused', () => {
    const walls = {
      ...emptyFields('x'),
      mode: 'murs' as const,
      walls: [
        { length: '4', height: '2,5' },
        { length: '3', height: '2.5' },
      ],
      ouvertures: '1,5',
      couches: '',
    }
    expect(validateCalculator(walls, jointing)).toMatchObject({ ok: true, surface: 16, input: { coats: 3 } })
    const tooMany = validateCalculator({ ...walls, ouvertures: '20' }, jointing)
    expect(!tooMany.ok && tooMany.errors).toEqual([{ field: 'ouvertures', code: 'openings' }])
  })

  it('coats must be a whole number of 1 or more', () => {
    const result = validateCalculator({ ...emptyFields('x'), surface: '10', couches: '1.5' }, jointing)
    expect(!result.ok && result.errors).toEqual([{ field: 'couches', code: 'number' }])
  })

  it('round-trips through the query string', () => {
    const fields = {
      ...emptyFields('jointex-pate'),
      mode: 'murs' as const,
      walls: [{ length: '4', height: '2,5' }],
      ouvertures: '1',
      couches: '2',
      perte: '5',
    }
    const query = fieldsToQuery(fields, 'coat')
    expect(query).toBe('produit=jointex-pate&murs=4x2.5&ouvertures=1&couches=2&perte=5')
    expect(fieldsFromQuery(`?${query}`)).toMatchObject({
      produit: 'jointex-pate',
      mode: 'murs',
      walls: [{ length: '4', height: '2.5' }],
      ouvertures: '1',
      couches: '2',
      perte: '5',
    })
    expect(fieldsFromQuery('produit=a&surface=12&epaisseur=2')).toMatchObject({
      mode: 'surface',
      surface: '12',
      epaisseur: '2',
      perte: '10',
    })
  })
})

describe('thicknessHint', () => {
  it('gives a range, or the one thickness of a 1 mm product', async () => {
    const { thicknessHint } = await import('./calculator-form')
    expect(thicknessHint(3)).toBe('range')
    expect(thicknessHint(1)).toBe('single')
  })
})

describe('typedFields', () => {
  const form = (values: Record<string, string>) => (name: string) => values[name] ?? null

  it('keeps what was typed before the page was interactive', () => {
    const typed = typedFields(form({ produit: 'lissafin-pate', surface: '25', perte: '10', mode: 'surface' }))
    expect(typed).toMatchObject({ produit: 'lissafin-pate', surface: '25', mode: 'surface' })
  })

  it('reads the walls by their field names', () => {
    const typed = typedFields(form({ mode: 'murs', 'mur-0-longueur': '4,2', 'mur-0-hauteur': '2,5' }))
    expect(typed?.mode).toBe('murs')
    expect(typed?.walls).toEqual([{ length: '4,2', height: '2,5' }])
  })

  it('is null when nothing was typed, so the page starts as it is', () => {
    expect(typedFields(form({}))).toBeNull()
    expect(typedFields(form({ surface: '', perte: String(emptyFields().perte) }))).toBeNull()
  })
})
