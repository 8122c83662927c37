/**
 * zod schemas of the commerce calls, shared by the pages and the v1 API (decision 087,
 * spec §5 messages in French): cart add, quantity change, discount code, place order.
 */
import { z } from 'zod'
import { MESSAGES, phone } from '@/domain/forms/validators'
import { ASM_CODE_PATTERN, BILLING_ADDRESS_MESSAGE, CHECKOUT_MESSAGES } from './checkout'
import { CART_ADD_MAX_ITEMS } from './cart-rules'
import { DISCOUNT_CODE_MAX_LENGTH, normalizeCode } from './discounts'
import { MAX_LINE_QUANTITY, PAYMENT_METHODS } from './types'

/** Longest pack reference in a cart add. */
export const VARIANT_MAX_LENGTH = 40

export const COMMERCE_MESSAGES = {
  quantityRequired: MESSAGES.required('quantité'),
  quantityMin: MESSAGES.minValue('quantité'),
  quantityMax: `La quantité ne peut dépasser ${MAX_LINE_QUANTITY}.`,
  quantityWhole: 'La quantité doit être un nombre entier.',
  productId: 'Identifiant de produit attendu.',
  elementType: 'Seuls des produits peuvent être ajoutés au panier.',
  variant: `Référence de conditionnement attendue (${VARIANT_MAX_LENGTH} caractères au plus).`,
  noProducts: 'Aucun produit à ajouter au panier.',
  tooManyProducts: `Vous pouvez ajouter ${CART_ADD_MAX_ITEMS} produits au plus à la fois.`,
  codeRequired: MESSAGES.required('code promo'),
  codeTooLong: MESSAGES.tooLong('code promo', DISCOUNT_CODE_MAX_LENGTH),
  address: 'Adresse inconnue.',
  relay: 'Point relais inconnu.',
  store: 'Distributeur inconnu.',
  asmCode: 'Le code représentant ne contient que des lettres, des chiffres et des tirets (2 à 20 caractères).',
  expectedTotal: 'Le montant de la commande est manquant ou invalide.',
} as const

/** A decimal number as typed, with a point or a French comma. */
const DECIMAL_TEXT = /^[+-]?\d+(?:[.,]\d+)?$/

/**
 * A number typed as text ("3", "1,5") is read as a number, any other text as not a number;
 * an empty text or null counts as absent.
 */
function numeric(value: unknown): unknown {
  if (value === null) return undefined
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  if (trimmed === '') return undefined
  return DECIMAL_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN
}

/** A line quantity: a whole number from 1 to 999, with the spec's French messages. */
export function quantityField() {
  return z.preprocess(
    numeric,
    z
      .number({ error: COMMERCE_MESSAGES.quantityRequired })
      .int({ error: COMMERCE_MESSAGES.quantityWhole })
      .min(1, { error: COMMERCE_MESSAGES.quantityMin })
      .max(MAX_LINE_QUANTITY, { error: COMMERCE_MESSAGES.quantityMax }),
  )
}

/** A positive whole id (a numeric text is accepted). */
function idField(message: string) {
  return z.preprocess(numeric, z.number({ error: message }).int({ error: message }).min(1, { error: message }))
}

/** An optional id: absent, null or a positive whole number. */
function optionalId(message: string) {
  return z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? null : numeric(value)),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).nullable(),
  )
}

export const cartAddItemSchema = z.object({
  element_id: idField(COMMERCE_MESSAGES.productId),
  element_type: z.literal('product', { error: COMMERCE_MESSAGES.elementType }),
  variant: z
    .string({ error: COMMERCE_MESSAGES.variant })
    .trim()
    .min(1, { error: COMMERCE_MESSAGES.variant })
    .max(VARIANT_MAX_LENGTH, { error: COMMERCE_MESSAGES.variant })
    .optional(),
  quantity: quantityField(),
})
export type CartAddItem = z.output<typeof cartAddItemSchema>

/** `POST /api/v1/cart`: 1 to 20 products. */
export const cartAddSchema = z.object({
  products: z
    .array(cartAddItemSchema, { error: COMMERCE_MESSAGES.noProducts })
    .min(1, { error: COMMERCE_MESSAGES.noProducts })
    .max(CART_ADD_MAX_ITEMS, { error: COMMERCE_MESSAGES.tooManyProducts }),
})
export type CartAddInput = z.input<typeof cartAddSchema>
export type CartAdd = z.output<typeof cartAddSchema>

/** `PATCH /api/v1/cart/item/{id}` and the cart page's quantity field. */
export const quantitySchema = z.object({ quantity: quantityField() })
export type QuantityChange = z.output<typeof quantitySchema>

/** `POST /api/v1/cart/discount`: the code, normalised (upper case, no spaces). */
export const discountCodeSchema = z.object({
  code: z
    .string({ error: COMMERCE_MESSAGES.codeRequired })
    .transform(normalizeCode)
    .pipe(
      z.string().min(1, { error: COMMERCE_MESSAGES.codeRequired }).max(DISCOUNT_CODE_MAX_LENGTH, { error: COMMERCE_MESSAGES.codeTooLong }),
    ),
})
export type DiscountCodeInput = z.output<typeof discountCodeSchema>

/**
 * `POST /api/v1/order`. Which delivery point is needed (address, relay point, distributor)
 * depends on the carrier's kind: `checkoutError` decides it once the carrier is known.
 */
export const placeOrderSchema = z.object({
  carrier: z
    .string({ error: CHECKOUT_MESSAGES.carrier })
    .trim()
    .min(1, { error: CHECKOUT_MESSAGES.carrier })
    .max(60, { error: CHECKOUT_MESSAGES.carrier }),
  shipping_address: optionalId(COMMERCE_MESSAGES.address).optional(),
  billing_address: idField(BILLING_ADDRESS_MESSAGE),
  relay: optionalId(COMMERCE_MESSAGES.relay).optional(),
  store: optionalId(COMMERCE_MESSAGES.store).optional(),
  payment: z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.payment }),
  phone: phone(),
  asm_code: z
    .string({ error: COMMERCE_MESSAGES.asmCode })
    .trim()
    .refine((code) => code === '' || ASM_CODE_PATTERN.test(code), { error: COMMERCE_MESSAGES.asmCode })
    .optional()
    .transform((code) => code ?? ''),
  terms: z.literal(true, { error: CHECKOUT_MESSAGES.terms }),
  expected_total: z
    .number({ error: COMMERCE_MESSAGES.expectedTotal })
    .int({ error: COMMERCE_MESSAGES.expectedTotal })
    .min(0, { error: COMMERCE_MESSAGES.expectedTotal }),
})
export type PlaceOrderInput = z.input<typeof placeOrderSchema>
export type PlaceOrder = z.output<typeof placeOrderSchema>
