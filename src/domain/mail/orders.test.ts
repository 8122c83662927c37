import { describe, expect, it } from 'vitest'
import type { OrderView } from '@/domain/commerce/order-view'
import { orderPaymentAccepted, orderPaymentFailed } from './orders'
import { renderMail } from './template'

const ORDER: OrderView = {
  number: 'CMD-2026-000001',
  placed_at: '2026-11-29T10:00:00.000Z',
  status: 'payment_refused',
  status_label: 'Paiement refusé',
  plan: 'part',
  basis: 'ttc',
  currency: '€',
  payment: { method: 'card', method_label: 'Carte bancaire', status: 'refused', paid_at: null, due_date: null },
  lines: [],
  goods: 4590,
  discounted_amount: 0,
  shipping: 990,
  amount: { ht: 4650, tax: 930, ttc: 5580 },
  discount: null,
  carrier: { code: 'domicile', name: 'Livraison à domicile', kind: 'home', delay: '48 h' },
  shipping_address: null,
  billing_address: null,
  relay: null,
  store: null,
  phone: '0601020304',
  asm_code: null,
}

const CART = 'https://www.ardalis.example/fr/enduit-particuliers/panier'

describe('orderPaymentFailed (decision 126)', () => {
  it('tells a refused card payment: nothing taken, the order waits, the cart is kept and linked', () => {
    const mail = orderPaymentFailed('Ardalis', ORDER, 'refused', CART)
    expect(mail.subject).toBe('Paiement refusé — commande CMD-2026-000001 — Ardalis')
    const { text } = renderMail(mail.content)
    expect(text).toContain('Le paiement par carte de votre commande CMD-2026-000001 a été refusé : aucun montant n’a été débité.')
    expect(text).toContain('Votre commande n’est pas préparée tant qu’elle n’est pas réglée.')
    expect(text).toContain('55,80')
    expect(mail.content.action).toEqual({ label: 'Reprendre mon panier', href: CART })
  })

  it('says « abandonné » for a payment left or expired on the provider’s page', () => {
    const mail = orderPaymentFailed('Ardalis', ORDER, 'abandoned', CART)
    expect(mail.subject).toBe('Paiement abandonné — commande CMD-2026-000001 — Ardalis')
    expect(renderMail(mail.content).text).toContain('a été abandonné : aucun montant n’a été débité.')
  })
})

describe('orderPaymentAccepted', () => {
  const LINK = 'https://www.ardalis.example/fr/enduit-particuliers/mon-compte/commandes/CMD-2026-000001'
  const paid = (status: OrderView['status'], status_label: string): OrderView => ({
    ...ORDER,
    status,
    status_label,
    payment: { ...ORDER.payment, method: 'transfer', method_label: 'Virement', status: 'paid' },
  })

  it('says the order goes into preparation while it has not left', () => {
    const { text } = renderMail(orderPaymentAccepted('Ardalis', paid('paid', 'Payée'), LINK).content)
    expect(text).toContain('Nous avons reçu le paiement de 55,80')
    expect(text).toContain('Elle passe en préparation.')
  })

  it('does not say so when staff record the payment of an order already shipped or delivered', () => {
    for (const [status, label] of [
      ['shipped', 'Expédiée'],
      ['delivered', 'Livrée'],
    ] as const) {
      const { text } = renderMail(orderPaymentAccepted('Ardalis', paid(status, label), LINK).content)
      expect(text).toContain('pour votre commande CMD-2026-000001.')
      expect(text).not.toContain('préparation')
    }
  })
})
