/** Guides, FAQ and tags of the v1 API against the demo seed; drafts never leak. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOSSIERS } from '@/payload/seed/demo/dossiers'
import { FAQ } from '@/payload/seed/demo/faq'
import type { ApiFaqEntry, ApiFolder, ApiFolderSummary, ApiNotice } from '../../src/domain/api/schemas'
import { isPowder } from '@/payload/seed/demo/product-kit'
import { PRODUCTS } from '@/payload/seed/demo/products'
import { payloadClient } from '../../src/data/payload'
import { fails, ok, planIds, q } from './support/api'

type List<T> = { data: { items: T[]; total: number } }
let plans: { pro: number; part: number }
beforeAll(async () => {
  plans = await planIds()
})

describe('GET /folder', () => {
  it('lists the guides of the plan, newest first, by type or tag', async () => {
    const all = await ok<List<ApiFolderSummary>>('/folder')
    expect(all.data.total).toBe(DOSSIERS.filter((d) => d.targets.includes('pro')).length)
    const dates = all.data.items.map((d) => d.published_at ?? '')
    expect([...dates].sort().reverse()).toEqual(dates)
    const videos = await ok<List<ApiFolderSummary>>('/folder?type=video')
    expect(videos.data.items.length).toBeGreaterThan(0)
    expect(videos.data.items.every((d) => d.type === 'video')).toBe(true)
    const part = await ok<List<ApiFolderSummary>>(`/folder?${q({ saleplan_id: plans.part, tag: 'debutant' })}`)
    expect(part.data.items.map((d) => d.slug).sort()).toEqual(
      DOSSIERS.filter((d) => d.targets.includes('part') && d.tags.includes('debutant'))
        .map((d) => d.slug)
        .sort(),
    )
  })

  it('returns one guide by slug or id with its blocks, 404 outside its plan', async () => {
    const bySlug = await ok<{ data: ApiFolder }>('/folder/poser-une-bande-a-joint-en-video')
    expect(bySlug.data.blocks.some((b) => b.kind === 'video')).toBe(true)
    expect(bySlug.data.url).toBe('/fr/enduit-professionnels/dossier/poser-une-bande-a-joint-en-video')
    const byId = await ok<{ data: ApiFolder }>(`/folder/${bySlug.data.id}`)
    expect(byId.data.slug).toBe(bySlug.data.slug)
    expect((await fails(`/folder/projeter-un-enduit-a-l-airless?${q({ saleplan_id: plans.part })}`)).status).toBe(404)
  })

  it('fills an FAQ extract from its tag', async () => {
    const { data } = await ok<{ data: ApiFolder }>('/folder/choisir-son-enduit')
    const extract = data.blocks.find((b) => b.kind === 'faqExtract')
    expect(extract && 'entries' in extract ? extract.entries.length : 0).toBeGreaterThan(0)
  })

  it('refuses a bad type with a French message', async () => {
    const { status, body } = await fails('/folder?type=podcast')
    expect(status).toBe(400)
    expect(body.message).toContain('type')
  })
})

describe('GET /faq and /tags', () => {
  it('lists the questions of the plan in order, by tag', async () => {
    const all = await ok<List<ApiFaqEntry>>('/faq')
    expect(all.data.total).toBe(FAQ.filter((f) => f.targets.includes('pro')).length)
    const orders = all.data.items.map((f) => f.order)
    expect([...orders].sort((a, b) => a - b)).toEqual(orders)
    const drying = await ok<List<ApiFaqEntry>>('/faq?tag=sechage')
    expect(drying.data.items.length).toBeGreaterThan(0)
    expect(drying.data.items.every((f) => f.tags.includes('sechage'))).toBe(true)
  })

  it('counts the tags with their labels', async () => {
    const { data } = await ok<List<{ tag: string; label: string; count: number }>>('/tags?of=faq')
    expect(data.items.find((t) => t.tag === 'sechage')).toMatchObject({
      label: 'Séchage',
      count: FAQ.filter((f) => f.tags.includes('sechage') && f.targets.includes('pro')).length,
    })
    expect((await ok<List<{ tag: string }>>('/tags')).data.items.some((t) => t.tag === 'salon')).toBe(true)
  })

  describe('drafts never leak', () => {
    let draftId: number | undefined
    beforeAll(async () => {
      const payload = await payloadClient()
      const draft = await payload.create({
        collection: 'faq',
        draft: true,
        locale: 'fr',
        data: {
          question: 'Question secrète en brouillon ?',
          answer: 'Réponse pas encore publiée.',
          tags: ['secret'],
          targets: ['pro', 'part'],
          _status: 'draft',
        },
        context: { disableRevalidate: true },
      })
      draftId = draft.id
    })
    afterAll(async () => {
      const payload = await payloadClient()
      if (draftId !== undefined) await payload.delete({ collection: 'faq', id: draftId, context: { disableRevalidate: true } })
    })

    it('a draft question is neither listed nor counted', async () => {
      expect((await ok<List<ApiFaqEntry>>('/faq?tag=secret')).data.total).toBe(0)
      expect((await ok<List<{ tag: string }>>('/tags?of=faq')).data.items.some((t) => t.tag === 'secret')).toBe(false)
      const payload = await payloadClient()
      const visitor = await payload.find({ collection: 'faq', overrideAccess: false, where: { tags: { contains: 'secret' } } })
      expect(visitor.totalDocs).toBe(0)
    })
  })
})

describe('GET /notice', () => {
  const partOnly = PRODUCTS.find((p) => !p.targets.includes('pro'))

  it('lists the sheets of the plan by type, then product name, each with its product page', async () => {
    const all = await ok<List<ApiNotice>>('/notice')
    expect(all.data.total).toBe(all.data.items.length)
    const order = ['FICHES_QCE', 'FDS', 'DOP']
    const types = all.data.items.map((n) => order.indexOf(n.type))
    expect(types.length).toBeGreaterThan(0)
    expect(types.every((t) => t >= 0)).toBe(true)
    expect([...types].sort((a, b) => a - b)).toEqual(types)
    // Every pro product of the seed has its technical sheet; the powders (hazardous
    // mixtures under REACH) have a safety data sheet too.
    const proProducts = PRODUCTS.filter((p) => p.targets.includes('pro'))
    const slugsOf = (type: string) => new Set(all.data.items.filter((n) => n.type === type).map((n) => n.product.slug))
    expect(slugsOf('FICHES_QCE')).toEqual(new Set(proProducts.map((p) => p.slug)))
    expect(slugsOf('FDS')).toEqual(new Set(proProducts.filter(isPowder).map((p) => p.slug)))
    const sheets = all.data.items.filter((n) => n.type === 'FICHES_QCE').map((n) => n.product.name)
    expect([...sheets].sort((a, b) => a.localeCompare(b, 'fr'))).toEqual(sheets)
    const first = all.data.items[0]
    expect(first?.url).toMatch(/\.pdf$/)
    expect(first?.size).toBeGreaterThan(0)
    expect(first?.product.url).toBe(`/fr/enduit-professionnels/produit/${first?.product.slug}`)
    if (partOnly) expect(all.data.items.some((n) => n.product.slug === partOnly.slug)).toBe(false)
  })

  it('keeps one type or one product', async () => {
    const fds = await ok<List<ApiNotice>>('/notice?type=FDS')
    expect(fds.data.total).toBeGreaterThan(0)
    expect(fds.data.items.length).toBeGreaterThan(0)
    expect(fds.data.items.every((n) => n.type === 'FDS')).toBe(true)
    const slug = fds.data.items[0]?.product.slug ?? ''
    const one = await ok<List<ApiNotice>>(`/notice?${q({ product: slug })}`)
    expect(new Set(one.data.items.map((n) => n.product.slug))).toEqual(new Set([slug]))
    expect(one.data.items.map((n) => n.type)).toEqual(expect.arrayContaining(['FICHES_QCE', 'FDS']))
    if (partOnly) {
      const part = await ok<List<ApiNotice>>(`/notice?${q({ product: partOnly.slug, saleplan_id: plans.part })}`)
      expect(part.data.items[0]?.product.url).toBe(`/fr/enduit-particuliers/produit/${partOnly.slug}`)
    }
  })

  it('answers a bad type with a French 400, an unknown product with a 404, a product of the other plan with exist_in', async () => {
    const bad = await fails('/notice?type=NOTICE')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('type')
    expect((await fails('/notice?product=enduit-qui-n-existe-pas')).status).toBe(404)
    if (partOnly) {
      const other = await fails(`/notice?${q({ product: partOnly.slug })}`)
      expect(other.status).toBe(400)
      expect(other.body).toMatchObject({ status: 'not_available_in_this_saleplan', exist_in: [plans.part] })
    }
  })
})
