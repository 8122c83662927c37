import { describe, expect, it } from 'vitest'
import { staffChangeMails, stampPaidAt } from './hooks'
import type { Order } from '@/payload-types'

type Args = Parameters<typeof stampPaidAt>[0]
const stamp = (data: Partial<Order>, originalDoc: Partial<Order>, operation: 'create' | 'update' = 'update') =>
  stampPaidAt({ data, originalDoc, operation } as unknown as Args) as Partial<Order>

describe('mails of a change made by staff', () => {
  const awaiting = { status: 'awaiting_payment', paymentStatus: 'awaiting' } as const

  it('paid and shipped in one save: both, the payment first', () => {
    expect(staffChangeMails(awaiting, { status: 'shipped', paymentStatus: 'paid' })).toEqual({ paymentAccepted: true, statusChanged: true })
  })

  it('paid with « Payée » or « En préparation »: only « paiement accepté », which says both', () => {
    expect(staffChangeMails(awaiting, { status: 'paid', paymentStatus: 'paid' })).toEqual({ paymentAccepted: true, statusChanged: false })
    expect(staffChangeMails(awaiting, { status: 'preparing', paymentStatus: 'paid' })).toEqual({
      paymentAccepted: true,
      statusChanged: false,
    })
    expect(staffChangeMails(awaiting, { status: 'awaiting_payment', paymentStatus: 'paid' })).toEqual({
      paymentAccepted: true,
      statusChanged: false,
    })
  })

  it('a status alone: the status; the same save again, or a payment already paid: nothing', () => {
    const paid = { status: 'paid', paymentStatus: 'paid' } as const
    expect(staffChangeMails(paid, { status: 'shipped', paymentStatus: 'paid' })).toEqual({ paymentAccepted: false, statusChanged: true })
    expect(staffChangeMails(paid, paid)).toEqual({ paymentAccepted: false, statusChanged: false })
    expect(staffChangeMails(awaiting, awaiting)).toEqual({ paymentAccepted: false, statusChanged: false })
  })
})

describe('« Payée le »', () => {
  it('is now when the payment becomes paid without a date', () => {
    const before = Date.now()
    const out = stamp({ paymentStatus: 'paid', paidAt: null }, { paymentStatus: 'awaiting', paidAt: null })
    expect(Date.parse(out.paidAt as string)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(out.paidAt as string)).toBeLessThanOrEqual(Date.now())
  })

  it('keeps a date staff gave or the order had, and never dates an order still awaited', () => {
    const given = '2026-11-20T10:00:00.000Z'
    expect(stamp({ paymentStatus: 'paid', paidAt: given }, { paymentStatus: 'awaiting', paidAt: null }).paidAt).toBe(given)
    expect(stamp({ paymentStatus: 'paid' }, { paymentStatus: 'awaiting', paidAt: given }).paidAt).toBeUndefined()
    // Already paid: a save that sends no date keeps the one the order had; an old order paid without one stays so.
    expect(stamp({ paymentStatus: 'paid', paidAt: null }, { paymentStatus: 'paid', paidAt: given }).paidAt).toBe(given)
    expect(stamp({ paymentStatus: 'paid', paidAt: null }, { paymentStatus: 'paid', paidAt: null }).paidAt).toBeNull()
    expect(stamp({ paymentStatus: 'awaiting', paidAt: null }, { paymentStatus: 'awaiting', paidAt: null }).paidAt).toBeNull()
    expect(stamp({ paymentStatus: 'paid', paidAt: null }, {}, 'create').paidAt).toBeNull()
  })
})
