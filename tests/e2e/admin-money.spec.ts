import { expect, type APIRequestContext } from '@playwright/test'
import { adminFormReady, signInToAdmin } from './admin'
import { test } from './fixtures'

/**
 * Staff type prices in euros in the back office (decision 134); the product keeps integer cents
 * and the professional page shows the amount typed. A text that is not an amount is refused in
 * French and nothing is saved.
 */

const SAME_SITE = { 'sec-fetch-site': 'same-origin' }
/** Products other tests read or buy: this test edits another one's price (and puts it back). */
const USED_ELSEWHERE = new Set(['lissafin-pate', 'rebouchor-poudre', 'jointex-pate', 'jointex-machine'])

type Variant = { id: string; reference: string; pricePro?: number | null; targets?: string[] | null }
type Product = { id: number; slug: string; targets?: string[] | null; variants: Variant[] }

async function productDoc(request: APIRequestContext, id: number): Promise<Product> {
  const response = await request.get(`/api/products/${id}?depth=0&locale=fr`, { headers: SAME_SITE })
  expect(response.ok()).toBe(true)
  return (await response.json()) as Product
}

test('staff type a professional price in euros; the page shows it; a text that is not an amount is refused', async ({ page }) => {
  test.setTimeout(150_000)
  await signInToAdmin(page)

  // A product sold to professionals, with a pack priced for them, that no other test relies on.
  const list = await page.request.get('/api/products?depth=0&limit=100&locale=fr&sort=id', { headers: SAME_SITE })
  expect(list.ok()).toBe(true)
  const products = ((await list.json()) as { docs: Product[] }).docs
  const pricedForPros = (v: Variant) => typeof v.pricePro === 'number' && v.pricePro !== 2490 && (v.targets ?? []).includes('pro')
  const product = products.find((p) => !USED_ELSEWHERE.has(p.slug) && (p.targets ?? []).includes('pro') && p.variants.some(pricedForPros))
  if (!product) throw new Error('La démonstration n’a aucun autre produit vendu aux professionnels.')
  const index = product.variants.findIndex(pricedForPros)
  const variant = product.variants[index] as Variant
  const publicPath = `/fr/enduit-professionnels/produit/${product.slug}`

  try {
    await page.goto(`/admin/collections/products/${product.id}`)
    await adminFormReady(page)
    await page.locator('.tabs-field__tab-button', { hasText: 'Conditionnements' }).click()

    // The field reads in euros: its label says so, and the stored cents show as « 12,34 ».
    const price = page.getByRole('textbox', { name: 'Prix professionnels HT (€)' }).nth(index)
    await expect(price).toBeVisible()
    await expect(price).toHaveAttribute('inputmode', 'decimal')
    const typeAndSettle = async (text: string) => {
      const formState = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/admin/collections/products/${product.id}`,
      )
      await price.fill(text)
      await formState
    }
    const cents = variant.pricePro as number
    await expect(price).toHaveValue(`${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`)

    await price.fill('24,90')
    await page.locator('#action-save').click()
    await expect(page.locator('.payload-toast-container')).toContainText(/succès|success/i, { timeout: 20_000 })
    await expect(price).toHaveValue('24,90')
    // Stored in cents, as the API and the CSV export read it.
    expect((await productDoc(page.request, product.id)).variants[index]?.pricePro).toBe(2490)

    // The professional page shows the new price for that pack, within seconds.
    const publicPage = await page.context().newPage()
    await expect(async () => {
      await publicPage.goto(publicPath)
      await expect(publicPage.getByRole('row').filter({ hasText: variant.reference })).toContainText(/24,90\s€\sHT/, { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await publicPage.close()

    // « abc » is not an amount: kept as typed, said in French, and the save is refused.
    // (Saved once Payload has read the change back from the server, as staff who pause before
    // saving: a save pressed before that answer comes has its field errors cleared by it.)
    await typeAndSettle('abc')
    await page.locator('#action-save').click()
    const error = page.getByText('Montant attendu en euros, par exemple 24,90.')
    await expect(error.first()).toBeVisible({ timeout: 20_000 })
    await expect(price).toHaveValue('abc')
    await expect(price).toHaveAttribute('aria-invalid', 'true')
    await expect(price).toHaveAccessibleDescription(/Montant attendu en euros, par exemple 24,90\./)
    await expect(page.locator('.payload-toast-container')).not.toContainText(/succès|success/i)
    expect((await productDoc(page.request, product.id)).variants[index]?.pricePro).toBe(2490)

    // Three decimals are never guessed either.
    await typeAndSettle('12,345')
    await page.locator('#action-save').click()
    await expect(error.first()).toBeVisible()
    expect((await productDoc(page.request, product.id)).variants[index]?.pricePro).toBe(2490)
  } finally {
    // Put the demo price back for the tests that follow.
    const current = await productDoc(page.request, product.id)
    const variants = current.variants.map((v, i) => (i === index ? { ...v, pricePro: variant.pricePro } : v))
    const restored = await page.request.patch(`/api/products/${product.id}?locale=fr`, { headers: SAME_SITE, data: { variants } })
    expect(restored.ok()).toBe(true)
  }
})

test('a discount’s value reads in euros for an amount and stays a number for a percent', async ({ page }) => {
  test.setTimeout(90_000)
  await signInToAdmin(page)

  // The list: PRO50 takes 50,00 € off (stored 5000), BIENVENUE10 takes 10 %.
  await page.goto('/admin/collections/discount-codes')
  await expect(page.getByRole('row').filter({ hasText: 'PRO50' })).toContainText(/50,00\s€/)
  await expect(page.getByRole('row').filter({ hasText: 'BIENVENUE10' })).not.toContainText('€')

  await page.getByRole('link', { name: 'PRO50', exact: true }).click()
  await adminFormReady(page)
  await expect(page.getByRole('textbox', { name: 'Valeur' })).toHaveValue('50,00')
  await expect(page.getByRole('textbox', { name: 'Montant minimum des produits (€)' })).toHaveValue('500,00')

  await page.goto('/admin/collections/discount-codes')
  await page.getByRole('link', { name: 'BIENVENUE10', exact: true }).click()
  await adminFormReady(page)
  // Payload's own number input: a percent is not money.
  await expect(page.locator('#field-value')).toHaveAttribute('type', 'number')
  await expect(page.locator('#field-value')).toHaveValue('10')
  await expect(page.getByRole('textbox', { name: 'Montant minimum des produits (€)' })).toHaveValue('30,00')
})
