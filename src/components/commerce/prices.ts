/**
 * Catalogue prices as the pages show them (spec §5 formatting, decision 087): the plan's
 * basis after the amount, « 21,50 € HT » for professionals and « 24,90 € TTC » for private
 * customers, and the listings' « à partir de » the cheapest pack.
 */
import { formatCents, fromPrice, packPrice } from '@/domain/commerce/pricing'
import type { Product, Variant } from '@/domain/catalogue/types'
import { format } from '@/i18n/template'
import type { ViewContext } from '@/loaders/types'

export function planPrice(cents: number, ctx: ViewContext): string {
  const price = formatCents(cents, { currencySymbol: ctx.currency ?? '€', locale: ctx.locale })
  return format(ctx.target === 'pro' ? ctx.m.commerce.priceHt : ctx.m.commerce.priceTtc, { price })
}

/** « à partir de 24,90 € TTC », or null when no pack is sold in the plan. */
export function fromPriceLabel(product: Pick<Product, 'variants'>, ctx: ViewContext): string | null {
  const cents = fromPrice(product.variants, ctx.target)
  return cents === null ? null : format(ctx.m.commerce.fromPrice, { price: planPrice(cents, ctx) })
}

/** One pack's price in the plan, or null when the pack is not sold there. */
export function packPriceLabel(variant: Variant, ctx: ViewContext): string | null {
  const cents = packPrice(variant, ctx.target)
  return cents === null ? null : planPrice(cents, ctx)
}
