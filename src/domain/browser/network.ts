/**
 * A request that never reached the server (no network, the connection cut): the browser's
 * calls say so in words the visitor can act on, instead of « Une erreur inconnue s’est
 * produite » or nothing. Pure: the callers pass `navigator.onLine`.
 */
import { UNKNOWN_ERROR_MESSAGE } from '@/domain/api/errors'
import type { Locale } from '@/domain/routing/types'

/** What a call that could not reach the server says, in the page's language. */
export const NETWORK_ERROR_MESSAGES: Record<Locale, string> = {
  fr: 'Connexion impossible : vérifiez votre réseau, puis réessayez.',
  en: 'Unable to connect: check your network, then try again.',
}

/** The French message (the site's calls outside the English contact page and the scan dialog). */
export const NETWORK_ERROR_MESSAGE = NETWORK_ERROR_MESSAGES.fr

/**
 * What `fetch` rejects with when the network fails, as each engine words it: Chromium
 * « Failed to fetch », Firefox « NetworkError when attempting to fetch resource. », Safari
 * « Load failed » or « The network connection was lost. ».
 */
const FETCH_FAILURE =
  /failed to fetch|networkerror|network request failed|load failed|network connection was lost|internet connection appears to be offline/i

/**
 * True when a failed call is the network's doing: the browser says it is offline, or `fetch`
 * rejected with its network TypeError. A programming error (another TypeError, a refusal
 * parsed from an answer) is not one.
 */
export function isNetworkFailure(error: unknown, online = true): boolean {
  if (!online) return true
  return error instanceof TypeError && FETCH_FAILURE.test(error.message)
}

/**
 * What a French call that got no answer says: the network's message when the network failed,
 * else the site's « Une erreur inconnue s’est produite ». One rule for every fetch wrapper.
 */
export function unansweredCallMessage(error: unknown, online = true): string {
  return isNetworkFailure(error, online) ? NETWORK_ERROR_MESSAGE : UNKNOWN_ERROR_MESSAGE
}
