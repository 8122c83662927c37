/**
 * A cart priced from the catalogue and shown as the v1 API answers it (docs/commerce.md,
 * spec §3 server cart response). Prices are never stored on a line: each view prices the
 * lines again with the plan's pack prices and, for an approved professional, their price
 * group; a line whose product or pack is no longer sold in the plan is left out.
 */
import 'server-only'
import { checkDiscount, discountAmount, discountView } from '@/domain/commerce/discounts'
import { customerUnitPrice, packPrice, priceGroupRate } from '@/domain/commerce/pricing'
import { packWeightGrams } from '@/domain/commerce/shipping'
import { cartTotals, lineAmount, lineWithTax } from '@/domain/commerce/totals'
import type { DiscountCode, PriceGroup, PricedLine, Totals } from '@/domain/commerce/types'
import { PRICE_BASIS } from '@/domain/commerce/types'
import type { Product, Variant } from '@/domain/catalogue/types'
import type { Locale, Target } from '@/domain/routing/types'
import { TARGETS } from '@/domain/routing/types'
import type { ApiCart, ApiCartItem } from '@/domain/cart/state'
import { getCatalogue } from '../catalogue'
import { payloadClient } from '../payload'
import { cartLines, type CartRecord } from './carts'
import { discountById } from './discounts'

/** What pricing needs to know of the signed-in customer (null: a guest). */
export interface Buyer {
  id: number
  audience: string | null
  proStatus: string | null
  priceGroupId: number | null
}

/** The API's cart and its lines (docs/commerce.md): one definition, shared with the browser's state. */
export type { ApiCart, ApiCartItem }

/** Item details the order snapshot needs too (name, references, pack label). */
export interface PricedItem {
  line: PricedLine
  product: Product
  pack: Variant
  packLabel: string
}

export interface PricedCart {
  cart: CartRecord
  items: PricedItem[]
  /** The cart's code when it applies to the cart as it is now (null otherwise). */
  discount: DiscountCode | null
  totals: Totals
}

const PACKAGING: Record<Locale, Record<string, string>> = {
  fr: { sac: 'Sac', seau: 'Seau', tube: 'Tube', cartouche: 'Cartouche', boite: 'Carton' },
  en: { sac: 'Bag', seau: 'Tub', tube: 'Tube', cartouche: 'Cartridge', boite: 'Box' },
}

/** "Seau 15 kg", "Cartouche 310 ml". */
export function packLabel(pack: Pick<Variant, 'packaging' | 'packSize' | 'packUnit'>, locale: Locale): string {
  const size = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 }).format(pack.packSize)
  return `${PACKAGING[locale][pack.packaging] ?? pack.packaging} ${size}\u00a0${pack.packUnit}`
}

/** Products by id, as the catalogue maps them (public documents: read as a visitor). */
export async function productsByIds(ids: number[], locale: Locale): Promise<Map<number, Product>> {
  const wanted = new Set(ids)
  const found = new Map<number, Product>()
  if (wanted.size === 0) return found
  // The plans' catalogues, from the data cache (expired on every catalogue edit): the same
  // products and prices the pages show, without a database query per cart call.
  for (const target of TARGETS) {
    for (const product of (await getCatalogue(target, locale)).products) {
      if (wanted.has(product.id) && !found.has(product.id)) found.set(product.id, product)
    }
  }
  return found
}

/**
 * The price group of an approved professional (null for anyone else). A system read: the
 * customer cannot read price groups, but their own prices depend on it.
 */
export async function priceGroupOf(buyer: Buyer | null, target: Target): Promise<PriceGroup | null> {
  if (!buyer || target !== 'pro' || buyer.audience !== 'pro' || buyer.proStatus !== 'approved' || buyer.priceGroupId === null) return null
  const payload = await payloadClient()
  const doc = await payload.findByID({
    collection: 'price-groups',
    id: buyer.priceGroupId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc) return null
  return {
    id: doc.id,
    name: doc.name,
    defaultPercent: doc.defaultPercent,
    rates: (doc.rates ?? []).flatMap((rate) => {
      const categoryId = typeof rate.category === 'number' ? rate.category : rate.category?.id
      return typeof categoryId === 'number' ? [{ categoryId, percent: rate.percent }] : []
    }),
  }
}

/** The unit price a buyer pays for a pack in a plan (null: not sold in the plan). */
export function unitPriceFor(product: Product, pack: Variant, target: Target, group: PriceGroup | null): number | null {
  if (!product.targets.includes(target)) return null
  const base = packPrice(pack, target)
  if (base === null) return null
  return customerUnitPrice(base, priceGroupRate(group, product.categoryIds))
}

/** Prices a cart's lines, checks its code against the goods, computes the totals (shipping not chosen). */
export async function priceCart(
  cart: CartRecord,
  buyer: Buyer | null,
  locale: Locale,
  now = new Date(),
  shippingHt: number | null = null,
): Promise<PricedCart> {
  const lines = await cartLines(cart.id)
  const [products, group, code] = await Promise.all([
    productsByIds(
      lines.map((l) => l.productId),
      locale,
    ),
    priceGroupOf(buyer, cart.target),
    cart.discountId === null ? Promise.resolve(null) : discountById(cart.discountId, locale),
  ])
  const items: PricedItem[] = []
  for (const line of lines) {
    const product = products.get(line.productId)
    const pack = product?.variants.find((v) => v.reference === line.variant)
    if (!product || !pack) continue
    const unit = line.free ? 0 : unitPriceFor(product, pack, cart.target, group)
    if (unit === null) continue
    items.push({
      product,
      pack,
      packLabel: packLabel(pack, locale),
      line: {
        id: line.id,
        productId: line.productId,
        variant: line.variant,
        quantity: line.quantity,
        unitAmount: unit,
        unitWeightGrams: packWeightGrams(pack),
        categoryIds: product.categoryIds,
        free: line.free,
      },
    })
  }
  const paid = items.filter((item) => !item.line.free).map((item) => item.line)
  const goods = paid.reduce((sum, line) => sum + lineAmount(line), 0)
  const applies = code !== null && checkDiscount(code, { target: cart.target, goods, now }).ok
  const discount = applies ? code : null
  // A free line shows only while its code applies (the code removed or no longer met, the line goes).
  const shown = items.filter((item) => !item.line.free || discount?.kind === 'free_product')
  const totals = cartTotals(
    cart.target,
    shown.map((item) => item.line),
    discountAmount(discount, goods),
    shippingHt,
  )
  return { cart, items: shown, discount, totals }
}

function imageOf(product: Product): { url: string; alt: string } | null {
  const media = product.medias.find((m) => m.kind === 'visuel') ?? product.medias.find((m) => m.kind !== 'PICTO')
  return media ? { url: media.image.url, alt: media.image.alt || product.name } : null
}

export function itemView(target: Target, item: PricedItem): ApiCartItem {
  const price = lineAmount(item.line)
  return {
    id: item.line.id,
    product_id: item.product.id,
    variant: item.pack.reference,
    name: item.product.name,
    slug: item.product.slug,
    pack: item.packLabel,
    image: imageOf(item.product),
    quantity: item.line.quantity,
    unit_price: item.line.free ? 0 : item.line.unitAmount,
    price,
    price_with_tax: lineWithTax(target, price),
    free: item.line.free,
  }
}

/** The cart as the v1 API answers it (docs/commerce.md). */
export function cartView(priced: PricedCart): ApiCart {
  const { cart, totals } = priced
  return {
    id: cart.id,
    plan: cart.target,
    basis: PRICE_BASIS[cart.target],
    currency: '€',
    items: priced.items.map((item) => itemView(cart.target, item)),
    count: priced.items.reduce((sum, item) => sum + item.line.quantity, 0),
    goods: totals.goods,
    discounted_amount: totals.discount,
    shipping: totals.shipping,
    amount: { ht: totals.ht, tax: totals.tax, ttc: totals.ttc },
    discounts: priced.discount ? [discountView(priced.discount)] : [],
  }
}
