/**
 * Commerce demo data (issue 19): price groups, carriers, relay points and discount codes,
 * each upserted by its unique key (name, code). Pack prices and weights are written with
 * the products (steps/catalogue.ts, demo/commerce.ts).
 */
import { CARRIERS, DISCOUNT_CODES, PRICE_GROUPS, RELAY_POINTS } from '@/payload/seed/demo/commerce'
import type { SeedContext } from '../util'
import { loadIndex, Tally, upsert } from '../util'

export async function seedCommerce(ctx: SeedContext, categories: Map<string, number>): Promise<void> {
  const tally = new Tally('Boutique')

  const groups = await loadIndex(ctx, 'price-groups', 'name')
  for (const group of PRICE_GROUPS) {
    const rates = group.rates.map((rate) => {
      const category = categories.get(rate.category)
      if (category === undefined) throw new Error(`Groupe de prix ${group.name} : catégorie ${rate.category} inconnue`)
      return { category, percent: rate.percent }
    })
    const data = { name: group.name, defaultPercent: group.defaultPercent, rates }
    tally.add(
      await upsert(ctx, { collection: 'price-groups', key: 'name', value: group.name, known: groups.get(group.name), locale: 'fr', data }),
    )
  }

  const carriers = await loadIndex(ctx, 'carriers', 'code')
  for (const carrier of CARRIERS) {
    const base = { collection: 'carriers', key: 'code', value: carrier.code } as const
    const data = {
      code: carrier.code,
      kind: carrier.kind,
      targets: [...carrier.targets],
      freeFrom: carrier.freeFrom,
      active: true,
      order: carrier.order,
      rates: carrier.rates.map((rate) => ({ ...rate })),
    }
    const fr = await upsert(ctx, {
      ...base,
      known: carriers.get(carrier.code),
      locale: 'fr',
      data: { ...data, name: carrier.name.fr, delay: carrier.delay.fr },
    })
    await upsert(ctx, { ...base, known: { id: fr.id }, locale: 'en', data: { name: carrier.name.en, delay: carrier.delay.en } })
    tally.add(fr)
  }

  const relays = await loadIndex(ctx, 'relay-points', 'name')
  for (const point of RELAY_POINTS) {
    const data = { ...point, active: true }
    tally.add(
      await upsert(ctx, { collection: 'relay-points', key: 'name', value: point.name, known: relays.get(point.name), locale: 'fr', data }),
    )
  }

  const products = await loadIndex(ctx, 'products', 'slug')
  const codes = await loadIndex(ctx, 'discount-codes', 'code')
  for (const code of DISCOUNT_CODES) {
    const freeProduct = code.free ? products.get(code.free.slug)?.id : null
    if (code.free && freeProduct === undefined) throw new Error(`Code ${code.code} : produit ${code.free.slug} inconnu`)
    const base = { collection: 'discount-codes', key: 'code', value: code.code } as const
    const data = {
      code: code.code,
      kind: code.kind,
      value: code.value,
      unit: code.unit,
      freeProduct: freeProduct ?? null,
      freeVariant: code.free?.variant ?? null,
      startsAt: code.startsAt,
      endsAt: code.endsAt,
      targets: [...code.targets],
      minAmount: code.minAmount,
      maxUses: code.maxUses,
    }
    const fr = await upsert(ctx, {
      ...base,
      known: codes.get(code.code),
      locale: 'fr',
      data: { ...data, description: code.description.fr },
    })
    await upsert(ctx, { ...base, known: { id: fr.id }, locale: 'en', data: { description: code.description.en } })
    tally.add(fr)
  }
  ctx.log(tally.toString())
}
