/** The search results page cuts its term like the API's `text` (200 characters) instead of searching 10,000. */
import { describe, expect, it } from 'vitest'
import { resultsLoader } from '../../src/loaders/discovery'
import type { LoaderInput } from '../../src/loaders/types'
import { build, parse } from '../../src/domain/routing/routes'
import { getMessages } from '../../src/i18n/messages'

const input = { m: getMessages('fr'), settings: {}, menus: {}, siteUrl: 'http://localhost:3000' } as unknown as LoaderInput

async function resultsFor(term: string) {
  const route = parse(build('results', { target: 'pro', search: term }, 'fr'))
  expect(route?.name).toBe('results')
  const page = await resultsLoader.load(route!, input)
  if (page?.view.kind !== 'results') throw new Error('results view expected')
  return page
}

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
})
