/**
 * The home's « À la une »: the editors' pushes of the main menu first, then the audience's
 * newest news items to fill one row (three cards at 1280 px), so the home never ends on a
 * lone card. A news item the editors already push (same address) is not shown twice.
 */
import type { MenuPush } from '@/domain/navigation/types'
import type { Teaser } from './types'

/** Cards in « À la une » when the pushes are fewer: one row of the grid on a desktop. */
export const HOME_HIGHLIGHTS = 3

export function homeHighlights(
  pushes: readonly MenuPush[],
  news: readonly Teaser[],
  newsLink: string,
  count = HOME_HIGHLIGHTS,
): MenuPush[] {
  const pushed = new Set(pushes.map((push) => push.href))
  const fill = news
    .filter((item) => !pushed.has(item.href))
    .slice(0, Math.max(0, count - pushes.length))
    .map((item) => ({ titre: item.title, text: item.excerpt, visuel: item.cover, href: item.href, labelLink: newsLink }))
  return [...pushes, ...fill]
}
