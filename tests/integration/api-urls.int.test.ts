/** GET /url, /url/entity and /sitemap against the demo seed. */
import { beforeAll, describe, expect, it } from 'vitest'
import { CATEGORIES } from '@/payload/seed/demo/categories'
import { COMPANY_PAGES } from '@/payload/seed/demo/pages-company'
import { ADVICE_PAGES, NEWS_PAGES } from '@/payload/seed/demo/pages-editorial'
import { PRODUCTS } from '@/payload/seed/demo/products'
import type { EntityResponse, SitemapResponse, UrlListResponse } from '../../src/domain/api/schemas'
import { parse } from '../../src/domain/routing/routes'
import { fails, ok, planIds, q } from './support/api'

const PAGES = [...COMPANY_PAGES, ...ADVICE_PAGES, ...NEWS_PAGES]
let plans: { pro: number; part: number }
beforeAll(async () => {
  plans = await planIds()
})

describe('GET /url', () => {
  it('lists the products, categories and pages of the plan, paginated', async () => {
    const first = await ok<UrlListResponse>(`/url?${q({ perPage: 1000 })}`)
    const expected =
      PRODUCTS.filter((p) => p.targets.includes('pro')).length +
      CATEGORIES.filter((c) => c.target === 'pro').length +
      PAGES.filter((p) => p.targets.includes('pro')).length
    expect(first.data.total).toBe(expected)
    const kinds = new Set(first.data.items.map((u) => u.entity_type))
    expect([...kinds].sort()).toEqual(['category', 'page', 'product'])
    for (const item of first.data.items) {
      expect(parse(item.url), item.url).not.toBeNull()
      expect(item.target).toBe('pro')
    }
    const page2 = await ok<UrlListResponse>(`/url?${q({ perPage: 10, page: 2 })}`)
    expect(page2.data.items).toEqual(first.data.items.slice(10, 20))
    expect(page2.data.pageCount).toBe(Math.ceil(expected / 10))
    const onlyPages = await ok<UrlListResponse>(`/url?${q({ entity_type: 'page', perPage: 1000, saleplan_id: plans.part })}`)
    expect(onlyPages.data.total).toBe(PAGES.filter((p) => p.targets.includes('part')).length)
  })
})

describe('GET /url/entity', () => {
  it('a product with parents: the chain of its first category, then the product', async () => {
    const { data } = await ok<EntityResponse>(`/url/entity?${q({ entity_type: 'product', slug: 'rebouchor-poudre', parents: 'true' })}`)
    expect(data.total).toBe(1)
    const entity = data.items[0]
    expect(entity).toMatchObject({
      entity_type: 'product',
      slug: 'rebouchor-poudre',
      url: '/fr/enduit-professionnels/produit/rebouchor-poudre',
    })
    expect(entity?.parents.map((p) => p.slug)).toEqual(['enduits-de-rebouchage'])
    expect(entity?.extras).toBeUndefined()
  })

  it('a sub-category with its parent chain, children (depth 1) and extras', async () => {
    const child = CATEGORIES.find((c) => c.parent !== undefined)
    expect(child).toBeDefined()
    const plan = child?.target === 'part' ? plans.part : plans.pro
    const { data } = await ok<EntityResponse>(
      `/url/entity?${q({ entity_type: 'category', slug: child?.slug ?? '', parents: 'true', extras: 1, saleplan_id: plan })}`,
    )
    const entity = data.items[0]
    expect(entity?.parents.at(-1)?.slug).toBe(child?.parent)
    expect(entity?.extras).toMatchObject({ slug: child?.slug })
    const parent = await ok<EntityResponse>(
      `/url/entity?${q({ entity_type: 'category', slug: child?.parent ?? '', depth: 1, saleplan_id: plan })}`,
    )
    expect(parent.data.items[0]?.children.map((c) => c.slug)).toContain(child?.slug)
    expect(parent.data.items[0]?.parents).toEqual([])
  })

  it('a CMS page with its technical type', async () => {
    const news = NEWS_PAGES.find((p) => p.targets.includes('pro'))
    const { data } = await ok<EntityResponse>(`/url/entity?${q({ entity_type: 'page', slug: news?.slug ?? '', parents: 'true' })}`)
    expect(data.items[0]).toMatchObject({ entity_type: 'page', page_type: 'actualite', name: news?.title })
  })

  it('a product slug of the other plan → 400 not_available_in_this_saleplan', async () => {
    const partOnly = PRODUCTS.find((p) => p.targets.length === 1 && p.targets[0] === 'part')
    const { status, body } = await fails(`/url/entity?${q({ entity_type: 'product', slug: partOnly?.slug ?? '', saleplan_id: plans.pro })}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ status: 'not_available_in_this_saleplan', exist_in: [plans.part] })
  })

  it('unknown entities → 404; a category of the other plan too', async () => {
    expect((await fails(`/url/entity?${q({ entity_type: 'page', slug: 'nulle-part' })}`)).status).toBe(404)
    const partCategory = CATEGORIES.find((c) => c.target === 'part')
    expect((await fails(`/url/entity?${q({ entity_type: 'category', slug: partCategory?.slug ?? '' })}`)).status).toBe(404)
  })
})

describe('GET /sitemap', () => {
  it('lists the public addresses of both plans, every one a valid route', async () => {
    const { data } = await ok<SitemapResponse>('/sitemap')
    expect(data.total).toBe(data.items.length)
    expect(new Set(data.items.map((u) => u.target))).toEqual(new Set(['pro', 'part']))
    expect(data.items.filter((u) => u.entity_type === 'product')).toHaveLength(PRODUCTS.reduce((n, p) => n + p.targets.length, 0))
    expect(data.items.find((u) => u.entity_type === 'route' && u.slug === 'home' && u.target === 'part')?.url).toBe(
      '/fr/enduit-particuliers',
    )
    for (const item of data.items) expect(parse(item.url), item.url).not.toBeNull()
    const urls = data.items.map((u) => u.url)
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('in English, only the routes that exist in English', async () => {
    const { data } = await ok<SitemapResponse>('/sitemap?lang=en')
    expect(data.items.length).toBeGreaterThan(0)
    expect(data.items.every((u) => u.url.startsWith('/en'))).toBe(true)
    expect(data.items.some((u) => u.url.includes('/colorimetrie'))).toBe(false)
  })
})
