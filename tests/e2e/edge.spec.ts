import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { test } from './fixtures'
import { parseRedirectCsv } from '../../src/domain/redirects/match'

const csv = readFileSync(path.resolve(import.meta.dirname, '../../src/payload/seed/redirects.csv'), 'utf8')
const { rules } = parseRedirectCsv(csv)

/** One rule of each legacy shape the spec lists. */
const shapes: [string, (from: string) => boolean][] = [
  ['.html page', (f) => /\.html$/.test(f)],
  ['/produit/', (f) => f.startsWith('/produit/')],
  ['/categorie/', (f) => f.startsWith('/categorie/')],
  ['/uploads/', (f) => f.startsWith('/uploads/')],
  ['/qrcode/', (f) => f.startsWith('/qrcode/')],
  ['/enduits-particuliers/', (f) => f.startsWith('/enduits-particuliers/')],
  ['query string', (f) => f.includes('?')],
  ['stray parenthesis', (f) => f.includes(')') || f.includes('(')],
  ['country prefix', (f) => /^\/(nl|be|ch|es|uk)\//.test(f)],
]

test.describe('legacy redirects', () => {
  for (const [shape, match] of shapes) {
    test(`a ${shape} address answers 301 to its target`, async ({ request, baseURL }) => {
      const rule = rules.find((r) => match(r.from))
      expect(rule, `the table has a ${shape} rule`).toBeTruthy()
      if (!rule) return
      const response = await request.get(rule.from, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      const expected = new URL(rule.to, baseURL).toString()
      // Same-origin locations may be written relative to the site.
      expect(new URL(response.headers()['location'] ?? '', baseURL).toString()).toBe(expected)
      expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN')
      if (!/^https?:\/\//.test(rule.to)) {
        const landed = await request.get(rule.from)
        expect(landed.status(), `${rule.from} → ${rule.to} lands on a page`).toBe(200)
      }
    })
  }
})

test('every rule of the table with a site-relative target lands on a page (200)', async ({ request }) => {
  test.setTimeout(300_000)
  const local = rules.filter((r) => r.to.startsWith('/'))
  expect(local.length).toBeGreaterThan(300)
  const broken: string[] = []
  // A few at a time: the first visit of each target renders it.
  for (let start = 0; start < local.length; start += 6) {
    await Promise.all(
      local.slice(start, start + 6).map(async (rule) => {
        const landed = await request.get(rule.from)
        if (landed.status() !== 200) broken.push(`${rule.from} → ${rule.to} : ${landed.status()}`)
      }),
    )
  }
  expect(broken).toEqual([])
})

test('alias hosts are redirected to the main host with the same path', async ({ request }) => {
  const response = await request.get('/fr/enduit-particuliers?x=1', { maxRedirects: 0, headers: { 'x-forwarded-host': 'www.ardalis.fr' } })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe('http://ardalis.example/fr/enduit-particuliers?x=1')
})

test('every page answer carries the security headers', async ({ request }) => {
  const response = await request.get('/fr')
  expect(response.status()).toBe(200)
  expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN')
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
})

test.describe('root locale', () => {
  test('/ goes to the French home and remembers the locale for a year', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })
    expect([302, 307]).toContain(response.status())
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/fr')
    const cookie = response.headers()['set-cookie'] ?? ''
    expect(cookie).toMatch(/i18n_redirected=fr/)
    expect(cookie).toMatch(/Max-Age=31536000/)
    expect(cookie.toLowerCase()).toMatch(/samesite=lax/)
  })

  test('an English browser lands on /en, but the cookie wins over the browser', async ({ request }) => {
    const en = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'en-GB,en;q=0.9' } })
    expect(new URL(en.headers()['location'] ?? '', 'http://x').pathname).toBe('/en')
    const cookieWins = await request.get('/', {
      maxRedirects: 0,
      headers: { 'accept-language': 'en-GB,en;q=0.9', cookie: 'i18n_redirected=fr' },
    })
    expect(new URL(cookieWins.headers()['location'] ?? '', 'http://x').pathname).toBe('/fr')
  })
})

test('the structured-data search target leads to the results page', async ({ request }) => {
  const response = await request.get('/results/lissage', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/fr/enduit-professionnels/resultats/lissage')
})

test('search results are rendered on each request, under the address asked for (decision 075)', async ({ request }) => {
  for (let i = 0; i < 2; i += 1) {
    const response = await request.get('/fr/enduit-professionnels/resultats/lissage')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toContain('no-store')
    expect(response.headers()['x-nextjs-cache']).toBeUndefined()
    expect(await response.text()).toContain('Résultats pour « lissage »')
  }
  // The on-demand route is the edge's own: asked for directly, it is the 404 page.
  expect((await request.get('/fr/a-la-demande/enduit-professionnels/resultats/lissage')).status()).toBe(404)
})

test('addresses outside the site, or that cannot be decoded, get the 404 page; the API a 400', async ({ request }) => {
  for (const path of ['/%', '/media/%E0%A4%A', '/qrcode/%', '/constructor', '/favicon.php', '/wp-login.php']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain('La page demandée n’existe pas ou plus</h1>')
  }
  const api = await request.get('/api/v1/product/%')
  expect(api.status()).toBe(400)
  expect(await api.json()).toMatchObject({ status: 'bad_request', message: expect.stringMatching(/^Adresse mal encodée/) })
})

test('robots.txt and sitemap.xml list the public pages', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(await robots.text()).toContain('Disallow: /admin')
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  expect(xml).toContain('/fr/enduit-particuliers/categorie/lisser-en-finition')
  expect(xml).toContain('/fr/enduit-professionnels/categorie/enduits-de-lissage')
  expect(xml).toContain('/en/enduit-professionnels/product/')
  expect((xml.match(/<loc>/g) ?? []).length).toBeGreaterThan(150)
})
