import { expect, type Locator, type Page } from '@playwright/test'
import { test } from './fixtures'
import { expectNoAxeViolations } from './axe'

/**
 * Issue 22, navigation and finish: fixed buttons never over the footer's links, scan
 * result readable on a phone, pagination steps on one line, only the current section
 * marked in the main navigation, a compact Services menu, breadcrumbs with every parent,
 * a complete site map, contact profiles per audience.
 */

const PRO = '/fr/enduit-professionnels'
const PART = '/fr/enduit-particuliers'
const ADVICE = `${PART}/conseils/lisser-un-mur-abime`
const RSE_CHILD = `${PRO}/notre-demarche-rse/environnement`
const DOSSIER = `${PART}/dossier/preparer-un-mur-avant-peinture`
const JOB = 'emploi-technico-commercial-rhone-alpes'
const MOBILE = { width: 375, height: 812 }

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not rendered')
  return box
}

/**
 * A card's picture, once laid out: a card is laid out only near the viewport
 * (content-visibility), and one measured just after scrolling to it can still be 0 px tall.
 */
async function laidOutPicture(card: Locator) {
  const picture = card.locator('img')
  await expect.poll(async () => (await boxOf(picture)).height).toBeGreaterThan(50)
  return boxOf(picture)
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' })
}

function breadcrumb(page: Page) {
  return page.getByRole('navigation', { name: /fil d’ariane/i })
}

/** The names of the BreadcrumbList structured data of the page, in order. */
async function breadcrumbJsonLd(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  for (const text of scripts) {
    const data = JSON.parse(text) as unknown
    for (const node of Array.isArray(data) ? data : [data]) {
      const item = node as { '@type'?: string; itemListElement?: { position: number; name: string }[] }
      if (item['@type'] === 'BreadcrumbList') return (item.itemListElement ?? []).sort((a, b) => a.position - b.position).map((e) => e.name)
    }
  }
  return []
}

interface Box {
  left: number
  right: number
  top: number
  bottom: number
}

/**
 * The fixed elements drawn on screen, outside the footer, with their boxes. A fixed wrapper
 * that lets clicks through (pointer-events: none) is not in the way: its shown children are.
 */
async function fixedOnScreen(page: Page): Promise<{ name: string; box: Box; bar: boolean }[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0 && box.width > 0 && box.height > 0
    }
    const toolbar = document.querySelector('nav[aria-label="Accès rapides"]')
    return [...document.querySelectorAll('body *')]
      .filter((element) => getComputedStyle(element).position === 'fixed' && !element.closest('footer') && shown(element))
      .flatMap((element) => (getComputedStyle(element).pointerEvents === 'none' ? [...element.children].filter(shown) : [element]))
      .map((element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect()
        return {
          name: element.getAttribute('data-testid') ?? element.className,
          box: { left, right, top, bottom },
          // The mobile toolbar (whose room the footer keeps) and the page-load bar are bars, not buttons over the text.
          bar: element === toolbar || element.closest('[role="progressbar"]') !== null,
        }
      })
  })
}

/**
 * The elements matched by `selector` that are drawn in the viewport and whose box meets the box
 * of one of `fixed`, as "tag « text » ↔ fixed element".
 */
async function drawnUnder(page: Page, selector: string, fixed: { name: string; box: Box }[]): Promise<string[]> {
  if (fixed.length === 0) return []
  const drawn = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        // An element inside a closed <details> (regional sites) or a hidden panel is not drawn.
        .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((element) => {
          const { left, right, top, bottom, width, height } = element.getBoundingClientRect()
          return {
            text: `${element.tagName.toLowerCase()} « ${(element.textContent ?? element.getAttribute('alt') ?? '').trim().slice(0, 40)} »`,
            box: { left, right, top, bottom },
            drawn: width > 0 && height > 0 && bottom > 0 && top < innerHeight,
          }
        })
        .filter((element) => element.drawn),
    selector,
  )
  const meets = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
  return drawn.flatMap((element) =>
    fixed.filter((other) => meets(element.box, other.box)).map((other) => `${element.text} ↔ ${other.name}`),
  )
}

/** Every link and button of the footer that lies under a fixed element shown on screen (a button or a bar). */
async function footerOverlaps(page: Page): Promise<string[]> {
  return drawnUnder(page, 'footer :is(a, button, summary)', await fixedOnScreen(page))
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
}

/** The fixed elements drawn over the page's content: every one on screen but the bars. */
async function floatingOverContent(page: Page): Promise<string[]> {
  return (await fixedOnScreen(page)).filter((element) => !element.bar).map((element) => element.name)
}

for (const [name, viewport] of [
  ['375 px', MOBILE],
  ['1280 px', { width: 1280, height: 900 }],
] as const) {
  test.describe(`fixed buttons at ${name}`, () => {
    test.use({ viewport })

    test('scrolled to the bottom, no footer link lies under a fixed button; go-top gives way to the footer’s own link', async ({
      page,
    }) => {
      // The pages this work touches: a home, a CMS child page, a paginated listing, the contact form, the site map.
      for (const path of [PRO, ADVICE, `${PRO}/categorie`, `${PART}/contact`, `${PRO}/plan-du-site`]) {
        await page.goto(path)
        // The footer is drawn when it nears the viewport (content-visibility) and lazy images above it
        // may still grow the page: scroll to the end until the footer's last link is in view.
        const footerTop = page.locator('footer').getByRole('link', { name: /Haut de page/ })
        await expect(async () => {
          await scrollToEnd(page)
          await expect(footerTop).toBeInViewport({ timeout: 500 })
        }).toPass({ timeout: 10_000 })
        // The scan button: floating from 1025 px, a tile of the mobile toolbar on a phone.
        await expect(page.getByTestId(viewport === MOBILE ? 'toolbar-scan' : 'scan-button')).toBeVisible()
        await expect(page.getByTestId(viewport === MOBILE ? 'scan-button' : 'toolbar-scan')).toBeHidden()
        await expect(page.getByTestId('go-top')).toBeHidden()
        await expect.poll(() => footerOverlaps(page), { message: path }).toEqual([])
        await expectNoAxeViolations(page)
      }
      // Mid-page, past the threshold with the footer's link out of view, go-top is offered again.
      // On a long page (the paginated listing): the site map is too short at 1280 px for the footer to be out of view.
      // (On a phone, once the reader scrolls back up: see below.)
      await page.goto(`${PRO}/categorie`)
      await page.evaluate(() => window.scrollTo({ top: 1600, behavior: 'instant' }))
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
      await expect(page.locator('footer')).not.toBeInViewport()
      await expect(page.getByTestId('go-top')).toBeVisible()
    })
  })
}

test.describe('phone (375 px)', () => {
  test.use({ viewport: MOBILE })

  test('reading down a page, no button floats over the text; scrolling back up offers go-top', async ({ page }) => {
    // A product page and a long listing, read with the mouse wheel as a finger would scroll.
    for (const path of [`${PRO}/produit/lissafin-pate`, `${PRO}/categorie`]) {
      await page.goto(path)
      await expect(page.getByTestId('toolbar-scan')).toBeVisible()
      await page.mouse.move(180, 400)
      for (let step = 0; step < 6; step += 1) {
        await page.mouse.wheel(0, 300)
        await expect.poll(() => floatingOverContent(page), { message: `${path}, ${300 * (step + 1)} px down` }).toEqual([])
      }
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
      await page.mouse.wheel(0, -200)
      await expect(page.getByTestId('go-top')).toBeVisible()
      await expect.poll(() => floatingOverContent(page)).toEqual(['go-top'])
      await page.mouse.wheel(0, 200)
      await expect(page.getByTestId('go-top')).toBeHidden()
    }
  })

  test('the scan tile of the toolbar opens the scanner and takes the focus back when it closes', async ({ page }) => {
    await page.goto(PRO)
    const tile = page.getByRole('navigation', { name: 'Accès rapides' }).getByRole('button', { name: 'Scanner un code-barres' })
    await expect(tile).toHaveText('Scanner')
    await tile.click()
    const dialog = page.getByRole('dialog', { name: 'Scanner un produit' })
    await expect(dialog).toBeVisible()
    // A tablet turned sideways (the toolbar hides from 1025 px): the open scanner stays.
    await page.setViewportSize({ width: 1100, height: 812 })
    await expect(dialog).toBeVisible()
    await page.setViewportSize(MOBILE)
    await dialog.getByRole('button', { name: 'Fermer' }).click()
    await expect(dialog).toBeHidden()
    await expect(tile).toBeFocused()
  })

  test('the scan result is shown whole in the sheet, without a scrolling box of its own', async ({ page, request }) => {
    const api = await request.get('/api/v1/product/lissafin-pate')
    const variant = ((await api.json()) as { data: { variants: { gtin: string }[] } }).data.variants.at(-1)
    if (!variant) throw new Error('no variant')
    await page.goto(PRO)
    await page.getByRole('button', { name: 'Scanner un code-barres' }).click()
    const dialog = page.getByRole('dialog', { name: 'Scanner un produit' })
    await dialog.getByLabel('Code-barres (EAN-13 ou GTIN-14)').fill(variant.gtin.slice(1))
    await dialog.getByRole('button', { name: 'Rechercher' }).click()
    const card = dialog.getByTestId('scan-card')
    await expect(card).toContainText('Lissafin')
    await expect(card.getByRole('link', { name: 'Voir la fiche produit' })).toBeInViewport({ ratio: 1 })
    await expect(card.getByRole('button', { name: 'Scanner un autre code' })).toBeInViewport({ ratio: 1 })
    const panel = await card.evaluate((element) => {
      const box = element.parentElement as HTMLElement
      return { overflow: getComputedStyle(box).overflowY, clipped: box.scrollHeight > box.clientHeight + 1 }
    })
    expect(panel).toEqual({ overflow: 'visible', clipped: false })
    await expectNoAxeViolations(page)
  })

  test('on the home, a last tile or card alone on its row takes the row, its picture as wide as the others’ and its text beside it', async ({
    page,
  }) => {
    // Nine ranges and five best products: two a row leaves one of each alone.
    await page.goto(PART)
    for (const [region, count] of [
      ['Nos gammes', 9],
      ['Nos produits phares', 5],
    ] as const) {
      const items = page.getByRole('region', { name: region }).getByRole('listitem')
      await expect(items).toHaveCount(count)
      const [first, last] = [items.first(), items.last()]
      // Cards are laid out only near the viewport (content-visibility): both must be in view to be measured.
      await first.scrollIntoViewIfNeeded()
      const firstPicture = await laidOutPicture(first)
      await last.scrollIntoViewIfNeeded()
      await laidOutPicture(last)
      const list = await boxOf(page.getByRole('region', { name: region }).getByRole('list'))
      const lastBox = await boxOf(last)
      expect(Math.abs(lastBox.width - list.width), region).toBeLessThanOrEqual(1)
      const lastPicture = await boxOf(last.locator('img'))
      expect(Math.abs(firstPicture.width - lastPicture.width), region).toBeLessThanOrEqual(2)
      // The name is right of the picture, not under it.
      const name = await boxOf(last.getByRole('heading'))
      expect(name.x, region).toBeGreaterThanOrEqual(lastPicture.x + lastPicture.width)
      expect(name.y, region).toBeLessThan(lastPicture.y + lastPicture.height)
    }
    await expectNoAxeViolations(page)
  })

  test('a product card keeps its heart on the packshot’s corner and « Comparer » alone under the price', async ({ page }) => {
    await page.goto(`${PRO}/categorie`)
    const cards = page
      .getByRole('main')
      .locator('article')
      .filter({ has: page.getByTestId('compare-toggle') })
    await expect.poll(() => cards.count()).toBeGreaterThan(3)
    for (let k = 0; k < 4; k++) {
      const card = cards.nth(k)
      await card.scrollIntoViewIfNeeded()
      const [picture, heart, name, compare] = [
        await laidOutPicture(card),
        await boxOf(card.getByTestId('favourite-toggle')),
        await boxOf(card.getByRole('heading')),
        await boxOf(card.getByTestId('compare-toggle')),
      ]
      // On the picture's top right corner, above the name (it was stacked under « Comparer »).
      expect(heart.y + heart.height).toBeLessThanOrEqual(name.y)
      expect(heart.x + heart.width).toBeGreaterThan(picture.x + picture.width / 2)
      expect(heart.y).toBeLessThan(picture.y + picture.height / 2)
      expect(compare.y).toBeGreaterThan(name.y)
    }
    // Both still do their work, each named for its product: one name, the state in aria-pressed.
    const heart = cards.first().getByTestId('favourite-toggle')
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await expect(heart).toHaveAccessibleName(/^Favori\s:\s.+$/)
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(heart).toHaveAccessibleName(/^Favori\s:\s.+$/)
  })

  test('a product’s packs fit the screen, one block each, and its three pictograms share a row', async ({ page }) => {
    await page.goto(`${PRO}/produit/lissafin-pate`)
    const pictos = page.getByRole('region', { name: 'En un coup d’œil' }).getByRole('listitem')
    await expect(pictos).toHaveCount(3)
    const tops = await pictos.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(new Set(tops).size, 'pictogram rows').toBe(1)

    const region = page.getByRole('region', { name: 'Conditionnements' })
    await region.scrollIntoViewIfNeeded()
    // Nothing to scroll sideways: every value is on screen (the table was 640 px wide in 343).
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
    const table = region.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText(['Conditionnement', 'Contenance', 'Référence article', 'Code GTIN-14', 'Prix'])
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(2)
    for (let k = 0; k < 2; k++) {
      const cells = rows.nth(k).getByRole('cell')
      const [pack, reference, price] = [await boxOf(cells.nth(0)), await boxOf(cells.nth(2)), await boxOf(cells.nth(4))]
      // The price beside the pack's name, the reference under them, all within the screen.
      expect(price.y).toBeLessThan(pack.y + pack.height)
      expect(reference.y).toBeGreaterThanOrEqual(pack.y + pack.height)
      for (const cell of [pack, reference, price]) expect(cell.x + cell.width).toBeLessThanOrEqual(MOBILE.width)
      await expect(cells.nth(2)).toHaveText(/^ARD-LIS-310/)
    }
    await expectNoAxeViolations(page)
  })

  test('listing pagination: "Page suivante ›" stays on one line', async ({ page }) => {
    await page.goto(`${PRO}/categorie`)
    const next = page.getByRole('navigation', { name: /pagination/i }).getByRole('link', { name: 'Page suivante' })
    await expect(next).toBeVisible()
    const lines = await next.evaluate((link) => {
      // One line: every fragment of the words and of the arrow shares the same top.
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
      const tops = new Set<number>()
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top))
      }
      return tops.size
    })
    expect(lines).toBe(1)
    await expectNoAxeViolations(page)
  })

  test('burger menu: the current section is marked, and only it', async ({ page }) => {
    await page.goto(ADVICE)
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(mainNav(page).locator('[aria-current]')).toHaveCount(1)
    await expect(mainNav(page).locator('[aria-current]')).toHaveText('Conseils')
    await expectNoAxeViolations(page)
  })
})

/**
 * The content of the page (main and footer) drawn under a floating button: each link, control,
 * picture or block of text whose box meets the box of a fixed button on screen.
 */
async function contentUnderButtons(page: Page): Promise<string[]> {
  return drawnUnder(
    page,
    ':is(main, footer) :is(a, button, input, select, textarea, summary, label, img, svg, h1, h2, h3, h4, p, li, dt, dd, th, td, figcaption)',
    (await fixedOnScreen(page)).filter((element) => !element.bar),
  )
}

test.describe('from 1025 px, the floating buttons beside the content', () => {
  // From 1 025 px (the toolbar's end) to 1 296 px (where the column's side margin and gutter hold the buttons).
  for (const width of [1025, 1100, 1280]) {
    test(`at ${width} px, reading down a listing, a product and a home, nothing lies under the scan button or go-top`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const path of [`${PRO}/categorie`, `${PRO}/produit/lissafin-pate`, PART]) {
        await page.goto(path)
        await expect(page.getByTestId('scan-button')).toBeVisible()
        const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
        for (let top = 0; top <= end + 300; top += 300) {
          await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
          await expect.poll(() => contentUnderButtons(page), { message: `${path} at ${width} px, ${top} px down` }).toEqual([])
        }
        // Past 800 px go-top was shown too, above the scan button.
        await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
        await expect(page.getByTestId('go-top')).toBeVisible()
        await expect.poll(() => contentUnderButtons(page)).toEqual([])
      }
    })
  }
})

/**
 * How far below the breadcrumb the page's first drawn thing starts: the first block of `main`
 * that shows something (a line of text, a picture or control, a background or a border),
 * from where that shows (a text below its padding), less the bottom of the trail.
 */
async function startBelowTrail(page: Page): Promise<number> {
  return page.evaluate(() => {
    const trail = document.querySelector('nav[aria-label="Fil d’Ariane"]')
    for (const element of document.querySelectorAll('main *')) {
      const box = element.getBoundingClientRect()
      if (!trail || box.height === 0) continue
      const style = getComputedStyle(element)
      // A line's text is placed by its block (an inline box reaches above the line by the font's ascent).
      if (style.display === 'inline') continue
      const text = [...element.childNodes].some(
        (node) =>
          (node.textContent ?? '').trim() !== '' &&
          (node.nodeType === Node.TEXT_NODE || (node instanceof Element && getComputedStyle(node).display === 'inline')),
      )
      const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0
      const replaced = element.matches('img, svg, input, select, textarea, button')
      if (!text && !filled && !replaced) continue
      const top = filled || replaced ? box.top : box.top + parseFloat(style.paddingTop)
      return Math.round(top - trail.getBoundingClientRect().bottom)
    }
    return Number.NaN
  })
}

for (const [name, viewport] of [
  ['375 px', MOBILE],
  ['1280 px', { width: 1280, height: 900 }],
] as const) {
  test(`at ${name}, every template starts the same distance below the breadcrumb`, async ({ page }) => {
    await page.setViewportSize(viewport)
    // A listing, a product, a tool, a form page, the account, the cart, a CMS page, a news item,
    // a dossier, the site map, the comparator: templates whose own top spacing differed (0 to 40 px).
    const paths = [
      `${PRO}/categorie/enduits-de-lissage`,
      `${PRO}/produit/lissafin-pate`,
      `${PRO}/calculateur-de-quantite`,
      `${PART}/ou-trouver-nos-produits`,
      `${PRO}/formations`,
      `${PRO}/${JOB}`,
      `${PRO}/contact`,
      `${PART}/connexion`,
      `${PART}/panier`,
      ADVICE,
      `${PRO}/ardalis-au-salon-renov-expo-2025`,
      DOSSIER,
      `${PART}/plan-du-site`,
      `${PRO}/comparateur`,
    ]
    const starts: Record<string, number> = {}
    for (const path of paths) {
      await page.goto(path)
      starts[path] = await startBelowTrail(page)
    }
    const reference = starts[paths[0] ?? ''] ?? Number.NaN
    expect(Number.isNaN(reference)).toBe(false)
    expect(Object.entries(starts).filter(([, start]) => Math.abs(start - reference) > 1)).toEqual([])
  })
}

test.describe('desktop (1280 px)', () => {
  test('a product’s three pictograms spread over their column, each label on two lines at most', async ({ page }) => {
    await page.goto(`${PRO}/produit/lissafin-pate`)
    const list = page.getByRole('region', { name: 'En un coup d’œil' }).getByRole('list')
    const pictos = list.getByRole('listitem')
    await expect(pictos).toHaveCount(3)
    const width = await list.evaluate((element) => element.getBoundingClientRect().width)
    const boxes = await pictos.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect))
    expect(new Set(boxes.map((box) => Math.round(box.top))).size, 'pictogram rows').toBe(1)
    // Each takes a third of the column (five columns of 6.5 rem left two empty before).
    for (const box of boxes) expect(box.width).toBeGreaterThan(width / 3 - 16)
    const lines = await pictos.evaluateAll((items) =>
      items.map((item) => {
        const label = [...item.querySelectorAll('*')]
          .filter((el) => el.children.length === 0 && el.textContent?.trim())
          .at(-1) as HTMLElement
        return Math.round(label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight))
      }),
    )
    for (const count of lines) expect(count, 'label lines').toBeLessThanOrEqual(2)
  })

  test('the main navigation marks only the current section, underlined only there', async ({ page }) => {
    const marked = mainNav(page).locator('[aria-current]')
    await page.goto(PRO)
    await expect(marked).toHaveCount(0)

    await page.goto(`${PRO}/categorie/enduits-de-lissage`)
    await expect(marked).toHaveCount(1)
    await expect(marked).toHaveText('Nos enduits')
    await expect(marked).toHaveAttribute('aria-current', 'true')

    await page.goto(`${PRO}/actualites`)
    await expect(marked).toHaveCount(1)
    await expect(marked).toHaveText('Actualités')
    await expect(marked).toHaveAttribute('aria-current', 'page')
    // "Nos enduits" is no longer underlined as if active.
    const ourFillers = mainNav(page).locator('summary', { hasText: 'Nos enduits' })
    expect(await ourFillers.evaluate((element) => getComputedStyle(element).borderBottomColor)).toBe('rgba(0, 0, 0, 0)')

    await page.goto(ADVICE)
    await expect(marked).toHaveText('Conseils')
    await page.goto(`${PART}/calculateur-de-quantite`)
    await expect(marked).toHaveText('Services')
    await expectNoAxeViolations(page)
  })

  test('the Services menu opens compact under its entry, tools first, with entries for each audience', async ({ page }) => {
    for (const [home, entries] of [
      [PRO, ['Calculateur de quantité', 'Où trouver nos produits', 'Colorimétrie des enduits', 'Formations', 'Documentation technique']],
      [
        PART,
        ['Calculateur de quantité', 'Où trouver nos produits', 'Colorimétrie des enduits', 'Foire aux questions', 'Service consommateurs'],
      ],
    ] as const) {
      await page.goto(home)
      const services = mainNav(page).locator('details', { has: page.locator('summary', { hasText: 'Services' }) })
      await services.locator('summary').hover()
      const panel = services.locator('summary + div')
      await expect(panel).toBeVisible()
      for (const entry of entries) await expect(panel.getByRole('link', { name: entry })).toBeVisible()
      const [summaryBox, panelBox] = await Promise.all([services.locator('summary').boundingBox(), panel.boundingBox()])
      if (!summaryBox || !panelBox) throw new Error('no box')
      // Sized to its columns and under its entry, not a full-width band of empty space.
      expect(panelBox.width).toBeLessThan(760)
      expect(panelBox.x).toBeGreaterThanOrEqual(summaryBox.x - 1)
      await expectNoAxeViolations(page)
    }
  })

  test('breadcrumbs list every parent page, with matching BreadcrumbList data', async ({ page }) => {
    await page.goto(ADVICE)
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['Accueil', 'Conseils', 'Lisser un mur abîmé'])
    await expect(breadcrumb(page).getByRole('link', { name: 'Conseils' })).toHaveAttribute('href', `${PART}/conseils`)
    expect(await breadcrumbJsonLd(page)).toEqual(['Accueil', 'Conseils', 'Lisser un mur abîmé'])
    await expectNoAxeViolations(page)

    await page.goto(RSE_CHILD)
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['Accueil', 'Notre démarche RSE', 'Environnement'])
    expect(await breadcrumbJsonLd(page)).toEqual(['Accueil', 'Notre démarche RSE', 'Environnement'])

    await page.goto(DOSSIER)
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['Accueil', 'Dossiers et conseils', 'Préparer un mur avant peinture'])
    await expect(breadcrumb(page).getByRole('link', { name: 'Dossiers et conseils' })).toHaveAttribute('href', `${PART}/dossier`)
    expect(await breadcrumbJsonLd(page)).toEqual(['Accueil', 'Dossiers et conseils', 'Préparer un mur avant peinture'])

    // Routes under another page (the checkout and the account's pages: commerce.spec.ts).
    await page.goto(`${PRO}/carrieres/candidature-spontanee`)
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['Accueil', 'Carrières', 'Candidature spontanée'])
    await expect(breadcrumb(page).getByRole('link', { name: 'Carrières' })).toHaveAttribute('href', `${PRO}/carrieres`)
    expect(await breadcrumbJsonLd(page)).toEqual(['Accueil', 'Carrières', 'Candidature spontanée'])
    await page.goto(`${PART}/mot-de-passe-oublie`)
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['Accueil', 'Connexion', 'Mot de passe oublié'])
  })

  test('the home’s « À la une » fills one row: the editors’ push, then the newest news of the audience', async ({ page }) => {
    for (const home of ['/fr', PART]) {
      await page.goto(home)
      const cards = page.getByRole('region', { name: 'À la une' }).getByRole('article')
      await expect(cards).toHaveCount(3)
      await expect(cards.first().getByRole('link', { name: /^Découvrir/ })).toBeVisible()
      const tops = await cards.evaluateAll((articles) => articles.map((article) => Math.round(article.getBoundingClientRect().top)))
      expect(new Set(tops).size).toBe(1)
      // Three abreast, each card shows its picture across its width above the text: no blank
      // under a thumbnail beside a longer text.
      const layouts = await cards.evaluateAll((articles) =>
        articles.map((article) => {
          const card = article.getBoundingClientRect()
          const picture = article.querySelector('img')?.getBoundingClientRect()
          const heading = article.querySelector('h3')?.getBoundingClientRect()
          return picture && heading ? { acrossTheCard: picture.width >= card.width - 2, textBelow: heading.top >= picture.bottom } : null
        }),
      )
      expect(layouts).toEqual(Array(3).fill({ acrossTheCard: true, textBelow: true }))
      // The news cards open news items: the breadcrumb goes through « Actualités ».
      const news = cards.nth(1).getByRole('link', { name: /^Lire l’actualité/ })
      await expect(news).toBeVisible()
      const title = (await cards.nth(1).getByRole('heading').textContent()) ?? ''
      await news.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['Accueil', 'Actualités', title])
    }
  })

  test('the ranges of both homes fill their rows: four or three abreast, never a lone tile on the last row', async ({ page }) => {
    for (const home of [PRO, PART]) {
      await page.goto(home)
      const tiles = page.getByRole('region', { name: 'Nos gammes' }).getByRole('listitem')
      await expect(tiles.first()).toBeVisible()
      const tops = await tiles.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
      const rows = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length)
      const [first = 0] = rows
      expect(rows.length, home).toBeGreaterThan(1)
      expect(first, home).toBeGreaterThanOrEqual(3)
      // Every row but the last is full, and the last is not a tile alone.
      expect(
        rows.slice(0, -1).every((count) => count === first),
        `${home}: ${rows.join(' + ')}`,
      ).toBe(true)
      expect(rows.at(-1), `${home}: ${rows.join(' + ')}`).toBeGreaterThan(1)
    }
  })

  test('the site map and sitemap.xml list the job offers', async ({ page, request }) => {
    await page.goto(`${PRO}/plan-du-site`)
    const jobs = page.getByRole('region', { name: 'Offres d’emploi' })
    await expect(jobs.getByRole('link', { name: /Technico-commercial secteur Rhône-Alpes/ })).toHaveAttribute('href', `${PRO}/${JOB}`)
    await expectNoAxeViolations(page)
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(xml).toContain(`${PRO}/${JOB}</loc>`)
  })

  test('contact: the profiles offered depend on the audience, and the API keeps to them', async ({ page, request }) => {
    const profiles = () =>
      page
        .getByRole('main')
        .getByLabel('Vous êtes')
        .locator('option')
        .evaluateAll((options) => options.map((o) => o.textContent ?? ''))
    await page.goto(`${PART}/contact`)
    await expect(page.getByRole('main').getByLabel('Vous êtes')).toBeVisible()
    const part = await profiles()
    expect(part).toEqual(expect.arrayContaining(['Particulier', 'Propriétaire occupant', 'Locataire', 'Copropriété, conseil syndical']))
    expect(part.some((label) => /Entreprise|Négoce|plaquiste/.test(label))).toBe(false)
    await expectNoAxeViolations(page)

    await page.goto(`${PRO}/contact`)
    await expect(page.getByRole('main').getByLabel('Vous êtes')).toBeVisible()
    const pro = await profiles()
    expect(pro).toEqual(
      expect.arrayContaining(['Entreprise de peinture / revêtements de sols', 'Plâtrier, plaquiste', 'Façadier, ravaleur']),
    )
    expect(pro).not.toContain('Locataire')

    const listed = (await (await request.get('/api/v1/profile?target=part')).json()) as { data: { items: { code: string }[] } }
    expect(listed.data.items.map((item) => item.code)).toContain('tenant')
    expect(listed.data.items.map((item) => item.code)).not.toContain('painting-company')

    const response = await request.post('/api/v1/contact', {
      data: {
        target: 'part',
        profile: 'painting-company',
        subject: 'technical',
        civility: 'mme',
        lastname: 'Lefebvre',
        firstname: 'Claire',
        email: 'claire.lefebvre@exemple.fr',
        phone: '06 12 34 56 78',
        zipcode: '41000',
        city: 'Blois',
        country: 'FR',
        message: 'Quel enduit pour une cloison ?',
        consent: true,
      },
    })
    expect(response.status()).toBe(400)
    const body = (await response.json()) as { errors: { path: string; message: string }[] }
    expect(body.errors).toEqual([{ path: 'profile', message: 'Veuillez choisir une valeur pour le champ profil.' }])
  })
})
