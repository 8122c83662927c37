import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, expect, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'
import { test } from './fixtures'
import bwipjs from 'bwip-js/node'
import sharp from 'sharp'
import { expectNoAxeViolations } from './axe'

/** Map tiles come from the internet: offline, answer them with an empty image. */
const EMPTY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
async function stubTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_PNG }))
}

const PRO = '/fr/enduit-professionnels'
const CALCULATOR = `${PRO}/calculateur-de-quantite`
const STORES = '/fr/enduit-particuliers/ou-trouver-nos-produits'

const storeSearch = (page: Page) => page.getByRole('search', { name: 'Rechercher un point de vente' })

/** Distances announced in the result list ("à 1,2 km"), in order. */
async function listedDistances(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('store-list').locator('li > p').filter({ hasText: / km$/ }).allTextContents()
  return texts.map((t) => Number((/à ([\d,]+) km/.exec(t)?.[1] ?? 'NaN').replace(',', '.')))
}

async function firstStoreName(page: Page): Promise<string> {
  const heading = page.getByTestId('store-list').locator('li').first().getByRole('heading', { level: 3 })
  return ((await heading.textContent()) ?? '').replace(/^\d+/, '').trim()
}

async function expectNearestFirst(page: Page, city: RegExp) {
  const list = page.getByTestId('store-list')
  await expect(list.locator('li').first()).toBeVisible()
  await expect(list.locator('li').first()).toContainText(city)
  const distances = await listedDistances(page)
  expect(distances.length).toBeGreaterThan(1)
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
  // The map numbers the same stores: marker 1 is the first of the list.
  const name = await firstStoreName(page)
  await expect(page.getByTestId('store-map').locator('.leaflet-marker-icon[title^="1. "]')).toHaveAttribute('title', `1. ${name}`)
}

test.describe('quantity calculator', () => {
  test('from a product page to a shareable result', async ({ page, context }) => {
    await page.goto(`${PRO}/produit/lissafin-pate`)
    await page.getByRole('link', { name: /calculer la quantité/i }).click()
    await expect(page).toHaveURL(/calculateur-de-quantite\?produit=lissafin-pate$/)
    await expect(page.getByLabel('Produit', { exact: true })).toHaveValue('lissafin-pate')

    // Nothing absurd reaches a result: zero surface, thickness above the product's maximum.
    await page.getByLabel('Surface à traiter (m²)').fill('0')
    await page.getByLabel('Épaisseur moyenne (mm)').fill('5')
    await page.getByRole('button', { name: 'Calculer' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Le formulaire contient' })
    await expect(alert).toContainText('Le champ surface doit avoir une valeur de 1 ou plus.')
    await expect(alert).toContainText('L’épaisseur ne peut pas dépasser 3 mm par passe pour ce produit.')
    await expect(page.getByTestId('calculator-result')).toHaveCount(0)
    await expectNoAxeViolations(page)

    // 20 m² × 2 mm × 1,6 kg/m²/mm = 64 kg, + 10 % = 70,4 kg → 3 tubs of 20 kg + 1 of 15 kg (75 kg).
    await page.getByLabel('Surface à traiter (m²)').fill('20')
    await page.getByLabel('Épaisseur moyenne (mm)').fill('2')
    await page.getByLabel('Marge de perte (%)').fill('10')
    await page.getByRole('button', { name: 'Calculer' }).click()
    await expect(page.getByTestId('calculator-quantity')).toHaveText('70,4 kg')
    const packs = page.getByTestId('calculator-packs')
    await expect(packs).toContainText('3 × Seau 20 kg')
    await expect(packs).toContainText('1 × Seau 15 kg')
    await expect(page).toHaveURL(/produit=lissafin-pate&surface=20&epaisseur=2&perte=10$/)
    await expectNoAxeViolations(page)

    // Favourites are kept in the browser.
    await page.getByRole('button', { name: /ajouter .* à mes favoris/i }).click()
    await expect(page.getByRole('status').filter({ hasText: 'est dans vos favoris' })).toBeVisible()
    const favourites = await page.evaluate(() => window.localStorage.getItem('enduits:favourites'))
    expect(JSON.parse(favourites ?? '[]')).toHaveLength(1)

    // The shared address shows the same result in a fresh page.
    const shared = page.url()
    const other = await context.newPage()
    await other.goto(shared)
    await expect(other.getByTestId('calculator-quantity')).toHaveText('70,4 kg')
    await expect(other.getByTestId('calculator-packs')).toContainText('3 × Seau 20 kg')
    await other.close()
  })

  test('the advised packs go into the cart in one step, each with its count', async ({ page }) => {
    // 70,4 kg of Lissafin® Pâte → 3 tubs of 20 kg and 1 of 15 kg, both sold online to professionals.
    await page.goto(`${CALCULATOR}?produit=lissafin-pate&surface=20&epaisseur=2&perte=10`)
    await expect(page.getByTestId('calculator-packs')).toContainText('3 × Seau 20 kg')
    const add = page.getByRole('button', { name: 'Ajouter ces conditionnements au panier' })
    await add.click()
    // The answer is said once, beside the button, with its link to the cart: no toast repeating it.
    const result = page.getByTestId('calculator-result')
    await expect(result.getByRole('status')).toHaveText('Les conditionnements conseillés sont dans votre panier. Voir le panier')
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
    await expect(add).toBeEnabled()
    await expectNoAxeViolations(page)
    await result.getByRole('link', { name: 'Voir le panier' }).click()
    await expect(page).toHaveURL(`${PRO}/panier`)
    const lines = page.locator('main').getByTestId('cart-line')
    await expect(lines).toHaveCount(2)
    await expect(lines.filter({ hasText: 'Seau 20 kg' }).getByRole('spinbutton')).toHaveValue('3')
    await expect(lines.filter({ hasText: 'Seau 15 kg' }).getByRole('spinbutton')).toHaveValue('1')
  })

  test('what a slow phone typed before the page was interactive is kept, and computed', async ({ page }) => {
    // The scripts are held back while the visitor types into the server-rendered form.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_next\/static\/chunks\/.*\.js/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(CALCULATOR, { waitUntil: 'commit' })
    await page.getByLabel('Produit', { exact: true }).selectOption('lissafin-pate')
    await page.getByLabel('Surface à traiter (m²)').fill('20')
    await page.getByLabel('Épaisseur moyenne (mm)').fill('2')
    release()
    // React has taken the form over (its fiber is on the element), and its effects have run.
    await page.waitForFunction(() => {
      const form = document.querySelector('main form')
      return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'))
    })
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await expect(page.getByLabel('Surface à traiter (m²)')).toHaveValue('20')
    await expect(page.getByLabel('Épaisseur moyenne (mm)')).toHaveValue('2')
    await expect(page.getByLabel('Produit', { exact: true })).toHaveValue('lissafin-pate')
    // The page computes from it, without reloading.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('button', { name: 'Calculer' }).click()
    await expect(page.getByTestId('calculator-quantity')).toHaveText('70,4 kg')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })

  test('walls minus openings with a per-coat product', async ({ page }) => {
    await page.goto(`${CALCULATOR}?produit=jointex-pate`)
    await page.getByLabel('Je mesure mes murs').check()
    await page.getByLabel('Longueur (m)').fill('4')
    await page.getByLabel('Hauteur (m)').fill('2,5')
    await page.getByLabel('Ouvertures à déduire : portes, fenêtres (m²)').fill('2')
    await page.getByLabel('Marge de perte (%)').fill('0')
    await page.getByRole('button', { name: 'Calculer' }).click()
    // (4 × 2,5 − 2) = 8 m² × 0,45 kg/m² × 3 coats = 10,8 kg → one 20 kg tub; 28 m of tape.
    await expect(page.getByTestId('calculator-quantity')).toHaveText('10,8 kg')
    await expect(page.getByTestId('calculator-result')).toContainText('Bande à joint : environ 28 m')
    await expect(page).toHaveURL(/murs=4x2\.5&ouvertures=2/)
  })
})

test.describe('store locator', () => {
  test('before a search, the map shows every store; a search replaces it with the nearest', async ({ page }) => {
    await stubTiles(page)
    await page.goto(STORES)
    const overview = page.getByTestId('store-overview')
    await expect(overview.getByRole('heading', { level: 2 })).toHaveText('Nos points de vente en France')
    const announced = Number(/(\d+) points de vente/.exec((await overview.locator('p').first().textContent()) ?? '')?.[1])
    // The same stores as the list by département below it.
    expect(announced).toBe(await page.locator('section[aria-labelledby="all-stores"] li').count())

    // Every store is on the map: in a cluster (its count) or on its own.
    const map = page.getByTestId('store-overview-map')
    await expect(map.locator('.marker-cluster').first()).toBeVisible()
    const clustered = (await map.locator('.marker-cluster span[aria-hidden="true"]').allTextContents()).reduce(
      (sum, n) => sum + Number(n),
      0,
    )
    const alone = await map.locator('.store-marker-small').count()
    expect(clustered + alone).toBe(announced)
    // A cluster is a button that says what it holds.
    await expect(map.getByRole('button', { name: /^\d+ points de vente dans ce secteur, zoomer$/ }).first()).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByLabel('Ville ou code postal').fill('69003')
    await storeSearch(page).getByRole('button', { name: 'Rechercher' }).click()
    await expectNearestFirst(page, /Lyon/)
    await expect(overview).toHaveCount(0)
  })

  test('search by postcode: list and map show the nearest stores first', async ({ page }) => {
    await stubTiles(page)
    await page.goto(STORES)
    await expectNoAxeViolations(page)
    await page.getByLabel('Ville ou code postal').fill('69003')
    await storeSearch(page).getByRole('button', { name: 'Rechercher' }).click()
    await expect(page.getByTestId('stores-status')).toContainText(/\d+ points? de vente à moins de 50 km de Lyon/)
    await expectNearestFirst(page, /Lyon/)
    await expectNoAxeViolations(page)

    // Filter by type: only paint distributors remain.
    await page.getByLabel('Distributeur peinture').check()
    await expect(page.getByTestId('store-list').locator('li').first()).toContainText('Distributeur peinture')
    const types = await page.getByTestId('store-list').locator('li > p:first-of-type').allTextContents()
    expect(types.every((t) => t.startsWith('Distributeur peinture'))).toBe(true)

    // An unknown town says so.
    await page.getByLabel('Ville ou code postal').fill('Xyzzyville')
    await storeSearch(page).getByRole('button', { name: 'Rechercher' }).click()
    await expect(page.getByTestId('stores-status')).toHaveText('Aucune ville ne correspond à « Xyzzyville ».')
  })

  test('search around a faked geolocation', async ({ browser }) => {
    const context = await browser.newContext({
      geolocation: { latitude: 44.8378, longitude: -0.5792 },
      permissions: ['geolocation'],
      locale: 'fr-FR',
    })
    const page = await context.newPage()
    await stubTiles(page)
    await page.goto(STORES)
    await page.getByRole('button', { name: 'Autour de moi' }).click()
    await expect(page.getByTestId('stores-status')).toContainText('de votre position')
    await expectNearestFirst(page, /Bordeaux|Mérignac|Pessac|Talence/)
    await context.close()
  })

  test('refused geolocation shows the catalogue message', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [], locale: 'fr-FR' })
    const page = await context.newPage()
    await page.goto(STORES)
    await page.getByRole('button', { name: 'Autour de moi' }).click()
    await expect(page.getByTestId('stores-status')).toHaveText(/Nous n’avons pas pu vous localiser/)
    await context.close()
  })
})

test.describe('barcode scan', () => {
  test('manual entry of a 13-digit code shows the variant; an unknown code shows no results', async ({ page, request }) => {
    const api = await request.get('/api/v1/product/lissafin-pate')
    const variant = ((await api.json()) as { data: { variants: { reference: string; gtin: string }[] } }).data.variants.at(-1)
    if (!variant) throw new Error('no variant')
    const ean13 = variant.gtin.slice(1)
    expect(ean13).toHaveLength(13)

    await page.goto(PRO)
    await page.getByRole('button', { name: 'Scanner un code-barres' }).click()
    const dialog = page.getByRole('dialog', { name: 'Scanner un produit' })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Code-barres (EAN-13 ou GTIN-14)').fill(ean13)
    await dialog.getByRole('button', { name: 'Rechercher' }).click()
    const card = dialog.getByTestId('scan-card')
    await expect(card).toContainText('Lissafin')
    await expect(card).toContainText(`Réf. article ${variant.reference}`)
    await expect(card).toContainText(`GTIN ${variant.gtin}`)
    await expect(card.getByRole('link', { name: 'Voir la fiche produit' })).toHaveAttribute('href', `${PRO}/produit/lissafin-pate`)
    await expectNoAxeViolations(page)

    await dialog.getByRole('button', { name: 'Scanner un autre code' }).click()
    await dialog.getByLabel('Code-barres (EAN-13 ou GTIN-14)').fill('4006381333931')
    await dialog.getByRole('button', { name: 'Rechercher' }).click()
    await expect(dialog.getByTestId('scan-status')).toHaveText('Aucun produit ne correspond à ce code-barres.')

    // A route change closes the dialog.
    await dialog.getByLabel('Code-barres (EAN-13 ou GTIN-14)').fill(ean13)
    await dialog.getByRole('button', { name: 'Rechercher' }).click()
    await card.getByRole('link', { name: 'Voir la fiche produit' }).click()
    await expect(page).toHaveURL(`${PRO}/produit/lissafin-pate`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('legacy /qrcode addresses redirect to the product', async ({ request }) => {
    const api = await request.get('/api/v1/product/jointex-pate')
    const gtin = ((await api.json()) as { data: { variants: { gtin: string }[] } }).data.variants[0]?.gtin ?? ''
    for (const code of [gtin, gtin.slice(1)]) {
      const response = await request.get(`/qrcode/${code}`, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(`${PRO}/produit/jointex-pate`)
    }
  })

  test('the camera reads a barcode (fake capture device fed with a generated image)', async ({ baseURL, request }) => {
    const api = await request.get('/api/v1/product/jointex-pate')
    const variant = ((await api.json()) as { data: { variants: { reference: string; gtin: string }[] } }).data.variants[0]
    if (!variant || !baseURL) throw new Error('no variant')
    const ean13 = variant.gtin.slice(1)

    // An EAN-13 drawn on a 640×480 white frame, written as a one-frame Y4M video (grey 4:2:0).
    const png = await bwipjs.toBuffer({
      bcid: 'ean13',
      text: ean13,
      scale: 3,
      height: 22,
      includetext: false,
      paddingwidth: 10,
      paddingheight: 10,
      backgroundcolor: 'FFFFFF',
    })
    const width = 640
    const height = 480
    const luma = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
      .composite([{ input: png, gravity: 'center' }])
      .greyscale()
      .raw()
      .toBuffer()
    const y = Buffer.alloc(width * height)
    for (let i = 0; i < width * height; i++) y[i] = luma[i * 3] ?? 255
    const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128)
    const dir = mkdtempSync(path.join(tmpdir(), 'scan-'))
    const file = path.join(dir, 'barcode.y4m')
    writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), y, chroma]))

    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${file}`,
      ],
    })
    try {
      const context = await browser.newContext({ baseURL, locale: 'fr-FR', permissions: ['camera'] })
      const page = await context.newPage()
      await page.goto(PRO)
      await page.getByRole('button', { name: 'Scanner un code-barres' }).click()
      const dialog = page.getByRole('dialog', { name: 'Scanner un produit' })
      const card = dialog.getByTestId('scan-card')
      await expect(card).toContainText(`Réf. article ${variant.reference}`, { timeout: 30_000 })
      await expect(dialog.getByLabel('Code-barres (EAN-13 ou GTIN-14)')).toHaveValue(ean13)
      // The camera is released once the product is shown, and the dialog closes with its button.
      await dialog.getByRole('button', { name: 'Fermer' }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await context.close()
    } finally {
      await browser.close()
    }
  })
})

test('colour chart: tints named in words, by family, with their products and distributors', async ({ page }) => {
  await page.goto(`${PRO}/colorimetrie`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colorimétrie')
  await expect(page.getByRole('heading', { level: 2, name: /Teintes bois/ })).toBeVisible()
  const oak = page.locator('li').filter({ has: page.getByRole('heading', { level: 3, name: 'Chêne clair' }) })
  await expect(oak).toContainText('Code BO-01')
  await expect(oak.getByRole('link').first()).toHaveAttribute('href', /\/produit\/boisalis-/)
  await expect(page.getByRole('link', { name: 'Trouver un distributeur' })).toHaveAttribute(
    'href',
    /ou-trouver-nos-produits\?type=distributeur-peinture/,
  )
  await expectNoAxeViolations(page)
})
