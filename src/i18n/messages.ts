/**
 * UI strings (decision 011: no i18n library). French is the reference: the English
 * file must have exactly the same keys, which the type below enforces at compile
 * time (and `messages.test.ts` checks at run time, both ways).
 * Isomorphic: usable from server components and from the few client components.
 */
import type { Locale } from '@/domain/routing/types'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'

export type Messages = typeof fr

const ENGLISH: Messages = en

const CATALOGUES: Record<Locale, Messages> = { fr, en: ENGLISH }

/** The UI strings of a locale. */
export function getMessages(locale: Locale): Messages {
  return CATALOGUES[locale]
}
