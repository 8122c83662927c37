import type { Locale } from '@/domain/routing/types'

/**
 * What the comparator says when a product comes in or goes out (a role="status" message):
 * worded as the calculator's favourites messages (`calculator.favouriteAdded` /
 * `favouriteRemoved`: « {product} est dans vos favoris. »). Not yet in messages/*.json, whose
 * `discovery.compare` has no such sentence; the favourites page uses the catalogue's own.
 */
export const COMPARATOR_ANNOUNCEMENTS: Record<Locale, { added: string; removed: string }> = {
  fr: {
    added: '{name} est dans le comparateur.',
    removed: '{name} n’est plus dans le comparateur.',
  },
  en: {
    added: '{name} is in the comparator.',
    removed: '{name} is no longer in the comparator.',
  },
}

/** The language of the page around `element` (its nearest `lang`): English or, by default, French. */
export function languageAround(element: Element | null): Locale {
  return element?.closest('[lang]')?.getAttribute('lang')?.toLowerCase().startsWith('en') ? 'en' : 'fr'
}
