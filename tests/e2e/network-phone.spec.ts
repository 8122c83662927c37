import { expect, type Locator, type Page } from '@playwright/test'
import { test } from './fixtures'
import { addAddressAtDelivery, mapTilesOffline, oneInTheCart, signInAtDelivery, staffMadeCustomer } from './checkout'

/**
 * A phone on a poor network (QA pass at 375 px): offline, a form or « Ajouter au panier » keeps
 * the page and what was typed, and says to check the connection (the toasts' library, which
 * could not be downloaded, used to reload the page into the browser's offline screen); the scan
 * dialog's manual search says so too. A postcode typed « 69 003 » finds the distributors. Each
 * order has its terms of sale ticked again: a checkout left on its payment step and started
 * again shows them unticked. The links the QA pass measured at 22 px high are targets of 24 px
 * at least (WCAG 2.5.8).
 */
const PHONE = { width: 375, height: 812 }
const PRO = '/fr/enduit-professionnels'
const PART = '/fr/enduit-particuliers'
const STORES = `${PART}/ou-trouver-nos-produits`
const PRODUCT = 'lissafin-pate'
const NETWORK = 'Connexion impossible : vérifiez votre réseau, puis réessayez.'
const UNKNOWN = /Une erreur inconnue s.est produite/
const main = (page: Page) => page.locator('main')
const GIRARD = { civility: 'm', lastname: 'Girard', firstname: 'Hugo' } as const

/** A mark left on the page's window: a reload would wipe it. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    ;(window as Window & { pageKept?: boolean }).pageKept = true
  })
}

async function pageKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Window & { pageKept?: boolean }).pageKept === true)
}

/** A tap target of 24 × 24 css px at least (WCAG 2.5.8). */
async function expectTarget(link: Locator) {
  await expect(link).toBeVisible()
  const box = await link.boundingBox()
  if (!box) throw new Error(`non affiché : ${link.toString()}`)
  expect(box.height, `hauteur de ${link.toString()}`).toBeGreaterThanOrEqual(24)
  expect(box.width, `largeur de ${link.toString()}`).toBeGreaterThanOrEqual(24)
}

test.describe('on a 375 px phone, with a poor network', () => {
  test.use({ viewport: PHONE })

  test('contact offline: the page stays with what was typed and says to check the network; back online the request goes', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000)
    const message = 'Quel enduit pour reboucher des fissures sur un plafond en plâtre ?'
    await page.goto(`${PRO}/contact`)
    const submit = main(page).getByRole('button', { name: 'Envoyer ma demande' })
    await expect(submit).toBeEnabled()
    await main(page).getByLabel('Objet de votre demande').selectOption('technical')
    await main(page).getByLabel('Vous êtes').selectOption('painting-company')
    await main(page).getByRole('radio', { name: 'Monsieur' }).check()
    await main(page).getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau')
    await main(page).getByLabel('Prénom').fill('Julien')
    await main(page).getByLabel('E-mail').fill('julien.moreau.reseau@exemple.fr')
    await main(page).getByLabel('Téléphone').fill('06 12 34 56 78')
    await main(page).getByLabel('Code postal').fill('69003')
    await main(page).getByLabel('Ville').fill('Lyon')
    await main(page).getByLabel('Message').fill(message)
    await main(page).getByRole('checkbox').check()
    await markPage(page)

    await context.setOffline(true)
    await submit.click()
    // The form says why, and so does the toast, in its plain box (its library could not be downloaded).
    await expect(main(page).getByText(NETWORK)).toBeVisible()
    await expect(page.getByTestId('plain-toasts')).toContainText(NETWORK)
    await expect(page.getByText(UNKNOWN)).toHaveCount(0)
    // Not reloaded: the same page, with everything typed.
    expect(await pageKept(page)).toBe(true)
    await expect(page).toHaveURL(`${PRO}/contact`)
    await expect(main(page).getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Moreau')
    await expect(main(page).getByLabel('E-mail')).toHaveValue('julien.moreau.reseau@exemple.fr')
    await expect(main(page).getByLabel('Message')).toHaveValue(message)
    await expect(main(page).getByRole('checkbox')).toBeChecked()

    // Back online, the same button sends the request.
    await context.setOffline(false)
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(page).toHaveURL(`${PRO}/confirmation`, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre demande de contact a bien été reçue')
  })

  test('« Ajouter au panier » offline: one message, about the connection, and the page stays', async ({ page, context }) => {
    await page.goto(`${PART}/produit/${PRODUCT}`)
    const form = page.getByTestId('add-to-cart')
    const add = form.getByRole('button', { name: 'Ajouter au panier' })
    await expect(add).toBeEnabled()
    await markPage(page)

    await context.setOffline(true)
    await add.click()
    await expect(form.getByText(NETWORK)).toBeVisible()
    await expect(main(page).getByText(NETWORK)).toHaveCount(1)
    await expect(page.getByText(UNKNOWN)).toHaveCount(0)
    expect(await pageKept(page)).toBe(true)

    await context.setOffline(false)
    await add.click()
    await expect(form.getByRole('status')).toContainText('Produit ajouté au panier')
    await expect(page.getByTestId('header-cart')).toHaveAttribute('data-count', '1')
  })

  test('scan dialog offline: the manual search says to check the network, then finds the product online', async ({
    page,
    context,
    request,
  }) => {
    const api = await request.get(`/api/v1/product/${PRODUCT}`)
    const variant = ((await api.json()) as { data: { variants: { gtin: string }[] } }).data.variants[0]
    if (!variant) throw new Error('aucun conditionnement')
    await page.goto(PRO)
    await page.getByRole('button', { name: 'Scanner un code-barres' }).click()
    const dialog = page.getByRole('dialog', { name: 'Scanner un produit' })
    await expect(dialog).toBeVisible()
    const code = dialog.getByLabel('Code-barres (EAN-13 ou GTIN-14)')
    const search = dialog.getByRole('button', { name: 'Rechercher' })
    await code.fill(variant.gtin.slice(1))

    await context.setOffline(true)
    await search.click()
    await expect(dialog.getByTestId('scan-status')).toHaveText(NETWORK)

    await context.setOffline(false)
    await search.click()
    await expect(dialog.getByTestId('scan-card')).toContainText('Lissafin')
  })

  test('distributors: « 69 003 » as a phone keyboard writes it lists the points of sale, whose links are 24 px targets', async ({
    page,
    request,
  }) => {
    await mapTilesOffline(page)
    await page.goto(STORES)
    await page.getByLabel('Ville ou code postal').fill('69 003')
    await page.getByRole('search', { name: 'Rechercher un point de vente' }).getByRole('button', { name: 'Rechercher' }).click()
    await expect(page.getByTestId('stores-status')).toContainText(/\d+ points? de vente à moins de 50 km de Lyon/)
    const list = page.getByTestId('store-list')
    await expect(list.locator('li').first()).toBeVisible()
    await expect(page.getByText('Aucune ville ne correspond')).toHaveCount(0)

    // « Tél. … » and « Itinéraire »: targets of 24 px at least.
    const phones = list.getByRole('link', { name: /^Tél\./ })
    const directions = list.getByRole('link', { name: /^Itinéraire vers / })
    expect(await phones.count()).toBeGreaterThan(0)
    expect(await directions.count()).toBeGreaterThan(0)
    for (const link of [...(await phones.all()), ...(await directions.all())]) await expectTarget(link)

    // The API is public: it reads the postcode the same way, no-break space included.
    for (const city of ['69 003', '69\u00a0003', '69\u202f003']) {
      const stores = await request.get(`/api/v1/store-locator?city=${encodeURIComponent(city)}&radius=50`)
      expect(stores.status(), city).toBe(200)
      const found = (await stores.json()) as { data: { total: number; origin: { city: { name: string } | null } } }
      expect(found.data.total, city).toBeGreaterThan(0)
      expect(found.data.origin.city?.name).toBe('Lyon')
      const towns = await request.get(`/api/v1/city?q=${encodeURIComponent(city)}`)
      expect(((await towns.json()) as { data: { items: { name: string }[] } }).data.items[0]?.name, city).toBe('Lyon')
    }
  })

  test('a checkout left on its payment step starts again with the terms unticked; the checkout’s and the account’s links are 24 px targets', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    await mapTilesOffline(page)
    const customer = await staffMadeCustomer(baseURL ?? 'http://localhost:3100', 'reseau.telephone', GIRARD)

    // One pack into the cart as a guest, then signed in from the delivery step.
    await oneInTheCart(page)
    await signInAtDelivery(page, customer)

    // Delivery: an address (chosen for delivery and billing), home delivery, a phone.
    await addAddressAtDelivery(page, {
      label: 'Maison',
      civility: 'Monsieur',
      lastname: 'Girard',
      firstname: 'Hugo',
      address: '12 rue des Tanneurs',
      zipcode: '69003',
      city: 'Lyon',
      phone: '06 12 34 56 78',
    })
    await main(page)
      .getByTestId('carriers')
      .getByRole('radio', { name: /Livraison à domicile/ })
      .check()
    const delivery = main(page).getByRole('form', { name: 'Livraison' })
    await delivery.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78')
    await expectTarget(main(page).getByRole('link', { name: '← Retour au panier', exact: true }))
    await delivery.getByRole('button', { name: 'Continuer vers le paiement' }).click()

    // Payment: nothing ticked, nothing chosen.
    await expect(page).toHaveURL(`${PART}/commande/paiement`)
    const terms = main(page).getByRole('checkbox', { name: /conditions générales de vente/ })
    const transfer = main(page).getByRole('radio', { name: /Virement bancaire/ })
    await expect(terms).toBeVisible()
    await expect(terms).not.toBeChecked()
    await expect(transfer).not.toBeChecked()
    await expectTarget(main(page).getByRole('link', { name: 'Modifier la livraison', exact: true }))

    // Ticked and chosen, then left: none of it is kept in local storage; the delivery is.
    await transfer.check()
    await terms.check()
    await expect(terms).toBeChecked()
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('enduits:order') ?? '{}') as Record<string, unknown>)
    expect(stored).toMatchObject({ termsAccepted: false, paymentBy: null })
    expect(stored.selectedCarrier).toBeTruthy()
    await page.goto(`${PART}/panier`)
    await expect(main(page).getByTestId('cart-line')).toHaveCount(1)

    // The checkout started again: the terms unticked, no method chosen, the delivery as it was.
    await page.goto(`${PART}/commande/paiement`)
    await expect(terms).toBeVisible()
    await expect(terms).not.toBeChecked()
    await expect(transfer).not.toBeChecked()
    await expect(main(page).getByTestId('recap-carrier')).toContainText('Livraison à domicile')

    // A state kept before this rule, with the terms ticked, is not read either.
    await page.evaluate(() => {
      const state = JSON.parse(window.localStorage.getItem('enduits:order') ?? '{}') as Record<string, unknown>
      window.localStorage.setItem('enduits:order', JSON.stringify({ ...state, termsAccepted: true, paymentBy: 'transfer' }))
    })
    await page.reload()
    await expect(terms).toBeVisible()
    await expect(terms).not.toBeChecked()
    await expect(transfer).not.toBeChecked()

    // This order: the terms ticked for it, by transfer; then the confirmation's link.
    await transfer.check()
    await terms.check()
    await main(page).getByTestId('place-order').click()
    await expect(page).toHaveURL(/\/fr\/enduit-particuliers\/commande\/confirmation\?numero=CMD-/)
    await expect(main(page).getByTestId('order-accepted')).toHaveText(/^Commande n° CMD-\d{4}-\d{6,} acceptée$/)
    await expectTarget(main(page).getByRole('link', { name: 'Voir ma commande dans mon compte', exact: true }))

    // The orders list: « ← Mon compte » and the order's number.
    await page.goto(`${PART}/mon-compte/commandes`)
    const orders = main(page).getByTestId('orders')
    await expect(orders.getByRole('link')).toHaveCount(1)
    await expectTarget(orders.getByRole('link'))
    await expectTarget(main(page).getByRole('link', { name: '← Mon compte', exact: true }))

    // The addresses: « ← Mon compte ».
    await page.goto(`${PART}/mon-compte/adresses`)
    await expect(main(page).getByRole('button', { name: 'Ajouter une adresse' })).toBeVisible()
    await expectTarget(main(page).getByRole('link', { name: '← Mon compte', exact: true }))
  })
})
