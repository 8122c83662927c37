import { describe, expect, it } from 'vitest'
import type { Consumption } from '@/domain/catalogue/types'
import { choosePacks, computeQuantity, netSurface, packAmount, quantityUnitOf, type PackOption } from './calculator'

const thickness = (rate: number, maxThickness: number): Consumption => ({
  mode: 'thickness',
  rate,
  maxThickness,
  coats: null,
  tapePerM2: null,
})
const coat = (rate: number, coats: number | null, tapePerM2: number | null = null): Consumption => ({
  mode: 'coat',
  rate,
  maxThickness: null,
  coats,
  tapePerM2,
})
const pack = (size: number, unit = 'kg', reference = `P-${size}${unit}`): PackOption => ({ reference, size, unit, packaging: 'sac' })

describe('quantity formulas', () => {
  it('thickness mode: kg = surface × thickness × rate, then the waste margin', () => {
    // Domain notes: 10 m² at 5 mm with 1.66 kg/m²/mm → 83 kg.
    expect(computeQuantity(thickness(1.66, 10), { surface: 10, thickness: 5, waste: 0 }, 'kg')).toMatchObject({
      base: 83,
      total: 83,
      unit: 'kg',
      tape: null,
    })
    // 20 m² × 2 mm × 1.6 = 64 kg; +10 % = 70.4 kg.
    expect(computeQuantity(thickness(1.6, 3), { surface: 20, thickness: 2, waste: 10 }, 'kg')).toMatchObject({ base: 64, total: 70.4 })
  })

  it('coat mode: quantity = surface × rate × coats, tape per m² when given', () => {
    // Jointing compound 0.35 kg/m²/coat, 3 coats, 40 m²: 42 kg; +5 % = 44.1 kg; tape 3.5 m/m² → 140 m.
    expect(computeQuantity(coat(0.35, 3, 3.5), { surface: 40, coats: 3, waste: 5 }, 'kg')).toEqual({
      mode: 'coat',
      base: 42,
      total: 44.1,
      unit: 'kg',
      tape: 140,
    })
    // Primer 0.15 L/m², one coat by default, 30 m²: 4.5 L.
    expect(computeQuantity(coat(0.15, 1), { surface: 30, waste: 0 }, 'L')).toMatchObject({ base: 4.5, total: 4.5, unit: 'L' })
  })

  it('refuses what validation refuses (no silent result)', () => {
    expect(() => computeQuantity(thickness(1.2, 3), { surface: 0, thickness: 2, waste: 0 }, 'kg')).toThrow()
    expect(() => computeQuantity(thickness(1.2, 3), { surface: 10, thickness: -1, waste: 0 }, 'kg')).toThrow()
    expect(() =>
      computeQuantity({ mode: 'none', rate: null, maxThickness: null, coats: null, tapePerM2: null }, { surface: 10, waste: 0 }, 'kg'),
    ).toThrow()
  })

  it('net surface: walls minus openings', () => {
    // (4 × 2.5) + (3.2 × 2.5) = 18 m², minus a door of 1.6 m² = 16.4 m².
    expect(
      netSurface({
        walls: [
          { length: 4, height: 2.5 },
          { length: 3.2, height: 2.5 },
        ],
        openings: 1.6,
      }),
    ).toBeCloseTo(16.4, 9)
    expect(netSurface({ surface: 12 })).toBe(12)
  })
})

describe('pack units', () => {
  it('converts g and ml, and counts liquids in litres', () => {
    expect(packAmount(pack(330, 'g'), 'kg')).toBeCloseTo(0.33)
    expect(packAmount(pack(310, 'ml'), 'L')).toBeCloseTo(0.31)
    expect(packAmount(pack(5, 'L'), 'kg')).toBeNull()
    expect(quantityUnitOf([pack(1, 'L'), pack(310, 'ml')])).toBe('L')
    expect(quantityUnitOf([pack(1, 'L'), pack(5, 'kg')])).toBe('kg')
  })
})

describe('pack choice', () => {
  const sizes = (choice: ReturnType<typeof choosePacks>) => choice?.lines.map((l) => [l.pack.size, l.count])

  it('covers the need with the least surplus', () => {
    // 83 kg with 25 kg bags only: 4 bags (100 kg, 17 kg over).
    expect(sizes(choosePacks(83, [pack(25)], 'kg'))).toEqual([[25, 4]])
    // 83 kg with 5 and 25 kg: 3 × 25 + 2 × 5 = 85 kg (2 kg over) beats 4 × 25.
    const c = choosePacks(83, [pack(5), pack(25)], 'kg')
    expect(sizes(c)).toEqual([
      [25, 3],
      [5, 2],
    ])
    expect(c).toMatchObject({ bought: 85, surplus: 2, packCount: 5 })
  })

  it('prefers fewer packs at equal surplus', () => {
    // 15 kg: one 15 kg bag, not three 5 kg bags.
    expect(sizes(choosePacks(15, [pack(5), pack(15)], 'kg'))).toEqual([[15, 1]])
    // 70.4 kg with 1, 5 and 15 kg bags: 4 × 15 + 2 × 5 + 1 × 1 = 71 kg (0.6 over), 7 packs.
    expect(sizes(choosePacks(70.4, [pack(1), pack(5), pack(15)], 'kg'))).toEqual([
      [15, 4],
      [5, 2],
      [1, 1],
    ])
  })

  it('mixes sizes that do not divide each other', () => {
    // 11 kg with 4 and 7 kg tubs: 4 + 7 = 11 exactly (a single size would leave 1 or 3 kg over).
    expect(sizes(choosePacks(11, [pack(4), pack(7)], 'kg'))).toEqual([
      [7, 1],
      [4, 1],
    ])
    // 0.5 kg with tubes of 330 g: 2 tubes (0.66 kg).
    expect(sizes(choosePacks(0.5, [pack(330, 'g')], 'kg'))).toEqual([[330, 2]])
  })

  it('handles large jobs exactly (large packs first, the rest optimised)', () => {
    // 5003 kg with 20 and 7 kg tubs: 20 × 247 + 7 × 9 = 4940 + 63 = 5003 exactly (no surplus),
    // where 20 × 251 = 5020 would leave 17 kg over.
    const c = choosePacks(5003, [pack(20), pack(7)], 'kg')
    expect(c).toMatchObject({ bought: 5003, surplus: 0 })
    expect(sizes(c)).toEqual([
      [20, 247],
      [7, 9],
    ])
  })

  it('ignores packs of the other unit and answers null without packs', () => {
    expect(sizes(choosePacks(3, [pack(5, 'L'), pack(1)], 'kg'))).toEqual([[1, 3]])
    expect(choosePacks(3, [pack(5, 'L')], 'kg')).toBeNull()
    expect(choosePacks(0, [pack(5)], 'kg')).toBeNull()
  })
})
