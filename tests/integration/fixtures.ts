/**
 * A tiny catalogue for working on the API before the demo seed existed. The test
 * run uses the demo seed (src/payload/seed/seed.ts) whenever it is present; these
 * fixtures are the fallback only (global-setup.ts says which one ran).
 */
import type { Payload } from 'payload'
import { makeGtin14 } from '../../src/domain/catalogue/gtin'

export async function createFixtures(payload: Payload): Promise<void> {
  const ctx = { context: { disableRevalidate: true } }
  const pro = await payload.create({
    ...ctx,
    collection: 'sales-plans',
    data: { name: 'Professionnels', target: 'pro', currencySymbol: '€' },
  })
  const part = await payload.create({
    ...ctx,
    collection: 'sales-plans',
    data: { name: 'Particuliers', target: 'part', currencySymbol: '€' },
  })
  await payload.create({
    ...ctx,
    collection: 'sites',
    data: {
      url: 'localhost',
      isDefault: true,
      languages: [{ code: 'fr', label: 'Français', enabled: true }],
      salesPlans: [pro.id, part.id],
    },
  })
  await payload.create({ ...ctx, collection: 'settings', data: { code: 'brand_name', values: [{ value: 'Ardalis' }] } })

  const support = await payload.create({
    ...ctx,
    collection: 'characteristics',
    locale: 'fr',
    data: {
      technicalName: 'SUPPORT',
      label: 'Supports',
      kind: 'enum',
      order: 1,
      values: [
        { slug: 'beton', label: 'Béton' },
        { slug: 'bois', label: 'Bois' },
      ],
      pro: { product: true, filter: true, guide: true, guideOrder: 1 },
      part: { product: true, filter: true, guide: true, guideOrder: 1 },
    },
  })

  const catPro = await payload.create({
    ...ctx,
    collection: 'categories',
    locale: 'fr',
    data: { name: 'Enduits de lissage', slug: 'enduits-de-lissage', target: 'pro' },
  })
  const catPart = await payload.create({
    ...ctx,
    collection: 'categories',
    locale: 'fr',
    data: { name: 'Reboucher', slug: 'reboucher', target: 'part' },
  })

  const products: { name: string; targets: ('pro' | 'part')[]; cats: number[]; support: string[]; promoted?: boolean }[] = [
    { name: 'Lissage pro', targets: ['pro'], cats: [catPro.id], support: ['beton'], promoted: true },
    { name: 'Rebouchage maison', targets: ['part'], cats: [catPart.id], support: ['bois'], promoted: true },
    { name: 'Multi usage', targets: ['pro', 'part'], cats: [catPro.id, catPart.id], support: ['beton', 'bois'] },
  ]
  let n = 100
  for (const p of products) {
    n++
    await payload.create({
      ...ctx,
      collection: 'products',
      locale: 'fr',
      data: {
        name: p.name,
        slug: p.name.toLowerCase().replace(/ /g, '-'),
        reference: `ARD-TST-${n}`,
        targets: p.targets,
        promoted: p.promoted ?? false,
        categories: p.cats,
        caracteristics: [{ characteristic: support.id, values: p.support }],
        variants: [{ reference: `ARD-TST-${n}-1`, gtin: makeGtin14(`3760000000${n}`), packaging: 'sac', packSize: 5, packUnit: 'kg' }],
        consumption: { mode: 'none' },
      },
    })
  }
  await payload.create({
    ...ctx,
    collection: 'pages',
    locale: 'fr',
    data: { title: 'Mentions légales', slug: 'mentions-legales', type: 'generic', targets: ['pro', 'part'], _status: 'published' },
  })
}
