/**
 * The search results page: its term is cut like the API's `text` (200 characters) instead of
 * searching 10,000, cleaned of invisible characters, and the page opens on a tab that has results.
 */
import { describe, expect, it } from 'vitest'
import { resultsLoader } from '../../src/loaders/discovery'
import type { LoaderInput } from '../../src/loaders/types'
import { RESULT_TYPE_FILTER_CODE } from '../../src/domain/routing/listing-address'
import { build, parse } from '../../src/domain/routing/routes'
import type { Locale, Route, Target } from '../../src/domain/routing/types'
import { getMessages } from '../../src/i18n/messages'

const inputFor = (locale: Locale) =>
  ({ m: getMessages(locale), settings: {}, menus: {}, siteUrl: 'http://localhost:3000' }) as unknown as LoaderInput

async function resultsAt(path: string) {
  const route = parse(path)
  expect(route?.name, path).toBe('results')
  const page = await resultsLoader.load(route as Route, inputFor((route as Route).locale))
  if (page?.view.kind !== 'results') throw new Error(`${path}: results view expected`)
  return { page, view: page.view }
}

const resultsFor = async (term: string, target: Target = 'pro', locale: Locale = 'fr') =>
  (await resultsAt(build('results', { target, search: term }, locale))).page

describe('results page term', () => {
  it('keeps a normal term whole', async () => {
    const page = await resultsFor('enduit de lissage')
    expect(page.view.kind === 'results' && page.view.search).toBe('enduit de lissage')
  })

  it('cuts a 10,000-character term to 200, in the view and the title', async () => {
    const page = await resultsFor('enduit '.repeat(1500).trim())
    const search = page.view.kind === 'results' ? page.view.search : ''
    expect(search.length).toBeLessThanOrEqual(200)
    expect(search.length).toBeGreaterThan(190)
    expect(search.startsWith('enduit enduit')).toBe(true)
    expect(page.title.length).toBeLessThan(400)
  })

  it('takes invisible characters off the term: none reaches the title or the search', async () => {
    const { page, view } = await resultsAt('/fr/enduit-professionnels/resultats/%E2%80%8Benduit%00%C2%A0de%09lissage%EF%BB%BF')
    expect(view.search).toBe('enduit de lissage')
    expect(page.title).toBe(getMessages('fr').results.title.replace('{search}', 'enduit de lissage'))
    expect(page.title).not.toMatch(/[\u0000-\u001f\u200b\ufeff\u00a0]/)
  })
})

describe('results page tab', () => {
  it('opens on the first type that has results when no product matches (QA: « enduit », English, homeowners)', async () => {
    const { view } = await resultsAt('/en/enduit-particuliers/results/enduit')
    const { totals } = view.results
    expect(totals.products).toBe(0)
    expect(totals.pages).toBeGreaterThan(0)
    const first = (['categories', 'pages', 'faq'] as const).find((type) => totals[type] > 0)
    expect(view.results.type).toBe(first)
    expect(view.results.items.length).toBeGreaterThan(0)
    expect(view.results.items.length).toBeLessThanOrEqual(totals[first ?? 'pages'])
  })

  it('opens on the products when there are some', async () => {
    const { view } = await resultsAt('/fr/enduit-particuliers/resultats/enduit')
    expect(view.results.totals.products).toBeGreaterThan(0)
    expect(view.results.type).toBe('products')
    expect(view.listing.items.length).toBeGreaterThan(0)
  })

  it('keeps the tab the visitor chose in the address', async () => {
    const base = await resultsAt('/fr/enduit-particuliers/resultats/enduit')
    // Products come first here: another tab is only shown when asked for.
    const other = (['categories', 'pages', 'faq'] as const).find((type) => base.view.results.totals[type] > 0)
    expect(other).toBeDefined()
    const path = build(
      'results',
      { target: 'part', search: 'enduit', filters: [{ code: RESULT_TYPE_FILTER_CODE, value: other ?? 'faq' }] },
      'fr',
    )
    expect((await resultsAt(path)).view.results.type).toBe(other)
    // In English the pages come first; the FAQ tab, asked for, stays the FAQ.
    const faq = build('results', { target: 'part', search: 'enduit', filters: [{ code: RESULT_TYPE_FILTER_CODE, value: 'faq' }] }, 'en')
    expect((await resultsAt(faq)).view.results.type).toBe('faq')
  })

  it('stays on the products when nothing at all is found', async () => {
    const { view } = await resultsAt(build('results', { target: 'pro', search: 'zzqxw' }, 'fr'))
    expect(Object.values(view.results.totals).every((total) => total === 0)).toBe(true)
    expect(view.results.type).toBe('products')
  })
})
