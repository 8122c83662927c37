import { expect } from '@playwright/test'
import { test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { ADMIN } from './admin'

const PRO = '/fr/enduit-professionnels'
const PART = '/fr/enduit-particuliers'
/**
 * Payload accepts its session cookie from a browser's same-site request only (CSRF, decision 084):
 * the test's API calls say what a browser would.
 */
const SAME_SITE = { 'sec-fetch-site': 'same-origin' }

test('preview: a visitor gets the 401 page, a logged-in editor sees the draft', async ({ page, browser }) => {
  test.setTimeout(120_000)
  // The editor's session (cookie shared with the page) creates a draft page.
  const login = await page.request.post('/api/users/login', { data: ADMIN })
  expect(login.ok()).toBe(true)
  const title = `Brouillon d’aperçu ${Date.now() % 100000}`
  const slug = `brouillon-apercu-${Date.now() % 100000}`
  const created = await page.request.post('/api/pages?draft=true', {
    headers: SAME_SITE,
    data: { title, slug, type: 'generic', targets: ['pro', 'part'], excerpt: 'Une page qui n’est pas encore publiée.', _status: 'draft' },
  })
  expect(created.ok()).toBe(true)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id

  try {
    // The back office's « Aperçu » link leads to the preview route.
    await page.goto(`/admin/collections/pages/${id}`)
    await expect(page.getByRole('link', { name: 'Aperçu' })).toHaveAttribute('href', new RegExp(`/fr/preview/${id}$`), { timeout: 30_000 })

    await page.goto(`/fr/preview/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('status').filter({ hasText: 'Brouillon' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Brouillon' })).toContainText('pas encore en ligne')
    // Not published: the public address does not exist.
    expect((await page.request.get(`${PRO}/${slug}`)).status()).toBe(404)

    // Anyone else: the 401 page with a 401 status, nothing of the draft.
    const visitor = await browser.newContext()
    const anonymous = await visitor.newPage()
    const response = await anonymous.goto(`/fr/preview/${id}`)
    expect(response?.status()).toBe(401)
    await expect(anonymous.getByRole('heading', { level: 1 })).toContainText('accéder à cette page')
    await expect(anonymous.getByText(title)).toHaveCount(0)
    await expect(anonymous.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible()
    await expectNoAxeViolations(anonymous)
    // A forged session cookie does not open it either.
    await visitor.addCookies([{ name: 'payload-token', value: 'forged', url: page.url() }])
    expect((await anonymous.goto(`/fr/preview/${id}`))?.status()).toBe(401)
    await expect(anonymous.getByRole('heading', { level: 1 })).toContainText('accéder à cette page')
    await expect(anonymous.getByText(title)).toHaveCount(0)
    await visitor.close()
  } finally {
    await page.request.delete(`/api/pages/${id}`, { headers: SAME_SITE })
  }
})

test('preview: the signed session of an account deleted since gets the 401 status', async ({ page, browser }) => {
  test.setTimeout(60_000)
  const login = await page.request.post('/api/users/login', { data: ADMIN })
  expect(login.ok()).toBe(true)
  const created = await page.request.post('/api/pages?draft=true', {
    headers: SAME_SITE,
    data: {
      title: `Aperçu d’un compte supprimé ${Date.now() % 100000}`,
      slug: `apercu-compte-supprime-${Date.now() % 100000}`,
      type: 'generic',
      targets: ['pro'],
      _status: 'draft',
    },
  })
  const pageId = ((await created.json()) as { doc: { id: number } }).doc.id
  const editor = { email: `relecteur.${Date.now()}@ardalis.example`, password: 'Relecture-Aperçu-2026!' }
  const user = await page.request.post('/api/users', {
    headers: SAME_SITE,
    data: { ...editor, name: 'Relecteur temporaire', role: 'editor' },
  })
  expect(user.ok()).toBe(true)
  const userId = ((await user.json()) as { doc: { id: number } }).doc.id

  const context = await browser.newContext()
  try {
    // The editor logs in: the preview opens.
    expect((await context.request.post('/api/users/login', { data: editor })).ok()).toBe(true)
    const reviewer = await context.newPage()
    expect((await reviewer.goto(`/fr/preview/${pageId}`))?.status()).toBe(200)
    // An administrator deletes the account; its cookie is still well signed and unexpired.
    expect((await page.request.delete(`/api/users/${userId}`, { headers: SAME_SITE })).ok()).toBe(true)
    expect((await reviewer.goto(`/fr/preview/${pageId}`))?.status()).toBe(401)
    await expect(reviewer.getByRole('heading', { level: 1 })).toContainText('accéder à cette page')
  } finally {
    await context.close()
    await page.request.delete(`/api/pages/${pageId}`, { headers: SAME_SITE })
  }
})

test('news: the tag filter keeps the items of the tag, each filter has its own address', async ({ page }) => {
  await page.goto(`${PRO}/actualites`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités')
  const cards = page.getByRole('main').getByRole('article')
  // More news than a listing page holds (12), in each audience.
  expect(await cards.count()).toBeGreaterThan(12)

  const filters = page.getByRole('navigation', { name: 'Filtrer par thème' })
  await expect(filters.getByRole('link', { name: 'Tous les thèmes' })).toHaveAttribute('aria-current', 'page')
  await filters.getByRole('link', { name: /^Salon/ }).click()
  await expect(page).toHaveURL(`${PRO}/actualites/salon`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités : Salon')
  await expect(filters.getByRole('link', { name: /^Salon/ })).toHaveAttribute('aria-current', 'page')
  await expect(cards).toHaveCount(3)
  await expect(cards.filter({ hasText: 'Batimat' })).toHaveCount(1)
  await expect(cards.first()).toContainText('Artibat')

  // An unknown tag is a 404.
  expect((await page.request.get(`${PRO}/actualites/tag-inconnu`)).status()).toBe(404)

  await page.goto(`${PART}/actualites`)
  expect(await cards.count()).toBeGreaterThan(12)

  // The English list exists too.
  await page.goto('/en/enduit-professionnels/news')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
})

test('a news item names its topics as the filters do, each leading to its filtered list', async ({ page }) => {
  await page.goto(`${PRO}/ardalis-au-salon-batimat-2026`)
  const topics = page.getByRole('list', { name: 'Thèmes' })
  // The editors' codes (« evenement », « salon ») were shown as they are.
  await expect(topics.getByRole('link')).toHaveText(['Événement', 'Salon'])
  await topics.getByRole('link', { name: 'Salon' }).click()
  await expect(page).toHaveURL(`${PRO}/actualites/salon`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités : Salon')

  await page.goto('/en/enduit-professionnels/ardalis-au-salon-batimat-2026')
  await expect(page.getByRole('list', { name: 'Topics' }).getByRole('link')).toHaveText(['Event', 'Trade fair'])
})

test('FAQ: the tag filter, and an answer opens with the keyboard', async ({ page }) => {
  await page.goto(`${PART}/foire-aux-questions`)
  const questions = page.getByRole('main').locator('details')
  const all = await questions.count()
  expect(all).toBeGreaterThanOrEqual(30)

  const filters = page.getByRole('navigation', { name: 'Filtrer par thème' })
  const sechage = filters.getByRole('link', { name: /^Séchage/ })
  const announced = Number(/\((\d+)\)/.exec((await sechage.textContent()) ?? '')?.[1])
  await sechage.click()
  await expect(page).toHaveURL(`${PART}/foire-aux-questions/sechage`)
  await expect(questions).toHaveCount(announced)
  expect(announced).toBeLessThan(all)

  const first = questions.first()
  await first.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('open', '')
  await expect(first.locator('p').first()).toBeVisible()
})

test('CMS page blocks: the YouTube video loads only after consent', async ({ page }) => {
  await page.goto(`${PRO}/service-technique`)
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.getByRole('button', { name: 'Autoriser les vidéos YouTube' }).click()
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1)
  // The other new blocks: FAQ extract, testimonies, slider, downloads.
  await expect(page.getByRole('heading', { name: 'Ils ont fait appel à nous' })).toBeVisible()
  await expect(page.getByRole('list', { name: /Carrousel/ })).toBeVisible()
  const brochure = page.getByRole('link', { name: /Catalogue professionnels 2026/ })
  const pdf = await page.request.get((await brochure.getAttribute('href')) ?? '')
  expect(pdf.headers()['content-type']).toContain('application/pdf')
})

test('technical documentation lists every sheet of the audience by type; the types segment keeps one', async ({ page }) => {
  await page.goto(`${PRO}/documentation-technique`)
  const groups = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(groups).toHaveCount(3)
  await expect(groups.first()).toContainText('Fiches techniques')
  await page.getByRole('navigation', { name: 'Filtrer par type' }).getByRole('link', { name: 'Fiches de données de sécurité' }).click()
  await expect(page).toHaveURL(`${PRO}/documentation-technique/fiches-de-donnees-de-securite`)
  await expect(groups).toHaveCount(1)
  const sheet = page
    .getByRole('main')
    .getByRole('table')
    .getByRole('link', { name: /FDS|sécurité/i })
    .first()
  const pdf = await page.request.get((await sheet.getAttribute('href')) ?? '')
  expect(pdf.ok()).toBe(true)
  expect((await page.request.get(`${PRO}/documentation-technique/inconnu`)).status()).toBe(404)
})

test('dossiers: list, type filter and a dossier', async ({ page }) => {
  await page.goto(`${PRO}/dossier`)
  const cards = page.getByRole('main').getByRole('article')
  const all = await cards.count()
  await page.getByRole('navigation', { name: 'Filtrer par type' }).getByRole('link', { name: 'Vidéos' }).click()
  await expect(page).toHaveURL(`${PRO}/dossier/video`)
  expect(await cards.count()).toBeLessThan(all)
  await cards.first().getByRole('link').click()
  await expect(page.getByRole('main').getByRole('button', { name: 'Autoriser les vidéos YouTube' })).toBeVisible()
})

test('the site map links the pages, categories, news and dossiers of the audience', async ({ page }) => {
  await page.goto(`${PART}/plan-du-site`)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Foire aux questions' })).toHaveAttribute('href', `${PART}/foire-aux-questions`)
  await expect(main.getByRole('link', { name: 'Mon projet' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Rebouchor Témoin arrive en magasin' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Refaire les murs d’une chambre en un week-end' })).toBeVisible()
  // Pro-only pages are not on the private customers' map.
  await expect(main.getByRole('link', { name: 'Vous êtes distributeur' })).toHaveCount(0)
})

const pages = [
  { type: 'news list', path: `${PRO}/actualites` },
  { type: 'news item', path: `${PRO}/ardalis-au-salon-batimat-2026` },
  { type: 'dossiers list', path: `${PRO}/dossier` },
  { type: 'dossier', path: `${PRO}/dossier/choisir-son-enduit` },
  { type: 'FAQ', path: `${PART}/foire-aux-questions` },
  { type: 'downloads', path: `${PRO}/telechargements` },
  { type: 'technical documentation', path: `${PRO}/documentation-technique` },
  { type: 'site map', path: `${PRO}/plan-du-site` },
  { type: 'CMS page with the new blocks', path: `${PRO}/service-technique` },
]

for (const { type, path } of pages) {
  test(`axe reports no violation: ${type}`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expectNoAxeViolations(page)
  })
}
