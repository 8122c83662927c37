import { PDFDocument } from 'pdf-lib'
import { logoDrawing } from '@/brand/logo'
import { describe, expect, it } from 'vitest'
import type { OrderView } from '@/domain/commerce/order-view'
import { euros, orderConfirmation } from '@/domain/mail/orders'
import { renderMail } from '@/domain/mail/template'
import { pageOperators } from '@/testing/pdf'
import { orderSummaryPdf } from './order-pdf'

const SAMPLE_ORDER: OrderView = {
  number: 'CMD-2026-000042',
  placed_at: '2026-11-25T10:00:00.000Z',
  status: 'preparing',
  status_label: 'En préparation',
  plan: 'pro',
  basis: 'ht',
  currency: '€',
  payment: {
    method: 'account',
    method_label: 'Paiement à échéance',
    status: 'awaiting',
    paid_at: null,
    due_date: '2026-12-25T10:00:00.000Z',
  },
  lines: Array.from({ length: 70 }, (_, i) => ({
    product_id: i + 1,
    name: `Lissafin Pâte ${i + 1} — l’enduit de lissage « prêt à l’emploi »`,
    reference: 'LSP',
    variant: `LSP-15-${i}`,
    pack: 'Seau 15 kg',
    quantity: 2,
    unit_price: 4590,
    price: 9180,
    price_with_tax: 11016,
    free: false,
  })),
  goods: 642600,
  discounted_amount: 0,
  shipping: 0,
  amount: { ht: 642600, tax: 128520, ttc: 771120 },
  discount: null,
  carrier: { code: 'retrait', name: 'Retrait distributeur', kind: 'pickup', delay: '24 h' },
  shipping_address: null,
  billing_address: {
    label: 'Siège',
    civility: 'M.',
    firstname: 'Jean',
    lastname: 'Martin',
    company: 'Martin Peinture',
    address: '3 rue de la Paix',
    address2: null,
    zipcode: '75002',
    city: 'Paris',
    country: 'France',
    phone: null,
  },
  relay: null,
  store: { id: 3, name: 'Distributeur Blois', address: '1 avenue du Centre', postcode: '41000', city: 'Blois' },
  phone: '0601020304',
  asm_code: 'ASM-12',
}

describe('order summary PDF', () => {
  it('draws a multi-page summary that pdf-lib reads back, titled with the number', async () => {
    const bytes = await orderSummaryPdf(SAMPLE_ORDER)
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBeGreaterThan(1)
    expect(doc.getTitle()).toBe('Récapitulatif de commande CMD-2026-000042')
  })
})

describe('order summary PDF logo', () => {
  it('draws the logo of src/brand/logo.ts at the top of the first page (every shape, in its colour)', async () => {
    const doc = await PDFDocument.load(await orderSummaryPdf(SAMPLE_ORDER))
    const operators = pageOperators(doc, 0)
    for (const shape of logoDrawing('full').shapes) {
      // Each shape starts with a move to its first point, as the SVG path says.
      const [, x, y] = /^M(-?[\d.]+)[ ,](-?[\d.]+)/.exec(shape.d) ?? []
      expect(operators).toContain(`${x} ${y} m`)
    }
    expect(operators).toMatch(/0\.94\d* 0\.49\d* 0\.10\d* rg/) // the brand orange (#f07d1a) fills the band and the i's dot
  })
})

describe('order confirmation mail', () => {
  it('says the number, the totals HT / TVA / TTC and the due date', () => {
    const mail = orderConfirmation('Ardalis', SAMPLE_ORDER, 'http://localhost:3000/fr/enduit-professionnels/mon-compte/commandes')
    const { text } = renderMail(mail.content)
    expect(mail.subject).toContain('CMD-2026-000042')
    for (const part of ['Total HT', 'TVA 20 %', 'Total TTC', euros(771120), '25 décembre 2026']) expect(text).toContain(part)
  })
})
