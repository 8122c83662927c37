import { describe, expect, it } from 'vitest'
import { awaitsCardPayment, cardPaymentRefusal, ORDER_PAYMENT_MESSAGES, type OrderView } from './order-view'
import type { OrderStatus, PaymentMethod } from './types'

const order = (status: OrderStatus, method: PaymentMethod, payment: OrderView['payment']['status']) => ({
  status,
  payment: { method, method_label: '', status: payment, paid_at: null, due_date: null },
})

describe('cardPaymentRefusal', () => {
  it('lets a card order awaiting its payment be paid, and nothing else', () => {
    expect(cardPaymentRefusal(order('awaiting_payment', 'card', 'awaiting'))).toBeNull()
    expect(awaitsCardPayment(order('awaiting_payment', 'card', 'awaiting'))).toBe(true)
    expect(cardPaymentRefusal(order('paid', 'card', 'paid'))).toBe('paid')
    expect(cardPaymentRefusal(order('shipped', 'transfer', 'paid'))).toBe('paid')
    expect(cardPaymentRefusal(order('cancelled', 'card', 'awaiting'))).toBe('cancelled')
    expect(cardPaymentRefusal(order('payment_refused', 'card', 'refused'))).toBe('refused')
    expect(cardPaymentRefusal(order('awaiting_payment', 'transfer', 'awaiting'))).toBe('transfer')
    expect(cardPaymentRefusal(order('awaiting_payment', 'cheque', 'awaiting'))).toBe('cheque')
    expect(cardPaymentRefusal(order('preparing', 'account', 'awaiting'))).toBe('account')
    expect(cardPaymentRefusal(order('preparing', 'card', 'awaiting'))).toBe('not_awaiting')
    expect(awaitsCardPayment(order('preparing', 'card', 'awaiting'))).toBe(false)
  })

  it('has a French message for every refusal', () => {
    for (const message of Object.values(ORDER_PAYMENT_MESSAGES.refusals)) expect(message).toMatch(/^Cette commande|^Le paiement/)
    expect(ORDER_PAYMENT_MESSAGES.awaiting('CMD-2026-000141')).toBe('Votre commande CMD-2026-000141 attend son paiement.')
  })
})
