/**
 * Locale detection for the root redirect (spec §4 "Locale").
 */
import type { Locale } from './types'
import { DEFAULT_LOCALE, LOCALES } from './types'

/** Cookie storing the chosen locale: 365 days, same-site lax (spec §4, §9). */
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  sameSite: 'lax' as const,
}

function asLocale(value: string | null | undefined): Locale | null {
  if (typeof value !== 'string') return null
  const normalised = value.trim().toLowerCase()
  return (LOCALES as readonly string[]).includes(normalised) ? (normalised as Locale) : null
}

/** Locale of a `/{locale}/…` pathname, or null when the path has no known locale prefix. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split(/[?#]/, 1)[0]?.split('/')[1]
  return first !== undefined && (LOCALES as readonly string[]).includes(first) ? (first as Locale) : null
}

/**
 * Supported locale preferred by an Accept-Language header, honouring q-values
 * (q=0 excluded, equal q keep header order); region subtags are ignored (`en-GB` → en).
 * `*` and unsupported languages are skipped.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (typeof header !== 'string') return null
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim())
      let quality = 1
      for (const parameter of parameters) {
        const match = /^q\s*=\s*([0-9](?:\.[0-9]{0,3})?)$/i.exec(parameter)
        if (match) quality = Math.min(1, Number(match[1]))
        else if (/^q\s*=/i.test(parameter)) quality = 0 // malformed q: ignore the range
      }
      return { language: tag.split('-')[0]?.toLowerCase() ?? '', quality, index }
    })
    .filter((range) => range.quality > 0 && range.language !== '' && range.language !== '*')
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const range of ranges) {
    const locale = asLocale(range.language)
    if (locale) return locale
  }
  return null
}

/**
 * Locale to use: a valid `i18n_redirected` cookie value first, then the browser
 * language only on the root path `/`, then the default locale (fr).
 * Meant for the root redirect and unprefixed paths; a `/{locale}/…` path carries its
 * locale (see localeFromPath).
 */
export function detectLocale(input: { pathname: string; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  const fromCookie = asLocale(input.cookie)
  if (fromCookie) return fromCookie
  if (input.pathname === '/' || input.pathname === '') {
    const fromBrowser = localeFromAcceptLanguage(input.acceptLanguage)
    if (fromBrowser) return fromBrowser
  }
  return DEFAULT_LOCALE
}

/** The value of a cookie in a `Cookie` header or `document.cookie` string, or null. */
function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return null
}

/**
 * The `document.cookie` assignment that remembers the locale of the page being read, or
 * null when the cookie already says so (spec §4: the choice is stored for 365 days, same-site
 * lax). The browser writes it, not the server: a cached page answer carries no Set-Cookie
 * (issue 20, decision 089). Secure when the page is served over https.
 */
export function localeCookieUpdate(pathname: string, cookies: string, https: boolean): string | null {
  const locale = localeFromPath(pathname)
  if (!locale || cookieValue(cookies, LOCALE_COOKIE.name) === locale) return null
  return [
    `${LOCALE_COOKIE.name}=${locale}`,
    'path=/',
    `max-age=${LOCALE_COOKIE.maxAgeSeconds}`,
    `samesite=${LOCALE_COOKIE.sameSite}`,
    ...(https ? ['secure'] : []),
  ].join('; ')
}
