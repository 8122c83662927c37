import { expect, type APIRequestContext } from '@playwright/test'
import { test } from './fixtures'

const PRO = '/fr/enduit-professionnels'
const PART = '/fr/enduit-particuliers'

/** A sample of each page family, in both languages where the family has English pages. */
const FAMILIES: Record<string, string[]> = {
  product: [`${PART}/produit/rebouchor-poudre`, '/en/enduit-professionnels/product/rebouchor-poudre'],
  category: [
    `${PRO}/categorie/enduits-de-lissage`,
    `${PART}/categorie/lisser-en-finition`,
    '/en/enduit-particuliers/category/lisser-en-finition',
  ],
  'CMS page': [
    `${PRO}/notre-demarche-rse/environnement`,
    `${PART}/conseils/lisser-un-mur-abime`,
    '/en/enduit-professionnels/mentions-legales',
  ],
  news: [`${PRO}/actualites`, `${PRO}/ardalis-au-salon-renov-expo-2025`, '/en/enduit-particuliers/news'],
}

/** The hreflang links a search engine reads in a page's HTML: language → pathname. */
async function hreflangOf(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const languages: Record<string, string> = {}
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="alternate"/.test(tag)) continue
    const language = /\bhreflang="([^"]+)"/i.exec(tag)?.[1]
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (language && href) languages[language] = new URL(href.replaceAll('&amp;', '&')).pathname
  }
  return languages
}

/** Every alternate a page declares answers 200 itself, without a redirect. */
async function expectAlternatesAnswer(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const languages = await hreflangOf(request, path)
  expect(Object.keys(languages), `${path} declares hreflang links`).toContain('x-default')
  for (const [language, alternate] of Object.entries(languages)) {
    expect((await request.get(alternate, { maxRedirects: 0 })).status(), `${path} → hreflang ${language} ${alternate}`).toBe(200)
  }
  return languages
}

test.describe('hreflang alternates', () => {
  test('job offers declare French only, and every alternate answers 200', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const jobs = [...sitemap.matchAll(/<loc>[^<]*?(\/fr\/enduit-professionnels\/emploi-[a-z0-9-]+)<\/loc>/g)].map((match) => match[1] ?? '')
    expect(jobs.length).toBeGreaterThanOrEqual(7)
    for (const job of jobs) {
      const languages = await expectAlternatesAnswer(request, job)
      expect(Object.keys(languages).sort(), job).toEqual(['fr', 'x-default'])
      expect((await request.get(job.replace(/^\/fr\//, '/en/'))).status(), 'the English address is no page').toBe(404)
    }
  })

  for (const [family, paths] of Object.entries(FAMILIES)) {
    test(`${family} pages: every hreflang alternate answers 200`, async ({ request }) => {
      for (const path of paths) {
        const languages = await expectAlternatesAnswer(request, path)
        // These families have English pages: both languages are declared.
        expect(Object.keys(languages).sort(), path).toEqual(['en', 'fr', 'x-default'])
      }
    })
  }
})
