import { expect, type Locator, type Page } from '@playwright/test'
import { test } from './fixtures'
import { expectNoAxeViolations } from './axe'

/**
 * The keyboard focus through client-side navigations (RGAA 12.8, WCAG 2.4.3, 2.4.11, 4.1.3), as a
 * keyboard or screen-reader user meets it: a listing's filter, sort or page keeps the focus on
 * the control followed and says the new count from a live region that was already there, and the
 * page's title names the state; the search suggestions close when Tab leaves the box; any other
 * page change puts the focus in the main content; the consent banner's buttons leave it on the
 * page; « Aller au menu » focuses the menu and, on a phone, opens it as the burger says.
 */

const PRO = '/fr/enduit-professionnels'
const CATEGORY = `${PRO}/categorie/enduits-de-lissage`
const ALL_PRODUCTS = `${PRO}/categorie`
const MOBILE = { width: 375, height: 812 }

/** Tab (or Shift+Tab) until `target` has the focus (a keyboard user reaches it), at most `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press(key)
  }
  throw new Error(`non atteint au clavier : ${target.toString()}`)
}

function facet(page: Page, label: string) {
  return page.getByTestId('facet').filter({ has: page.locator('summary', { hasText: new RegExp(`^${label}$`) }) })
}

/** The number in a facet value's text, « Lissage(11) » → 11. */
async function valueCount(link: Locator): Promise<number> {
  const text = (await link.textContent()) ?? ''
  const match = /\((\d+)\)/.exec(text)
  if (!match) throw new Error(`no count in "${text}"`)
  return Number(match[1])
}

/** The site's polite live region, which lives across navigations. */
function announcer(page: Page) {
  return page.getByTestId('announcer')
}

/** Marks the live region now in the page, to tell later whether it is still the same element. */
async function markAnnouncer(page: Page) {
  await announcer(page).evaluate((element) => {
    ;(window as unknown as { e2eLiveRegion?: Element }).e2eLiveRegion = element
  })
}

async function sameAnnouncer(page: Page): Promise<boolean> {
  return announcer(page).evaluate(
    (element) => (window as unknown as { e2eLiveRegion?: Element }).e2eLiveRegion === element && element.isConnected,
  )
}

/** Whether the focus is in the page's main content (the main element itself or inside it). */
function focusInMain(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const main = document.querySelector('main')
    return main !== null && document.activeElement !== null && main.contains(document.activeElement)
  })
}

test.describe('listing filters and sort, keyboard only (1280 px)', () => {
  test('a filter keeps the focus on itself, the live region says the new count, the title names the filter', async ({ page }) => {
    await page.goto(CATEGORY)
    const fonction = facet(page, 'Fonction')
    await tabTo(page, fonction.locator('summary'))
    await page.keyboard.press('Enter')
    await expect(fonction).toHaveAttribute('open', '')
    const lissage = fonction.getByRole('link', { name: /^Lissage/ })
    await page.keyboard.press('Tab')
    await expect(lissage).toBeFocused()
    const count = await valueCount(lissage)
    await markAnnouncer(page)

    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${CATEGORY}/_FONCTION__lissage`)
    // The same filter, now ticked, has the focus: not the body, not the skip links.
    await expect(lissage).toHaveAttribute('aria-current', 'true')
    await expect(lissage).toBeFocused()
    // The new count, said by a live region that was in the page before the navigation.
    await expect(announcer(page)).toHaveAttribute('role', 'status')
    await expect(announcer(page)).toHaveText(`${count} produits`)
    expect(await sameAnnouncer(page)).toBe(true)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${count} produits`)
    await expect(page).toHaveTitle(/^Enduits de lissage – Fonction\s:\sLissage \| Ardalis$/)
    await expectNoAxeViolations(page)

    // The next Tab goes on in the criteria, not back to the top of the page.
    await page.keyboard.press('Tab')
    await expect(fonction.getByRole('link', { name: /^Finition/ })).toBeFocused()

    // A sort: the sort chosen has the focus on its page, and the title says it.
    const byName = page.getByRole('main').getByRole('link', { name: 'Nom de A à Z', exact: true })
    await tabTo(page, byName)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${CATEGORY}/_FONCTION__lissage/_TRI__nom-az`)
    const chosen = page.getByRole('main').locator('[aria-current="true"]', { hasText: /^Nom de A à Z$/ })
    await expect(chosen).toBeFocused()
    await expect(page).toHaveTitle(/^Enduits de lissage – Fonction\s:\sLissage – Trier par\s:\sNom de A à Z \| Ardalis$/)
    await expectNoAxeViolations(page)
  })

  test('a page of the listing puts the focus where the results start, and the title gives the page', async ({ page }) => {
    await page.goto(ALL_PRODUCTS)
    const status = page.getByRole('main').getByRole('status')
    const total = ((await status.textContent()) ?? '').trim()
    expect(total).toMatch(/^\d+ produits$/)
    await tabTo(page, page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page suivante' }), 300)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${ALL_PRODUCTS}/_p__2`)
    await expect(status).toBeFocused()
    await expect(status).toHaveText(total)
    await expect(page).toHaveTitle('Nos enduits – Page 2 | Ardalis')
    await expectNoAxeViolations(page)
  })
})

test.describe('listing filters on a phone (375 px), keyboard only', () => {
  test.use({ viewport: MOBILE })

  test('a criterion ticked in the panel leaves the panel open, with the focus on it', async ({ page }) => {
    await page.goto(CATEGORY)
    const panel = page.locator('main aside details').first()
    const toggle = panel.locator('summary').first()
    await expect(toggle).toHaveText('Filtrer les produits')
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    await expect(panel).toHaveAttribute('open', '')
    const supports = facet(page, 'Supports')
    await tabTo(page, supports.locator('summary'))
    await page.keyboard.press('Enter')
    const platre = supports.getByRole('link', { name: /^Plâtre/ })
    await page.keyboard.press('Tab')
    await expect(platre).toBeFocused()
    const count = await valueCount(platre)
    await markAnnouncer(page)

    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${CATEGORY}/_SUPPORT__platre`)
    await expect(platre).toHaveAttribute('aria-current', 'true')
    await expect(platre).toBeFocused()
    await expect(panel).toHaveAttribute('open', '')
    await expect(toggle).toHaveText('Filtrer les produits (1 critère actif)')
    await expect(announcer(page)).toHaveText(`${count} produits`)
    expect(await sameAnnouncer(page)).toBe(true)
    await expect(page).toHaveTitle(/^Enduits de lissage – Supports\s:\sPlâtre \| Ardalis$/)
    await expectNoAxeViolations(page)
  })
})

test.describe('search suggestions (1280 px)', () => {
  test('they close when Tab leaves the search box, and nothing focused is covered', async ({ page }) => {
    await page.goto('/fr')
    const box = page.locator('#header-search')
    await tabTo(page, box)
    await page.keyboard.type('lis')
    const panel = page.getByTestId('search-suggestions').first()
    await expect(panel.getByRole('option').first()).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')

    // Tab through the box (its button, the panel's tabs and sheets) until the focus is past it.
    const outside = () =>
      page.evaluate(() => {
        const active = document.activeElement
        const field = document.getElementById('header-search')
        const panelElement = document.querySelector('[data-testid="search-suggestions"]')
        return active !== null && !active.closest('form[role="search"]')?.contains(field) && !panelElement?.contains(active)
      })
    for (let i = 0; i < 20 && !(await outside()); i += 1) await page.keyboard.press('Tab')
    expect(await outside()).toBe(true)
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()

    // Eight more stops (« Guide de choix », « Conseils » in the menu, …): each one is on top where it is drawn.
    for (let i = 0; i < 8; i += 1) {
      const covered = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null
        if (!active || active === document.body) return null
        const box = active.getBoundingClientRect()
        if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > innerHeight) return null
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return hit && (active.contains(hit) || hit.contains(active))
          ? null
          : `${active.textContent?.trim()} ← ${hit?.outerHTML.slice(0, 80)}`
      })
      expect(covered).toBeNull()
      await page.keyboard.press('Tab')
    }
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expectNoAxeViolations(page)

    // A press on an option still opens it (the panel keeps the focus in the field meanwhile).
    await box.focus()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    const option = panel.getByRole('option').first()
    const href = await option.getAttribute('data-href')
    await option.click()
    await expect(page).toHaveURL(href ?? '')
  })
})

test.describe('client-side route changes (1280 px)', () => {
  test('after a link or a search, the focus is in the main content and Tab goes on from there', async ({ page }) => {
    await page.goto(PRO)
    const news = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Actualités' })
    await tabTo(page, news)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${PRO}/actualites`)
    await expect.poll(() => focusInMain(page)).toBe(true)
    await page.keyboard.press('Tab')
    expect(await focusInMain(page)).toBe(true)

    // A theme of the news is a page of its own: the theme followed keeps the focus there.
    const themes = page.getByRole('navigation', { name: 'Filtrer par thème' })
    const theme = themes.getByRole('link', { name: /^Entreprise/ })
    await tabTo(page, theme, 10)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${PRO}/actualites/entreprise`)
    await expect(theme).toHaveAttribute('aria-current', 'page')
    await expect(theme).toBeFocused()

    // Enter in the search field opens the results page: the focus starts in its main content.
    // (The field is in the header, before the main content: back there with Shift+Tab.)
    const box = page.locator('#header-search')
    await tabTo(page, box, 80, 'Shift+Tab')
    await page.keyboard.type('enduit lissage')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${PRO}/resultats/enduit%20lissage`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('enduit lissage')
    await expect.poll(() => focusInMain(page)).toBe(true)
    await expectNoAxeViolations(page)
  })
})

test.describe('« Aller au menu »', () => {
  test('at 1280 px it focuses the main navigation', async ({ page }) => {
    await page.goto(PRO)
    const skip = page.getByRole('link', { name: 'Aller au menu' })
    await tabTo(page, skip)
    await page.keyboard.press('Enter')
    const nav = page.getByRole('navigation', { name: 'Menu principal' })
    await expect(nav).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(nav.locator(':focus')).toHaveCount(1)
  })

  test.describe('on a phone (375 px)', () => {
    test.use({ viewport: MOBILE })

    test('it opens the menu, focused, and the burger says so; the burger closes it', async ({ page }) => {
      await page.goto(PRO)
      const nav = page.getByRole('navigation', { name: 'Menu principal' })
      const burger = page.getByTestId('burger')
      await expect(nav).toBeHidden()
      await expect(burger).toHaveAttribute('aria-expanded', 'false')
      await tabTo(page, page.getByRole('link', { name: 'Aller au menu' }))
      await page.keyboard.press('Enter')
      await expect(nav).toBeVisible()
      await expect(nav).toBeFocused()
      await expect(burger).toHaveAttribute('aria-expanded', 'true')
      await expectNoAxeViolations(page)

      // The burger, just before the menu, closes it: the menu is hidden again and the address loses #menu.
      await page.keyboard.press('Shift+Tab')
      await expect(burger).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(burger).toHaveAttribute('aria-expanded', 'false')
      await expect(nav).toBeHidden()
      expect(new URL(page.url()).hash).toBe('')
    })
  })
})

test.describe('consent banner, keyboard only', () => {
  // A visitor who has not answered the banner yet.
  test.use({ storageState: { cookies: [], origins: [] } })

  const banner = (page: Page) => page.locator('#cc-main .cm')
  const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === null || document.activeElement === document.body)

  test('after « Tout refuser » the focus is on the page: the first skip link, what Tab reaches next', async ({ page }) => {
    await page.goto(PRO)
    await expect(banner(page)).toBeVisible()
    await tabTo(page, banner(page).getByRole('button', { name: 'Tout refuser' }))
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => focusOnBody(page)).toBe(false)
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test('after a choice saved in « Personnaliser », the focus is on the page too', async ({ page }) => {
    await page.goto(PRO)
    await expect(banner(page)).toBeVisible()
    await tabTo(page, banner(page).getByRole('button', { name: 'Personnaliser' }))
    await page.keyboard.press('Enter')
    const preferences = page.locator('#cc-main .pm')
    await expect(preferences).toBeVisible()
    // The dialog takes the focus once it has faded in: Tab from there.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
    await expect.poll(() => preferences.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await tabTo(page, preferences.getByRole('button', { name: 'Enregistrer mes choix' }), 40)
    await page.keyboard.press('Enter')
    await expect(preferences).toBeHidden()
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => focusOnBody(page)).toBe(false)
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused()
  })
})
