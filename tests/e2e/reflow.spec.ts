import { test } from './fixtures'
import { expectNoSidewaysScroll } from './axe'

/**
 * Reflow (WCAG 1.4.10, RGAA 10.11): every page template fits a 320 px screen (the criterion's
 * width) and a 375 px phone, with no sideways scrolling. Seen on 26 November: the login, signup
 * and account pages were 848 px wide on a phone (the form's fixed maximum width set its number of
 * columns when the page's grid measured it), and the calculator's result 3 px too wide at 320 px. The signed-in pages (cart,
 * checkout, account) are checked by their own journeys, through expectNoAxeViolations.
 */
const PRO = '/fr/enduit-professionnels'
const PART = '/fr/enduit-particuliers'
const TEMPLATES = [
  PRO,
  PART,
  '/en',
  `${PRO}/categorie/enduits-de-lissage`,
  `${PRO}/categorie/enduits-de-lissage/_FONCTION__lissage`,
  `${PRO}/produit/lissafin-pate`,
  `${PART}/produit/lissafin-pate`,
  `${PRO}/resultats/enduit`,
  `${PRO}/comparateur`,
  `${PRO}/favoris`,
  `${PRO}/calculateur-de-quantite?produit=lissafin-pate&surface=20&epaisseur=2&perte=10`,
  `${PART}/ou-trouver-nos-produits`,
  `${PRO}/formations`,
  `${PRO}/carrieres`,
  `${PRO}/emploi-technico-commercial-rhone-alpes`,
  `${PRO}/carrieres/candidature-spontanee`,
  `${PRO}/le-groupe-1`,
  // The CMS blocks: slider, testimonies, video, downloads (a slide's visually hidden words made
  // this page 703 px wide on a phone).
  `${PRO}/service-technique`,
  `${PART}/conseils/lisser-un-mur-abime`,
  `${PRO}/dossier`,
  `${PRO}/actualites`,
  `${PRO}/ardalis-au-salon-renov-expo-2025`,
  `${PART}/foire-aux-questions`,
  `${PRO}/contact`,
  `${PART}/contact`,
  `${PART}/plan-du-site`,
  `${PRO}/mentions-legales`,
  `${PART}/conditions-generales-de-vente`,
  `${PRO}/page-qui-n-existe-pas`,
  `${PART}/connexion`,
  `${PART}/inscription`,
  `${PART}/mot-de-passe-oublie`,
  `${PART}/panier`,
  `${PART}/mon-compte`,
]

for (const width of [320, 375]) {
  test(`every page template fits a ${width} px screen without scrolling sideways`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 800 })
    for (const path of TEMPLATES) {
      await test.step(path, async () => {
        await page.goto(path)
        // The forms and the customer area are drawn by their client modules.
        await page.waitForLoadState('networkidle')
        await expectNoSidewaysScroll(page)
      })
    }
  })
}
