import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkDiscount, discountAmount, discountMessage, DISCOUNT_MESSAGES, discountView, normalizeCode } from './discounts'
import type { DiscountCode } from './types'

const NNBSP = '\u202f'
const NBSP = '\u00a0'

function code(over: Partial<DiscountCode> = {}): DiscountCode {
  return {
    id: 1,
    code: 'BIENVENUE10',
    kind: 'cart_discount',
    description: '10 % sur votre première commande',
    value: 10,
    unit: 'percent',
    freeProductId: null,
    freeVariant: null,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2026-12-31T23:59:59.000Z',
    targets: ['pro', 'part'],
    minAmount: 0,
    maxUses: null,
    used: 0,
    ...over,
  }
}

const now = new Date('2026-06-15T12:00:00.000Z')
const ctx = { target: 'part' as const, goods: 10_000, now }

describe('normalizeCode', () => {
  it.each([
    ['bienvenue10', 'BIENVENUE10'],
    ['  Bienvenue 10 ', 'BIENVENUE10'],
    ['ÉTÉ\t2026', 'ÉTÉ2026'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeCode(raw)).toBe(expected)
  })

  it('is idempotent and leaves no space', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normalizeCode(raw)
        expect(normalizeCode(once)).toBe(once)
        expect(once).not.toMatch(/\s/)
      }),
    )
  })
})

describe('checkDiscount', () => {
  it('accepts a valid code', () => {
    expect(checkDiscount(code(), ctx)).toEqual({ ok: true })
  })

  it.each<[string, DiscountCode | null, string]>([
    ['an unknown code', null, 'unknown'],
    ['a code of the other plan', code({ targets: ['pro'] }), 'other_plan'],
    ['a code not started', code({ startsAt: '2026-07-01T00:00:00.000Z' }), 'not_started'],
    ['an expired code', code({ endsAt: '2026-06-15T11:59:59.999Z' }), 'expired'],
    ['a used-up code', code({ maxUses: 3, used: 3 }), 'exhausted'],
    ['a cart under the minimum', code({ minAmount: 10_001 }), 'minimum'],
  ])('refuses %s', (_, c, reason) => {
    expect(checkDiscount(c, ctx)).toEqual({ ok: false, reason })
  })

  it('takes the bounds as inclusive', () => {
    expect(checkDiscount(code({ startsAt: now.toISOString() }), ctx).ok).toBe(true)
    expect(checkDiscount(code({ endsAt: now.toISOString() }), ctx).ok).toBe(true)
    expect(checkDiscount(code({ minAmount: 10_000 }), ctx).ok).toBe(true)
    expect(checkDiscount(code({ maxUses: 3, used: 2 }), ctx).ok).toBe(true)
  })

  it('has no bound without dates or limit', () => {
    expect(checkDiscount(code({ startsAt: null, endsAt: null, maxUses: null, used: 1e6 }), ctx).ok).toBe(true)
  })

  it('gives the first refusal in order: unknown, other_plan, not_started, expired, exhausted, minimum', () => {
    const everythingWrong = code({
      targets: ['pro'],
      startsAt: '2027-01-01T00:00:00.000Z',
      endsAt: '2026-01-01T00:00:00.000Z',
      maxUses: 1,
      used: 1,
      minAmount: 1e9,
    })
    expect(checkDiscount(everythingWrong, ctx)).toEqual({ ok: false, reason: 'other_plan' })
    expect(checkDiscount({ ...everythingWrong, targets: ['part'] }, ctx)).toEqual({ ok: false, reason: 'not_started' })
    expect(checkDiscount({ ...everythingWrong, targets: ['part'], startsAt: null }, ctx)).toEqual({ ok: false, reason: 'expired' })
    expect(checkDiscount({ ...everythingWrong, targets: ['part'], startsAt: null, endsAt: null }, ctx)).toEqual({
      ok: false,
      reason: 'exhausted',
    })
    expect(checkDiscount({ ...everythingWrong, targets: ['part'], startsAt: null, endsAt: null, maxUses: null }, ctx)).toEqual({
      ok: false,
      reason: 'minimum',
    })
  })
})

describe('discountMessage', () => {
  it('has a French message for every refusal', () => {
    expect(discountMessage('unknown')).toBe('Ce code promo n’existe pas.')
    expect(discountMessage('expired')).toBe('Ce code promo a expiré.')
    expect(discountMessage('not_started')).toBe('Ce code promo n’est pas encore valable.')
    expect(discountMessage('other_plan')).toBe('Ce code promo n’est pas valable pour votre espace (professionnels ou particuliers).')
    expect(discountMessage('exhausted')).toBe('Ce code promo a déjà été utilisé le nombre de fois prévu.')
    for (const message of Object.values(DISCOUNT_MESSAGES)) expect(message).toMatch(/^Ce code promo .+\.$/)
  })

  it('fills in the minimum amount', () => {
    expect(discountMessage('minimum', code({ minAmount: 5000 }))).toBe(`Ce code promo demande un montant minimum de 50${NBSP}€ d’achats.`)
    expect(discountMessage('minimum', code({ minAmount: 123_450 }), 'pro')).toBe(
      `Ce code promo demande un montant minimum de 1${NNBSP}234,50${NBSP}€ HT d’achats.`,
    )
    expect(discountMessage('minimum', code({ minAmount: 5000 }), 'part')).toContain(`50${NBSP}€ TTC`)
  })

  it('never shows the placeholder', () => {
    expect(discountMessage('minimum')).not.toContain('{')
    expect(discountMessage('minimum', null)).toBe('Ce code promo demande un montant minimum d’achats.')
  })
})

describe('discountAmount', () => {
  it('takes a fixed amount, never more than the goods', () => {
    expect(discountAmount(code({ unit: 'eur', value: 1500 }), 10_000)).toBe(1500)
    expect(discountAmount(code({ unit: 'eur', value: 1500 }), 1000)).toBe(1000)
  })

  it('takes a rounded percent of the goods', () => {
    expect(discountAmount(code({ unit: 'percent', value: 10 }), 9180)).toBe(918)
    expect(discountAmount(code({ unit: 'percent', value: 15 }), 1003)).toBe(150) // 150.45
    expect(discountAmount(code({ unit: 'percent', value: 10 }), 5)).toBe(1) // 0.5 → 1
    expect(discountAmount(code({ unit: 'percent', value: 100 }), 4321)).toBe(4321)
  })

  it('takes nothing for a free product, no code or no goods', () => {
    expect(discountAmount(code({ kind: 'free_product', value: 500, unit: 'eur' }), 10_000)).toBe(0)
    expect(discountAmount(null, 10_000)).toBe(0)
    expect(discountAmount(code(), 0)).toBe(0)
  })

  it('is always within [0, goods]', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'eur' | 'percent'>('eur', 'percent'),
        fc.integer({ min: -100, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (unit, value, goods) => {
          const amount = discountAmount(code({ unit, value }), goods)
          expect(Number.isInteger(amount)).toBe(true)
          expect(amount).toBeGreaterThanOrEqual(0)
          expect(amount).toBeLessThanOrEqual(goods)
        },
      ),
    )
  })
})

describe('discountView (spec §3)', () => {
  it('shows a cart discount with its value and unit', () => {
    expect(discountView(code())).toEqual({
      code: 'BIENVENUE10',
      type: 'cart_discount',
      description: '10 % sur votre première commande',
      amount: 10,
      unit: 'percent',
    })
    expect(discountView(code({ unit: 'eur', value: 1500 }))).toMatchObject({ amount: 1500, unit: 'eur' })
  })

  it('shows a free product with its description only', () => {
    const view = discountView(code({ kind: 'free_product', code: 'CADEAU', description: 'Un couteau offert', freeProductId: 3 }))
    expect(view).toEqual({ code: 'CADEAU', type: 'free_product', description: 'Un couteau offert' })
  })
})
