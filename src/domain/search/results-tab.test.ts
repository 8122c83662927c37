import { describe, expect, it } from 'vitest'
import { defaultResultsType } from './results-tab'

const totals = (products: number, categories: number, pages: number, faq: number) => ({ products, categories, pages, faq })

describe('defaultResultsType (the tab of a results address without a type segment)', () => {
  it('opens on the products when there are some', () => {
    expect(defaultResultsType(totals(30, 9, 23, 27), false)).toBe('products')
    expect(defaultResultsType(totals(1, 0, 0, 0), false)).toBe('products')
  })

  it('opens on the first type that has results when there is no product', () => {
    // QA: « enduit » in English for homeowners found pages only.
    expect(defaultResultsType(totals(0, 0, 5, 0), false)).toBe('pages')
    expect(defaultResultsType(totals(0, 2, 5, 1), false)).toBe('categories')
    expect(defaultResultsType(totals(0, 0, 0, 4), false)).toBe('faq')
  })

  it('stays on the products when nothing was found at all', () => {
    expect(defaultResultsType(totals(0, 0, 0, 0), false)).toBe('products')
  })

  it('stays on the products for an address that selects among them (filter, sort, page)', () => {
    expect(defaultResultsType(totals(0, 0, 5, 0), true)).toBe('products')
  })
})
