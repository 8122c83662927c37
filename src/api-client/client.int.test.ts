/**
 * The typed client against the real route handlers (in-process fetch, no server, no mock
 * of our code) and the demo database of the integration project.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { PRODUCTS } from '@/payload/seed/demo/products'
import { createInProcessFetch } from '../../tests/integration/support/in-process-fetch'
import { ApiError, createApiClient, toQueryString } from './client'

const proOnly = PRODUCTS.find((p) => p.targets.length === 1 && p.targets[0] === 'pro')?.slug ?? ''
const partOnly = PRODUCTS.find((p) => p.targets.length === 1 && p.targets[0] === 'part')?.slug ?? ''

let plans: { pro: number; part: number }

function setup(initialPlan: () => number | null, options: { lang?: 'fr' | 'en' } = {}) {
  const fetch = createInProcessFetch()
  let current = initialPlan()
  const setPlanId = vi.fn((id: number) => {
    current = id
  })
  const client = createApiClient({
    baseUrl: 'http://localhost:3000/api/v1',
    fetch,
    getPlanId: () => current,
    setPlanId,
    getLang: () => options.lang ?? 'fr',
    siteId: 1,
  })
  return { client, fetch, setPlanId, plan: () => current }
}

beforeAll(async () => {
  const { client } = setup(() => null)
  const site = await client.list('site')
  const id = (t: 'pro' | 'part') => site.data.salesplan.find((p) => p.target === t)?.id ?? -1
  plans = { pro: id('pro'), part: id('part') }
})

describe('createApiClient', () => {
  it('adds site_id, lang, sales_plan_id and saleplan_id to every call', async () => {
    const { client, fetch } = setup(() => plans.part)
    await client.products({ perPage: 2 })
    await client.filters()
    await client.list('menu')
    await client.get('setting', 'phone')
    expect(fetch.calls).toHaveLength(4)
    for (const url of fetch.calls) {
      const params = new URL(url).searchParams
      expect(params.get('site_id')).toBe('1')
      expect(params.get('lang')).toBe('fr')
      expect(params.get('sales_plan_id')).toBe(String(plans.part))
      expect(params.get('saleplan_id')).toBe(String(plans.part))
    }
  })

  it('leaves the plan out while none is known (server default: pro)', async () => {
    const { client, fetch } = setup(() => null)
    const list = await client.products({ perPage: 1 })
    expect(new URL(fetch.calls[0] ?? '').searchParams.has('sales_plan_id')).toBe(false)
    expect(list.data.items[0]?.url).toMatch(/^\/fr\/enduit-professionnels\//)
  })

  it('sends lists, JSON objects and booleans the way the API reads them', async () => {
    const { client } = setup(() => plans.pro)
    const viaClient = await client.products({
      categories: ['enduits-de-rebouchage'],
      caracteristics: { SUPPORT: ['beton'] },
      promoted: false,
      perPage: 100,
    })
    const filters = await client.filters({ categories: 'enduits-de-rebouchage', caracteristics: { SUPPORT: 'beton' } })
    expect(filters.data.SUPPORT?.data.find((v) => v.value === 'beton')?.count).toBe(viaClient.data.total)
    expect(toQueryString({ a: [1, 'b'], b: { X: ['y'] }, c: true, d: undefined, e: null, f: [] })).toBe(
      'a=1%2Cb&b=%7B%22X%22%3A%5B%22y%22%5D%7D&c=1',
    )
  })

  it('reads typed answers: product, url entity, page, generic resources', async () => {
    const { client } = setup(() => plans.pro, { lang: 'en' })
    const product = await client.product('rebouchor-poudre')
    expect(product.data.name).toBe('Rebouchor® Powder')
    const entity = await client.urlEntity({ entity_type: 'product', slug: 'rebouchor-poudre', parents: true })
    expect(entity.data.items[0]?.parents.length).toBeGreaterThan(0)
    const { client: fr } = setup(() => plans.pro)
    expect((await fr.page('mentions-legales')).data.title).toBe('Mentions légales')
    expect((await fr.get('category', 'enduits-bois')).data.parents[0]?.slug).toBe('solutions-specialisees')
    expect((await fr.list('category', { depth: 1 })).data.items.length).toBeGreaterThan(0)
    expect((await fr.get('site', 1)).data.id).toBe(1)
    expect((await fr.list('sitemap')).data.total).toBeGreaterThan(0)
    expect((await fr.urls({ perPage: 5 })).data.items).toHaveLength(5)
  })

  describe('sales plan switching on error (spec §4)', () => {
    it('switches to exist_in[0] once and retries the same request', async () => {
      const { client, fetch, setPlanId, plan } = setup(() => plans.pro)
      const product = await client.product(partOnly)
      expect(product.data.slug).toBe(partOnly)
      expect(setPlanId).toHaveBeenCalledTimes(1)
      expect(setPlanId).toHaveBeenCalledWith(plans.part)
      expect(plan()).toBe(plans.part)
      expect(fetch.calls).toHaveLength(2)
      const [first, second] = fetch.calls.map((u) => new URL(u))
      expect(first?.pathname).toBe(second?.pathname)
      expect(first?.searchParams.get('saleplan_id')).toBe(String(plans.pro))
      expect(second?.searchParams.get('saleplan_id')).toBe(String(plans.part))
      expect(product.data.url).toMatch(/^\/fr\/enduit-particuliers\//)
    })

    it('works the other way round, and for /url/entity', async () => {
      const { client, setPlanId } = setup(() => plans.part)
      const entity = await client.urlEntity({ entity_type: 'product', slug: proOnly, parents: true })
      expect(entity.data.items[0]?.slug).toBe(proOnly)
      expect(setPlanId).toHaveBeenCalledWith(plans.pro)
    })

    it('passes the error on when exist_in[0] is already the current plan', async () => {
      // The request leaves with the pro plan; meanwhile another request switched to part.
      let calls = 0
      const fetch = createInProcessFetch()
      const setPlanId = vi.fn()
      const client = createApiClient({
        baseUrl: 'http://localhost:3000/api/v1',
        fetch,
        getPlanId: () => (calls++ === 0 ? plans.pro : plans.part),
        setPlanId,
      })
      const error = await client.product(partOnly).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).status).toBe(400)
      expect((error as ApiError).isNotAvailableInPlan).toBe(true)
      expect((error as ApiError).body).toMatchObject({ exist_in: [plans.part] })
      expect(setPlanId).not.toHaveBeenCalled()
      expect(fetch.calls).toHaveLength(1)
    })

    it('retries only once', async () => {
      // A store that ignores the switch: the retry fails the same way and the error is passed on.
      const fetch = createInProcessFetch()
      const setPlanId = vi.fn()
      const client = createApiClient({ baseUrl: 'http://localhost:3000/api/v1', fetch, getPlanId: () => plans.pro, setPlanId })
      const error = await client.product(partOnly).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect(setPlanId).toHaveBeenCalledTimes(1)
      expect(fetch.calls).toHaveLength(2)
    })

    it('can be disabled per call', async () => {
      const { client, setPlanId } = setup(() => plans.pro)
      await expect(client.product(partOnly, { disablePlanSwitch: true })).rejects.toBeInstanceOf(ApiError)
      expect(setPlanId).not.toHaveBeenCalled()
    })
  })

  it('throws a typed ApiError on other errors, without switching', async () => {
    const { client, setPlanId } = setup(() => plans.pro)
    const notFound = await client.product('produit-inexistant').catch((e: unknown) => e)
    expect(notFound).toBeInstanceOf(ApiError)
    expect((notFound as ApiError).status).toBe(404)
    expect((notFound as ApiError).body?.status).toBe('not_found')
    const bad = await client.products({ perPage: 500 }).catch((e: unknown) => e)
    expect((bad as ApiError).status).toBe(400)
    expect((bad as ApiError).message).toBe('Paramètre invalide : perPage')
    expect(setPlanId).not.toHaveBeenCalled()
  })
})
