/**
 * The 404s only a page's loader can tell (decision 132): a French-only job offer under /en, a news
 * tag with no news, a page number past the last. The edge asks the server before anything renders
 * and answers the complete 404 page: status 404, the page's language, its content in the HTML
 * (before, Next's empty error document `<html id="__next_error__">`, blank without JavaScript).
 * No browser: the HTML as a search engine or a browser without JavaScript receives it.
 */
import { expect } from '@playwright/test'
import { test } from './fixtures'

const ADDRESSES = [
  '/en/enduit-professionnels/emploi-cariste-preparateur-commandes',
  '/en/enduit-particuliers/news/event',
  '/en/enduit-particuliers/category/bois/_p__2',
]

/** The English 404 page's heading (messages/en.json, errors.notFound.title), as the HTML holds it. */
const HEADING = 'The page you requested does not exist or no longer exists</h1>'

test.describe('404s decided by a page’s content', () => {
  for (const path of ADDRESSES) {
    test(`${path}: the complete English 404 page, without JavaScript`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(html, 'not Next’s error document').not.toContain('id="__next_error__"')
      expect(/<html\b[^>]*>/.exec(html)?.[0], 'the document’s language').toContain('lang="en"')
      expect(html, 'the 404 page’s heading').toContain(HEADING)
      // Never cached as a page: the next visitor gets the same answer.
      expect((await request.get(path, { maxRedirects: 0 })).status(), `${path} again`).toBe(404)
    })
  }

  test('the pages next to them still answer 200', async ({ request }) => {
    for (const path of [
      '/fr/enduit-professionnels/emploi-cariste-preparateur-commandes',
      '/en/enduit-particuliers/news/evenement',
      '/en/enduit-particuliers/category/bois',
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
    }
  })
})
