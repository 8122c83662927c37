import { expect } from '@playwright/test'
import { test } from './fixtures'

const ADMIN = { email: 'admin@ardalis.example', password: 'Demo-Ardalis-2026!' }

test('an editor renames a product in /admin and the public page shows it', async ({ page, request }) => {
  test.setTimeout(120_000)
  const list = await (await request.get('/api/v1/product?perPage=1&page=2&lang=fr')).json()
  const product = list.data.items[0] as { id: number; name: string; url: string }
  const publicPath = new URL(product.url, 'http://x').pathname

  // The public page is cached (ISR) before the edit.
  await page.goto(publicPath)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name)

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(ADMIN.email)
  await page.locator('#field-password').fill(ADMIN.password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))

  const renamed = `${product.name} Édition ${Date.now() % 100000}`
  await page.goto(`/admin/collections/products/${product.id}`)
  const name = page.locator('#field-name')
  await expect(name).toBeVisible({ timeout: 30_000 })
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
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(ADMIN.email)
  await page.locator('#field-password').fill(ADMIN.password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))

  const from = `/ancien-catalogue/fiche-${Date.now() % 100000}.html`
  await page.goto('/admin/collections/redirects/create')
  await expect(page.locator('#field-from')).toBeVisible({ timeout: 30_000 })
  await page.locator('#field-from').fill(from)
  await page.locator('#field-to').fill('/fr/enduit-professionnels/produit/enduit-retire-du-catalogue')
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
