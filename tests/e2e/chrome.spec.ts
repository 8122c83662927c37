import { expect, type BrowserContext, type Page } from '@playwright/test'
import { test } from './fixtures'
import { expectNoAxeViolations } from './axe'

// The consent journeys start from a visitor who has not answered the banner yet.
test.use({ storageState: { cookies: [], origins: [] } })

const PRO = '/fr/enduit-professionnels'
const CATEGORY = `${PRO}/categorie/enduits-de-lissage`
const NEWS_PAGE = `${PRO}/ardalis-au-salon-renov-expo-2025`
const JOB_PAGE = `${PRO}/emploi-technico-commercial-rhone-alpes`
const MOBILE = { width: 375, height: 812 }

/** Hosts of trackers and video embeds: none may be contacted without consent. */
const THIRD_PARTY = /googletagmanager\.com|google-analytics\.com|facebook\.net|pinimg\.com|youtube(-nocookie)?\.com|ytimg\.com/

/** Logs every third-party request of the context (answered empty: the machine is offline). */
async function logThirdParty(context: BrowserContext): Promise<string[]> {
  const log: string[] = []
  await context.route(THIRD_PARTY, async (route) => {
    log.push(route.request().url())
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  return log
}

function banner(page: Page) {
  return page.locator('#cc-main .cm')
}

/** Answers the consent banner with "Tout refuser" (the choice most tests start from). */
async function refuseAll(page: Page) {
  await banner(page).getByRole('button', { name: 'Tout refuser' }).click()
  await expect(banner(page)).toBeHidden()
}

async function firstProductPath(page: Page): Promise<string> {
  await page.goto(CATEGORY)
  const href = await page.locator('main article h3 a, main article h2 a').first().getAttribute('href')
  if (!href) throw new Error('no product on the category page')
  return href
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' })
}

function breadcrumb(page: Page) {
  return page.getByRole('navigation', { name: /fil d’ariane/i })
}

test.describe('desktop (1280 px)', () => {
  test('main menu dropdowns open by mouse and by keyboard', async ({ page }) => {
    await page.goto(PRO)
    await refuseAll(page)
    const group = mainNav(page).locator('details').first()
    const summary = group.locator('summary')
    await expect(summary).toHaveText('Nos enduits')

    await summary.hover()
    await expect(group).toHaveAttribute('open', '')
    await expect(group.getByRole('link', { name: /Tout voir/ })).toBeVisible()
    // Four links at most per column.
    for (const list of await group.locator('ul').all()) expect(await list.locator('li').count()).toBeLessThanOrEqual(4)
    await page.mouse.move(5, 850)
    await expect(group).not.toHaveAttribute('open', '')

    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(group).toHaveAttribute('open', '')
    await page.keyboard.press('Tab')
    await expect(group.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(group).not.toHaveAttribute('open', '')
    await expect(summary).toBeFocused()

    // A click on the summary closes a dropdown opened by hover; a click outside closes it too.
    await summary.hover()
    await expect(group).toHaveAttribute('open', '')
    await summary.click()
    await expect(group).not.toHaveAttribute('open', '')
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(group).toHaveAttribute('open', '')
    await page.mouse.click(2, 2)
    await expect(group).not.toHaveAttribute('open', '')
  })

  test('header: regional sites by keyboard, favourites heart, compare count, choice-guide entry', async ({ page }) => {
    await page.goto(PRO)
    await refuseAll(page)
    const countries = page.getByTestId('countries')
    await countries.locator('summary').focus()
    await page.keyboard.press('Enter')
    const list = countries.getByRole('list')
    await expect(list).toBeVisible()
    await expect(list.getByRole('link')).toHaveCount(10)
    const height = await list.evaluate((el) => el.getBoundingClientRect().height)
    expect(height).toBeLessThanOrEqual(200)
    await expect(list.getByRole('link').first()).toHaveAttribute('target', '_blank')
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()

    const heart = page.getByTestId('header-favourites').locator('svg')
    await expect(heart).toHaveAttribute('data-filled', 'false')
    await page.evaluate(() => {
      localStorage.setItem('enduits:favourites', '[1,2]')
      localStorage.setItem('enduits:comparator', JSON.stringify({ target: 'pro', ids: [3, 4, 5] }))
    })
    await page.reload()
    await expect(heart).toHaveAttribute('data-filled', 'true')
    await expect(page.getByTestId('nav-compare-count')).toContainText('3')
    await expect(page.getByTestId('nav-compare')).toHaveAttribute('href', `${PRO}/comparateur`)

    // Without the guide modal mounted, the choice-guide entry leads to the guide page.
    await expect(mainNav(page).locator('a[data-choice-guide]')).toHaveAttribute('href', /guide-de-choix/)
  })

  test('the audience switch keeps the page, changes the menus and empties the comparator', async ({ page }) => {
    await page.goto(`${PRO}/contact`)
    await refuseAll(page)
    await page.evaluate(() => localStorage.setItem('enduits:comparator', JSON.stringify({ target: 'pro', ids: [3, 4] })))
    await page.reload()
    await expect(page.getByTestId('nav-compare-count')).toContainText('2')
    await expect(mainNav(page)).toContainText('Formations')

    await page.getByRole('link', { name: 'Particulier' }).click()
    await expect(page).toHaveURL('/fr/enduit-particuliers/contact')
    await expect(page.getByRole('link', { name: 'Particulier' })).toHaveAttribute('aria-current', 'true')
    await expect(mainNav(page)).toContainText('Foire aux questions')
    await expect(mainNav(page)).not.toContainText('Formations')
    await expect(page.getByTestId('nav-compare-count')).toHaveCount(0)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('enduits:comparator') ?? 'null'))).toEqual({ target: 'part', ids: [] })
  })

  test('the language switch keeps the page and the audience, is remembered, and leads home where the page is French only', async ({
    page,
  }) => {
    await page.goto('/fr/enduit-particuliers/produit/rebouchor-poudre')
    await refuseAll(page)
    const english = page.getByTestId('language-link')
    await expect(english).toHaveText('English')
    await expect(english).toHaveAttribute('lang', 'en')
    await english.click()
    await expect(page).toHaveURL('/en/enduit-particuliers/product/rebouchor-poudre')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Private customer' })).toHaveAttribute('aria-current', 'true')
    await expect(page.getByTestId('language-link')).toHaveText('Français')
    await expect(page.getByTestId('language-link')).toHaveAttribute('lang', 'fr')

    // The choice is kept (spec: cookie i18n_redirected): the bare address now opens the English site.
    await page.goto('/')
    await expect(page).toHaveURL(/\/en(\/|$)/)
    // The cart exists in French only: reading it from the English site is no choice of French.
    await page.goto('/fr/enduit-particuliers/panier')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/')
    await expect(page).toHaveURL(/\/en(\/|$)/)

    // A job offer is French only: English is that audience's English home, not a 404.
    await page.goto(JOB_PAGE)
    await expect(page.getByTestId('language-link')).toHaveAttribute('href', '/en')
    await page.getByTestId('language-link').click()
    await expect(page).toHaveURL('/en')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByTestId('language-link').click()
    await expect(page).toHaveURL(/\/fr(\/enduit-professionnels)?$/)
  })

  test('breadcrumb trails on category, product and CMS pages, with BreadcrumbList markup', async ({ page }) => {
    await page.goto(PRO)
    await refuseAll(page)
    await expect(breadcrumb(page)).toHaveCount(0)

    await page.goto(CATEGORY)
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['Accueil', 'Nos enduits', /lissage/i])
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(/lissage/i)

    const product = await firstProductPath(page)
    await page.locator(`main a[href="${product}"]`).first().click()
    await expect(page).toHaveURL(product)
    const productTrail = breadcrumb(page).getByRole('listitem')
    await expect(productTrail.first()).toHaveText('Accueil')
    await expect(productTrail.nth(1)).toHaveText('Nos enduits')
    await expect(productTrail.last()).toHaveText((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.join('')).toContain('"BreadcrumbList"')

    await page.goto(NEWS_PAGE)
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['Accueil', 'Actualités', /Rénov’Expo 2025/])
    await page.goto(JOB_PAGE)
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['Accueil', 'Offres d’emploi', /Technico-commercial/])
  })

  test('go-top appears after 800 px and scrolls back to the top', async ({ page }) => {
    await page.goto(CATEGORY)
    await refuseAll(page)
    const goTop = page.getByTestId('go-top')
    await expect(goTop).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 1200))
    await expect(goTop).toBeVisible()
    await goTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(goTop).toBeHidden()
  })

  test('loading bar: a slow navigation shows it past 200 ms, the new page ends it', async ({ page }) => {
    await page.goto(PRO)
    await refuseAll(page)
    // The new page's data answers after 1.5 s.
    await page.route(/[?&]_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const bar = page.getByRole('progressbar', { includeHidden: true })
    await expect(bar).not.toHaveAttribute('data-active', 'true')
    await page.locator('main a[href*="/categorie/"]').first().click()
    await expect(bar).toHaveAttribute('data-active', 'true')
    await expect(bar).toHaveAttribute('aria-busy', 'true')
    await expect(page).toHaveURL(/\/categorie\//)
    await expect(bar).not.toHaveAttribute('data-active', 'true')
  })

  test('page transition "page": the page fades out then the new one in, back included; nothing moves with reduced motion', async ({
    page,
  }) => {
    // Records, in order, the id of every animation the document runs (sampled each frame).
    await page.addInitScript(() => {
      const seen = new WeakSet<Animation>()
      const ids: string[] = []
      Object.assign(window, { animationIds: ids })
      const sample = () => {
        for (const animation of document.getAnimations()) {
          if (!seen.has(animation)) {
            seen.add(animation)
            if (animation.id) ids.push(animation.id)
          }
        }
        requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    })
    const ids = () =>
      page.evaluate(() => (window as unknown as { animationIds: string[] }).animationIds.filter((id) => id.startsWith('page-')))
    // The next page is not fetched ahead, and its data takes 300 ms, as on a phone's network:
    // the fade-out starts once the click's frame is painted, and a page shown before that is
    // not faded out (decision 122).
    await page.route(/[?&]_rsc=/, async (route) => {
      if (route.request().headers()['next-router-prefetch']) return route.abort()
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.continue()
    })
    await page.goto(PRO)
    await refuseAll(page)
    expect(await ids()).toEqual([])

    await page.locator('main a[href*="/categorie/"]').first().click()
    await expect(page).toHaveURL(/\/categorie\//)
    await expect.poll(ids).toEqual(['page-leave', 'page-enter'])
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => page.locator('#content').evaluate((el) => getComputedStyle(el).opacity)).toBe('1')

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${PRO}$`))
    await expect.poll(ids).toEqual(['page-leave', 'page-enter', 'page-enter'])

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.locator('main a[href*="/categorie/"]').first().click()
    await expect(page).toHaveURL(/\/categorie\//)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForTimeout(400)
    expect(await ids()).toEqual(['page-leave', 'page-enter', 'page-enter'])
  })

  test('footer: dropdowns, link columns of 4, social links and the cookie button', async ({ page }) => {
    await page.goto(PRO)
    await refuseAll(page)
    const footer = page.getByRole('contentinfo')
    const top = footer.locator('details', { hasText: 'Produits phares' })
    await top.locator('summary').click()
    await expect(top.getByRole('link')).toHaveCount(5)
    const about = footer.locator('details', { hasText: 'Qui sommes-nous' })
    await about.locator('summary').click()
    await expect(about.getByRole('link', { name: /En savoir plus/ })).toBeVisible()

    // Spec §9: footer links in columns of 4 (15 links: 4, 4, 4, 3).
    const columns = footer.locator('[class*="linkColumns"] > ul')
    expect(await columns.count()).toBeGreaterThan(1)
    for (const column of await columns.all()) expect(await column.locator('li').count()).toBeLessThanOrEqual(4)
    await expect(footer.getByRole('link', { name: /Mentions légales/ })).toBeVisible()

    const socials = footer.locator('[class*="socials"] a')
    await expect(socials).toHaveCount(5)
    for (const social of await socials.all()) await expect(social).toHaveAttribute('target', '_blank')

    await footer.getByRole('button', { name: 'Gestion des cookies' }).click()
    await expect(page.locator('#cc-main .pm')).toBeVisible()
  })

  for (const [label, path] of [
    ['home', PRO],
    ['category', CATEGORY],
    ['CMS page', NEWS_PAGE],
  ] as const) {
    test(`axe: ${label} has no WCAG A/AA violation, banner open then closed`, async ({ page }) => {
      await page.goto(path)
      await expect(banner(page)).toBeVisible()
      await expectNoAxeViolations(page)
      await refuseAll(page)
      await expectNoAxeViolations(page)
    })
  }

  test('axe: product page has no WCAG A/AA violation', async ({ page }) => {
    const product = await firstProductPath(page)
    await page.goto(product)
    await refuseAll(page)
    await expectNoAxeViolations(page)
  })
})

test.describe('mobile (375 px)', () => {
  test.use({ viewport: MOBILE, hasTouch: true })

  test('the language switch is in the top bar, within the screen and big enough to tap', async ({ page }) => {
    await page.goto(PRO)
    await refuseAll(page)
    const english = page.getByTestId('language-link')
    await expect(english).toBeVisible()
    const box = await english.boundingBox()
    expect(box).not.toBeNull()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(MOBILE.width)
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24)
  })

  test('burger menu with collapsible groups, closed by a route change', async ({ page }) => {
    await page.goto(PRO)
    await refuseAll(page)
    const nav = mainNav(page)
    await expect(nav).toBeHidden()
    const burger = page.getByTestId('burger')
    await burger.click()
    await expect(burger).toHaveAttribute('aria-expanded', 'true')
    await expect(nav).toBeVisible()

    const group = nav.locator('details').first()
    await group.locator('summary').click()
    await expect(group).toHaveAttribute('open', '')
    await group.locator('summary').click()
    await expect(group).not.toHaveAttribute('open', '')

    await nav.getByRole('link', { name: 'Actualités' }).click()
    await expect(page).toHaveURL(/actualites/)
    await expect(nav).toBeHidden()
    await expect(page.getByTestId('burger')).toHaveAttribute('aria-expanded', 'false')
  })

  test('mobile toolbar: four tiles and the compare count', async ({ page }) => {
    await page.goto(PRO)
    await refuseAll(page)
    const toolbar = page.getByRole('navigation', { name: 'Accès rapides' })
    await expect(toolbar).toBeVisible()
    await expect(toolbar.getByRole('link')).toHaveCount(4)
    await expect(toolbar.getByRole('link')).toHaveText([/Comparer/, /Mes favoris/, /Distributeurs/, /Contact/])
    await page.evaluate(() => localStorage.setItem('enduits:comparator', JSON.stringify({ target: 'pro', ids: [7] })))
    await page.reload()
    await expect(page.getByTestId('toolbar-compare-count')).toContainText('1')
    await toolbar.getByRole('link', { name: /Contact/ }).click()
    await expect(page).toHaveURL(`${PRO}/contact`)
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['Accueil', 'Contact'])
  })

  for (const [label, path] of [
    ['home', PRO],
    ['category', CATEGORY],
    ['CMS page', NEWS_PAGE],
  ] as const) {
    test(`axe: ${label} has no WCAG A/AA violation (menu open)`, async ({ page }) => {
      await page.goto(path)
      await expect(banner(page)).toBeVisible()
      await expectNoAxeViolations(page)
      await refuseAll(page)
      await page.getByTestId('burger').click()
      await expectNoAxeViolations(page)
    })
  }

  test('axe: product page has no WCAG A/AA violation', async ({ page }) => {
    const product = await firstProductPath(page)
    await page.goto(product)
    await refuseAll(page)
    await expectNoAxeViolations(page)
  })
})

test.describe('consent (CNIL)', () => {
  test('nothing third-party before a choice nor after "Tout refuser"; the refusal survives a reload', async ({ page, context }) => {
    const log = await logThirdParty(context)
    await page.goto(PRO)
    await expect(banner(page)).toBeVisible()
    const refuse = banner(page).getByRole('button', { name: 'Tout refuser' })
    const accept = banner(page).getByRole('button', { name: 'Tout accepter' })
    // Refusing is as visible and as easy as accepting: same size, same colours.
    const look = (button: typeof refuse) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el)
        const box = el.getBoundingClientRect()
        return { bg: style.backgroundColor, color: style.color, height: Math.round(box.height), font: style.fontSize }
      })
    expect(await look(refuse)).toEqual(await look(accept))
    // Before a choice: strictly necessary cookies only (the locale cookie of spec §4).
    expect((await context.cookies()).map((c) => c.name).filter((name) => name !== 'i18n_redirected')).toEqual([])
    expect(log).toEqual([])

    await refuse.click()
    await expect(banner(page)).toBeHidden()
    await page.goto(CATEGORY)
    await page.goto(NEWS_PAGE)
    await page.waitForLoadState('networkidle')
    expect(log).toEqual([])
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? [])).toEqual([])

    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(banner(page)).toBeHidden()
    expect(log).toEqual([])
    // The choice is kept for 6 months.
    const cookie = (await context.cookies()).find((c) => c.name === 'ardalis_consent')
    expect(cookie).toBeDefined()
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(180)
    expect(days).toBeLessThan(184)
  })

  test('"Tout accepter" loads the trackers, pushes page views on each route change, and survives a reload', async ({ page, context }) => {
    const log = await logThirdParty(context)
    await page.goto(PRO)
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click()
    await expect.poll(() => log.some((url) => url.includes('googletagmanager.com/gtm.js'))).toBe(true)
    await expect.poll(() => log.some((url) => url.includes('facebook.net'))).toBe(true)
    await expect.poll(() => log.some((url) => url.includes('pinimg.com'))).toBe(true)
    const pageViews = () =>
      page.evaluate(() =>
        ((window as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? [])
          .filter((e) => e.event === 'page_view')
          .map((e) => e.page_path),
      )
    await expect.poll(pageViews).toEqual([PRO])

    await mainNav(page).getByRole('link', { name: 'Actualités' }).click()
    await expect(page).toHaveURL(/actualites/)
    await expect.poll(pageViews).toEqual([PRO, `${PRO}/actualites`])

    log.length = 0
    await page.reload()
    await expect.poll(() => log.some((url) => url.includes('googletagmanager.com'))).toBe(true)
    await expect(banner(page)).toBeHidden()
  })

  test('the banner never takes the focus: a visitor typing in the search field as it appears keeps every keystroke', async ({ page }) => {
    await page.goto(PRO)
    const box = page.locator('#header-search')
    await box.click()
    // Typed at a person's pace (about 9 keys a second) until well after the banner has appeared.
    const words = 'enduit de rebouchage pour fissures et trous profonds en intérieur'
    let shownAt = -1
    for (const [index, char] of [...words].entries()) {
      await page.keyboard.type(char)
      await page.waitForTimeout(110)
      if (shownAt < 0 && (await banner(page).isVisible())) shownAt = index
    }
    expect(shownAt, 'the banner appeared while the visitor was typing').toBeGreaterThanOrEqual(0)
    expect(words.length - shownAt, 'keys typed after the banner appeared').toBeGreaterThan(10)
    await expect(box).toHaveValue(words)
    await expect(box).toBeFocused()
    // Not a modal: a labelled region, first in the page, which Tab reaches and leaves.
    await expect(page.getByRole('region', { name: 'Vos choix en matière de cookies' })).toBeVisible()
    expect(await page.evaluate(() => document.body.firstElementChild?.contains(document.getElementById('cc-main')))).toBe(true)
    await banner(page).getByRole('button', { name: 'Personnaliser' }).focus()
    await page.keyboard.press('Tab')
    await expect(page.locator('[data-skip-links] a').first()).toBeFocused()
    await refuseAll(page)
  })

  test('a custom choice: analytics only, then the footer button reopens the preferences', async ({ page, context }) => {
    const log = await logThirdParty(context)
    await page.goto(PRO)
    await banner(page).getByRole('button', { name: 'Personnaliser' }).click()
    const preferences = page.locator('#cc-main .pm')
    await expect(preferences).toBeVisible()
    await preferences.getByRole('checkbox', { name: /Mesure d’audience/ }).check({ force: true })
    await preferences.getByRole('button', { name: 'Enregistrer mes choix' }).click()
    await expect(preferences).toBeHidden()
    await expect.poll(() => log.some((url) => url.includes('gtm.js'))).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(log.filter((url) => !url.includes('googletagmanager.com'))).toEqual([])

    await page.getByRole('button', { name: 'Gestion des cookies' }).click()
    await expect(preferences).toBeVisible()
    await expect(preferences.getByRole('checkbox', { name: /Mesure d’audience/ })).toBeChecked()
    await expect(preferences.getByRole('checkbox', { name: /Vidéos YouTube/ })).not.toBeChecked()
  })
})
