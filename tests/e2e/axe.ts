import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * axe-core with the WCAG 2.1 A and AA rules, on the page as a visitor sees it once every
 * finite animation or transition has ended: a fading page or a toast sliding in would be
 * measured half-transparent (seen once in CI: a toast's title at 60 % opacity failed
 * color-contrast, and passed on the retry). Endless animations (a spinner) are not waited for.
 * Then two AA criteria that axe leaves out and a script can check: the page does not scroll
 * sideways, and every field shows its edge.
 */
export async function expectNoAxeViolations(page: Page) {
  // A toast leaves on its own after 3 s with a 0.4 s fade, which may start while axe reads the
  // page (seen in CI: « L’adresse a été enregistrée. » measured half-transparent). The page is
  // read once the toasts shown have gone. The toast library loads with the first toast, so a
  // toast raised just before may arrive, sliding in, while axe reads (seen in CI: the cart's
  // toast and its button measured half-transparent): a read during which a toast came is not
  // the page at rest, and is made again.
  const toasts = page.locator('[data-sonner-toast]')
  let violations: string[] = []
  for (let read = 0; read < 3; read++) {
    await expect(toasts).toHaveCount(0, { timeout: 10_000 })
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    )
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    if ((await toasts.count()) === 0) break
  }
  expect(violations).toEqual([])
  await expectNoSidewaysScroll(page)
  await expectVisibleFieldEdges(page)
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

/**
 * Non-text contrast (WCAG 1.4.11, RGAA 3.3): a text field, a list or a text area is found by its
 * edge, at 3:1 or more against what surrounds it: its border, or its own fill when that is what
 * stands out. Disabled fields are exempt. On failure, names the fields and their best ratio.
 */
export async function expectVisibleFieldEdges(page: Page) {
  const faint = await page.evaluate(() => {
    type Rgba = [number, number, number, number]
    const parse = (color: string): Rgba => {
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0]
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1]
    }
    const channel = (value: number) => {
      const c = value / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
      return (light + 0.05) / (dark + 0.05)
    }
    // What the field stands on: the first ancestor with an opaque enough background.
    const surroundings = (element: Element): Rgba => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const color = parse(getComputedStyle(parent).backgroundColor)
        if (color[3] >= 0.5) return color
      }
      return [255, 255, 255, 1]
    }
    const fields = document.querySelectorAll<HTMLElement>(
      'input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="submit"], [type="button"], [type="reset"], [type="image"], [type="file"], [type="range"], [type="color"]), select, textarea',
    )
    return [...fields]
      .filter((field) => !field.matches(':disabled') && field.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .filter((field) => {
        const box = field.getBoundingClientRect()
        return box.width > 8 && box.height > 8
      })
      .map((field) => {
        const style = getComputedStyle(field)
        const around = surroundings(field)
        const fill = parse(style.backgroundColor)
        const edges = (['Top', 'Right', 'Bottom', 'Left'] as const)
          .filter((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0)
          .filter((side) => style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none')
          .map((side) => parse(style.getPropertyValue(`border-${side.toLowerCase()}-color`)))
          .filter((color) => color[3] > 0)
        const best = Math.max(1, ...edges.map((color) => ratio(color, around)), fill[3] >= 0.5 ? ratio(fill, around) : 1)
        const name = field.getAttribute('aria-label') || field.id || field.getAttribute('name') || ''
        return { field: `${field.tagName.toLowerCase()}${name ? ` « ${name} »` : ''}`, best }
      })
      .filter(({ best }) => best < 3)
      .map(({ field, best }) => `${field}: ${best.toFixed(2)}:1`)
  })
  expect(faint, 'fields whose edge is under 3:1 against the page').toEqual([])
}
