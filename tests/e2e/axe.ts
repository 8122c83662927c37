import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * axe-core with the WCAG 2.1 A and AA rules, on the page as a visitor sees it once every
 * finite animation or transition has ended: a fading page or a toast sliding in would be
 * measured half-transparent (seen once in CI: a toast's title at 60 % opacity failed
 * color-contrast, and passed on the retry). Endless animations (a spinner) are not waited for.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  )
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
