import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * axe-core with the WCAG 2.1 A and AA rules, on the page as a visitor sees it once every
 * finite animation or transition has ended: a fading page or a toast sliding in would be
 * measured half-transparent (seen once in CI: a toast's title at 60 % opacity failed
 * color-contrast, and passed on the retry). Endless animations (a spinner) are not waited for.
 * Then the AA criterion that axe leaves out and a script can check: the page does not scroll sideways.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  )
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await expectNoSidewaysScroll(page)
}

/**
 * Reflow (WCAG 1.4.10, RGAA 10.11): at any width down to 320 px the page fits the screen, with
 * no sideways scrolling; a wide table scrolls inside its own box. On failure, names the first
 * elements that reach past the right edge.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const outside = await page.evaluate(() => {
    const root = document.documentElement
    if (root.scrollWidth <= root.clientWidth) return []
    const names = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 6)
      .map((element) => {
        const box = element.getBoundingClientRect()
        return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${Math.round(box.width)} px, right ${Math.round(box.right)}`
      })
    return [`scrollWidth ${root.scrollWidth} > ${root.clientWidth}`, ...names]
  })
  expect(outside, `page wider than the ${page.viewportSize()?.width} px screen`).toEqual([])
}
