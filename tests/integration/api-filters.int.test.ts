/** GET /filters-products: listing facets and the choice guide, against the demo seed. */
import { beforeAll, describe, expect, it } from 'vitest'
import { CHARACTERISTICS } from '@/payload/seed/demo/characteristics'
import type { FiltersResponse, ProductListResponse } from '../../src/domain/api/schemas'
import { ok, planIds, q } from './support/api'

let plans: { pro: number; part: number }
beforeAll(async () => {
  plans = await planIds()
})

const filterNames = (target: 'pro' | 'part') => CHARACTERISTICS.filter((c) => c[target].filter).map((c) => c.technicalName)

describe('GET /filters-products (listing form)', () => {
  it('lists the filters of the plan, keyed by technical_name, with counts', async () => {
    for (const target of ['pro', 'part'] as const) {
      const { data } = await ok<FiltersResponse>(`/filters-products?${q({ saleplan_id: plans[target] })}`)
      expect(Object.keys(data).length).toBeGreaterThan(0)
      for (const [key, filter] of Object.entries(data)) {
        expect(filterNames(target)).toContain(key)
        expect(filter.technical_name).toBe(key)
        expect(filter.data.length).toBeGreaterThan(0)
        expect(filter.data.length).toBeGreaterThan(0)
        expect(filter.data.every((v) => v.count > 0 && typeof v.label === 'string')).toBe(true)
      }
    }
    const pro = await ok<FiltersResponse>('/filters-products')
    const part = await ok<FiltersResponse>(`/filters-products?${q({ saleplan_id: plans.part })}`)
    expect(Object.keys(pro.data)).not.toEqual(Object.keys(part.data))
  })

  it('each value count equals the total of the products listed with that value', async () => {
    const { data } = await ok<FiltersResponse>('/filters-products?categories=enduits-de-rebouchage')
    const support = data.SUPPORT
    expect(support).toBeDefined()
    for (const value of support?.data ?? []) {
      const list = await ok<ProductListResponse>(
        `/product?${q({ categories: 'enduits-de-rebouchage', caracteristics: JSON.stringify({ SUPPORT: [value.value] }), perPage: 1 })}`,
      )
      expect(list.data.total, `SUPPORT=${value.value}`).toBe(value.count)
    }
  })

  it('a chosen value narrows the other filters and stays listed as selected', async () => {
    const before = await ok<FiltersResponse>('/filters-products')
    const after = await ok<FiltersResponse>(`/filters-products?${q({ caracteristics: JSON.stringify({ SUPPORT: ['bois'] }) })}`)
    const chosen = after.data.SUPPORT?.data.find((v) => v.value === 'bois')
    expect(chosen).toMatchObject({ selected: true })
    const total = (r: FiltersResponse, name: string) => (r.data[name]?.data ?? []).reduce((sum, v) => sum + v.count, 0)
    expect(total(after, 'FONCTION')).toBeLessThan(total(before, 'FONCTION'))
    const list = await ok<ProductListResponse>(`/product?${q({ caracteristics: JSON.stringify({ SUPPORT: ['bois'] }), perPage: 1 })}`)
    expect(chosen?.count).toBe(list.data.total)
  })

  it('counts over the products of the text and the "from" price range', async () => {
    const count = (data: FiltersResponse['data']) =>
      (Object.values(data).find((f) => f.technical_name === 'FORME')?.data ?? []).reduce((sum, v) => sum + v.count, 0)
    const all = await ok<FiltersResponse>(`/filters-products?${q({ text: 'jointex' })}`)
    const wide = await ok<FiltersResponse>(`/filters-products?${q({ text: 'jointex', price: '{"min":0,"max":100000}' })}`)
    const none = await ok<FiltersResponse>(`/filters-products?${q({ text: 'jointex', price: '{"max":0.01}' })}`)
    expect(count(all.data)).toBeGreaterThan(0)
    expect(count(wide.data)).toBe(count(all.data))
    expect(count(none.data)).toBe(0)
  })
})

describe('GET /filters-products?guide_de_choix=1 (choice guide)', () => {
  it('gives the guide characteristics of the plan in guide order', async () => {
    for (const target of ['pro', 'part'] as const) {
      const expected = CHARACTERISTICS.filter((c) => c[target].guide)
        .sort((a, b) => (a[target].guideOrder ?? 0) - (b[target].guideOrder ?? 0))
        .map((c) => c.technicalName)
      const { data } = await ok<FiltersResponse>(`/filters-products?${q({ guide_de_choix: 1, saleplan_id: plans[target] })}`)
      expect(Object.keys(data)).toEqual(expected)
      expect(Object.values(data).map((f) => f.order)).toEqual([...Object.values(data).map((f) => f.order)].sort((a, b) => a - b))
    }
  })

  it('earlier choices constrain the next options', async () => {
    const free = await ok<FiltersResponse>(`/filters-products?${q({ guide_de_choix: 1 })}`)
    const first = Object.values(free.data)[0]
    const choice = first?.data[0]
    expect(choice).toBeDefined()
    const constrained = await ok<FiltersResponse>(
      `/filters-products?${q({ guide_de_choix: 1, caracteristics: JSON.stringify({ [first?.technical_name ?? '']: [choice?.value ?? ''] }) })}`,
    )
    const second = Object.keys(free.data)[1] ?? ''
    const sum = (r: FiltersResponse) => (r.data[second]?.data ?? []).reduce((s, v) => s + v.count, 0)
    expect(sum(constrained)).toBeLessThanOrEqual(sum(free))
    const products = await ok<ProductListResponse>(
      `/product?${q({ caracteristics: JSON.stringify({ [first?.technical_name ?? '']: [choice?.value ?? ''] }), perPage: 1 })}`,
    )
    expect(Math.max(...(constrained.data[second]?.data ?? []).map((v) => v.count))).toBeLessThanOrEqual(products.data.total)
  })
})
