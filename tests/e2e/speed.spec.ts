import { expect, type Page } from '@playwright/test'
import { test } from './fixtures'

/**
 * The largest image comes first and at the right size (issue 22, decision 104): on a 375 px
 * phone, the product page's largest contentful paint is its packshot, requested from the head
 * with a high priority and never lazily; every uploaded picture arrives as AVIF or WebP, at
 * most twice the width it is displayed at.
 */
const PRODUCT = '/fr/enduit-professionnels/produit/lissafin-pate'
const MOBILE = { width: 375, height: 812 }

interface ImageResponse {
  url: string
  type: string
}

function recordImages(page: Page): ImageResponse[] {
  const seen: ImageResponse[] = []
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (type.startsWith('image/') && response.status() === 200) seen.push({ url: response.url(), type })
  })
  return seen
}

/** Scrolls the whole page so that every lazy picture loads, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
}

test.describe('images at 375 px', () => {
  test.use({ viewport: MOBILE, deviceScaleFactor: 1 })

  test('the product page paints its packshot first: preloaded, high priority, not lazy', async ({ page }) => {
    await page.goto(PRODUCT)
    const packshot = page.locator('main figure img').first()
    await expect(packshot).toBeVisible()
    await expect(packshot).toHaveAttribute('fetchpriority', 'high')
    await expect(packshot).not.toHaveAttribute('loading', 'lazy')
    // The largest contentful paint, as the browser reports it, is that image.
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null }
            const img = last.element instanceof HTMLImageElement ? last.element : null
            resolve(img ? (img.closest('figure') ? 'packshot' : img.currentSrc) : (last.element?.tagName ?? 'none'))
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    expect(lcp).toBe('packshot')
    // Preloaded from the head with the same candidates as the image, so the browser starts it with the stylesheets.
    const srcset = await packshot.getAttribute('srcset')
    expect(srcset).toBeTruthy()
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')
    await expect(preload).toHaveCount(1)
    await expect(preload).toHaveAttribute('imagesrcset', srcset ?? '')
  })

  for (const path of [PRODUCT, '/fr/enduit-professionnels/categorie/enduits-de-lissage', '/fr/enduit-professionnels/actualites']) {
    test(`${path}: every picture in AVIF or WebP, at most twice its displayed width`, async ({ page }) => {
      const images = recordImages(page)
      await page.goto(path)
      await scrollThrough(page)
      const uploaded = images.filter((image) => /\/_next\/image\?|\/media\/images\//.test(image.url))
      expect(uploaded.length).toBeGreaterThan(0)
      for (const image of uploaded) {
        // An SVG pictogram is served as it is; every raster picture goes through the optimiser.
        if (image.type === 'image/svg+xml') continue
        expect(image.type, image.url).toMatch(/^image\/(avif|webp)$/)
        expect(image.url, 'optimised, not the stored file').toContain('/_next/image?')
      }
      // The width asked of the optimiser (`w`, which the file never exceeds): naturalWidth would be
      // corrected by the srcset descriptor and say nothing of the file.
      const oversized = await page.locator('main img').evaluateAll((elements) =>
        (elements as HTMLImageElement[])
          .filter((img) => img.complete && img.currentSrc.includes('/_next/image?') && img.clientWidth > 0)
          .map((img) => ({ img, requested: Number(new URL(img.currentSrc).searchParams.get('w')) }))
          .filter(({ img, requested }) => requested > 2 * img.clientWidth)
          .map(({ img, requested }) => `${img.currentSrc} : ${requested} px pour ${img.clientWidth} px affichés`),
      )
      expect(oversized).toEqual([])
    })
  }
})

/**
 * The site's CSS comes in the HTML, so the first paint waits for no stylesheet's round trip;
 * the back office, whose CSS is Payload's 330 KB, links its stylesheets as files (decision 124).
 */
test.describe('stylesheets', () => {
  function recordStylesheets(page: Page): string[] {
    const seen: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet') seen.push(new URL(response.url()).pathname)
    })
    return seen
  }

  test('a page of the site is styled without asking for its stylesheets, and a link followed does not ask for them either', async ({
    page,
  }) => {
    const stylesheets = recordStylesheets(page)
    await page.goto('/fr/enduit-professionnels')
    // Styled: the page's own font, from the inlined rules.
    await expect(page.locator('body')).toHaveCSS('font-family', /brandFont/)
    const inlined = page.locator('head style[data-precedence="next"]')
    await expect(inlined).toHaveCount(1)
    // The files the `<style>` holds, which a link followed would otherwise load.
    const files = ((await inlined.getAttribute('data-href')) ?? '').split(' ').filter(Boolean)
    expect(files.length).toBeGreaterThan(0)
    await page.locator('main a[href*="/categorie/"]').first().click()
    await expect(page).toHaveURL(/\/categorie\//)
    await expect(page.locator('h1')).toBeVisible()
    // Only what comes later on its own (the consent dialog's stylesheet) is asked for.
    expect(stylesheets.filter((path) => files.includes(path))).toEqual([])
  })

  // Next writes a sheet's rules into the page data for each boundary that lists it: the root
  // layout owns the merged sheet, so the page, its error and not-found boundaries do not repeat it
  // (decision 127). Four copies instead of two weighed 130 KB more before compression.
  for (const path of ['/fr/enduit-professionnels', '/fr/page-qui-n-existe-pas']) {
    test(`${path}: each rule of the inlined CSS is in the HTML twice at most, the <style> and the page data`, async ({ request }) => {
      const html = await (await request.get(path)).text()
      const style = /<style[^>]*data-precedence="next"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
      expect(style.length).toBeGreaterThan(10_000)
      // Rules written the same way in the HTML and in a JSON string: no quotes, no backslash.
      const rules = (style.match(/[^{}]+\{[^{}]+\}/g) ?? []).filter((rule) => rule.length > 40 && !/["'\\<]/.test(rule))
      const sample = rules.filter((_, index) => index % 25 === 0)
      expect(sample.length).toBeGreaterThan(10)
      const repeated = sample
        .map((rule) => ({ rule: rule.slice(0, 60), copies: html.split(rule).length - 1 }))
        .filter(({ copies }) => copies > 2)
      expect(repeated).toEqual([])
    })
  }

  test('the back office links its stylesheets as files, without Payload’s rules in its HTML', async ({ page }) => {
    const stylesheets = recordStylesheets(page)
    const answer = await page.goto('/admin/login')
    const html = (await answer?.text()) ?? ''
    // Payload's rules (its login template's) are not in the page, only its layers' order.
    expect(html).not.toContain('.template-minimal__wrap{')
    await expect(page.locator('head link[rel="stylesheet"]').first()).toBeAttached()
    // Styled by Payload's stylesheet: its login template centres a column of limited width.
    await expect(page.locator('.template-minimal__wrap')).toHaveCSS('max-width', /px$/)
    expect(stylesheets.some((path) => path.startsWith('/_next/static/') && path.endsWith('.css'))).toBe(true)
  })
})
