import { commercePagePath } from '@/domain/account/links'
import type { Catalogue } from '@/domain/catalogue/types'
import { packPrice } from '@/domain/commerce/pricing'
import { build } from '@/domain/routing/routes'
import { quantityUnitOf, type PackOption } from '@/domain/tools/calculator'
import type { ViewContext } from '@/loaders/types'
import type { CalculatorProduct } from './Calculator.client'
import { Calculator } from './lazy.client'
import styles from './Tools.module.css'

/** Products of the plan the calculator can work with (consumption known, packs sold in the plan). */
export function calculatorProducts(catalogue: Catalogue, ctx: ViewContext): CalculatorProduct[] {
  const packagings = ctx.m.product.packagings as Record<string, string>
  return catalogue.products
    .filter((p) => p.consumption.mode !== 'none' && p.consumption.rate !== null)
    .map((p) => {
      const variants = p.variants.filter((v) => v.targets.length === 0 || v.targets.includes(ctx.target))
      const packs: PackOption[] = variants.map((v) => ({
        reference: v.reference,
        size: v.packSize,
        unit: v.packUnit,
        packaging: packagings[v.packaging] ?? v.packaging,
      }))
      return {
        id: p.id,
        name: p.name,
        slug: p.slug,
        url: build('product', { target: ctx.target, slug: p.slug }, ctx.locale),
        consumption: p.consumption,
        unit: quantityUnitOf(packs),
        packs,
        sold: variants.filter((v) => packPrice(v, ctx.target) !== null).map((v) => v.reference),
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
}

/** Quantity calculator (spec §1, §2): the form works in the browser; the inputs live in the query string. */
export function CalculatorPage({ ctx, title, catalogue }: { ctx: ViewContext; title: string; catalogue: Catalogue }) {
  return (
    <div className={`container ${styles.page}`}>
      <h1>{title}</h1>
      <p className="lead">{ctx.m.calculator.intro}</p>
      <Calculator
        products={calculatorProducts(catalogue, ctx)}
        m={ctx.m.calculator}
        locale={ctx.locale}
        cart={{
          planId: ctx.planId ?? null,
          target: ctx.target,
          href: commercePagePath('cart', ctx.target),
          seeCart: ctx.m.commerce.addToCart.seeCart,
          startedPart: ctx.m.commerce.addToCart.startedPart,
          startedPro: ctx.m.commerce.addToCart.startedPro,
          seeStarted: ctx.m.commerce.addToCart.seeStarted,
        }}
      />
    </div>
  )
}
