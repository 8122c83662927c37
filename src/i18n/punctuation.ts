/**
 * A label and what follows it, as each language punctuates: French puts a no-break space
 * before the colon (« Forme : Pâte », the space never left at a line's start), English none
 * ("Form: Paste"). Pure and catalogue-free: client components use it too.
 */
import type { Locale } from '@/domain/routing/types'

/** What goes between a label and its value: « \u00a0: » in French, ": " in English. */
export function colon(locale: Locale): string {
  return locale === 'fr' ? '\u00a0: ' : ': '
}

/** A label and its value joined the locale's way: « Actualités : Salon » / "News: Trade fair". */
export function labelled(label: string, value: string, locale: Locale): string {
  return `${label}${colon(locale)}${value}`
}
