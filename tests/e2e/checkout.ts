/**
 * Shared steps of the checkout's end-to-end tests: a customer made by staff (signups are
 * limited to five an hour from one address, which the whole suite shares), the sign-in the
 * delivery step asks for, an address added there, and the map tiles answered offline.
 */
import { expect, request as playwrightRequest, type Page } from '@playwright/test'
import { ADMIN } from './admin'

const PART = '/fr/enduit-particuliers'
/** Payload takes its session cookie from a browser's same-site request only (decision 084). */
const SAME_SITE = { 'sec-fetch-site': 'same-origin' }
const main = (page: Page) => page.locator('main')

export interface Person {
  civility: 'mme' | 'm'
  lastname: string
  firstname: string
}

export interface Customer {
  email: string
  password: string
}

/** A verified private customer created through Payload's API by the demo administrator. */
export async function staffMadeCustomer(baseURL: string, prefix: string, person: Person): Promise<Customer> {
  const customer = { email: `${prefix}.${Date.now()}@exemple.fr`, password: 'Enduit-Essai-Commande-2026' }
  const staff = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: SAME_SITE })
  try {
    expect((await staff.post('/api/users/login', { data: ADMIN })).ok()).toBe(true)
    const created = await staff.post('/api/customers', { data: { ...customer, audience: 'part', ...person, _verified: true } })
    expect(created.ok(), await created.text()).toBe(true)
  } finally {
    await staff.dispose()
  }
  return customer
}

/** One pack of Lissafin® Pâte into the cart, as a guest, from its private-customer page. */
export async function oneInTheCart(page: Page): Promise<void> {
  await page.goto(`${PART}/produit/lissafin-pate`)
  const form = page.getByTestId('add-to-cart')
  await expect(form.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled()
  await form.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(form.getByRole('status').filter({ hasText: 'Produit ajouté au panier' })).toBeVisible()
  await expect(page.getByTestId('header-cart')).toHaveAttribute('data-count', '1')
}

/** The delivery step sends a signed-out visitor to sign in, then brings them back. */
export async function signInAtDelivery(page: Page, customer: Customer): Promise<void> {
  await page.goto(`${PART}/commande/livraison`)
  await expect(page).toHaveURL(/\/connexion\?retour=/)
  await expect(main(page).getByRole('button', { name: 'Me connecter' })).toBeEnabled()
  await main(page).getByLabel('E-mail').fill(customer.email)
  await main(page).getByLabel('Mot de passe').fill(customer.password)
  await main(page).getByRole('button', { name: 'Me connecter' }).click()
  await expect(page).toHaveURL(`${PART}/commande/livraison`)
}

export interface FrenchAddress {
  label: string
  civility: 'Madame' | 'Monsieur'
  lastname: string
  firstname: string
  address: string
  zipcode: string
  city: string
  phone: string
}

/** « Ajouter une adresse » on the delivery step: the new address is chosen for delivery. */
export async function addAddressAtDelivery(page: Page, a: FrenchAddress): Promise<void> {
  await main(page).getByRole('button', { name: 'Ajouter une adresse' }).click()
  const address = main(page).getByRole('form', { name: 'Nouvelle adresse' })
  await address.getByLabel('Libellé de l’adresse').fill(a.label)
  await address.getByRole('radio', { name: a.civility }).check()
  await address.getByRole('textbox', { name: 'Nom', exact: true }).fill(a.lastname)
  await address.getByLabel('Prénom').fill(a.firstname)
  await address.getByRole('textbox', { name: 'Adresse', exact: true }).fill(a.address)
  await address.getByLabel('Code postal').fill(a.zipcode)
  await expect(address.getByLabel('Ville')).toHaveValue(a.city)
  await address.getByLabel('Téléphone').fill(a.phone)
  await address.getByRole('button', { name: 'Enregistrer l’adresse' }).click()
  await expect(
    main(page)
      .getByTestId('shipping-addresses')
      .getByRole('radio', { name: new RegExp(a.label) }),
  ).toBeChecked()
}

/** Map tiles come from the internet: offline, they are answered with an empty image. */
const EMPTY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
export async function mapTilesOffline(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_PNG }))
}
