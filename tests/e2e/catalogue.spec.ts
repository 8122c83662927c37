import { expect, type Page } from '@playwright/test'
import { test } from './fixtures'
import { expectNoAxeViolations } from './axe'

/** Number of products announced by the listing's status line ("12 produits"). */
async function announcedCount(page: Page): Promise<number> {
  const text = (await page.getByRole('status').first().textContent()) ?? ''
  const match = /(\d+)/.exec(text)
  if (!match) throw new Error(`no count in "${text}"`)
  return Number(match[1])
}

const journeys = [
  {
    name: 'professionals, in French',
    home: '/fr',
    lang: 'fr',
    category: '/fr/enduit-professionnels/categorie/enduits-de-lissage',
    trail: 'Nos enduits',
  },
  {
    name: 'private customers, in French',
    home: '/fr/enduit-particuliers',
    lang: 'fr',
    category: '/fr/enduit-particuliers/categorie/lisser-en-finition',
    trail: 'Nos enduits',
  },
  {
    name: 'professionals, in English',
    home: '/en',
    lang: 'en',
    category: '/en/enduit-professionnels/category/enduits-de-lissage',
    trail: null,
  },
]

for (const journey of journeys) {
  test(`home → category → filter → product (${journey.name})`, async ({ page }) => {
    await page.goto(journey.home)
    await expect(page.locator('html')).toHaveAttribute('lang', journey.lang)
    await expectNoAxeViolations(page)

    await page.locator(`main a[href="${journey.category}"]`).first().click()
    await expect(page).toHaveURL(journey.category)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const total = await announcedCount(page)
    expect(total).toBeGreaterThan(1)
    await expectNoAxeViolations(page)

    // Open facets until one offers a value that narrows the list.
    const facets = page.getByTestId('facet')
    const facetCount = await facets.count()
    expect(facetCount).toBeGreaterThan(0)
    let chosen: { href: string; count: number } | null = null
    for (let i = 0; i < facetCount && !chosen; i++) {
      const facet = facets.nth(i)
      await facet.locator('summary').click()
      const links = facet.getByRole('link')
      for (let j = 0; j < (await links.count()); j++) {
        const text = (await links.nth(j).textContent()) ?? ''
        const count = Number(/\((\d+)\)/.exec(text)?.[1] ?? 0)
        if (count > 0 && count < total) {
          chosen = { href: (await links.nth(j).getAttribute('href')) ?? '', count }
          await links.nth(j).click()
          break
        }
      }
    }
    expect(chosen, 'a facet value narrows the list').not.toBeNull()
    await expect(page).toHaveURL(/\/_[A-Z0-9_]+__[a-z0-9-]+$/)
    await expect.poll(() => announcedCount(page)).toBe(chosen?.count)

    const firstProduct = page.locator('main article h3 a, main article h2 a').first()
    const productName = ((await firstProduct.textContent()) ?? '').trim()
    await firstProduct.click()
    await expect(page).toHaveURL(new RegExp(journey.lang === 'en' ? '/product/' : '/produit/'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName)
    const breadcrumb = page.getByRole('navigation', { name: /fil d’ariane|fil d'ariane|breadcrumb/i })
    await expect(breadcrumb).toBeVisible()
    if (journey.trail) await expect(breadcrumb).toContainText(journey.trail)
    // The packs table shows GTIN-14 barcodes of the plan's variants.
    await expect(page.locator('main')).toContainText(/\d{14}/)
    await expectNoAxeViolations(page)
  })
}

test('an unknown address shows the 404 page, complete even without JavaScript', async ({ page, request }) => {
  const path = '/fr/enduit-particuliers/produit/enduit-qui-n-existe-pas'
  const raw = await request.get(path)
  expect(raw.status()).toBe(404)
  expect(await raw.text()).toContain('La page demandée n’existe pas ou plus</h1>')

  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  // The address stays the one the visitor asked for, in the audience's chrome.
  await expect(page).toHaveURL(path)
  await expect(page.getByRole('link', { name: 'Particulier', exact: true })).toHaveAttribute('aria-current', 'true')
  await expect(page.getByText('Page 404')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La page demandée n’existe pas ou plus')
  await expect(page.getByRole('combobox').last()).toBeVisible()
  await expect(page.getByRole('link', { name: /accueil/i }).last()).toBeVisible()
})

test('segments that break the route rules give the 404 page', async ({ request }) => {
  for (const path of [
    '/fr/enduit-professionnels/categorie/enduits-de-lissage/_support__beton',
    '/fr/enduit-professionnels/categorie/enduits-de-lissage/_p__0',
    '/de/enduit-professionnels',
    '/fr/enduit-professionnels/produit/Majuscules',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})

test('a listing has one address: its filters in another order, or the sort before a filter, redirect at the edge to the order its links write (decision 077)', async ({
  page,
  request,
}) => {
  const category = '/fr/enduit-professionnels/categorie/enduits-de-lissage'
  const cases = [
    [`${category}/_SUPPORT__platre/_FONCTION__lissage`, `${category}/_FONCTION__lissage/_SUPPORT__platre`],
    [`${category}/_TRI__nom-az/_FONCTION__lissage`, `${category}/_FONCTION__lissage/_TRI__nom-az`],
    // Search results too (rendered on each request, decision 075).
    [
      '/fr/enduit-professionnels/resultats/lissage/_TRI__nom-az/_FONCTION__lissage',
      '/fr/enduit-professionnels/resultats/lissage/_FONCTION__lissage/_TRI__nom-az',
    ],
  ] as const
  for (const [asked, own] of cases) {
    expect((await request.get(own)).status(), own).toBe(200)
    const response = await request.get(asked, { maxRedirects: 0 })
    expect(response.status(), asked).toBe(308)
    // One Location header, answered before any page is rendered or cached.
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname, asked).toBe(own)
    expect(response.headers()['x-nextjs-cache'], asked).toBeUndefined()
  }
  // The facet links of the page lead to that same address.
  await page.goto(`${category}/_FONCTION__lissage`)
  await page.locator('summary', { hasText: /^Supports$/ }).click()
  await page.getByRole('link', { name: /^Plâtre/ }).click()
  await expect(page).toHaveURL(new RegExp(`${cases[0][1]}$`))
  await page.goto(cases[0][0])
  await expect(page).toHaveURL(new RegExp(`${cases[0][1]}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enduits de lissage')
})

/** The « à partir de » prices of the shown cards, euros. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main [data-testid="card-price"]').allTextContents()
  return texts.map((text) =>
    Number((/(\d[\d\s\u202f\u00a0]*,\d{2})/.exec(text)?.[1] ?? 'NaN').replace(/[\s\u202f\u00a0]/g, '').replace(',', '.')),
  )
}

const BUCKETS: Record<string, [number, number]> = {
  'moins-de-20': [0, 20],
  '20-a-50': [20, 50],
  '50-a-100': [50, 100],
  'plus-de-100': [100, Infinity],
}

test('the price buckets (HT for professionals, TTC for private customers) narrow a listing to their « à partir de » prices, one address each', async ({
  page,
  request,
}) => {
  for (const [category, basis] of [
    ['/fr/enduit-professionnels/categorie/enduits-de-lissage', 'HT'],
    ['/fr/enduit-particuliers/categorie/lisser-en-finition', 'TTC'],
  ] as const) {
    await page.goto(category)
    const total = await announcedCount(page)
    const facet = page.getByTestId('facet').filter({ has: page.locator('summary', { hasText: `Prix ${basis} (à partir de)` }) })
    await facet.locator('summary').click()
    const links = facet.getByRole('link')
    expect(await links.count()).toBeGreaterThan(0)
    let chosen: { slug: string; count: number } | null = null
    for (let j = 0; j < (await links.count()) && !chosen; j++) {
      const text = (await links.nth(j).textContent()) ?? ''
      const count = Number(/\((\d+)\)/.exec(text)?.[1] ?? 0)
      const slug = /_PRIX__([a-z0-9-]+)$/.exec((await links.nth(j).getAttribute('href')) ?? '')?.[1]
      if (slug && count > 0 && count < total) {
        chosen = { slug, count }
        await links.nth(j).click()
      }
    }
    expect(chosen, `a price bucket narrows ${category}`).not.toBeNull()
    if (!chosen) return
    await expect(page).toHaveURL(new RegExp(`${category}/_PRIX__${chosen.slug}$`))
    await expect.poll(() => announcedCount(page)).toBe(chosen.count)
    const [low, high] = BUCKETS[chosen.slug] ?? [NaN, NaN]
    const prices = await shownPrices(page)
    expect(prices.length).toBeGreaterThan(0)
    for (const price of prices) {
      expect(price, chosen.slug).toBeGreaterThanOrEqual(low)
      expect(price, chosen.slug).toBeLessThan(high)
    }
    await expect(page.locator('main')).toContainText(`${basis}`)
    await expectNoAxeViolations(page)
  }
  // One address per selection, as the other filters; an unknown bucket is an unknown filter value.
  const category = '/fr/enduit-professionnels/categorie/enduits-de-lissage'
  const response = await request.get(`${category}/_PRIX__moins-de-20/_FONCTION__lissage`, { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(`${category}/_FONCTION__lissage/_PRIX__moins-de-20`)
  expect((await request.get(`${category}/_PRIX__moins-de-5`)).status()).toBe(404)
})

test('on a phone the products come first: the criteria wait behind one toggle, which counts the active ones (decision 106)', async ({
  page,
}) => {
  const category = '/fr/enduit-professionnels/categorie/enduits-de-lissage'
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(category)
  const toggle = page.locator('main aside summary', { hasText: /^Filtrer les produits/ })
  await expect(toggle).toHaveText('Filtrer les produits')
  await expect(page.getByTestId('facet').first()).toBeHidden()
  // The count, the sort links and the first card come right after the toggle, not after the
  // eleven criteria (1 270 px down the page before).
  const cards = page.locator('main ul.grid-cards > li')
  const toggleBox = await toggle.boundingBox()
  const firstCard = await cards.first().boundingBox()
  expect((firstCard?.y ?? Infinity) - ((toggleBox?.y ?? 0) + (toggleBox?.height ?? 0))).toBeLessThan(300)
  await expectNoAxeViolations(page)

  await toggle.click()
  const supports = page.getByTestId('facet').filter({ has: page.locator('summary', { hasText: /^Supports$/ }) })
  await expect(supports).toBeVisible()
  await expectNoAxeViolations(page)
  await supports.locator('summary').click()
  await supports.getByRole('link', { name: /^Plâtre/ }).click()
  await expect(page).toHaveURL(`${category}/_SUPPORT__platre`)
  // The narrowed list first, with its criterion's chip; the toggle says one criterion is active.
  await expect(page.getByRole('link', { name: 'Retirer le filtre Supports : Plâtre' })).toBeVisible()
  await expect(page.locator('main aside summary', { hasText: /^Filtrer les produits/ })).toHaveText(
    'Filtrer les produits (1 critère actif)',
  )

  // On a desktop the criteria are always shown, without the toggle.
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(page.locator('main aside summary', { hasText: /^Filtrer les produits/ })).toBeHidden()
  await expect(page.getByTestId('facet').first()).toBeVisible()
})

test('on an upright tablet (768 px) the product’s pack sits beside its buy box, which shows in the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 })
  await page.goto('/fr/enduit-professionnels/produit/lissafin-pate')
  const packshot = page.getByTestId('pack-visual')
  const title = page.getByRole('heading', { level: 1 })
  const [pictureBox, titleBox] = [await packshot.boundingBox(), await title.boundingBox()]
  expect(titleBox?.x ?? 0).toBeGreaterThan((pictureBox?.x ?? 0) + (pictureBox?.width ?? 0))
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeInViewport()
  await expectNoAxeViolations(page)
})

test('the header’s search field takes the whole row on phones and tablets, 32 rem beside the logo on a desktop', async ({ page }) => {
  const field = () => page.getByRole('search', { name: 'Recherche sur le site' })
  const logoLink = () => page.getByRole('banner').getByRole('link', { name: 'Ardalis – Accueil', exact: true })
  for (const width of [375, 768, 1024]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/fr/enduit-professionnels')
    const [search, logo] = [await field().boundingBox(), await logoLink().boundingBox()]
    // From the logo's left edge to the menu button's right edge: the page's content box.
    const menu = await page.getByRole('banner').getByRole('button', { name: /^Menu/ }).boundingBox()
    expect(search?.x ?? 0, `${width} px`).toBeCloseTo(logo?.x ?? -1, 0)
    expect((search?.x ?? 0) + (search?.width ?? 0), `${width} px`).toBeCloseTo((menu?.x ?? 0) + (menu?.width ?? 0), 0)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/fr/enduit-professionnels')
  expect((await field().boundingBox())?.width).toBeCloseTo(512, 0)
})

test('in a row of product cards, the prices and the buttons line up whatever the length of the summaries', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/fr/enduit-professionnels/categorie/enduits-de-lissage')
  const cards = page.locator('main ul.grid-cards > li')
  await expect(cards.nth(3)).toBeVisible()
  // The first row: cards whose top is the first card's.
  const boxes = await cards.evaluateAll((items) =>
    items.map((item) => ({
      top: Math.round(item.getBoundingClientRect().top),
      compare: Math.round(item.querySelector('button')?.getBoundingClientRect().top ?? -1),
      summary: Math.round(item.querySelector('p:nth-of-type(2)')?.getBoundingClientRect().height ?? 0),
    })),
  )
  const row = boxes.filter((box) => box.top === boxes[0]?.top)
  expect(row.length).toBeGreaterThan(1)
  // The summaries differ in length (one or two lines), the buttons do not move.
  expect(new Set(row.map((box) => box.summary)).size).toBeGreaterThan(1)
  expect(new Set(row.map((box) => box.compare)).size).toBe(1)
})

test('a category page is served from the static cache after its first render', async ({ request }) => {
  const path = '/fr/enduit-professionnels/categorie/enduits-de-rebouchage'
  await request.get(path)
  const second = await request.get(path)
  expect(second.status()).toBe(200)
  expect(second.headers()['x-nextjs-cache']).toBe('HIT')
})

test('a listing address that answers 404 (unknown filter value, page past the last) gets the whole 404 page, each time', async ({
  request,
}) => {
  // The edge asks the server again for each (a value may become valid with the next edit) and
  // serves the prerendered 404 page, not Next's empty error document (decisions 075, 132).
  for (const path of [
    '/fr/enduit-professionnels/categorie/enduits-de-rebouchage/_SUPPORT__inconnu',
    '/fr/enduit-professionnels/categorie/enduits-de-rebouchage/_p__99',
  ]) {
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain('<html lang="fr"')
      expect(html, path).not.toContain('__next_error__')
    }
  }
})

test('the scripts a page loads first ask V8 to compile them while they download (decision 074)', async ({ request }) => {
  const html = await (await request.get('/fr/enduit-professionnels/categorie/enduits-de-rebouchage')).text()
  // Every module script of the first load; the nomodule polyfill never runs in current browsers.
  const sources = [...html.matchAll(/<script src="([^"]+\.js)"(?![^>]*noModule)[^>]*>/g)].map((m) => m[1] as string)
  expect(sources.length).toBeGreaterThan(3)
  for (const src of sources) {
    const body = await (await request.get(src)).text()
    expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true)
  }
})

test('product images and sheets are served from the media route, cacheable', async ({ page, request }) => {
  await page.goto('/fr/enduit-professionnels/categorie/enduits-de-lissage')
  await page.locator('main article h2 a, main article h3 a').first().click()
  const image = page.locator('main picture img').first()
  await expect(image).toBeVisible()
  // Pictures go through Next's image optimiser (decision 104), which reads the file from the media route.
  const src = (await image.getAttribute('src')) ?? ''
  expect(src).toMatch(/^\/_next\/image\?url=%2Fmedia%2Fimages%2F/)
  const served = await request.get(src, { headers: { accept: 'image/avif,image/webp,*/*' } })
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/avif')
  expect(served.headers()['cache-control']).toContain('max-age=')
  const file = await request.get(new URL(src, 'http://localhost').searchParams.get('url') ?? '')
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toMatch(/^image\//)
  expect(file.headers()['cache-control']).toContain('max-age=')
  const sheet = page.locator('main a[href$=".pdf"]').first()
  const pdf = await request.get((await sheet.getAttribute('href')) ?? '')
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  expect((await request.get('/media/images/..%2F..%2Fetc%2Fpasswd')).status()).toBe(404)
})

test('an English product page writes its prices and consumption the English way and names its French sheets; the French page keeps the French', async ({
  page,
}) => {
  const main = page.locator('main')
  await page.goto('/en/enduit-professionnels/product/lissafin-pate')
  // They read « 36,20 € excl. VAT » and « 0,5 kg/m² par couche » under English headings.
  await expect(main).toContainText('from €36.20 excl. VAT')
  await expect(main).toContainText('1.6 kg/m²/mm')
  await expect(main).not.toContainText('36,20')
  // The sheet is in French, and its English title says so.
  await expect(main.getByRole('link', { name: /Technical data sheet – Lissafin® Paste \(in French\)/ })).toBeVisible()
  await page.goto('/en/enduit-professionnels/product/decoralis-beton-cire')
  await expect(main).toContainText('0.5 kg/m² per coat')
  await expect(main).not.toContainText('par couche')

  await page.goto('/fr/enduit-professionnels/produit/lissafin-pate')
  await expect(main).toContainText('à partir de 36,20 € HT')
  await expect(main).toContainText('1,6 kg/m²/mm')
})
