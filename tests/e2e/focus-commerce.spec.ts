import { expect, type Locator, type Page, type Route } from '@playwright/test'
import { test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { addAddressAtDelivery, mapTilesOffline, oneInTheCart, signInAtDelivery, staffMadeCustomer } from './checkout'

/**
 * The shop by keyboard, where a control used to lose the focus (RGAA 4.1, criteria 7.1 and
 * 12.8): a − or + button at its bound, « Ajouter au panier » while its request runs, a cart
 * line's + while its quantity is saved, the cart's last line removed. Each time the focus
 * stays where the customer is (document.activeElement), one request is sent per press taken,
 * and what happened is announced once. The delivery step's errors are announced in one alert,
 * and each one leaves as soon as its field changes. axe reads the page after each change.
 */
const PART = '/fr/enduit-particuliers'
const PRODUCT = 'lissafin-pate'
const main = (page: Page) => page.locator('main')
const MOREL = { civility: 'mme', lastname: 'Morel', firstname: 'Inès' } as const

/** Tab (or Shift+Tab) until `target` has the focus, as a keyboard user reaches it, at most `max` presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 150) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press(key)
  }
  throw new Error(`non atteint au clavier : ${target.toString()}`)
}

/** Tab (or Shift+Tab) until the focus is on one of `group`'s radio buttons, wherever the browser enters the group. */
async function tabIntoRadios(page: Page, group: Locator, key: 'Tab' | 'Shift+Tab', max = 150) {
  for (let i = 0; i < max; i += 1) {
    const inside = await group.evaluate((element) => {
      const active = document.activeElement
      return element.contains(active) && active instanceof HTMLInputElement && active.type === 'radio'
    })
    if (inside) return
    await page.keyboard.press(key)
  }
  throw new Error(`non atteint au clavier : ${group.toString()}`)
}

/** Every request the page sends with `method` to an address matching `path`, counted as it leaves. */
function countRequests(page: Page, method: string, path: RegExp) {
  const sent = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === method && path.test(request.url())) sent.count += 1
  })
  return sent
}

/** The focus is on `target` itself (not on the page, which is where a disabled button sends it). */
async function expectFocusOn(target: Locator) {
  await expect(target).toBeFocused()
  expect(await target.evaluate((element) => element.ownerDocument.activeElement !== element.ownerDocument.body)).toBe(true)
}

/**
 * Holds the requests that `matches` (method and address) until `release()`, and counts them:
 * the page is seen while its request runs, and a second press then must send nothing.
 */
async function holdRequests(page: Page, method: string, path: RegExp) {
  let open: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  const held = { count: 0, release: () => open() }
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback()
    held.count += 1
    await gate
    await route.fallback()
  }
  await page.route(path, handler)
  return {
    held,
    /** Lets the held requests go, and the next ones through untouched. */
    done: async () => {
      held.release()
      await page.unroute(path, handler)
    },
  }
}

test('product page: −, + and « Ajouter au panier » keep the focus, one request per addition, announced once', async ({ page }) => {
  await page.goto(`${PART}/produit/${PRODUCT}`)
  const form = page.getByTestId('add-to-cart')
  const less = form.getByRole('button', { name: 'Retirer un' })
  const more = form.getByRole('button', { name: 'Ajouter un' })
  const quantity = form.getByRole('spinbutton', { name: 'Quantité' })
  const submit = form.locator('button[type="submit"]')
  await expect(submit).toBeEnabled()
  const additions = countRequests(page, 'POST', /\/api\/v1\/cart(\?.*)?$/)

  // + then − back to 1: « Retirer un » says it can go no lower and keeps the focus.
  await tabTo(page, more)
  await page.keyboard.press('Enter')
  await expect(quantity).toHaveValue('2')
  await expectFocusOn(more)
  await tabTo(page, less, 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(quantity).toHaveValue('1')
  await expect(less).toHaveAttribute('aria-disabled', 'true')
  await expectFocusOn(less)
  // A press at the bound does nothing, and the focus stays.
  await page.keyboard.press('Enter')
  await expect(quantity).toHaveValue('1')
  await expectFocusOn(less)

  // 5000 typed, then Tab: the field takes 999, says so, and « Ajouter un » (at the limit) takes the focus.
  await page.keyboard.press('Tab')
  await expectFocusOn(quantity)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('5000')
  await page.keyboard.press('Tab')
  await expect(quantity).toHaveValue('999')
  await expect(quantity).toHaveAccessibleDescription('Quantité ramenée à 999, le maximum par ligne.')
  await expect(more).toHaveAttribute('aria-disabled', 'true')
  await expectFocusOn(more)
  await page.keyboard.press('Enter')
  await expect(quantity).toHaveValue('999')
  await expectFocusOn(more)
  await expectNoAxeViolations(page)

  // Back to 2, then « Ajouter au panier »: while the request runs the button waits, keeps the
  // focus, and a second Enter sends nothing.
  await tabTo(page, quantity, 'Shift+Tab')
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('2')
  await page.keyboard.press('Tab')
  await expect(quantity).toHaveValue('2')
  await expect(more).not.toHaveAttribute('aria-disabled', 'true')
  await tabTo(page, submit)
  const adding = await holdRequests(page, 'POST', /\/api\/v1\/cart(\?.*)?$/)
  try {
    await page.keyboard.press('Enter')
    await expect(submit).toHaveText('Ajout…')
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await expectFocusOn(submit)
    await page.keyboard.press('Enter')
    await expect.poll(() => adding.held.count).toBe(1)
  } finally {
    await adding.done()
  }
  const added = form.getByRole('status').filter({ hasText: 'Produit ajouté au panier' })
  await expect(added).toContainText('Voir le panier')
  await expect(submit).toHaveText('Ajouter au panier')
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true')
  await expectFocusOn(submit)
  await expect(page.getByTestId('header-cart')).toHaveAttribute('data-count', '2')
  // Said once: by the status under the button, with its link to the cart; no toast repeats it.
  await expectNoAxeViolations(page)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  await expect(page.getByText('Produit ajouté au panier')).toHaveCount(1)
  // Two presses of Enter, one addition: the header counts 2 (not 4), and one request left.
  expect(additions.count).toBe(1)
})

test('cart: + pressed again and again keeps the focus and adds one each time; the last line removed gives the focus to the empty cart', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await oneInTheCart(page)
  await page.goto(`${PART}/panier`)
  const line = main(page).getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  const quantity = line.getByRole('spinbutton')
  const more = line.getByRole('button', { name: /^Ajouter un / })
  const less = line.getByRole('button', { name: /^Retirer un / })
  await expect(quantity).toHaveValue('1')
  const changes = countRequests(page, 'PATCH', /\/api\/v1\/cart\/item\//)

  // The first press: while its quantity is saved the button waits with the focus, and a second Enter sends nothing.
  await tabTo(page, more)
  const saving = await holdRequests(page, 'PATCH', /\/api\/v1\/cart\/item\//)
  try {
    await page.keyboard.press('Enter')
    await expect(more).toHaveAttribute('aria-disabled', 'true')
    await expectFocusOn(more)
    await page.keyboard.press('Enter')
    await expect.poll(() => saving.held.count).toBe(1)
  } finally {
    await saving.done()
  }
  await expect(quantity).toHaveValue('2')
  await expect(more).not.toHaveAttribute('aria-disabled', 'true')
  await expectFocusOn(more)

  // Then press after press, each once the last is saved: one more each time, the focus kept.
  for (const expected of ['3', '4']) {
    await page.keyboard.press('Enter')
    await expect(quantity).toHaveValue(expected)
    await expect(more).not.toHaveAttribute('aria-disabled', 'true')
    await expectFocusOn(more)
  }
  await expect(page.getByTestId('header-cart')).toHaveAttribute('data-count', '4')

  // − down to 1: « Retirer un » keeps the focus there, and says it can go no lower.
  await tabTo(page, less, 'Shift+Tab')
  for (const expected of ['3', '2', '1']) {
    await page.keyboard.press('Enter')
    await expect(quantity).toHaveValue(expected)
    await expectFocusOn(less)
  }
  await expect(less).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByTestId('header-cart')).toHaveAttribute('data-count', '1')
  // At 1 a press does nothing: no request, the focus kept.
  await page.keyboard.press('Enter')
  await expectFocusOn(less)
  await expectNoAxeViolations(page)
  // Six presses taken (three up, three down): six requests, none for the presses ignored.
  expect(changes.count).toBe(6)

  // A code refused: « Appliquer » keeps the focus, and the refusal is one alert, outside any other live region.
  await tabTo(page, main(page).getByRole('textbox', { name: 'Votre code' }))
  await page.keyboard.type('PASDECODE')
  await page.keyboard.press('Tab')
  const apply = main(page).getByRole('button', { name: 'Appliquer' })
  await expectFocusOn(apply)
  await page.keyboard.press('Enter')
  await expect(main(page).getByRole('alert')).toHaveCount(1)
  await expect(main(page).locator('[aria-live] [role="alert"], [role="alert"] [aria-live]')).toHaveCount(0)
  await expectFocusOn(apply)
  await expectNoAxeViolations(page)

  // The last line removed: the status says so, and the focus goes to it in the empty cart.
  await tabTo(page, line.getByRole('button', { name: /^Supprimer / }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  const empty = main(page).getByTestId('cart-empty')
  const message = empty.getByRole('status')
  await expect(message).toHaveText(/a été retiré du panier\. Il n’y a aucun produit dans votre panier\.$/)
  await expectFocusOn(message)
  await expect(page.getByTestId('header-cart')).toHaveAttribute('data-count', '0')
  await expectNoAxeViolations(page)
})

test('delivery step: the errors are announced in one alert, the focus on the first, and each leaves when its field changes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await mapTilesOffline(page)
  const customer = await staffMadeCustomer(baseURL ?? 'http://localhost:3100', 'focus.livraison', MOREL)
  await oneInTheCart(page)
  await signInAtDelivery(page, customer)

  // An address, so that the carriers are offered (the step chooses it for delivery and billing).
  await addAddressAtDelivery(page, {
    label: 'Appartement',
    civility: 'Madame',
    lastname: 'Morel',
    firstname: 'Inès',
    address: '12 rue des Tanneurs',
    zipcode: '69003',
    city: 'Lyon',
    phone: '06 12 34 56 78',
  })
  const carriers = main(page).getByTestId('carriers')
  const relay = carriers.getByRole('radio', { name: /Point relais/ })
  await expect(relay).toBeVisible()
  const delivery = main(page).getByRole('form', { name: 'Livraison' })
  const phone = delivery.getByRole('textbox', { name: 'Téléphone', exact: true })
  await expect(phone).toHaveValue('')

  // Nothing chosen, no phone: one alert lists both, and the focus goes to the carriers.
  const toPayment = delivery.getByRole('button', { name: 'Continuer vers le paiement' })
  await tabTo(page, toPayment)
  await page.keyboard.press('Enter')
  const alerts = main(page).getByRole('alert')
  await expect(alerts).toHaveCount(1)
  await expect(alerts).toContainText('Veuillez choisir un transporteur.')
  await expect(alerts).toContainText('Veuillez renseigner le champ téléphone.')
  await expectFocusOn(carriers)
  await expect(carriers).toHaveAccessibleDescription('Veuillez choisir un transporteur.')
  await expect(phone).toHaveAccessibleDescription(/Veuillez renseigner le champ téléphone\.$/)
  await expectNoAxeViolations(page)

  // The phone typed: its error goes at once; the carrier's stays.
  await tabTo(page, phone)
  await page.keyboard.type('06 12 34 56 78')
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true')
  await expect(phone).toHaveAccessibleDescription('Le transporteur vous appelle ou vous écrit pour la livraison.')
  await expect(main(page).getByText('Veuillez renseigner le champ téléphone.')).toHaveCount(0)
  await expect(alerts).toHaveCount(1)
  await expect(alerts).toContainText('Veuillez choisir un transporteur.')

  // « Point relais » chosen by the arrows: the carrier's error goes, and with it the alert.
  await tabIntoRadios(page, carriers, 'Shift+Tab')
  for (let i = 0; i < 8 && !(await relay.evaluate((element) => element === document.activeElement)); i += 1) {
    await page.keyboard.press('ArrowDown')
  }
  await page.keyboard.press('Space')
  await expect(relay).toBeChecked()
  await expect(main(page).getByText('Veuillez choisir un transporteur.')).toHaveCount(0)
  await expect(carriers).not.toHaveAttribute('data-invalid', 'true')
  await expect(alerts).toHaveCount(0)

  // No relay point yet: its message alone, the focus on the points; one chosen, it goes.
  const points = main(page).getByTestId('relay-points')
  await expect(points.getByRole('radio').first()).toBeVisible()
  await tabTo(page, toPayment)
  await page.keyboard.press('Enter')
  await expect(alerts).toHaveCount(1)
  await expect(alerts).toContainText('Veuillez choisir un point relais.')
  await expectFocusOn(points)
  await expectNoAxeViolations(page)
  await tabTo(page, points.getByRole('radio').first())
  await page.keyboard.press('Space')
  await expect(points.getByRole('radio').first()).toBeChecked()
  await expect(main(page).getByText('Veuillez choisir un point relais.')).toHaveCount(0)
  await expect(alerts).toHaveCount(0)
  await expectNoAxeViolations(page)
})
