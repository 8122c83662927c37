/**
 * A product is sold in at least one pack: `minRows: 1` alone let `variants: []` through (201),
 * the collection now refuses a product without a pack, on create and on update, with a French
 * message, and still takes a product with one pack and a partial update of another locale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { payloadClient } from '../../src/data/payload'
import { makeGtin14 } from '../../src/domain/catalogue/gtin'

let payload: Payload
let categoryId: number
const created: number[] = []
const ctx = { context: { disableRevalidate: true } }

const MESSAGE = 'Ajoutez au moins un conditionnement'

function product(reference: string, variants?: unknown[]) {
  return {
    name: `Produit ${reference}`,
    slug: `produit-${reference.toLowerCase()}`,
    reference,
    targets: ['pro' as const],
    categories: [categoryId],
    consumption: { mode: 'none' as const },
    ...(variants === undefined ? {} : { variants }),
  }
}

const onePack = (reference: string, n: string) => [
  { reference: `${reference}-1`, gtin: makeGtin14(n), packaging: 'sac' as const, packSize: 5, packUnit: 'kg' as const },
]

/** The validation messages Payload gives for a refused write, or 'accepted'. */
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
    return 'accepted'
  } catch (error) {
    const errors = (error as { data?: { errors?: { path?: string; message?: string }[] } }).data?.errors ?? []
    return errors.map((e) => `${e.path}: ${e.message}`).join(' | ') || String(error)
  }
}

beforeAll(async () => {
  payload = await payloadClient()
  const categories = await payload.find({ collection: 'categories', limit: 1, depth: 0, overrideAccess: true })
  categoryId = categories.docs[0]!.id
})

afterAll(async () => {
  for (const id of created) await payload.delete({ ...ctx, collection: 'products', id, overrideAccess: true })
})

describe('a product has at least one pack', () => {
  it('refuses a new product whose packs are an empty list, in French', async () => {
    const result = await outcome(() =>
      payload.create({ ...ctx, collection: 'products', locale: 'fr', overrideAccess: true, data: product('ARD-PACK-EMPTY', []) as never }),
    )
    expect(result).toContain('variants')
    expect(result).toContain(MESSAGE)
  })

  it('refuses a new product sent without packs at all', async () => {
    const result = await outcome(() =>
      payload.create({ ...ctx, collection: 'products', locale: 'fr', overrideAccess: true, data: product('ARD-PACK-NONE') as never }),
    )
    expect(result).toContain(MESSAGE)
  })

  it('takes a product with one pack, a partial update, and refuses emptying its packs', async () => {
    const doc = await payload.create({
      ...ctx,
      collection: 'products',
      locale: 'fr',
      overrideAccess: true,
      data: product('ARD-PACK-ONE', onePack('ARD-PACK-ONE', '3760000009901')) as never,
    })
    created.push(doc.id)
    expect(doc.variants).toHaveLength(1)

    // Another locale's text alone: the packs already stored count.
    const english = await outcome(() =>
      payload.update({
        ...ctx,
        collection: 'products',
        id: doc.id,
        locale: 'en',
        overrideAccess: true,
        data: { name: 'One-pack product' },
      }),
    )
    expect(english).toBe('accepted')

    const emptied = await outcome(() =>
      payload.update({ ...ctx, collection: 'products', id: doc.id, locale: 'fr', overrideAccess: true, data: { variants: [] } }),
    )
    expect(emptied).toContain(MESSAGE)
    const stored = await payload.findByID({ collection: 'products', id: doc.id, depth: 0, overrideAccess: true })
    expect(stored.variants).toHaveLength(1)
  })
})
