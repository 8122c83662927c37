import { expect, type Page } from '@playwright/test'
import { test } from './fixtures'
import { expectNoAxeViolations } from './axe'

/**
 * Content links keep the visitor's audience (decision 130): a link of a page's content leads
 * into the audience the visitor reads, where the address exists there, so the menus and the
 * price basis stay the same. The rewrite itself is tested in
 * src/domain/navigation/audience-links.test.ts and tests/integration/content-links.int.test.ts.
 */
const audienceSwitch = (page: Page) => page.getByRole('list', { name: 'You are' })

test('« See the product » on a news item for private customers opens their product page, prices incl. VAT', async ({ page }) => {
  await page.goto('/en/enduit-particuliers/nouvelle-formule-lissafin-pate')
  await expect(audienceSwitch(page).getByRole('link', { name: 'Private customer' })).toHaveAttribute('aria-current', 'true')
  const link = page.locator('main').getByRole('link', { name: 'See the product' })
  await expect(link).toHaveAttribute('href', '/en/enduit-particuliers/product/lissafin-pate')
  await expectNoAxeViolations(page)

  await link.click()
  await expect(page).toHaveURL(/\/en\/enduit-particuliers\/product\/lissafin-pate$/)
  const main = page.locator('main')
  await expect(main).toContainText('incl. VAT')
  await expect(main).not.toContainText('excl. VAT')
  // Still the private customers' site: their entry of the switch is the current one.
  await expect(audienceSwitch(page).getByRole('link', { name: 'Private customer' })).toHaveAttribute('aria-current', 'true')
  await expectNoAxeViolations(page)
})

test('the professionals’ advice page leads to the professionals’ guides', async ({ page }) => {
  await page.goto('/en/enduit-professionnels/conseils')
  const guides = page.locator('main').getByRole('link', { name: /Read the guide/ })
  await expect(guides).toHaveCount(3)
  for (const guide of await guides.all()) await expect(guide).toHaveAttribute('href', /^\/en\/enduit-professionnels\/conseils\//)
  await guides.first().click()
  await expect(page).toHaveURL(/\/en\/enduit-professionnels\/conseils\/[a-z-]+$/)
  await expect(audienceSwitch(page).getByRole('link', { name: 'Professional' })).toHaveAttribute('aria-current', 'true')
})
