import { expect, type Locator, type Page } from '@playwright/test'
import { test } from './fixtures'
import { expectNoAxeViolations } from './axe'

/**
 * The comparator and the favourites on a phone (issue 22, decision 102): the names column
 * stays while two products sit side by side and a swipe brings the third; packshots in both
 * lists; one limit message; durations in hours and days; axe at 375 and 1280 px.
 */
const PRO = '/fr/enduit-professionnels'
const PHONE = { width: 375, height: 812 }
/** Playwright reads non-breaking spaces as they are: the tests write plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').trim()

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not rendered')
  return b
}

/** The product columns wholly inside the scroller, right of the names column (1-based). */
async function columnsInView(page: Page): Promise<number[]> {
  const scroller = await box(page.getByTestId('comparator-scroller'))
  const names = await box(page.locator('[data-testid="comparator-table"] thead th[data-names]'))
  const heads = page.locator('[data-testid="comparator-table"] thead th[data-product]')
  const inView: number[] = []
  for (let i = 0; i < (await heads.count()); i++) {
    const b = await box(heads.nth(i))
    if (b.x >= names.x + names.width - 1 && b.x + b.width <= scroller.x + scroller.width + 1) inView.push(i + 1)
  }
  return inView
}

test.describe('comparator and favourites on a phone', () => {
  test.use({ viewport: PHONE })

  test('one limit message, then the comparator: names column kept, two products side by side, swipe to the third', async ({ page }) => {
    // The product page gives durations in hours, not raw minutes (Jointex Machine: 1440 min).
    await page.goto(`${PRO}/produit/jointex-machine`)
    const working = page.locator('table tr').filter({ has: page.getByRole('rowheader', { name: 'Temps pratique d’utilisation' }) })
    await expect(working.locator('td')).toHaveText('24 h')
    await page.getByRole('main').getByTestId('compare-toggle').first().click()
    await expect(page.getByRole('main').getByTestId('compare-toggle').first()).toHaveAttribute('aria-pressed', 'true')

    await page.goto(`${PRO}/categorie`)
    const toggles = page.locator('main article').getByTestId('compare-toggle')
    await expect.poll(() => toggles.count()).toBeGreaterThan(5)
    let compared = 1
    let i = 0
    while (compared < 3) {
      if ((await toggles.nth(i).getAttribute('aria-pressed')) === 'false') {
        await toggles.nth(i).click()
        await expect(toggles.nth(i)).toHaveAttribute('aria-pressed', 'true')
        compared++
      }
      i++
    }
    // Two refusals on two different cards: one message on screen, never one per card nor a stack.
    const refused: Locator[] = []
    for (let j = i; refused.length < 2; j++)
      if ((await toggles.nth(j).getAttribute('aria-pressed')) === 'false') refused.push(toggles.nth(j))
    for (const toggle of refused) {
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    }
    const message = 'Seulement 3 produits peuvent être comparés'
    const toast = page.locator('[data-sonner-toast]')
    await expect(toast).toHaveCount(1)
    await expect(toast).toContainText(message)
    // Above the mobile toolbar, not under it.
    const toolbar = await box(page.getByRole('navigation', { name: 'Accès rapides' }))
    await expect.poll(async () => (await box(toast)).y + (await box(toast)).height).toBeLessThanOrEqual(toolbar.y)
    await expect(page.getByText(message)).toHaveCount(1)
    await expect(page.getByTestId('compare-notice')).toHaveCount(0)
    await toast.getByRole('button', { name: 'Voir le comparateur' }).click()
    await expect(page).toHaveURL(`${PRO}/comparateur`)

    const table = page.getByTestId('comparator-table')
    const scroller = page.getByTestId('comparator-scroller')
    await expect(table.locator('thead th[data-product]')).toHaveCount(3)
    // A keyboard user reaches the scrolling region, which says what it holds.
    await expect(scroller).toHaveAttribute('tabindex', '0')
    await expect(scroller).toHaveAttribute('aria-label', /3 produit/)
    // The table is no wider than the screen's box would allow one product in: two are in view.
    const scrollerBox = await box(scroller)
    expect(scrollerBox.x + scrollerBox.width).toBeLessThanOrEqual(PHONE.width)
    const names = table.locator('thead th[data-names]')
    await expect(names).toBeVisible()
    const namesBefore = await box(names)
    await expect.poll(() => columnsInView(page)).toEqual([1, 2])
    await expect(page.getByTestId('compare-position')).toHaveText('Produits 1 à 2 sur 3')
    // A characteristic's name is on screen beside its values.
    const rowHeader = table.getByRole('rowheader', { name: /Temps pratique/ })
    expect((await box(rowHeader)).x).toBeGreaterThanOrEqual(scrollerBox.x - 1)

    // Swipe: the products scroll, the names column stays where it was.
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
    await expect.poll(() => columnsInView(page)).toEqual([2, 3])
    await expect(page.getByTestId('compare-position')).toHaveText('Produits 2 à 3 sur 3')
    const namesAfter = await box(names)
    expect(Math.abs(namesAfter.x - namesBefore.x)).toBeLessThanOrEqual(1)
    const rowAfter = await box(rowHeader)
    expect(Math.abs(rowAfter.x - namesBefore.x)).toBeLessThanOrEqual(1)
    // The buttons move by one product, and back.
    await page.getByRole('button', { name: 'Produits précédents' }).click()
    await expect.poll(() => columnsInView(page)).toEqual([1, 2])
    await page.getByRole('button', { name: 'Produits suivants' }).click()
    await expect.poll(() => columnsInView(page)).toEqual([2, 3])

    // Packshots in every column, square, with a text alternative.
    const images = table.locator('thead img')
    await expect(images).toHaveCount(3)
    for (let k = 0; k < 3; k++) {
      expect((await images.nth(k).getAttribute('alt'))?.trim()).toBeTruthy()
      await images.nth(k).scrollIntoViewIfNeeded()
      await expect.poll(() => images.nth(k).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      const b = await box(images.nth(k))
      expect(Math.abs(b.width - b.height)).toBeLessThanOrEqual(1)
    }

    // « Retirer » lines up across the columns, whatever the number of lines of the names above.
    const heads = table.locator('thead th[data-product]')
    const nameHeights = new Set<number>()
    const removeTops = new Set<number>()
    for (let k = 0; k < 3; k++) {
      nameHeights.add(Math.round((await box(heads.nth(k).getByRole('link'))).height))
      removeTops.add(Math.round((await box(heads.nth(k).getByRole('button', { name: /^Retirer / }))).y))
    }
    expect(nameHeights.size, 'names of different lengths').toBeGreaterThan(1)
    expect([...removeTops]).toHaveLength(1)

    // Durations read in hours and days, never hundreds of minutes.
    const text = plain(await table.textContent())
    expect(text).not.toMatch(/\d{3,} ?min/)
    const jointex = await table.locator('thead th[data-product]').allTextContents()
    const column = jointex.findIndex((t) => t.includes('Jointex Machine'))
    expect(column).toBeGreaterThanOrEqual(0)
    const workingRow = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: /Temps pratique/ }) })
    expect(plain(await workingRow.locator('td').nth(column).textContent())).toBe('24 h')
    for (const cell of await workingRow.locator('td').allTextContents()) expect(plain(cell)).toMatch(/^(\d+ min|\d+ h( \d{2})?|\d+ jours)$/)

    await scroller.evaluate((element) => element.scrollTo({ left: 0 }))
    await expectNoAxeViolations(page)

    // On a wide screen the three products sit side by side, without the pager.
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect.poll(() => columnsInView(page)).toEqual([1, 2, 3])
    await expect(page.getByTestId('compare-pager')).toBeHidden()
    await expectNoAxeViolations(page)
  })

  test('favourites show each product with its packshot, at 375 and 1280 px', async ({ page }) => {
    await page.goto(`${PRO}/categorie`)
    const cards = page.locator('main article').filter({ has: page.getByTestId('favourite-toggle') })
    for (const k of [0, 1]) {
      await cards.nth(k).getByTestId('favourite-toggle').click()
      await expect(cards.nth(k).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true')
    }
    await page.goto(`${PRO}/favoris`)
    const list = page.getByTestId('favourites-list')
    await expect(list.getByRole('listitem')).toHaveCount(2)
    const images = list.getByTestId('shortlist-image')
    await expect(images).toHaveCount(2)
    for (let k = 0; k < 2; k++) {
      expect((await images.nth(k).getAttribute('alt'))?.trim()).toBeTruthy()
      await expect.poll(() => images.nth(k).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      const b = await box(images.nth(k))
      expect(Math.abs(b.width - b.height)).toBeLessThanOrEqual(1)
      expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width)
    }
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(images.first()).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
