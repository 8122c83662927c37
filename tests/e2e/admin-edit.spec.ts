import { expect } from '@playwright/test'
import { adminFormReady, signInToAdmin } from './admin'
import { test } from './fixtures'

test('an editor renames a product in /admin and the public page shows it', async ({ page, request }) => {
  test.setTimeout(120_000)
  const list = await (await request.get('/api/v1/product?perPage=1&page=2&lang=fr')).json()
  const product = list.data.items[0] as { id: number; name: string; url: string }
  const publicPath = new URL(product.url, 'http://x').pathname

  // The public page is cached (ISR) before the edit.
  await page.goto(publicPath)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name)

  await signInToAdmin(page)

  const renamed = `${product.name} Édition ${Date.now() % 100000}`
  await page.goto(`/admin/collections/products/${product.id}`)
  const name = page.locator('#field-name')
  await adminFormReady(page)
  await name.fill(renamed)
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/succès|success/i, { timeout: 20_000 })

  // Visible on the public page within seconds, without a rebuild.
  await expect(async () => {
    await page.goto(publicPath)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(renamed, { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
})

test('staff are told when a redirect leads to no page, and a good one works at once', async ({ page, request }) => {
  test.setTimeout(120_000)
  await signInToAdmin(page)

  const from = `/ancien-catalogue/fiche-${Date.now() % 100000}.html`
  const gone = '/fr/enduit-professionnels/produit/enduit-retire-du-catalogue'

  // Payload's refusal names the field, whichever route started Payload (decision 123): the form marks it from that.
  const refused = await page.request.post('/api/redirects', { headers: { 'sec-fetch-site': 'same-origin' }, data: { from, to: gone } })
  expect(refused.status()).toBe(400)
  const [problem] = (await refused.json()).errors as { data?: { errors?: unknown[] } }[]
  expect(problem?.data?.errors).toContainEqual(
    expect.objectContaining({ path: 'to', message: 'Cette adresse ne mène à aucune page du site.' }),
  )

  await page.goto('/admin/collections/redirects/create')
  await adminFormReady(page)
  await page.locator('#field-from').fill(from)
  await page.locator('#field-to').fill(gone)
  await page.locator('#action-save').click()
  await expect(page.getByText('Cette adresse ne mène à aucune page du site.').first()).toBeVisible({ timeout: 20_000 })

  await page.locator('#field-to').fill('/fr/enduit-professionnels/produit/lissafin-pate')
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/succès|success/i, { timeout: 20_000 })

  // The edge's table follows the edit.
  await expect(async () => {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/fr/enduit-professionnels/produit/lissafin-pate')
  }).toPass({ timeout: 20_000 })
})

test('a draft over a published page is thrown away by « Abandonner les modifications », which says so (not « Republier »)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInToAdmin(page)
  const sameSite = { 'sec-fetch-site': 'same-origin' }
  const title = `Page publiée ${Date.now() % 100000}`
  const created = await page.request.post('/api/pages', {
    headers: sameSite,
    data: { title, slug: `page-publiee-${Date.now() % 100000}`, type: 'generic', targets: ['pro'], _status: 'published' },
  })
  expect(created.ok()).toBe(true)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    await page.goto(`/admin/collections/pages/${id}`)
    await adminFormReady(page)
    await page.locator('#field-title').fill(`${title} (brouillon)`)
    await page.locator('#action-save-draft').click()
    await expect(page.getByRole('button', { name: 'Abandonner les modifications' })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('button', { name: 'Republier' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Abandonner les modifications' }).click()
    await expect(page.getByText('Les modifications non publiées de ce document seront abandonnées')).toBeVisible()
    await page.getByRole('button', { name: /confirmer/i }).click()
    await expect(page.locator('#field-title')).toHaveValue(title, { timeout: 20_000 })
  } finally {
    await page.request.delete(`/api/pages/${id}`, { headers: sameSite })
  }
})
