import { expect, type Page, type Route } from '@playwright/test'
import { test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { addAddressAtDelivery, mapTilesOffline, oneInTheCart, signInAtDelivery, staffMadeCustomer } from './checkout'

/**
 * A card order left unpaid (phone QA): the customer presses the browser's Back button on the
 * card provider's page. The payment step no longer says only that the cart is empty: it names
 * the order that awaits its payment and offers « Régler ma commande », which leads to the
 * provider's page of the same session; « Mes commandes » offers it too, on the order's row
 * and on its page. Paid there, the order is « Payée » and nothing is left to pay.
 */
const PART = '/fr/enduit-particuliers'
const PROVIDER_PAGE = /\/paiement-test\/test_[\w-]+$/
const main = (page: Page) => page.locator('main')
const GIRARD = { civility: 'm', lastname: 'Girard', firstname: 'Hugo' } as const

test.beforeEach(async ({ page }) => {
  await mapTilesOffline(page)
})

/**
 * A card order placed, then left on the provider's page by the browser's Back button: a pack in
 * the cart as a guest, signed in at the delivery step, an address and home delivery, the card and
 * the terms, « Valider ma commande ». Answers the order's number and the provider's page.
 */
async function cardOrderLeftUnpaid(page: Page, baseURL: string, name: string) {
  const customer = await staffMadeCustomer(baseURL, `reglement.${name}`, GIRARD)
  await oneInTheCart(page)

  await signInAtDelivery(page, customer)

  await addAddressAtDelivery(page, {
    label: 'Maison',
    civility: 'Monsieur',
    lastname: 'Girard',
    firstname: 'Hugo',
    address: '8 quai de la Fosse',
    zipcode: '44000',
    city: 'Nantes',
    phone: '02 40 12 34 56',
  })
  await main(page)
    .getByTestId('carriers')
    .getByRole('radio', { name: /Livraison à domicile/ })
    .check()
  const delivery = main(page).getByRole('form', { name: 'Livraison' })
  await delivery.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78')
  await delivery.getByRole('button', { name: 'Continuer vers le paiement' }).click()

  await expect(page).toHaveURL(`${PART}/commande/paiement`)
  await main(page)
    .getByRole('radio', { name: /Carte bancaire/ })
    .check()
  await main(page)
    .getByRole('checkbox', { name: /conditions générales de vente/ })
    .check()
  await main(page).getByTestId('place-order').click()

  // The test provider's page names the order; the customer goes back without paying.
  await expect(page).toHaveURL(PROVIDER_PAGE)
  const providerUrl = page.url()
  const numberCell = page.locator('dd').first()
  await expect(numberCell).toHaveText(/^CMD-\d{4}-\d{6,}$/)
  const number = (await numberCell.textContent()) ?? ''
  await page.goBack()
  await expect(page).toHaveURL(`${PART}/commande/paiement`)
  return { number, providerUrl }
}

/** On the test provider's page (the one of `providerUrl`): « Accepter le paiement », then the confirmation says it. */
async function acceptOnProviderPage(page: Page, providerUrl: string, number: string) {
  await expect(page).toHaveURL(providerUrl)
  await expect(page.locator('dd').first()).toHaveText(number)
  await page.getByRole('button', { name: 'Accepter le paiement' }).click()
  await expect(page).toHaveURL(`${PART}/commande/confirmation?numero=${number}`)
  await expect(main(page).getByTestId('order-accepted')).toHaveText(`Commande n° ${number} acceptée`)
  await expect(main(page).getByTestId('payment-accepted')).toHaveText('Votre paiement a été accepté.', { timeout: 20_000 })
}

test('Back from the card provider’s page: the payment step offers « Régler ma commande » for that order, which pays it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const { number, providerUrl } = await cardOrderLeftUnpaid(page, baseURL ?? 'http://localhost:3100', 'etape')

  // Not « no product in your cart » alone: the order that awaits its payment, with the focus.
  const awaited = main(page).getByTestId('card-payment-awaited')
  const message = awaited.getByText(`Votre commande ${number} attend son paiement.`, { exact: true })
  await expect(message).toBeVisible()
  await expect(message).toBeFocused()
  await expect(main(page).getByText('Il n’y a aucun produit dans votre panier.')).toHaveCount(0)
  await expect(awaited.getByRole('link', { name: 'Voir ma commande dans mon compte' })).toHaveAttribute(
    'href',
    `${PART}/mon-compte/commandes?numero=${number}`,
  )
  await expectNoAxeViolations(page)

  // « Régler ma commande »: the provider's page of the same session, then paid there.
  await awaited.getByRole('button', { name: 'Régler ma commande', exact: true }).click()
  await acceptOnProviderPage(page, providerUrl, number)

  // In « Mes commandes », the order is paid: nothing is offered to pay any more.
  await page.goto(`${PART}/mon-compte/commandes`)
  const row = main(page)
    .getByTestId('orders')
    .getByRole('row', { name: new RegExp(number) })
  await expect(row).toContainText('Payée')
  await expect(row.getByTestId('pay-order')).toHaveCount(0)
})

test('« Mes commandes »: an order that awaits its card payment offers « Régler ma commande », by keyboard, one request, then paid', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const { number, providerUrl } = await cardOrderLeftUnpaid(page, baseURL ?? 'http://localhost:3100', 'compte')
  await expect(main(page).getByTestId('card-payment-awaited')).toBeVisible()

  // The order's page: what it awaits, and the button beside « Commander à nouveau ».
  await page.goto(`${PART}/mon-compte/commandes?numero=${number}`)
  const detail = main(page).getByTestId('order-detail')
  await expect(detail.getByRole('heading', { name: `Commande ${number}` })).toBeFocused()
  await expect(detail).toContainText('En attente de paiement')
  const awaited = detail.getByTestId('card-payment-awaited')
  await expect(awaited.getByText(`Votre commande ${number} attend son paiement.`, { exact: true })).toBeVisible()
  await expect(awaited.getByRole('button', { name: 'Régler ma commande', exact: true })).toBeVisible()
  await expect(detail.getByRole('button', { name: 'Commander à nouveau' })).toBeVisible()
  await expectNoAxeViolations(page)

  // The list: the order's row says it awaits its payment, and its button names the order.
  await detail.getByRole('link', { name: /Toutes mes commandes/ }).click()
  await expect(page).toHaveURL(`${PART}/mon-compte/commandes`)
  const row = main(page)
    .getByTestId('orders')
    .getByRole('row', { name: new RegExp(number) })
  await expect(row).toContainText('En attente de paiement')
  const pay = row.getByTestId('pay-order')
  await expect(pay).toHaveAccessibleName(`Régler ma commande ${number}`)
  await expectNoAxeViolations(page)

  // By keyboard, while the call runs: the button waits (aria-disabled, not disabled), keeps the
  // focus, and a second Enter sends nothing.
  let open: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  const sent = { count: 0 }
  const hold = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    sent.count += 1
    await gate
    await route.fallback()
  }
  const payment = new RegExp(`/api/v1/order/${number}/payment$`)
  await page.route(payment, hold)
  await pay.focus()
  await page.keyboard.press('Enter')
  await expect(pay).toHaveAttribute('aria-disabled', 'true')
  await expect(pay).toHaveText('Ouverture du paiement…')
  await expect(pay).not.toHaveAttribute('disabled')
  await expect(pay).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => sent.count).toBe(1)
  open()
  await acceptOnProviderPage(page, providerUrl, number)
  await page.unroute(payment, hold)
  expect(sent.count).toBe(1)

  // Paid: the list says so and offers nothing to pay.
  await page.goto(`${PART}/mon-compte/commandes`)
  await expect(row).toContainText('Payée')
  await expect(row.getByTestId('pay-order')).toHaveCount(0)
})
