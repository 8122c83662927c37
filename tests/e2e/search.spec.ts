import { expect, type Page, type Request } from '@playwright/test'
import { test } from './fixtures'
import { waitForMail } from '../support/mailbox'
import { expectNoAxeViolations } from './axe'

function headerSearch(page: Page) {
  return page.locator('#header-search')
}

function suggestRequests(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/suggest')) seen.push(request)
  })
  return seen
}

test.describe('suggestions in the header search box', () => {
  test('nothing under 3 characters, one debounced request at 3, tabs with counts, see-all', async ({ page }) => {
    const requests = suggestRequests(page)
    await page.goto('/fr')
    const box = headerSearch(page)
    await expect(box).toHaveAttribute('role', 'combobox')
    await box.pressSequentially('li', { delay: 50 })
    await page.waitForTimeout(700)
    expect(requests).toHaveLength(0)
    await expect(page.getByTestId('search-suggestions').first()).toBeHidden()

    const answered = page.waitForResponse((response) => response.url().includes('/api/v1/suggest'))
    await box.press('s')
    // Typing resets the results and shows the loading message at once.
    await expect(page.getByText('Recherche en cours', { exact: true }).first()).toBeVisible()
    await answered
    expect(requests).toHaveLength(1)
    expect(new URL(requests[0]?.url() ?? '').searchParams.get('text')).toBe('lis')
    await page.waitForTimeout(500)
    expect(requests).toHaveLength(1)
    await expect(box).toHaveAttribute('aria-expanded', 'true')

    const panel = page.getByTestId('search-suggestions').first()
    const productsTab = panel.getByRole('button', { name: /^Produits \(\d+\)$/ })
    await expect(productsTab).toHaveAttribute('aria-pressed', 'true')
    const productCount = Number(/\((\d+)\)/.exec((await productsTab.textContent()) ?? '')?.[1])
    expect(productCount).toBeGreaterThan(3)
    const options = panel.getByRole('option')
    // 3 items and the see-all option
    await expect(options).toHaveCount(4)
    await expect(options.last()).toHaveText(`Voir tous les résultats (${productCount})`)
    await expectNoAxeViolations(page)

    // Technical sheets open the file in a new tab.
    const sheet = panel.getByRole('link', { name: /Fiche technique de .* nouvel onglet/ }).first()
    await expect(sheet).toHaveAttribute('target', '_blank')
    await expect(sheet).toHaveAttribute('href', /\.pdf$/)

    const categoriesTab = panel.getByRole('button', { name: /^Catégories \(\d+\)$/ })
    await categoriesTab.click()
    await expect(categoriesTab).toHaveAttribute('aria-pressed', 'true')
    await expect(panel.getByRole('option').first()).toContainText('lissage', { ignoreCase: true })
    await panel.getByRole('option').last().click()
    await expect(page).toHaveURL('/fr/enduit-professionnels/resultats/lis/_TYPE__categories')
    await expect(page.getByRole('link', { name: /^Catégories \(\d+\)$/ })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
    // The route change cleared the suggestions.
    await expect(page.getByTestId('search-suggestions').first()).toBeHidden()
    await expectNoAxeViolations(page)
  })

  test('keyboard: arrows choose a suggestion, Enter opens it; Escape closes', async ({ page }) => {
    await page.goto('/fr/enduit-professionnels/categorie/enduits-de-lissage')
    const box = headerSearch(page)
    await box.fill('rebouchor')
    const panel = page.getByTestId('search-suggestions').first()
    await expect(panel.getByRole('option').first()).toBeVisible()
    await box.press('Escape')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    const second = panel.getByRole('option').nth(1)
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '')
    const href = await second.getAttribute('data-href')
    await box.press('Enter')
    await expect(page).toHaveURL(href ?? '')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Rebouchor')
  })

  test('the empty message, and Enter goes to the results only with a term', async ({ page }) => {
    await page.goto('/fr')
    const box = headerSearch(page)
    await box.fill('zzqxwv')
    await expect(page.getByTestId('search-suggestions').first().getByText('Désolé, aucun résultat pour votre recherche')).toBeVisible()
    await box.fill('   ')
    await box.press('Enter')
    await page.waitForTimeout(300)
    await expect(page).toHaveURL('/fr')
    await box.fill('enduit lissage')
    await box.press('Enter')
    await expect(page).toHaveURL('/fr/enduit-professionnels/resultats/enduit%20lissage')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('enduit lissage')
    await expect(page.getByRole('link', { name: /^Catégories \(\d+\)$/ })).toBeVisible()
    await expect(page.locator('main article').first()).toBeVisible()
  })

  test('text typed before the page’s scripts run gets its suggestions without another keystroke', async ({ page }) => {
    // The scripts are held until the visitor has typed: meanwhile the field is plain HTML.
    let held = 0
    let release: () => void = () => undefined
    const typed = new Promise<void>((resolve) => {
      release = resolve
    })
    const script = (url: URL) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js')
    await page.route(script, async (route) => {
      held += 1
      await typed
      await route.continue().catch(() => undefined)
    })
    const requests = suggestRequests(page)
    await page.goto('/fr/enduit-professionnels', { waitUntil: 'domcontentloaded' })
    const box = headerSearch(page)
    await box.click()
    await page.keyboard.type('rebouch', { delay: 80 })
    expect(held).toBeGreaterThan(0)
    expect(requests).toHaveLength(0)
    release()
    const panel = page.getByTestId('search-suggestions').first()
    await expect(panel.getByRole('option').first()).toContainText('Rebouchor')
    expect(new URL(requests[0]?.url() ?? 'http://x/').searchParams.get('text')).toBe('rebouch')
    await expect(box).toHaveValue('rebouch')
    await expect(box).toBeFocused()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
  })

  test('a slow older answer never replaces a newer one', async ({ page }) => {
    let first = true
    await page.route('**/api/v1/suggest**', async (route) => {
      if (first) {
        first = false
        await new Promise((resolve) => setTimeout(resolve, 1500))
      }
      await route.continue().catch(() => undefined)
    })
    await page.goto('/fr')
    const box = headerSearch(page)
    await box.fill('jointex')
    await page.waitForTimeout(450)
    await box.fill('tadelakt')
    const panel = page.getByTestId('search-suggestions').first()
    await expect(panel.getByRole('option').first()).toContainText('Tadelakt')
    await page.waitForTimeout(1800)
    await expect(panel.getByRole('option').first()).toContainText('Tadelakt')
  })
})

for (const plan of [
  { name: 'professionals', results: '/fr/enduit-professionnels/resultats/enduit', constrained: true },
  { name: 'private customers', results: '/fr/enduit-particuliers/resultats/enduit', constrained: false },
]) {
  test(`choice guide, ${plan.name}: chained selects, then the guide page`, async ({ page }) => {
    const filterCalls: URL[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/filters-products')) filterCalls.push(new URL(request.url()))
    })
    await page.goto(plan.results)
    await page.getByTestId('open-choice-guide').click()
    const dialog = page.getByRole('dialog', { name: 'Guide de choix' })
    await expect(dialog).toBeVisible()
    const selects = dialog.getByRole('combobox')
    await expect.poll(() => selects.count()).toBeGreaterThan(1)
    const count = await selects.count()
    const submit = dialog.getByRole('button', { name: 'Voir les produits' })
    await expect(submit).toBeDisabled()
    await expect(selects.nth(0)).toBeEnabled()
    await expect(selects.nth(1)).toBeDisabled()
    expect(filterCalls[0]?.searchParams.get('guide_de_choix')).toBe('1')

    for (let i = 0; i < count; i++) {
      const select = selects.nth(i)
      await expect(select).toBeEnabled()
      const value = await select.locator('option').nth(1).getAttribute('value')
      await select.selectOption(value ?? '')
      if (i + 1 < count) await expect(selects.nth(i + 1)).toBeEnabled()
      if (i + 2 < count) await expect(selects.nth(i + 2)).toBeDisabled()
      if (i < count - 1) await expect(submit).toBeDisabled()
    }
    await expect(submit).toBeEnabled()
    const constrained = filterCalls.filter((url) => url.searchParams.has('caracteristics'))
    if (plan.constrained) {
      expect(constrained.length).toBeGreaterThan(0)
      expect(Object.keys(JSON.parse(constrained[0]?.searchParams.get('caracteristics') ?? '{}'))).toHaveLength(1)
    } else {
      expect(constrained).toHaveLength(0)
    }

    // Changing the first choice clears the later ones.
    const firstValue = await selects.nth(0).inputValue()
    const other = await selects.nth(0).locator('option').nth(2).getAttribute('value')
    if (other && other !== firstValue) {
      await selects.nth(0).selectOption(other)
      await expect(selects.nth(1)).toHaveValue('')
      await expect(submit).toBeDisabled()
      await selects.nth(0).selectOption(firstValue)
      for (let i = 1; i < count; i++) {
        const value = await selects.nth(i).locator('option').nth(1).getAttribute('value')
        await selects.nth(i).selectOption(value ?? '')
      }
    }
    await expectNoAxeViolations(page)
    await submit.click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/guide-de-choix\/[A-Za-z0-9_-]+$/)
    const encoded = page.url().split('/').pop() ?? ''
    const choices = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Record<string, string>
    expect(Object.keys(choices)).toHaveLength(count)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les produits pour votre chantier')
    const reasons = page.getByTestId('guide-reasons')
    if ((await page.locator('main article').count()) > 0) await expect(reasons.first()).toContainText('Correspond à vos choix')
    await expectNoAxeViolations(page)
  })
}

test('the results page: the choice guide’s button beside the search field on a wide screen, under it on a phone, never touching it', async ({
  page,
}) => {
  for (const [width, beside] of [
    [1280, true],
    [375, false],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/fr/enduit-professionnels/resultats/enduit')
    const field = await page.locator('#results-search').boundingBox()
    const guide = await page.getByRole('button', { name: 'Trouver mon enduit avec le guide de choix' }).boundingBox()
    if (!field || !guide) throw new Error('not rendered')
    if (beside) {
      expect(guide.x, `${width} px`).toBeGreaterThanOrEqual(field.x + field.width + 8)
      expect(Math.abs(guide.y + guide.height / 2 - (field.y + field.height / 2)), `${width} px`).toBeLessThanOrEqual(2)
    } else expect(guide.y, `${width} px`).toBeGreaterThanOrEqual(field.y + field.height + 8)
  }
})

test('the results page’s tabs: one row on a wide screen, two rows of two equal cells on a phone', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/fr/enduit-professionnels/resultats/enduit')
    const nav = page.getByRole('navigation', { name: /résultats/i })
    const list = await nav.locator('ul').boundingBox()
    const tabs = await Promise.all((await nav.locator('li > *').all()).map((tab) => tab.boundingBox()))
    if (!list || tabs.some((box) => !box)) throw new Error('not rendered')
    const boxes = tabs as NonNullable<(typeof tabs)[number]>[]
    expect(boxes).toHaveLength(4)
    await expect(nav.getByRole('link', { name: /^Produits/ })).toHaveAttribute('aria-current', 'page')
    const rows = [...new Set(boxes.map((box) => Math.round(box.y)))]
    if (width === 1280) expect(rows, `${width} px`).toHaveLength(1)
    else {
      // Two rows, each cell half the list, the text centred in it: no tab left alone under the line.
      expect(rows, `${width} px`).toHaveLength(2)
      for (const box of boxes) expect(Math.abs(box.width - list.width / 2), `${width} px`).toBeLessThanOrEqual(1)
    }
  }
})
test('the menu entry’s own address (new tab, no JavaScript) is the guide’s start page', async ({ page, request }) => {
  const href = await (
    await request.get('/fr/enduit-particuliers')
  )
    .text()
    .then((html) => /href="(\/fr\/enduit-particuliers\/guide-de-choix\/[^"]+)"/.exec(html)?.[1])
  expect(href).toBeDefined()
  const response = await page.goto(href ?? '')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guide de choix')
  // Every product of the audience is listed, with the listing's filters and pages.
  await expect(page.locator('main article').first()).toBeVisible()
  await page.getByRole('button', { name: 'Trouver mon enduit avec le guide de choix' }).click()
  await expect(page.getByRole('dialog', { name: 'Guide de choix' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a bad choice-guide value gives the 404 page, not a 500', async ({ page }) => {
  for (const bad of ['%%%', 'bm90LWpzb24', 'WzEsMl0']) {
    const response = await page.goto(`/fr/enduit-professionnels/guide-de-choix/${bad}`)
    expect(response?.status(), bad).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La page demandée n’existe pas ou plus')
  }
})

for (const device of [
  { width: 375, limit: 3, message: 'Seulement 3 produits peuvent être comparés' },
  { width: 1280, limit: 5, message: 'Seulement 5 produits peuvent être comparés' },
]) {
  test(`comparator at ${device.width} px: limit ${device.limit}, removal, side by side`, async ({ page }) => {
    await page.setViewportSize({ width: device.width, height: 900 })
    await page.goto('/fr/enduit-professionnels/categorie')
    const toggles = page.locator('main article').getByTestId('compare-toggle')
    await expect.poll(() => toggles.count()).toBeGreaterThan(device.limit)
    for (let i = 0; i < device.limit; i++) {
      await toggles.nth(i).click()
      await expect(toggles.nth(i)).toHaveAttribute('aria-pressed', 'true')
    }
    await toggles.nth(device.limit).click()
    await expect(toggles.nth(device.limit)).toHaveAttribute('aria-pressed', 'false')
    // One toast, linking to the comparator (decision 102: no longer a notice under the card as well).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
    await expect(page.locator('[data-sonner-toast]')).toContainText(device.message)
    // Clicking a compared product removes it; then there is room again.
    await toggles.nth(0).click()
    await expect(toggles.nth(0)).toHaveAttribute('aria-pressed', 'false')
    await toggles.nth(device.limit).click()
    await expect(toggles.nth(device.limit)).toHaveAttribute('aria-pressed', 'true')

    await page.goto('/fr/enduit-professionnels/comparateur')
    const table = page.getByTestId('comparator-table')
    await expect(table.locator('thead th')).toHaveCount(device.limit + 1)
    await expect(table.locator('tbody tr[data-different="true"]').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await table
      .getByRole('button', { name: /^Retirer .* du comparateur$/ })
      .first()
      .click()
    await expect(table.locator('thead th')).toHaveCount(device.limit)

    // Another audience has its own (empty) comparator.
    await page.goto('/fr/enduit-particuliers/comparateur')
    await expect(page.getByText('Aucun produit à comparer pour le moment.')).toBeVisible()
  })
}

test('favourites survive a reload and the list arrives by e-mail', async ({ page }) => {
  await page.goto('/fr/enduit-professionnels/categorie/enduits-de-lissage')
  const cards = page.locator('main article')
  const names: string[] = []
  for (const i of [0, 1]) {
    names.push(((await cards.nth(i).locator('h2 a, h3 a').first().textContent()) ?? '').trim())
    await cards.nth(i).getByTestId('favourite-toggle').click()
    await expect(cards.nth(i).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true')
  }
  // Toggling twice removes, a third time adds back: never a duplicate.
  await cards.nth(1).getByTestId('favourite-toggle').click()
  await expect(cards.nth(1).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'false')
  await cards.nth(1).getByTestId('favourite-toggle').click()
  await page.reload()
  await expect(cards.nth(0).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true')
  await expect(cards.nth(1).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => localStorage.getItem('enduits:favourites'))).toMatch(/^\[\d+,\d+\]$/)

  await page.goto('/fr/enduit-professionnels/favoris')
  const list = page.getByTestId('favourites-list')
  for (const name of names) await expect(list.getByRole('link', { name })).toBeVisible()
  await expectNoAxeViolations(page)

  const since = new Date().toISOString()
  const address = `favoris-${Date.now()}@example.fr`
  // The send form checks the addresses as the API does, says what is wrong under the field, and keeps what was typed.
  const sendForm = page.getByRole('form', { name: 'Recevoir ma liste par e-mail' })
  const field = sendForm.getByLabel('Adresse e-mail')
  await expect(field).toHaveAccessibleDescription(/Jusqu’à 3 adresses/)
  for (const [typed, message] of [
    ['pas-une-adresse', 'Veuillez renseigner une adresse mail valide.'],
    ['a@example.fr, b@example.fr, c@example.fr, d@example.fr', 'Votre liste peut être envoyée à 3 adresses au plus.'],
  ] as const) {
    await field.fill(typed)
    await sendForm.getByRole('button', { name: 'Envoyer ma liste' }).click()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(message))
    await expect(field).toHaveValue(typed)
  }
  await expectNoAxeViolations(page)
  await field.fill(address)
  await sendForm.getByRole('button', { name: 'Envoyer ma liste' }).click()
  await expect(sendForm.getByRole('status')).toHaveText('Votre liste de favoris vous a été envoyée par e-mail.')
  await expect(field).toHaveValue('')
  const mail = await waitForMail((m) => m.to.includes(address), { since })
  expect(mail.subject).toContain('favoris')
  for (const name of names) expect(mail.text).toContain(name)
  expect(mail.html).toContain('/fr/enduit-professionnels/produit/')
})
