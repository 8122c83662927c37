import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clampQuantity, mergeLines, reorderLines } from './cart-rules'
import type { LineKey } from './cart-rules'
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './types'

const l = (productId: number, variant: string, quantity: number, free = false): LineKey => ({ productId, variant, quantity, free })

describe('clampQuantity', () => {
  it.each([
    [1, 1],
    [5, 5],
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [999, 999],
    [1000, 999],
    [Number.POSITIVE_INFINITY, 999],
    [Number.NEGATIVE_INFINITY, 1],
    [Number.NaN, 1],
  ])('%s → %s', (n, expected) => {
    expect(clampQuantity(n)).toBe(expected)
  })

  it('always gives a whole number from 1 to the maximum, and keeps valid ones', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        const q = clampQuantity(n)
        expect(Number.isInteger(q)).toBe(true)
        expect(q).toBeGreaterThanOrEqual(1)
        expect(q).toBeLessThanOrEqual(MAX_LINE_QUANTITY)
      }),
    )
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_LINE_QUANTITY }), (n) => clampQuantity(n) === n))
  })
})

describe('mergeLines', () => {
  it('sums the same product and pack, keeps the customer’s lines first', () => {
    const into = [l(1, 'A-15', 2), l(2, 'B-5', 1)]
    const from = [l(3, 'C-1', 4), l(1, 'A-15', 3), l(1, 'A-5', 1)]
    expect(mergeLines(into, from)).toEqual([l(1, 'A-15', 5), l(2, 'B-5', 1), l(3, 'C-1', 4), l(1, 'A-5', 1)])
  })

  it('caps the sum at the line maximum', () => {
    expect(mergeLines([l(1, 'A', 900)], [l(1, 'A', 200)])).toEqual([l(1, 'A', MAX_LINE_QUANTITY)])
  })

  it('drops the guest cart’s free lines and keeps the customer’s', () => {
    expect(mergeLines([l(1, 'A', 1, true)], [l(1, 'A', 1, true), l(5, 'F', 1, true)])).toEqual([l(1, 'A', 1, true)])
    expect(mergeLines([l(1, 'A', 1, true)], [l(1, 'A', 2)])).toEqual([l(1, 'A', 1, true), l(1, 'A', 2)])
  })

  it('holds at most the cart’s line limit', () => {
    const into = Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => l(i + 1, 'A', 1))
    const merged = mergeLines(into, [l(1000, 'A', 1), l(1001, 'A', 1), l(1, 'A', 1)])
    expect(merged).toHaveLength(MAX_CART_LINES)
    expect(merged.at(-1)).toEqual(l(1000, 'A', 1))
    expect(merged[0]).toEqual(l(1, 'A', 2))
  })

  const arbLine = fc.record({
    productId: fc.integer({ min: 1, max: 8 }),
    variant: fc.constantFrom('A', 'B'),
    quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
    free: fc.boolean(),
  })

  it('merging keeps one line per key, bounded quantities, and no more lines than allowed', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 40 }), fc.array(arbLine, { maxLength: 40 }), (into, from) => {
        const merged = mergeLines(into, from)
        const keys = merged.map((x) => `${x.productId}/${x.variant}/${x.free}`)
        expect(new Set(keys).size).toBe(keys.length)
        expect(merged.length).toBeLessThanOrEqual(MAX_CART_LINES)
        for (const x of merged) {
          expect(x.quantity).toBeGreaterThanOrEqual(1)
          expect(x.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY)
        }
        // Nothing of the guest cart's is free in the result unless the customer's cart had it.
        for (const x of merged.filter((m) => m.free)) {
          expect(into.some((i) => i.free && i.productId === x.productId && i.variant === x.variant)).toBe(true)
        }
      }),
    )
  })

  it('quantities are the capped sums of both carts', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 20 }), fc.array(arbLine, { maxLength: 20 }), (into, from) => {
        for (const x of mergeLines(into, from)) {
          const same = (y: LineKey) => y.productId === x.productId && y.variant === x.variant && y.free === x.free
          const total = [...into.filter(same), ...from.filter((y) => !y.free && same(y))].reduce((s, y) => s + y.quantity, 0)
          expect(x.quantity).toBe(Math.min(MAX_LINE_QUANTITY, total))
        }
      }),
    )
  })

  it('merging nothing keeps the cart', () => {
    const into = [l(1, 'A', 2), l(2, 'B', 1, true)]
    expect(mergeLines(into, [])).toEqual(into)
  })
})

describe('reorderLines (spec §4)', () => {
  it('keeps the lines with a price above zero, as product elements', () => {
    const lines = [
      { productId: 4, variant: 'LSP-15', quantity: 2, priceWithTax: 9180 },
      { productId: 7, variant: 'CTR-1', quantity: 1, priceWithTax: 0 },
      { productId: 9, variant: 'RB-5', quantity: 3, priceWithTax: 1 },
    ]
    expect(reorderLines(lines)).toEqual([
      { element_id: 4, element_type: 'product', variant: 'LSP-15', quantity: 2 },
      { element_id: 9, element_type: 'product', variant: 'RB-5', quantity: 3 },
    ])
  })

  it('gives nothing for an order of free lines only', () => {
    expect(reorderLines([{ productId: 1, variant: 'A', quantity: 1, priceWithTax: 0 }])).toEqual([])
    expect(reorderLines([])).toEqual([])
  })
})
