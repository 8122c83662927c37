import { expect, type Locator, type Page } from '@playwright/test'
import { test } from './fixtures'
import { waitForMail, type CaughtMail } from '../support/mailbox'
import { expectNoAxeViolations } from './axe'

/**
 * The customer area as a customer uses it (issue 18): signup → verification e-mail read
 * from the SMTP catcher → login through the access gate → two addresses → password change
 * → logout → forgot password → reset → login; on a desktop and on a phone; then by
 * keyboard only. axe checks every page of the area.
 */
const PART = '/fr/enduit-particuliers'
const main = (page: Page) => page.locator('main')

async function ready(page: Page, submit: string) {
  await expect(main(page).getByRole('button', { name: submit })).toBeEnabled()
}

function linkIn(mail: CaughtMail, path: string): string {
  const found = new RegExp(`https?://[^\\s"<>]+${path}\\?jeton=[^\\s"<>]+`).exec(`${mail.text}\n${mail.html}`)
  if (!found) throw new Error(`aucun lien ${path} dans « ${mail.subject} »`)
  const url = new URL(found[0].replace(/&amp;/g, '&'))
  return `${url.pathname}${url.search}`
}

async function fillAddress(page: Page, a: { label: string; address: string; zipcode: string; city: string; billing?: boolean }) {
  const form = main(page).getByRole('form', { name: 'Nouvelle adresse' })
  await form.getByLabel('Libellé de l’adresse').fill(a.label)
  await form.getByRole('radio', { name: 'Madame' }).check()
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lambert')
  await form.getByLabel('Prénom').fill('Camille')
  await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill(a.address)
  await form.getByLabel('Code postal').fill(a.zipcode)
  // The city comes from the postcode (the communes the site ships).
  await expect(form.getByLabel('Ville')).toHaveValue(a.city)
  await form.getByLabel('Téléphone').fill('06 12 34 56 78')
  if (a.billing) await form.getByLabel('Adresse de facturation par défaut').check()
  await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click()
  await expect(main(page).getByRole('heading', { level: 3, name: a.label })).toBeVisible()
}

async function journey(page: Page, email: string, openAccountMenu: () => Promise<Locator>) {
  const since = new Date().toISOString()
  const first = 'Ardoise-Lisse-2026'
  const second = 'Plâtre-Fin-Nuancé-27'
  const third = 'Bande-à-Joint-3x-Ok'

  // The gate: the addresses page without a session leads to the login page, with the way back.
  await page.goto(`${PART}/mon-compte/adresses`)
  await expect(page).toHaveURL(/\/fr\/enduit-particuliers\/connexion\?retour=%2Ffr%2Fenduit-particuliers%2Fmon-compte%2Fadresses$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Signup: the spec's messages, the password meter, what was typed is kept.
  await main(page).getByRole('link', { name: 'Créer un compte' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible()
  await ready(page, 'Créer mon compte')
  await expectNoAxeViolations(page)
  await main(page).getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(main(page).getByRole('alert')).toContainText('Veuillez renseigner le champ nom.')
  await main(page).getByRole('radio', { name: 'Madame' }).check()
  await main(page).getByRole('textbox', { name: 'Nom', exact: true }).fill('Lambert')
  await main(page).getByLabel('Prénom').fill('Camille')
  await main(page).getByLabel('E-mail').fill(email)
  await main(page).getByLabel('Téléphone').fill('12')
  await main(page).getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('enduit')
  await expect(main(page).getByTestId('password-level')).toHaveText('Force du mot de passe : Mauvais')
  await main(page).getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('enduitlisse')
  await expect(main(page).getByTestId('password-level')).toHaveText('Force du mot de passe : Faible')
  await main(page).getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(first)
  await expect(main(page).getByTestId('password-level')).toHaveText('Force du mot de passe : Élevé')
  await main(page).getByLabel('Confirmation du mot de passe').fill(first)
  await main(page)
    .getByLabel(/J’accepte les/)
    .check()
  await main(page).getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(main(page).getByRole('alert')).toContainText('Veuillez renseigner un numéro de téléphone valide.')
  await expect(main(page).getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Lambert')
  await main(page).getByLabel('Téléphone').fill('06 12 34 56 78')
  await main(page).getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(main(page).getByRole('status').filter({ hasText: 'Votre compte est créé' })).toBeVisible()

  // Not verified yet: the login says so.
  await main(page).getByRole('link', { name: 'Aller à la connexion' }).click()
  await ready(page, 'Me connecter')
  await main(page).getByLabel('E-mail').fill(email)
  await main(page).getByLabel('Mot de passe').fill(first)
  await main(page).getByRole('button', { name: 'Me connecter' }).click()
  await expect(main(page).getByRole('alert')).toContainText('Confirmez d’abord votre adresse mail')

  // The verification e-mail leads to the site's own page.
  const verification = await waitForMail((mail) => mail.to.includes(email) && /confirm/i.test(mail.subject), { since })
  await page.goto(linkIn(verification, '/fr/enduit-particuliers/verification-email'))
  await expect(main(page).getByText('Votre adresse mail est confirmée')).toBeVisible()
  await expectNoAxeViolations(page)

  // Login through the gate comes back to the addresses; a wrong password gets the one message.
  await page.goto(`${PART}/mon-compte/adresses`)
  await ready(page, 'Me connecter')
  await main(page).getByLabel('E-mail').fill(email)
  await main(page).getByLabel('Mot de passe').fill('Pas-le-bon-2026')
  await main(page).getByRole('button', { name: 'Me connecter' }).click()
  await expect(main(page).getByRole('alert')).toContainText('E-mail ou mot de passe incorrect.')
  await expect(main(page).getByLabel('E-mail')).toHaveValue(email)
  await expect(main(page).getByLabel('Mot de passe')).toHaveValue('')
  await main(page).getByLabel('Mot de passe').fill(first)
  await main(page).getByRole('button', { name: 'Me connecter' }).click()
  await expect(page).toHaveURL(`${PART}/mon-compte/adresses`)
  await expect(await openAccountMenu()).toHaveAttribute('data-signed-in', 'true')

  // Two addresses, the city suggested from the postcode.
  await main(page).getByRole('button', { name: 'Ajouter une adresse' }).click()
  await expectNoAxeViolations(page)
  await fillAddress(page, { label: 'Domicile', address: '12 rue des Tanneurs', zipcode: '69003', city: 'Lyon' })
  await main(page).getByRole('button', { name: 'Ajouter une adresse' }).click()
  await fillAddress(page, {
    label: 'Chantier Croix-Rousse',
    address: '4 montée de la Grande-Côte',
    zipcode: '69001',
    city: 'Lyon',
    billing: true,
  })
  await expect(main(page).getByTestId('addresses').getByRole('listitem')).toHaveCount(2)
  await expect(main(page).getByText('Facturation par défaut')).toBeVisible()
  await expectNoAxeViolations(page)

  // Password change: the current one is asked.
  await main(page).getByRole('link', { name: '← Mon compte' }).click()
  await expect(main(page).getByTestId('account-welcome')).toHaveText('Bonjour Camille Lambert')
  // The account's pages, each a tile that says what is there.
  const areas = main(page).getByRole('navigation', { name: 'Mon compte' }).getByRole('listitem')
  await expect(areas.getByRole('link')).toHaveText(['Mes commandes', 'Mes adresses', 'Mes favoris'])
  await expect(areas.filter({ hasText: 'Mes adresses' })).toContainText('Vos adresses de livraison et de facturation.')
  await expectNoAxeViolations(page)
  const passwordForm = main(page).getByRole('form', { name: 'Changer de mot de passe' })
  await passwordForm.getByLabel('Mot de passe actuel').fill('Pas-le-bon-2026')
  await passwordForm.getByLabel('Nouveau mot de passe').fill(second)
  await passwordForm.getByLabel('Confirmation du mot de passe').fill(second)
  await passwordForm.getByRole('button', { name: 'Changer de mot de passe' }).click()
  await expect(passwordForm.getByRole('alert')).toContainText('Le mot de passe actuel est incorrect.')
  await passwordForm.getByLabel('Mot de passe actuel').fill(first)
  await passwordForm.getByLabel('Nouveau mot de passe').fill(second)
  await passwordForm.getByLabel('Confirmation du mot de passe').fill(second)
  await passwordForm.getByRole('button', { name: 'Changer de mot de passe' }).click()
  await expect(passwordForm.getByRole('status')).toContainText('Votre mot de passe a été modifié.')

  // Logout ends the session: the gate applies again.
  await main(page).getByRole('button', { name: 'Me déconnecter', exact: true }).click()
  await expect(page).toHaveURL(PART)
  await expect(await openAccountMenu()).toHaveAttribute('data-signed-in', 'false')
  await page.goto(`${PART}/mon-compte`)
  await expect(page).toHaveURL(/\/connexion\?retour=/)

  // Forgot password → the e-mail's link → a new password → login.
  const forgotSince = new Date().toISOString()
  await main(page).getByRole('link', { name: 'Mot de passe oublié ?' }).click()
  await ready(page, 'Recevoir le lien')
  await expectNoAxeViolations(page)
  await main(page).getByLabel('E-mail du compte').fill(email)
  await main(page).getByRole('button', { name: 'Recevoir le lien' }).click()
  await expect(main(page).getByRole('status').filter({ hasText: 'Si un compte existe pour cette adresse' })).toBeVisible()
  const reset = await waitForMail((mail) => mail.to.includes(email) && /mot de passe/i.test(mail.subject), { since: forgotSince })
  await page.goto(linkIn(reset, '/fr/enduit-particuliers/nouveau-mot-de-passe'))
  await ready(page, 'Enregistrer le mot de passe')
  await expectNoAxeViolations(page)
  await main(page).getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(third)
  await main(page).getByLabel('Confirmation du mot de passe').fill(third)
  await main(page).getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(main(page).getByRole('status').filter({ hasText: 'Votre mot de passe a été modifié' })).toBeVisible()
  await main(page).getByRole('link', { name: 'Aller à la connexion' }).click()
  await ready(page, 'Me connecter')
  await main(page).getByLabel('E-mail').fill(email)
  await main(page).getByLabel('Mot de passe').fill(third)
  await main(page).getByRole('button', { name: 'Me connecter' }).click()
  await expect(page).toHaveURL(`${PART}/mon-compte`)
  await expect(main(page).getByTestId('account-welcome')).toHaveText('Bonjour Camille Lambert')
}

test('desktop: signup, verification, gate, two addresses, password change, logout, reset, login', async ({ page }) => {
  test.setTimeout(180_000)
  await journey(page, `camille.lambert.${Date.now()}@exemple.fr`, async () => page.getByTestId('header-account'))
})

test.describe('on a phone', () => {
  // A phone's width (the site's mobile layout, at 565 px and below).
  test.use({ viewport: { width: 390, height: 844 } })
  test('phone: the same journey, with the header’s account entry', async ({ page }) => {
    test.setTimeout(180_000)
    await journey(page, `camille.lambert.mobile.${Date.now()}@exemple.fr`, async () => {
      const entry = page.getByTestId('header-account')
      await expect(entry).toBeVisible()
      return entry
    })
  })
})

test('a forged session cookie gets the gate; the API answers 401 in French', async ({ page, context, request, baseURL }) => {
  await context.addCookies([{ name: 'ardalis_client', value: 'forged.token.value', url: baseURL ?? 'http://localhost:3100' }])
  await page.goto(`${PART}/mon-compte`)
  await expect(page).toHaveURL(/\/connexion\?retour=%2Ffr%2Fenduit-particuliers%2Fmon-compte$/)
  const answer = await request.get('/api/v1/address', { headers: { cookie: 'ardalis_client=forged.token.value' } })
  expect(answer.status()).toBe(401)
  expect(((await answer.json()) as { message: string }).message).toMatch(/connecté/)
})

/** Tab until `target` has the focus (a keyboard user reaches it), at most `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`non atteint au clavier : ${target.toString()}`)
}

test('keyboard only: signup, login, an address', async ({ page }) => {
  test.setTimeout(120_000)
  // An account made through the API (the signup page is covered above), verified from its e-mail.
  const email = `clavier.${Date.now()}@exemple.fr`
  const password = 'Clavier-Enduit-2026'
  const since = new Date().toISOString()
  await page.goto(`${PART}/inscription`)
  await ready(page, 'Créer mon compte')
  await tabTo(page, main(page).getByRole('radio', { name: 'Particulier' }))
  await tabTo(page, main(page).getByRole('radio', { name: 'Madame' }))
  await page.keyboard.press('Space')
  await tabTo(page, main(page).getByRole('textbox', { name: 'Nom', exact: true }))
  await page.keyboard.type('Durand')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Lucas')
  await tabTo(page, main(page).getByLabel('E-mail'))
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type('0612345678')
  await tabTo(page, main(page).getByRole('textbox', { name: 'Mot de passe', exact: true }))
  await page.keyboard.type(password)
  await tabTo(page, main(page).getByLabel('Confirmation du mot de passe'))
  await page.keyboard.type(password)
  await tabTo(page, main(page).getByLabel(/J’accepte les/))
  await page.keyboard.press('Space')
  await tabTo(page, main(page).getByRole('button', { name: 'Créer mon compte' }))
  await page.keyboard.press('Enter')
  await expect(main(page).getByRole('status').filter({ hasText: 'Votre compte est créé' })).toBeVisible()
  const verification = await waitForMail((mail) => mail.to.includes(email), { since })
  await page.goto(linkIn(verification, '/fr/enduit-particuliers/verification-email'))
  await expect(main(page).getByText('Votre adresse mail est confirmée')).toBeVisible()
  await tabTo(page, main(page).getByRole('link', { name: 'Aller à la connexion' }))
  await page.keyboard.press('Enter')
  await ready(page, 'Me connecter')
  await tabTo(page, main(page).getByLabel('E-mail'))
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${PART}/mon-compte`)
  await tabTo(page, main(page).getByRole('link', { name: 'Mes adresses' }))
  await page.keyboard.press('Enter')
  await tabTo(page, main(page).getByRole('button', { name: 'Ajouter une adresse' }))
  await page.keyboard.press('Enter')
  // The form's heading takes the focus; the fields follow in order.
  await expect(main(page).getByRole('heading', { name: 'Nouvelle adresse' })).toBeFocused()
  await tabTo(page, main(page).getByLabel('Libellé de l’adresse'))
  await page.keyboard.type('Atelier')
  // A radio group is one Tab stop; the arrows choose within it.
  await tabTo(page, main(page).getByRole('radio', { name: 'Madame' }))
  await page.keyboard.press('ArrowDown')
  await expect(main(page).getByRole('radio', { name: 'Monsieur' })).toBeChecked()
  await tabTo(page, main(page).getByRole('textbox', { name: 'Nom', exact: true }))
  await page.keyboard.type('Durand')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Lucas')
  await tabTo(page, main(page).getByRole('textbox', { name: 'Adresse', exact: true }))
  await page.keyboard.type('8 quai de la Fosse')
  await tabTo(page, main(page).getByLabel('Code postal'))
  await page.keyboard.type('44000')
  await expect(main(page).getByLabel('Ville')).toHaveValue('Nantes')
  await tabTo(page, main(page).getByLabel('Téléphone'))
  await page.keyboard.type('02 40 12 34 56')
  await tabTo(page, main(page).getByRole('button', { name: 'Enregistrer l’adresse' }))
  await page.keyboard.press('Enter')
  await expect(main(page).getByRole('heading', { level: 3, name: 'Atelier' })).toBeVisible()
  await expect(main(page).getByRole('button', { name: 'Ajouter une adresse' })).toBeFocused()
})
