import { expect, type Page } from '@playwright/test'
import { test } from './fixtures'
import { PDFDocument } from 'pdf-lib'
import { waitForMail } from '../support/mailbox'
import { expectNoAxeViolations } from './axe'
import { ADMIN, signInToAdmin } from './admin'

async function pdfCv(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage().drawText('CV — Julien Moreau, peintre en bâtiment')
  return Buffer.from(await doc.save())
}

const main = (page: Page) => page.locator('main')

/** The form is interactive once its submit button is enabled (hydrated). */
async function ready(page: Page, submit: string) {
  await expect(main(page).getByRole('button', { name: submit })).toBeEnabled()
}
const PRO = '/fr/enduit-professionnels'

test('contact: required messages, bad e-mail and phone keep what was typed, then the request reaches the technical team', async ({
  page,
}) => {
  await page.goto(`${PRO}/contact`)
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
  // French typography: « de 8 h à 17 h », never « 8h–17h ».
  await expect(main(page)).toContainText('Nous vous répondons de 8 h à 17 h, du lundi au vendredi.')
  await expect(main(page)).not.toContainText('8h–17h')
  await expect(main(page)).toContainText('sous 48 heures ouvrées')
  await expectNoAxeViolations(page)

  await ready(page, 'Envoyer ma demande')
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
  const alert = main(page).getByRole('alert')
  await expect(alert).toContainText('Le formulaire contient des erreurs')
  await expect(alert).toContainText('Veuillez renseigner le champ nom.')
  await expect(alert).toContainText('Veuillez renseigner le champ message.')
  await expectNoAxeViolations(page)
  // Each line of the summary leads to its field.
  await alert.getByRole('link', { name: 'Veuillez renseigner le champ message.' }).click()
  await expect(main(page).getByLabel('Message')).toBeFocused()

  await main(page).getByLabel('Objet de votre demande').selectOption('technical')
  await main(page).getByLabel('Vous êtes').selectOption('painting-company')
  await main(page).getByRole('radio', { name: 'Monsieur' }).check()
  await main(page).getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau')
  await main(page).getByLabel('Prénom').fill('Julien')
  await main(page).getByLabel('E-mail').fill('julien.moreau@exemple')
  await main(page).getByLabel('Téléphone').fill('06 12 34')
  await main(page).getByLabel('Code postal').fill('69003')
  await main(page).getByLabel('Ville').fill('Lyon')
  await main(page).getByLabel('Message').fill('Quel enduit pour reboucher des fissures sur un plafond en plâtre ?')
  await main(page).getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(main(page).getByText('Veuillez renseigner une adresse mail valide.').first()).toBeVisible()
  await expect(main(page).getByText('Veuillez renseigner un numéro de téléphone valide.').first()).toBeVisible()
  await expect(main(page).getByLabel('Message')).toHaveValue('Quel enduit pour reboucher des fissures sur un plafond en plâtre ?')
  await expect(main(page).getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')

  const since = new Date().toISOString()
  await main(page).getByLabel('E-mail').fill('julien.moreau@exemple.fr')
  await main(page).getByLabel('Téléphone').fill('+33 6 12 34 56 78')
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(page).toHaveURL(`${PRO}/confirmation`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre demande de contact a bien été reçue')
  await expectNoAxeViolations(page)
  const team = await waitForMail((m) => m.to.includes('technique@ardalis.example'), { since })
  expect(team.subject).toBe('[Contact] Question technique sur un produit — Julien Moreau')
  expect(team.replyTo).toContain('julien.moreau@exemple.fr')
  await waitForMail((m) => m.to.includes('julien.moreau@exemple.fr'), { since })
})

test('the English contact page has its form in English, messages and lists included, and leads to the English confirmation', async ({
  page,
}) => {
  const EN = '/en/enduit-particuliers'
  await page.goto(`${EN}/contact`)
  await expect(main(page)).toContainText('8 am to 5 pm, Monday to Friday')
  // The form used to be the French one: « Objet de votre demande », « Civilité », « J’accepte… ».
  await expect(main(page)).not.toContainText('Veuillez')
  await expect(main(page)).toContainText('Fields marked with an asterisk (*) are required.')
  await ready(page, 'Send my request')
  await page.getByRole('button', { name: 'Send my request' }).click()
  const alert = main(page).getByRole('alert')
  await expect(alert).toContainText('The form contains errors:')
  await expect(alert).toContainText('Please fill in the “Last name” field.')
  await expect(alert).toContainText('Please agree to the processing of your data to send this form.')
  await expect(alert).not.toContainText('Veuillez')
  await expectNoAxeViolations(page)

  const profiles = main(page).getByLabel('You are').locator('option')
  await expect(profiles).toContainText(['Choose…', 'Private individual', 'Owner-occupier', 'Tenant'])
  await main(page).getByLabel('Subject of your request').selectOption({ label: 'Training' })
  await main(page).getByLabel('You are').selectOption({ label: 'Tenant' })
  await main(page).getByRole('radio', { name: 'Ms' }).check()
  await main(page).getByRole('textbox', { name: 'Last name' }).fill('Moreau')
  await main(page).getByLabel('First name').fill('Claire')
  await main(page).getByLabel('E-mail').fill('claire.moreau@exemple.fr')
  await main(page).getByLabel('Phone').fill('06 12 34')
  await main(page).getByLabel('Postcode').fill('45000')
  await main(page).getByLabel('Town').fill('Orléans')
  await main(page).getByLabel('Message').fill('Which filler for a cracked ceiling?')
  await main(page)
    .getByRole('checkbox', { name: /I agree that my data is used to answer my request/ })
    .check()
  await page.getByRole('button', { name: 'Send my request' }).click()
  await expect(main(page).getByText('Please enter a valid phone number.').first()).toBeVisible()
  await expect(main(page).getByLabel('Message')).toHaveValue('Which filler for a cracked ceiling?')

  // A visitor abroad (decision 131): the country's postcode, whole, and an international number.
  await main(page).getByLabel('Country').selectOption({ label: 'United Kingdom' })
  await expect(main(page).getByText('Please enter a valid postcode for this country (e.g. SW1A 1AA).').first()).toBeVisible()
  await expect(
    main(page).getByText('Please enter a valid phone number in international format (e.g. +44 20 7946 0958).').first(),
  ).toBeVisible()
  await main(page).getByLabel('Postcode').fill('SW1A 1AA')
  await expect(main(page).getByLabel('Postcode')).toHaveValue('SW1A 1AA')
  await main(page).getByLabel('Town').fill('London')
  await main(page).getByLabel('Phone').fill('+44 20 7946 0958')
  await page.getByRole('button', { name: 'Send my request' }).click()
  await expect(page).toHaveURL(`${EN}/confirmation`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your contact request has been received')
  await expect(main(page)).toContainText('A confirmation e-mail, in French, has just been sent to you.')
})

test('the API never trusts the browser: a bad contact request is a 400 with the French messages', async ({ request }) => {
  const response = await request.post('/api/v1/contact', { data: { email: 'x', phone: '12', zipcode: '123', consent: false } })
  expect(response.status()).toBe(400)
  const body = (await response.json()) as { status: string; errors: { path: string; message: string }[] }
  expect(body.status).toBe('bad_request')
  expect(body.errors).toEqual(
    expect.arrayContaining([
      { path: 'email', message: 'Veuillez renseigner une adresse mail valide.' },
      { path: 'phone', message: 'Veuillez renseigner un numéro de téléphone valide.' },
      { path: 'lastname', message: 'Veuillez renseigner le champ nom.' },
    ]),
  )
})

test('worksite start: SIRET checksum and min_value messages, then the declaration is sent', async ({ page }) => {
  await page.goto(`${PRO}/demarrage-chantier`)
  await expectNoAxeViolations(page)
  await ready(page, 'Déclarer le chantier')
  await main(page).getByRole('radio', { name: 'Madame' }).check()
  await main(page).getByLabel('Entreprise du chantier').fill('Moreau Peinture')
  await main(page).getByLabel('SIRET').fill('73282932000075')
  await main(page).getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau')
  await main(page).getByLabel('Prénom').fill('Léa')
  await main(page).getByLabel('E-mail').fill('lea.moreau@exemple.fr')
  await main(page).getByLabel('Téléphone').fill('04 72 00 00 00')
  await main(page).getByLabel('Adresse du chantier').fill('12 rue des Tanneurs')
  await main(page).getByLabel('Code postal').fill('6900')
  await main(page).getByLabel('Ville').fill('Lyon')
  await main(page).getByLabel('Mois de démarrage').fill('2027-03')
  await main(page).getByLabel('Surface à traiter (m²)').fill('0')
  await main(page).getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Déclarer le chantier' }).click()
  await expect(main(page).getByText('Le numéro siret n’est pas valide').first()).toBeVisible()
  await expect(main(page).getByText('Le champ surface (m²) doit avoir une valeur de 1 ou plus.').first()).toBeVisible()
  await expect(main(page).getByText('Veuillez renseigner un code postal valide (5 chiffres).').first()).toBeVisible()

  const since = new Date().toISOString()
  await main(page).getByLabel('SIRET').fill('732 829 320 00074')
  await main(page).getByLabel('Code postal').fill('69001')
  await main(page).getByLabel('Surface à traiter (m²)').fill('180')
  await page.getByRole('button', { name: 'Déclarer le chantier' }).click()
  await expect(page).toHaveURL(`${PRO}/confirmation`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre démarrage de chantier est enregistré')
  await waitForMail((m) => m.to.includes('chantiers@ardalis.example') && m.subject.includes('Moreau Peinture'), { since })
})

test('careers: 4 filters in the URL, a job page under "Offres d’emploi"', async ({ page }) => {
  await page.goto(`${PRO}/carrieres`)
  await expect(page.getByRole('heading', { level: 1, name: 'Carrières' })).toBeVisible()
  const jobs = main(page).locator('ul li h3 a')
  const total = await jobs.count()
  expect(total).toBeGreaterThanOrEqual(6)
  await expectNoAxeViolations(page)

  await page.getByRole('navigation', { name: 'Filtrer les offres : Contrat' }).getByRole('link', { name: /^CDI/ }).click()
  await expect(page).toHaveURL(`${PRO}/carrieres/_CONTRAT__cdi`)
  const cdi = await jobs.count()
  expect(cdi).toBeLessThan(total)
  await page
    .getByRole('navigation', { name: 'Filtrer les offres : Lieu' })
    .getByRole('link', { name: /^Lyon \(69\)/ })
    .click()
  await expect(page).toHaveURL(`${PRO}/carrieres/_CONTRAT__cdi/_LIEU__lyon-69`)
  await expect(jobs.first()).toBeVisible()

  await jobs.first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(H/F)')
  await expect(page.getByRole('navigation', { name: /fil d/i })).toContainText('Offres d’emploi')
  await expect(page.getByRole('heading', { name: 'Postuler à cette offre' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('spontaneous application: a fake PDF and a heavy file are refused, a real CV arrives in the admin and both e-mails are sent', async ({
  page,
}) => {
  await page.goto(`${PRO}/carrieres/candidature-spontanee`)
  await expectNoAxeViolations(page)
  await ready(page, 'Envoyer ma candidature')
  await main(page).getByRole('radio', { name: 'Monsieur' }).check()
  await main(page).getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau')
  await main(page).getByLabel('Prénom').fill('Julien')
  await main(page).getByLabel('E-mail').fill('julien.candidat@exemple.fr')
  await main(page).getByLabel('Téléphone').fill('0612345678')
  await main(page).getByLabel('Code postal').fill('42000')
  await main(page).getByLabel('Ville').fill('Saint-Étienne')
  await main(page).getByLabel('Fonction souhaitée').fill('Conducteur de ligne')
  await main(page)
    .getByLabel('Votre message (motivation)')
    .fill('Dix ans de conduite de ligne en agroalimentaire, je souhaite rejoindre Ardalis.')
  await main(page).getByRole('checkbox').check()

  await main(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024, 1) })
  await expect(main(page).getByText('Le fichier est trop lourd : 5 Mo maximum.').first()).toBeVisible()

  await main(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Ceci n’est pas un PDF mais un texte renommé.') })
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()
  await expect(main(page).getByText('Le CV doit être un fichier PDF, DOC ou DOCX.').first()).toBeVisible()
  await expect(main(page).getByLabel('Fonction souhaitée')).toHaveValue('Conducteur de ligne')

  const since = new Date().toISOString()
  await main(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'CV Julien Moreau.pdf', mimeType: 'application/pdf', buffer: await pdfCv() })
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()
  await expect(page).toHaveURL(`${PRO}/confirmation`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre candidature a bien été envoyée')
  await waitForMail(
    (m) => m.to.includes('recrutement@ardalis.example') && m.subject === '[Recrutement] Candidature spontanée — Julien Moreau',
    { since },
  )
  await waitForMail((m) => m.to.includes('julien.candidat@exemple.fr') && m.subject.startsWith('Votre candidature a bien été reçue'), {
    since,
  })

  // Not readable without an account…
  const anonymous = await page.request.get('/api/job-applications')
  expect(anonymous.status()).toBeGreaterThanOrEqual(401)
  // …and in the admin for staff.
  await signInToAdmin(page)
  await page.goto('/admin/collections/job-applications')
  await expect(page.getByText('Moreau').first()).toBeVisible()
})

/** « S’inscrire » on the first session still open: the registration form takes that session. */
async function registerForFirstOpenSession(page: Page) {
  await main(page)
    .locator('li[data-state="open"]')
    .first()
    .getByRole('button', { name: /S’inscrire/ })
    .click()
}

/** The training registration's company, contact and first participant, as a trade customer fills them. */
async function fillTrainingContactAndFirstParticipant(page: Page) {
  await main(page).getByLabel('Nom de la société').fill('Garnier Décoration')
  await main(page).getByLabel('SIRET').fill('73282932000074')
  await page.getByRole('group', { name: 'Civilité (contact)' }).getByRole('radio', { name: 'Monsieur' }).check()
  await main(page).getByRole('textbox', { name: 'Nom', exact: true }).first().fill('Garnier')
  await main(page).getByLabel('Prénom').first().fill('Paul')
  await main(page).getByLabel('E-mail').fill('paul.garnier@exemple.fr')
  await main(page).getByLabel('Téléphone').fill('06 98 76 54 32')
  const p1 = page.getByRole('group', { name: 'Participant 1' })
  await p1.getByRole('radio', { name: 'Madame' }).check()
  await p1.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand')
  await p1.getByLabel('Prénom').fill('Anne')
}

test('trainings: full, closed and confirmed sessions are shown, and a group registers to an open one', async ({ page }) => {
  await page.goto(`${PRO}/formations`)
  await expect(page.getByRole('heading', { level: 1, name: 'Formations' })).toBeVisible()
  await expect(main(page).getByText('Complet', { exact: true })).toBeVisible()
  await expect(main(page).getByText('Inscriptions closes', { exact: true })).toBeVisible()
  await expect(main(page).getByText('Session confirmée').first()).toBeVisible()
  await expectNoAxeViolations(page)

  const full = main(page).locator('li[data-state="full"]')
  await expect(full.getByRole('button')).toHaveCount(0)
  const closed = main(page).locator('li[data-state="closed"]')
  await expect(closed.getByRole('button')).toHaveCount(0)

  await ready(page, 'Envoyer l’inscription')
  await registerForFirstOpenSession(page)
  await expect(main(page).getByLabel('Session de formation')).not.toHaveValue('')
  await fillTrainingContactAndFirstParticipant(page)
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Ajouter un participant' }).click()
  await expect(page.getByRole('button', { name: 'Ajouter un participant' })).toHaveCount(0)
  await expect(main(page)).toContainText('5 participants au plus par inscription.')
  for (let i = 5; i >= 2; i--) await page.getByRole('button', { name: `Retirer le participant ${i}` }).click()
  await main(page).getByRole('checkbox').check()

  const since = new Date().toISOString()
  await page.getByRole('button', { name: 'Envoyer l’inscription' }).click()
  await expect(page).toHaveURL(`${PRO}/confirmation`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre inscription est enregistrée')
  await waitForMail((m) => m.to.includes('paul.garnier@exemple.fr') && m.subject.startsWith('Inscription enregistrée'), { since })
})

test('trainings: the messages of an empty second participant name it, in the summary and by its fields, and lead to them', async ({
  page,
}) => {
  await page.goto(`${PRO}/formations`)
  await ready(page, 'Envoyer l’inscription')
  await registerForFirstOpenSession(page)
  await fillTrainingContactAndFirstParticipant(page)
  await page.getByRole('button', { name: 'Ajouter un participant' }).click()
  await main(page).getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Envoyer l’inscription' }).click()

  const alert = main(page).getByRole('alert')
  await expect(alert).toContainText('Le formulaire contient des erreurs')
  // The spec’s messages (§5) after the participant’s name (a non-breaking space before « : », hence \s in the regular expression).
  const lines = {
    civility: /Participant 2\s: veuillez (renseigner le champ|choisir une valeur pour le champ) civilité du participant\./,
    lastname: 'Participant 2 : veuillez renseigner le champ nom du participant.',
    firstname: 'Participant 2 : veuillez renseigner le champ prénom du participant.',
  }
  await expect(alert.getByRole('link', { name: lines.civility })).toBeVisible()
  await expect(alert.getByRole('link', { name: lines.civility })).toHaveCount(1)
  await expect(alert.getByRole('link', { name: lines.lastname, exact: true })).toBeVisible()
  await expect(alert.getByRole('link', { name: lines.firstname, exact: true })).toBeVisible()
  // No line leaves the participant out, and participant 1 (filled in) has none.
  await expect(alert.getByText(/^Veuillez .* du participant\./)).toHaveCount(0)
  await expect(alert).not.toContainText('Participant 1')
  await expect(alert.getByRole('listitem')).toHaveCount(3)

  // Next to each field, the same message.
  const p2 = page.getByRole('group', { name: 'Participant 2' })
  const lastname = p2.getByRole('textbox', { name: 'Nom', exact: true })
  await expect(lastname).toHaveAttribute('aria-invalid', 'true')
  await expect(lastname).toHaveAccessibleDescription(lines.lastname)
  await expect(p2.getByLabel('Prénom')).toHaveAccessibleDescription(lines.firstname)
  await expect(p2).toContainText(lines.civility)
  await expectNoAxeViolations(page)

  // A line of the summary leads to its field.
  await alert.getByRole('link', { name: lines.lastname }).click()
  await expect(lastname).toBeFocused()
  await alert.getByRole('link', { name: lines.civility }).click()
  await expect(p2.getByRole('radio', { name: 'Madame' })).toBeFocused()
  await alert.getByRole('link', { name: lines.firstname }).click()
  await expect(p2.getByLabel('Prénom')).toBeFocused()

  // Fixed, a field's message goes; the others still name participant 2.
  await lastname.fill('Lemaire')
  await expect(lastname).not.toHaveAttribute('aria-invalid', 'true')
  await expect(p2).toContainText(lines.firstname)
})

test('contest landing: logo-only layout, entry and confirmation page', async ({ page }) => {
  // The captcha's proof of work runs in a Web Worker, never on the page's own thread.
  const captchaWorker = page.waitForEvent('worker')
  await page.goto('/fr/landing/concours-2024')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('jeu-concours')
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await ready(page, 'Je participe')
  await main(page).getByRole('radio', { name: 'Madame' }).check()
  await main(page).getByRole('textbox', { name: 'Nom', exact: true }).fill('Petit')
  await main(page).getByLabel('Prénom').fill('Sophie')
  await main(page).getByLabel('E-mail').fill('sophie.petit@exemple.fr')
  await main(page).getByLabel('Téléphone').fill('0033 6 11 22 33 44')
  await main(page).getByLabel('Code postal').fill('69100')
  await main(page).getByLabel('Ville').fill('Villeurbanne')
  await main(page).getByLabel('Votre magasin').selectOption({ index: 2 })
  await main(page).getByLabel('Quel enduit').fill('Un enduit de rebouchage en pâte')
  await page.getByRole('checkbox', { name: /J’accepte/ }).check()
  await page.getByRole('button', { name: 'Je participe' }).click()
  await expect(page).toHaveURL('/fr/landing/concours-2024/confirmation')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre participation est enregistrée')
  expect((await captchaWorker).url()).toMatch(/^http:\/\/[^/]+\/_next\/static\//)
  await expectNoAxeViolations(page)
})

test('contest landing: the store list follows the back office', async ({ page, browser }) => {
  // Payload accepts its session cookie from a browser's same-site request only (CSRF, decision 084).
  const editor = await browser.newContext({ extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' } })
  const api = editor.request
  expect((await api.post('/api/users/login', { data: ADMIN })).ok()).toBe(true)
  const found = (await (await api.get('/api/landings?where[technicalName][equals]=concours-2024&depth=0')).json()) as {
    docs: { id: number; stores: { id: string; name: string; city: string }[] }[]
  }
  const landing = found.docs[0]
  expect(landing).toBeDefined()
  const original = landing!.stores
  const removed = original[0]!
  const added = { name: 'Négoce des Aravis', city: 'Thônes' }
  try {
    const changed = await api.patch(`/api/landings/${landing!.id}`, { data: { stores: [...original.slice(1), added] } })
    expect(changed.ok()).toBe(true)
    await page.goto('/fr/landing/concours-2024')
    const select = main(page).getByLabel('Votre magasin')
    await expect(select.getByRole('option', { name: `${added.name} — ${added.city}` })).toHaveCount(1)
    await expect(select.getByRole('option', { name: `${removed.name} — ${removed.city}` })).toHaveCount(0)
  } finally {
    expect((await api.patch(`/api/landings/${landing!.id}`, { data: { stores: original } })).ok()).toBe(true)
    await editor.close()
  }
})

test('on a tablet, fields side by side keep their inputs on one line, with a hint or an error in one of them', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 })
  // In the document's coordinates: the page may still be scrolling to the first message.
  const top = (label: string) =>
    main(page)
      .getByRole('textbox', { name: label, exact: true })
      .evaluate((input) => input.getBoundingClientRect().top + window.scrollY)
  const left = async (label: string) => (await main(page).getByRole('textbox', { name: label, exact: true }).boundingBox())?.x ?? Number.NaN

  // Contact: « Téléphone » has a hint (« Ex. 06 12 34 56 78… »), « Ville » beside it has none
  // (the country, then the postcode and the town, come before the phone: decision 131).
  await page.goto(`${PRO}/contact`)
  await expect(main(page).getByText('Ex. 06 12 34 56 78')).toBeVisible()
  expect(await left('Téléphone')).toBeGreaterThan(await left('Ville'))
  expect(await top('Téléphone')).toBeCloseTo(await top('Ville'), 0)
  // After a submit, the messages under the controls do not move them either.
  await ready(page, 'Envoyer ma demande')
  await main(page).getByRole('textbox', { name: 'Société', exact: true }).fill('Martin Peinture')
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(main(page).getByText('Veuillez renseigner le champ e-mail.').last()).toBeVisible()
  expect(await top('E-mail')).toBeCloseTo(await top('Société'), 0)
  expect(await top('Téléphone')).toBeCloseTo(await top('Ville'), 0)
  // The message of the « Civilité » choices sits under them, not beside « Monsieur ».
  const civility = main(page).getByRole('group', { name: /Civilité/ })
  const monsieur = await civility.getByText('Monsieur', { exact: true }).boundingBox()
  const message = await civility.getByText('Veuillez choisir une valeur pour le champ civilité.').boundingBox()
  expect(message?.y ?? 0).toBeGreaterThanOrEqual((monsieur?.y ?? 0) + (monsieur?.height ?? 0))

  // Registration: « Téléphone » has a hint, « E-mail » beside it has none.
  await page.goto('/fr/enduit-particuliers/inscription')
  expect(await left('Téléphone')).toBeGreaterThan(await left('E-mail'))
  expect(await top('Téléphone')).toBeCloseTo(await top('E-mail'), 0)
  await expectNoAxeViolations(page)
})
