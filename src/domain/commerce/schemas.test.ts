import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { cartAddSchema, discountCodeSchema, placeOrderSchema, quantitySchema } from './schemas'

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}
function messageAt(schema: z.ZodType, value: unknown, path: string): string | null {
  const result = schema.safeParse(value)
  if (result.success) return null
  return result.error.issues.find((issue) => issue.path.join('.') === path)?.message ?? null
}

const MIN = 'Le champ quantité doit avoir une valeur de 1 ou plus.'
const REQUIRED = 'Veuillez renseigner le champ quantité.'
const MAX = 'La quantité ne peut dépasser 999.'
const WHOLE = 'La quantité doit être un nombre entier.'

describe('quantitySchema', () => {
  it.each<[unknown, number]>([
    [1, 1],
    [999, 999],
    ['3', 3],
    [' 12 ', 12],
    ['4,0', 4],
  ])('accepts %j as %s', (quantity, expected) => {
    expect(quantitySchema.parse({ quantity })).toEqual({ quantity: expected })
  })

  it.each<[unknown, string]>([
    [0, MIN],
    [-2, MIN],
    ['0', MIN],
    [1000, MAX],
    [1e6, MAX],
    [1.5, WHOLE],
    ['2,5', WHOLE],
    [-0.5, WHOLE],
    ['abc', REQUIRED],
    ['0x10', REQUIRED],
    ['', REQUIRED],
    [null, REQUIRED],
    [undefined, REQUIRED],
    [true, REQUIRED],
    [Number.NaN, REQUIRED],
    [Number.POSITIVE_INFINITY, REQUIRED],
  ])('refuses %j: %s', (quantity, message) => {
    expect(messages(quantitySchema, { quantity })).toEqual([message])
  })

  it('accepts exactly the whole numbers from 1 to 999', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -2000, max: 2000 }), fc.double({ min: -2000, max: 2000 })), (quantity) => {
        const ok = quantitySchema.safeParse({ quantity }).success
        expect(ok).toBe(Number.isInteger(quantity) && quantity >= 1 && quantity <= 999)
      }),
    )
  })
})

describe('cartAddSchema', () => {
  const item = { element_id: 4, element_type: 'product', variant: 'LSP-15', quantity: 2 }

  it('accepts products, with or without a pack, ids as numeric text', () => {
    expect(cartAddSchema.parse({ products: [item] })).toEqual({ products: [item] })
    expect(cartAddSchema.parse({ products: [{ element_id: '12', element_type: 'product', quantity: '1' }] })).toEqual({
      products: [{ element_id: 12, element_type: 'product', quantity: 1 }],
    })
  })

  it('gives the quantity messages with the line’s path', () => {
    expect(messageAt(cartAddSchema, { products: [item, { ...item, quantity: 0 }] }, 'products.1.quantity')).toBe(MIN)
    expect(messageAt(cartAddSchema, { products: [{ ...item, quantity: 1000 }] }, 'products.0.quantity')).toBe(MAX)
    expect(messageAt(cartAddSchema, { products: [{ ...item, quantity: 2.5 }] }, 'products.0.quantity')).toBe(WHOLE)
    expect(messageAt(cartAddSchema, { products: [{ ...item, quantity: undefined }] }, 'products.0.quantity')).toBe(REQUIRED)
  })

  it('refuses other elements, bad ids and packs', () => {
    expect(messageAt(cartAddSchema, { products: [{ ...item, element_type: 'category' }] }, 'products.0.element_type')).toBe(
      'Seuls des produits peuvent être ajoutés au panier.',
    )
    for (const id of [0, -1, 1.5, 'abc', null]) {
      expect(messageAt(cartAddSchema, { products: [{ ...item, element_id: id }] }, 'products.0.element_id')).toBe(
        'Identifiant de produit attendu.',
      )
    }
    expect(messageAt(cartAddSchema, { products: [{ ...item, variant: '' }] }, 'products.0.variant')).not.toBeNull()
    expect(messageAt(cartAddSchema, { products: [{ ...item, variant: 'X'.repeat(41) }] }, 'products.0.variant')).not.toBeNull()
  })

  it('takes 1 to 20 products', () => {
    expect(messages(cartAddSchema, { products: [] })).toEqual(['Aucun produit à ajouter au panier.'])
    expect(messages(cartAddSchema, {})).toEqual(['Aucun produit à ajouter au panier.'])
    expect(cartAddSchema.safeParse({ products: Array.from({ length: 20 }, () => item) }).success).toBe(true)
    expect(messages(cartAddSchema, { products: Array.from({ length: 21 }, () => item) })).toEqual([
      'Vous pouvez ajouter 20 produits au plus à la fois.',
    ])
  })
})

describe('discountCodeSchema', () => {
  it('normalises the code', () => {
    expect(discountCodeSchema.parse({ code: ' bienvenue 10 ' })).toEqual({ code: 'BIENVENUE10' })
  })

  it('asks for a code', () => {
    for (const code of ['', '   ', undefined, null]) {
      expect(messages(discountCodeSchema, { code })).toEqual(['Veuillez renseigner le champ code promo.'])
    }
  })

  it('refuses a code over 40 characters', () => {
    expect(discountCodeSchema.safeParse({ code: 'A'.repeat(40) }).success).toBe(true)
    expect(messages(discountCodeSchema, { code: 'A'.repeat(41) })).toEqual(['Le champ code promo ne doit pas dépasser 40 caractères.'])
  })
})

describe('placeOrderSchema', () => {
  const order = {
    carrier: 'colissimo',
    shipping_address: 3,
    billing_address: 4,
    payment: 'card',
    phone: '06 12 34 56 78',
    terms: true,
    expected_total: 8262,
  }

  it('accepts a complete order', () => {
    expect(placeOrderSchema.parse(order)).toEqual({ ...order, asm_code: '' })
    expect(placeOrderSchema.parse({ ...order, shipping_address: null, relay: 12, asm_code: ' ARD-12 ' })).toMatchObject({
      relay: 12,
      shipping_address: null,
      asm_code: 'ARD-12',
    })
    expect(placeOrderSchema.parse({ ...order, expected_total: 0, store: '7' })).toMatchObject({ expected_total: 0, store: 7 })
  })

  it('gives the checkout messages', () => {
    expect(messageAt(placeOrderSchema, { ...order, carrier: '' }, 'carrier')).toBe('Veuillez choisir un transporteur.')
    expect(messageAt(placeOrderSchema, { ...order, carrier: undefined }, 'carrier')).toBe('Veuillez choisir un transporteur.')
    expect(messageAt(placeOrderSchema, { ...order, payment: undefined }, 'payment')).toBe('Veuillez choisir un moyen de paiement.')
    expect(messageAt(placeOrderSchema, { ...order, payment: 'bitcoin' }, 'payment')).toBe('Veuillez choisir un moyen de paiement.')
    expect(messageAt(placeOrderSchema, { ...order, terms: false }, 'terms')).toBe('Veuillez accepter les conditions générales de vente.')
    expect(messageAt(placeOrderSchema, { ...order, terms: 'true' }, 'terms')).toBe('Veuillez accepter les conditions générales de vente.')
    expect(messageAt(placeOrderSchema, { ...order, billing_address: undefined }, 'billing_address')).toBe(
      'Veuillez choisir une adresse de facturation.',
    )
  })

  it('checks the phone as the forms do', () => {
    expect(messageAt(placeOrderSchema, { ...order, phone: '12345' }, 'phone')).toBe('Veuillez renseigner un numéro de téléphone valide.')
    expect(messageAt(placeOrderSchema, { ...order, phone: '' }, 'phone')).toBe('Veuillez renseigner le champ téléphone.')
  })

  it('checks the representative code when given', () => {
    expect(placeOrderSchema.parse({ ...order, asm_code: '' }).asm_code).toBe('')
    expect(messageAt(placeOrderSchema, { ...order, asm_code: 'A B' }, 'asm_code')).toBe(
      'Le code représentant ne contient que des lettres, des chiffres et des tirets (2 à 20 caractères).',
    )
    expect(messageAt(placeOrderSchema, { ...order, asm_code: 'X' }, 'asm_code')).not.toBeNull()
  })

  it('wants a whole, non-negative expected total and valid ids', () => {
    for (const expected_total of [-1, 12.5, '8262', undefined]) {
      expect(messageAt(placeOrderSchema, { ...order, expected_total }, 'expected_total')).toBe(
        'Le montant de la commande est manquant ou invalide.',
      )
    }
    expect(messageAt(placeOrderSchema, { ...order, shipping_address: 0 }, 'shipping_address')).toBe('Adresse inconnue.')
    expect(messageAt(placeOrderSchema, { ...order, relay: 'x' }, 'relay')).toBe('Point relais inconnu.')
    expect(messageAt(placeOrderSchema, { ...order, store: -3 }, 'store')).toBe('Distributeur inconnu.')
  })
})
