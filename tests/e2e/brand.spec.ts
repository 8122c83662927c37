import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page } from '@playwright/test'
import { test } from './fixtures'
import { expectNoAxeViolations } from './axe'

/**
 * The brand system (issue 22 point 1, decision 099): the drawn logo in the header, the icons of
 * Next's file conventions, the self-hosted typeface and its metric-matched fallback (nothing
 * moves when it arrives), and axe on the home page at both widths.
 */
const PRO = '/fr/enduit-professionnels'
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const

/** Sum of the layout shifts of the page since it started loading (the CLS of a page without input). */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] }
    w.__shift = 0
    w.__shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      })[]) {
        if (entry.hadRecentInput) continue
        w.__shift += entry.value
        // What moved, from where to where, and the viewport's width then: enough to tell a
        // late style from a frame laid out at another width when the assertion fails.
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
        const sources = (entry.sources ?? []).map(
          (s) =>
            `${s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : s.node?.nodeName} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
        )
        w.__shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms, ${window.innerWidth} px wide: ${sources.join(' | ')}`,
        )
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shifts reported so far, read two frames on (any shift of the last frame is in). */
async function layoutShiftsSoFar(page: Page): Promise<{ total: number; shifts: string[] }> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return page.evaluate(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] }
    return { total: w.__shift, shifts: w.__shifts }
  })
}

async function brandFontFamily(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]?.trim().replace(/['"]/g, '') ?? '')
}

test('the header shows the drawn logo, named "Ardalis – Accueil", on every width', async ({ page }) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await page.goto(PRO)
    const home = page.getByRole('banner').getByRole('link', { name: 'Ardalis – Accueil', exact: true })
    await expect(home).toBeVisible()
    const logo = home.locator('svg[data-testid="site-logo"]')
    await expect(logo).toBeVisible()
    await expect(logo).toHaveAttribute('aria-hidden', 'true')
    // Symbol and wordmark are paths (tile, chevron, band, letters, dot): no text, no font needed.
    await expect(logo.locator('path')).toHaveCount(5)
    await expect(logo.locator('text')).toHaveCount(0)
    const box = await logo.boundingBox()
    // Readable: the letters' cap height (34 of 64 units) at least 11 px.
    expect(box?.height).toBeGreaterThanOrEqual(21)
    // The proportions of the lockup (232 × 64).
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(232 / 64, 1)
    // Nothing of the header's row covers it (the account, favourites and cart buttons beside it).
    const actions = await page.getByTestId('header-account').boundingBox()
    if (box && actions && Math.abs(actions.y - box.y) < box.height) expect(box.x + box.width).toBeLessThanOrEqual(actions.x)
    // The link goes to the audience's home.
    await expect(home).toHaveAttribute('href', /^\/fr(\/|$)/)
  }
})

test('below 360 px the header shows the symbol alone, still named "Ardalis – Accueil"', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto(PRO)
  const home = page.getByRole('banner').getByRole('link', { name: 'Ardalis – Accueil', exact: true })
  await expect(home.locator('svg[data-testid="site-logo"]')).toBeHidden()
  const symbol = home.locator('svg[data-testid="site-logo-symbol"]')
  await expect(symbol).toBeVisible()
  await expect(symbol.locator('path')).toHaveCount(3)
})

test('the icons of the pages are served: SVG icon, favicon.ico and the Apple icon, all from the logo', async ({ page, request }) => {
  await page.goto(PRO)
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) =>
      links.map((l) => ({ rel: l.getAttribute('rel'), href: (l as HTMLLinkElement).href, type: l.getAttribute('type') })),
    )
  expect(icons.map((i) => i.type).filter(Boolean)).toContain('image/svg+xml')
  expect(icons.some((i) => i.rel === 'apple-touch-icon')).toBe(true)
  for (const icon of icons) {
    const response = await request.get(icon.href)
    expect(response.status(), icon.href).toBe(200)
    expect(response.headers()['content-type'], icon.href).toMatch(/^image\/(svg\+xml|png|x-icon|vnd\.microsoft\.icon)/)
  }
  const svg = await (await request.get(icons.find((i) => i.type === 'image/svg+xml')?.href ?? '/icon.svg')).text()
  expect(svg).toContain('<path fill="#1f3b6f"')
  expect(svg).toContain('<path fill="#f07d1a"')
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
  // The structured data's logo address draws the whole logo.
  const logo = await request.get('/logo.svg')
  expect(logo.headers()['content-type']).toContain('image/svg+xml')
  expect(await logo.text()).toContain('aria-label="Ardalis"')
})

test('the typeface comes from the site itself and is loaded; the text uses it', async ({ page }) => {
  const fontRequests: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fontRequests.push(r.url())
  })
  await page.goto(PRO)
  await page.evaluate(() => document.fonts.ready)
  const origin = new URL(page.url()).origin
  expect(fontRequests.length).toBeGreaterThan(0)
  for (const url of fontRequests) {
    expect(new URL(url).origin).toBe(origin)
    expect(url).toMatch(/\.woff2$/)
  }
  const family = await brandFontFamily(page)
  expect(family).toMatch(/brandFont/i)
  const faces = await page.evaluate((name) => {
    return [...document.fonts].filter((f) => f.family.replace(/['"]/g, '') === name).map((f) => ({ status: f.status, weight: f.weight }))
  }, family)
  expect(faces).toEqual([{ status: 'loaded', weight: '400 700' }])
  expect(await page.evaluate((name) => document.fonts.check(`700 16px "${name}"`), family)).toBe(true)
  // Only the Latin file of the one variable font: one request whatever the weights on the page.
  expect(new Set(fontRequests).size).toBe(1)
})

for (const size of WIDTHS) {
  test(`home at ${size.width} px: no layout shift while the font loads, and axe finds nothing`, async ({ page }) => {
    await page.setViewportSize(size)
    await observeLayoutShifts(page)
    await page.goto(PRO)
    await page.evaluate(() => document.fonts.ready)
    const { total, shifts } = await layoutShiftsSoFar(page)
    expect(shifts).toEqual([])
    expect(total).toBe(0)
    await expectNoAxeViolations(page)
  })
}

/** The face the browser draws a node's text with (the DevTools protocol's platform fonts). */
async function renderedFont(page: Page, selector: string): Promise<{ name: string; custom: boolean }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  const main = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]
  return { name: main?.familyName ?? '', custom: main?.isCustomFont ?? false }
}

test('a font that arrives late is not swapped in: nothing moves, and the next page has it', async ({ page }) => {
  // The first request for the font held back 1.5 s: the page is painted in the adjusted fallback
  // and keeps it (font-display: optional), so no text moves when the file lands.
  let held = false
  await page.route(/\.woff2$/, async (route) => {
    if (!held) {
      held = true
      await new Promise((resolve) => setTimeout(resolve, 1500))
    }
    await route.continue()
  })
  await page.setViewportSize(WIDTHS[1])
  await observeLayoutShifts(page)
  await page.goto(PRO, { waitUntil: 'domcontentloaded' })
  const family = await brandFontFamily(page)
  expect(await page.evaluate((name) => document.fonts.check(`16px "${name}"`), family)).toBe(false)
  const heading = page.locator('main h1').first()
  const before = await heading.boundingBox()
  expect(await renderedFont(page, 'main h1')).toMatchObject({ custom: false })
  // The file arrives and is loaded…
  await expect.poll(() => page.evaluate((name) => document.fonts.check(`16px "${name}"`), family), { timeout: 10_000 }).toBe(true)
  const { shifts } = await layoutShiftsSoFar(page)
  // …but this page stays in the fallback: the heading has not moved by a pixel, nothing has shifted.
  expect(await renderedFont(page, 'main h1')).toMatchObject({ custom: false })
  expect(await heading.boundingBox()).toEqual(before)
  expect(shifts).toEqual([])
  // The next page loaded is drawn in the brand font from its first frame, the file now in cache.
  // (A link followed inside the site keeps the document, and with it the fallback: decision 109.)
  await page.goto(`${PRO}/nos-enduits`)
  expect(await renderedFont(page, 'main h1')).toEqual({ name: expect.stringMatching(/^Source Sans 3/), custom: true })
  expect((await layoutShiftsSoFar(page)).shifts).toEqual([])
})

/**
 * A front that passes every answer through, but sends a page's HTML in two pieces: up to the
 * start of the tag holding `cut`, then the rest 600 ms later, as a slow network or a busy
 * parser may hand it to the browser.
 */
async function splittingFront(origin: string, cut: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url ?? '/', origin), {
        headers: { accept: req.headers.accept ?? '*/*', 'user-agent': req.headers['user-agent'] ?? '', cookie: req.headers.cookie ?? '' },
        redirect: 'manual',
      })
      const body = Buffer.from(await upstream.arrayBuffer())
      const headers: Record<string, string> = {}
      upstream.headers.forEach((value, key) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key)) headers[key] = value
      })
      res.writeHead(upstream.status, headers)
      if (!(upstream.headers.get('content-type') ?? '').includes('text/html')) return res.end(body)
      const html = body.toString('utf8')
      const at = html.lastIndexOf('<', html.indexOf(cut))
      if (at <= 0) throw new Error(`${cut} is not in the page`)
      res.write(html.slice(0, at))
      setTimeout(() => res.end(html.slice(at)), 600)
    })().catch((error: unknown) => {
      res.writeHead(502)
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

test('a page whose HTML arrives in two pieces, cut anywhere in the header or the hero, moves nothing when the rest comes', async ({
  browser,
  baseURL,
}) => {
  // Cut in the top bar's links, before each of the header's buttons, in the menu; in the hero,
  // after its illustration (the text beside it not there yet) and before its buttons.
  const cuts = [
    'data-testid="countries"',
    'data-testid="header-account"',
    'data-testid="header-favourites"',
    'data-testid="header-cart"',
    'data-testid="nav-compare"',
    '_heroBody"',
    '_heroActions"',
  ]
  for (const cut of cuts) {
    const front = await splittingFront(baseURL ?? 'http://localhost:3100', cut)
    const context = await browser.newContext({ viewport: WIDTHS[1] })
    const page = await context.newPage()
    await observeLayoutShifts(page)
    await page.goto(`${front.url}${PRO}`)
    await expect(page.getByTestId('home-hero')).toBeVisible()
    expect((await layoutShiftsSoFar(page)).shifts, cut).toEqual([])
    await context.close()
    await front.close()
  }
})
