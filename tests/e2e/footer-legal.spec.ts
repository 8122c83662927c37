import { expect, type Locator, type Page } from '@playwright/test'
import { test } from './fixtures'
import { expectNoAxeViolations } from './axe'

/**
 * The footer's publisher and legal links, the accessibility statement and the English
 * benefits (issue 22, decision 101), at a phone's and a desktop's width.
 */
const PRO = '/fr/enduit-professionnels'
const PART = '/fr/enduit-particuliers'
const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const

const footerOf = (page: Page) => page.getByRole('contentinfo')

for (const { name, viewport } of WIDTHS) {
  test.describe(`footer at ${viewport.width} px (${name})`, () => {
    test.use({ viewport })

    test('shows the publisher, its head office and the legal links, and the cookie button opens the preferences', async ({ page }) => {
      await page.goto(PART)
      const footer = footerOf(page)
      const publisher = footer.locator('address')
      await publisher.scrollIntoViewIfNeeded()
      await expect(publisher).toContainText('Ardalis SAS')
      await expect(publisher).toContainText('RCS Blois 912 345 678')
      await expect(publisher).toContainText('ZI des Carrières, 12 rue des Plâtriers, 41000 Blois')
      // No line ends inside a number or between the postcode and the town (« capital de 4 » / « 500 000 € » on a phone).
      const written = (await publisher.textContent()) ?? ''
      for (const together of ['4\u00a0500\u00a0000\u00a0€', '912\u00a0345\u00a0678', '41000\u00a0Blois'])
        expect(written).toContain(together)

      const legal = footer.getByRole('navigation', { name: 'Informations légales' })
      await expect(legal.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', `${PART}/mentions-legales`)
      await expect(legal.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
        'href',
        `${PART}/politique-de-confidentialite`,
      )
      await expect(legal.getByRole('link', { name: 'Accessibilité : partiellement conforme' })).toBeVisible()

      // Every social link is an icon (or the network's name) with a name that says where it goes.
      const socials = footer.locator('[class*="socials"] a')
      await expect(socials).toHaveCount(5)
      for (const network of ['Facebook', 'YouTube', 'Pinterest', 'Instagram', 'LinkedIn']) {
        await expect(
          footer.getByRole('link', { name: new RegExp(`^Ardalis sur ${network} \\(s’ouvre dans un nouvel onglet\\)$`) }),
        ).toHaveCount(1)
      }
      await expect(footer.locator('[class*="socials"] svg')).toHaveCount(4)
      for (const social of await socials.all()) {
        const box = await social.boundingBox()
        expect(box?.width).toBeGreaterThanOrEqual(44)
        expect(box?.height).toBeGreaterThanOrEqual(44)
      }

      await legal.getByRole('button', { name: 'Gestion des cookies' }).click()
      await expect(page.locator('#cc-main .pm')).toBeVisible()
      await page
        .locator('#cc-main .pm')
        .getByRole('button', { name: /Enregistrer mes choix/ })
        .click()
      await expect(page.locator('#cc-main .pm')).toBeHidden()
      await expectNoAxeViolations(page)
    })

    test('the accessibility statement opens from the footer, lists what was tested and how to report a problem', async ({ page }) => {
      await page.goto(PRO)
      await footerOf(page).getByRole('link', { name: 'Accessibilité : partiellement conforme' }).click()
      await expect(page).toHaveURL(`${PRO}/declaration-d-accessibilite`)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Déclaration d’accessibilité')
      await expect(main).toContainText('partiellement conforme')
      for (const heading of [
        'État de conformité',
        'Ce qui a été vérifié',
        'Contenus non accessibles',
        'Dérogations',
        'Signaler un défaut d’accessibilité',
        'Voie de recours',
      ]) {
        await expect(main.getByRole('heading', { name: heading })).toBeVisible()
      }
      // Criteria checked by axe and by the keyboard journeys, listed by their RGAA number; what is not yet checked is said.
      await expect(main.getByRole('listitem').filter({ hasText: /^3\.2 : le contraste/ })).toBeVisible()
      await expect(main.getByRole('listitem').filter({ hasText: /^10\.7 et 12\.8/ })).toBeVisible()
      await expect(main.getByRole('listitem').filter({ hasText: /lecteurs d’écran .* pas encore été vérifiés/ })).toBeVisible()
      await expect(main.getByRole('link', { name: 'accessibilite@ardalis-enduits.example' })).toHaveAttribute(
        'href',
        'mailto:accessibilite@ardalis-enduits.example',
      )
      await expect(main.getByRole('link', { name: 'formulaire de contact' })).toHaveAttribute('href', `${PRO}/contact`)
      await expect(main).toContainText('Défenseur des droits')
      await expectNoAxeViolations(page)
    })

    test('the legal notice and the privacy policy name the publisher and the rights', async ({ page }) => {
      await page.goto(`${PRO}/mentions-legales`)
      const main = page.getByRole('main')
      await expect(main).toContainText('Ardalis SAS, société par actions simplifiée au capital de 4 500 000 €')
      await expect(main.getByRole('link', { name: 'politique de confidentialité' })).toBeVisible()
      await expectNoAxeViolations(page)

      await main.getByRole('link', { name: 'politique de confidentialité' }).click()
      await expect(page).toHaveURL(`${PRO}/politique-de-confidentialite`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité')
      await expect(page.getByRole('main')).toContainText('dpo@ardalis-enduits.example')
      await expect(page.getByRole('main')).toContainText('CNIL')
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('English routes', () => {
  test('an English product page shows English benefits and alt texts, and English footer values', async ({ page }) => {
    await page.goto('/en/enduit-professionnels/product/rebouchor-poudre')
    const benefits = page.locator('section[aria-labelledby="benefits"]')
    await expect(benefits).toContainText('Up to 30 mm in one coat')
    await expect(benefits).toContainText('No shrinkage or cracking')
    await expect(benefits).not.toContainText('Ponçage facile')
    await expect(page.getByRole('main')).toContainText('Rebouchor® Powder fills holes, chases and cracks')
    // Pictogram captions are their alt texts (English in the English locale).
    await expect(page.locator('section[aria-labelledby="pictos"]')).toContainText('Powder to mix with water')

    // A caller abroad can dial the header's number as written.
    await expect(page.locator('header').getByRole('link', { name: /^Call / })).toHaveText(/Call \+33\s1\s84\s60\s12\s34/)

    const footer = footerOf(page)
    // A link to a page in French only says so; a link to an English page does not.
    const badge = (link: Locator) => link.evaluate((a) => getComputedStyle(a, '::after').content)
    expect(await badge(footer.locator('a[href^="/fr/"]').first())).toContain('FR')
    expect(await badge(footer.locator('a[href^="/en/"]').first())).toBe('none')
    await expect(footer).toContainText('Made in France')
    await expect(footer).toContainText('Plants in Centre-Val de Loire, Auvergne, Pays de la Loire')
    await expect(footer.locator('address')).toContainText('Head office: ZI des Carrières, 12 rue des Plâtriers, 41000 Blois')
    await expect(footer.getByRole('link', { name: /^Ardalis on LinkedIn/ })).toHaveCount(1)
    await expectNoAxeViolations(page)

    // The English footer leads to the English accessibility statement.
    await footer.getByRole('link', { name: 'Accessibility: partially compliant' }).click()
    await expect(page).toHaveURL('/en/enduit-professionnels/declaration-d-accessibilite')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement')
    await expect(main.getByRole('heading', { name: 'Report an accessibility problem' })).toBeVisible()
    await expect(main.getByRole('listitem').filter({ hasText: /^3\.2: the contrast/ })).toBeVisible()
    await expect(main.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/en/enduit-professionnels/contact')
    await expectNoAxeViolations(page)
  })

  test('the header’s countries menu names the other countries’ sites in the page’s language', async ({ page }) => {
    const countryLinks = async (path: string) => {
      await page.goto(path)
      const countries = page.getByTestId('countries')
      await countries.locator('summary').click()
      return countries.getByRole('list').getByRole('link')
    }
    // Each link reads the country's name, then the hidden "new tab" notice.
    const named = (names: string[]) => names.map((name) => new RegExp(`^${name}(?![\\p{L}-])`, 'u'))

    const english = await countryLinks('/en/enduit-particuliers/product/rebouchor-poudre')
    await expect(english).toHaveText(
      named([
        'Belgium',
        'Netherlands',
        'United Kingdom',
        'Switzerland',
        'Spain',
        'Poland',
        'Tunisia',
        'United Arab Emirates',
        'Lebanon',
        'Morocco',
      ]),
    )
    await expect(english.first()).toHaveAttribute('href', 'https://be.ardalis-enduits.example')

    const french = await countryLinks(`${PART}/produit/rebouchor-poudre`)
    await expect(french).toHaveText(
      named(['Belgique', 'Pays-Bas', 'Royaume-Uni', 'Suisse', 'Espagne', 'Pologne', 'Tunisie', 'Émirats arabes unis', 'Liban', 'Maroc']),
    )
  })

  test('an English category page shows its English description', async ({ page }) => {
    await page.goto('/en/enduit-professionnels/category/enduits-de-lissage')
    await expect(page.getByRole('main')).toContainText('A complete range of skims for painting work')
  })

  test('an English company page tells the same story in English', async ({ page }) => {
    await page.goto('/en/enduit-professionnels/le-groupe-1')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Ardalis group')
    const main = page.getByRole('main')
    await expect(main).toContainText('480 people')
    await expect(main).toContainText('3 plants in France (Blois:')
    await expect(main).not.toContainText('collaborateurs')
    await expectNoAxeViolations(page)
  })
})
