import { expect, type Locator, type Page } from '@playwright/test'
import { mapTilesOffline } from './checkout'
import { test } from './fixtures'
import { expectNoAxeViolations } from './axe'

/**
 * The shortlist and the tools with a keyboard and a screen reader: removing a product keeps the
 * focus on a « Retirer » (the empty state once none is left) and says what went; the compare
 * toggle keeps its name and says what a press did; the favourite heart keeps its name too; the
 * store locator's map speaks French (its Leaflet credit as well) and names its markers; the
 * contact form tells the browser what its country list holds; the calculator's answer is on
 * screen however fast « Calculer » is pressed after the Tab that reached it.
 */
const PART = '/fr/enduit-particuliers'

/** The product cards of a listing (other articles of the page left out). */
const productCards = (page: Page) => page.locator('main article').filter({ has: page.getByTestId('compare-toggle') })

/** A status of the page that says `text`, whatever else the page's other statuses say. */
const statusSaying = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

/** Presses `key` on `control` as a keyboard user does once the focus is there. */
async function press(control: Locator, key: 'Enter' | ' ') {
  await control.focus()
  await expect(control).toBeFocused()
  await control.page().keyboard.press(key)
}

/** The first `count` cards' toggles of `testId` pressed, by keyboard: their products are in the comparator or the favourites. */
async function pressToggles(page: Page, testId: 'compare-toggle' | 'favourite-toggle', count: number) {
  await page.goto(`${PART}/categorie`)
  await expect.poll(() => productCards(page).count()).toBeGreaterThan(count)
  for (let k = 0; k < count; k++) {
    const toggle = productCards(page).nth(k).getByTestId(testId)
    await press(toggle, 'Enter')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  }
}

/** Resolves once the window has not moved for 10 frames in a row: a smooth scroll has ended. */
async function scrollSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const y = window.scrollY
            let frames = 0
            const step = () => {
              if (window.scrollY !== y) return resolve(false)
              if (++frames >= 10) return resolve(true)
              requestAnimationFrame(step)
            }
            requestAnimationFrame(step)
          }),
      ),
    )
    .toBe(true)
}

test.describe('removing from the shortlist by keyboard', () => {
  test('the comparator keeps the focus on a « Retirer », says what went, and ends on its empty state', async ({ page }) => {
    await pressToggles(page, 'compare-toggle', 3)
    await page.goto(`${PART}/comparateur`)
    const table = page.getByTestId('comparator-table')
    await expect(table.locator('thead th[data-product]')).toHaveCount(3)
    const names = (await table.locator('thead th[data-product] a').allTextContents()).map((name) => name.trim())
    const remove = (name: string) => page.getByRole('button', { name: `Retirer ${name} du comparateur`, exact: true })

    // The first goes: the focus is on the « Retirer » of the product that took its column.
    await press(remove(names[0]!), 'Enter')
    await expect(statusSaying(page, 'n’est plus dans le comparateur')).toHaveText(`${names[0]} n’est plus dans le comparateur.`)
    await expect(remove(names[1]!)).toBeFocused()
    await expect(table.locator('thead th[data-product]')).toHaveCount(2)
    await expect(page.getByTestId('compare-count')).toHaveText('2 produits comparés')
    await expectNoAxeViolations(page)

    // The last goes: the focus goes back to the one before it.
    await press(remove(names[2]!), 'Enter')
    await expect(statusSaying(page, 'n’est plus dans le comparateur')).toHaveText(`${names[2]} n’est plus dans le comparateur.`)
    await expect(remove(names[1]!)).toBeFocused()

    // None left: the empty state has the focus, and the removal is still said.
    await page.keyboard.press('Enter')
    await expect(statusSaying(page, 'n’est plus dans le comparateur')).toHaveText(`${names[1]} n’est plus dans le comparateur.`)
    await expect(page.getByText('Aucun produit à comparer pour le moment.')).toBeFocused()
    await expect(page.getByRole('main').getByRole('button', { name: /^Retirer / })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('the favourites keep the focus on a « Retirer », say what went, and end on their empty state', async ({ page }) => {
    await pressToggles(page, 'favourite-toggle', 3)
    await page.goto(`${PART}/favoris`)
    const list = page.getByTestId('favourites-list')
    await expect(list.getByRole('listitem')).toHaveCount(3)
    const names = (await list.getByRole('link').allTextContents()).map((name) => name.trim())
    const remove = (name: string) => list.getByRole('button', { name: `Retirer ${name} de mes favoris`, exact: true })

    await press(remove(names[0]!), 'Enter')
    await expect(statusSaying(page, 'n’est plus dans vos favoris')).toHaveText(`${names[0]} n’est plus dans vos favoris.`)
    await expect(remove(names[1]!)).toBeFocused()
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await expectNoAxeViolations(page)

    await press(remove(names[2]!), 'Enter')
    await expect(statusSaying(page, 'n’est plus dans vos favoris')).toHaveText(`${names[2]} n’est plus dans vos favoris.`)
    await expect(remove(names[1]!)).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(statusSaying(page, 'n’est plus dans vos favoris')).toHaveText(`${names[1]} n’est plus dans vos favoris.`)
    await expect(page.getByText('Vous n’avez pas encore de favoris.')).toBeFocused()
    await expect(page.getByRole('form', { name: 'Recevoir ma liste par e-mail' })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
})

test('the compare toggle keeps its name, flips aria-pressed and says what a press did', async ({ page }) => {
  await page.goto(`${PART}/categorie`)
  const card = productCards(page).first()
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim()
  expect(name).not.toBe('')
  const toggle = card.getByTestId('compare-toggle')
  await expect(toggle).toHaveAccessibleName(`Comparer ${name}`)
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')

  await press(toggle, 'Enter')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  // One mechanism: the state, never a second name (« Dans le comparateur … », read as « pressed » as well).
  await expect(toggle).toHaveAccessibleName(`Comparer ${name}`)
  await expect(statusSaying(page, 'est dans le comparateur')).toHaveText(`${name} est dans le comparateur.`)
  await expectNoAxeViolations(page)

  await press(toggle, ' ')
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(toggle).toHaveAccessibleName(`Comparer ${name}`)
  await expect(statusSaying(page, 'n’est plus dans le comparateur')).toHaveText(`${name} n’est plus dans le comparateur.`)
})

test('the favourite heart keeps its name and flips aria-pressed', async ({ page }) => {
  await page.goto(`${PART}/categorie`)
  const card = productCards(page).first()
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim()
  expect(name).not.toBe('')
  const heart = card.getByTestId('favourite-toggle')
  // One name whatever the state (never « Retirer … de mes favoris », read with « pressed » as well).
  await expect(heart).toHaveAccessibleName(`Favori\u00a0: ${name}`)
  await expect(heart).toHaveAttribute('aria-pressed', 'false')

  await press(heart, 'Enter')
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(heart).toHaveAccessibleName(`Favori\u00a0: ${name}`)
  await expect(card.getByRole('button', { name: /de mes favoris/ })).toHaveCount(0)
  await expectNoAxeViolations(page)

  await press(heart, ' ')
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await expect(heart).toHaveAccessibleName(`Favori\u00a0: ${name}`)

  // The English listing: the same rule in English.
  await page.goto('/en/enduit-particuliers/category')
  const english = productCards(page).first()
  const englishName = ((await english.getByRole('heading').textContent()) ?? '').trim()
  const englishHeart = english.getByTestId('favourite-toggle')
  await expect(englishHeart).toHaveAccessibleName(`Favourite: ${englishName}`)
  await press(englishHeart, 'Enter')
  await expect(englishHeart).toHaveAttribute('aria-pressed', 'true')
  await expect(englishHeart).toHaveAccessibleName(`Favourite: ${englishName}`)
})

test('the store locator’s map names its markers and speaks French', async ({ page }) => {
  await mapTilesOffline(page)
  await page.goto(`${PART}/ou-trouver-nos-produits`)
  const city = page.getByLabel('Ville ou code postal')
  await city.fill('Orléans')
  await city.press('Enter')
  const first = page.getByTestId('store-list').locator('li').first().getByRole('heading', { level: 3 })
  await expect(first).toBeVisible()
  const store = ((await first.textContent()) ?? '').replace(/^\d+/, '').trim()

  const map = page.getByTestId('store-map')
  // The marker says which store it is, not « 1 » alone.
  const marker = map.getByRole('button', { name: `1. ${store}`, exact: true })
  await expect(marker).toBeVisible()
  await expect(map.getByRole('button', { name: 'Zoom avant', exact: true })).toBeVisible()
  await expect(map.getByRole('button', { name: 'Zoom arrière', exact: true })).toBeVisible()
  await expect(map.getByRole('button', { name: /zoom (in|out)/i })).toHaveCount(0)
  // No picture without a name in the map (the search centre's dot is hidden from screen readers).
  await expect(map.getByRole('img')).toHaveCount(0)
  // Leaflet's credit link: still to leafletjs.com, its title in French, its new tab said.
  const credit = map.getByRole('link', { name: 'Leaflet (nouvel onglet)', exact: true })
  await expect(credit).toHaveAttribute('href', 'https://leafletjs.com')
  await expect(credit).toHaveAttribute('title', 'Bibliothèque JavaScript de cartes interactives')
  await expect(credit).toHaveAttribute('target', '_blank')
  await expect(credit).toHaveAttribute('rel', /\bnoopener\b/)
  await expect(map.locator('[title="A JavaScript library for interactive maps"]')).toHaveCount(0)

  // Its popup: the directions link says it opens a new tab, the close button is in French.
  await press(marker, 'Enter')
  const directions = map.getByRole('link', { name: 'Itinéraire (nouvel onglet)', exact: true })
  await expect(directions).toBeVisible()
  await expect(directions).toHaveAttribute('target', '_blank')
  await expect(map.getByRole('button', { name: 'Fermer', exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the contact form tells the browser what its country list holds', async ({ page }) => {
  for (const [address, label] of [
    [`${PART}/contact`, 'Pays'],
    ['/en/enduit-particuliers/contact', 'Country'],
  ] as const) {
    await page.goto(address)
    const form = page.locator('main form')
    // ISO 3166 codes as values (« FR »): the `country` purpose, not `country-name`.
    const country = form.getByRole('combobox', { name: label, exact: true })
    await expect(country).toHaveAttribute('autocomplete', 'country')
    await expect(country).toHaveValue('FR')
    await expect(form.getByRole('textbox', { name: /^(Nom|Last name)/ })).toHaveAttribute('autocomplete', 'family-name')
    await expect(form.getByRole('textbox', { name: /^(Téléphone|Phone)/ })).toHaveAttribute('autocomplete', 'tel')
    // HTML forbids autocomplete on radio buttons (no browser fills them): the civility carries none.
    const civilities = form.getByRole('radio')
    await expect.poll(() => civilities.count()).toBeGreaterThan(1)
    for (const radio of await civilities.all()) await expect(radio).not.toHaveAttribute('autocomplete')
  }
})

test.describe('quantity calculator at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  /** From the top of the page, Tab to « Calculer » and Enter at once, while the Tab's smooth scroll still runs. */
  async function tabThenEnter(page: Page) {
    const submit = page.getByRole('button', { name: 'Calculer', exact: true })
    await expect(submit).toBeEnabled()
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    // The focus on the control before « Calculer », the window left at the top.
    await submit.evaluate((button) => {
      const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')].filter(
        (element) => element.tabIndex >= 0 && !element.hasAttribute('disabled') && element.getClientRects().length > 0,
      )
      tabbable[tabbable.indexOf(button as HTMLElement) - 1]?.focus({ preventScroll: true })
    })
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
  }

  test('the error summary and the result are on screen when they take the focus', async ({ page }) => {
    await page.goto(`${PART}/calculateur-de-quantite?produit=lissafin-pate`)
    // The product comes from the address once the page runs: then the form is the page's own.
    await expect(page.getByLabel('Produit', { exact: true })).toHaveValue('lissafin-pate')
    await page.getByLabel('Surface à traiter (m²)').fill('0')
    await tabThenEnter(page)
    const summary = page.getByRole('alert').filter({ hasText: 'Le formulaire contient' })
    await expect(summary).toBeFocused()
    await scrollSettled(page)
    await expect(summary).toBeInViewport({ ratio: 1 })

    await page.getByLabel('Surface à traiter (m²)').fill('20')
    await page.getByLabel('Épaisseur moyenne (mm)').fill('2')
    await tabThenEnter(page)
    const result = page.getByRole('heading', { name: 'Résultat', exact: true })
    await expect(result).toBeFocused()
    await scrollSettled(page)
    await expect(result).toBeInViewport({ ratio: 1 })
    await expectNoAxeViolations(page)
  })
})
