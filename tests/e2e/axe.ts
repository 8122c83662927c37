import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * axe-core with the WCAG 2.1 A and AA rules, on the page as a visitor sees it once the
 * page transition has ended (a fading page would be measured half-transparent).
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() => !document.getAnimations().some((animation) => animation.id.startsWith('page-')))
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
