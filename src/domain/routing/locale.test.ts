import { describe, expect, it } from 'vitest'
import { detectLocale, LOCALE_COOKIE, localeCookieUpdate, localeFromAcceptLanguage, localeFromPath } from './locale'

describe('LOCALE_COOKIE', () => {
  it('is i18n_redirected for 365 days, same-site lax', () => {
    expect(LOCALE_COOKIE).toStrictEqual({
      name: 'i18n_redirected',
      maxAgeSeconds: 31_536_000,
      sameSite: 'lax',
    })
  })
})

describe('detectLocale', () => {
  it('prefers a valid cookie over the browser language', () => {
    expect(detectLocale({ pathname: '/', cookie: 'fr', acceptLanguage: 'en' })).toBe('fr')
    expect(detectLocale({ pathname: '/', cookie: 'en', acceptLanguage: 'fr' })).toBe('en')
    expect(detectLocale({ pathname: '/produit/x', cookie: 'en' })).toBe('en')
  })

  it('ignores an invalid cookie', () => {
    expect(detectLocale({ pathname: '/', cookie: 'de', acceptLanguage: 'en-GB' })).toBe('en')
    expect(detectLocale({ pathname: '/', cookie: '', acceptLanguage: 'en' })).toBe('en')
  })

  it('uses the browser language only on the root path', () => {
    expect(detectLocale({ pathname: '/', acceptLanguage: 'en-US,en;q=0.9' })).toBe('en')
    expect(detectLocale({ pathname: '/contact', acceptLanguage: 'en-US,en;q=0.9' })).toBe('fr')
  })

  it('falls back to fr', () => {
    expect(detectLocale({ pathname: '/' })).toBe('fr')
    expect(detectLocale({ pathname: '/', cookie: null, acceptLanguage: 'de-DE,es;q=0.5' })).toBe('fr')
  })
})

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['en', 'en'],
    ['EN-gb', 'en'],
    ['de, en;q=0.8, fr;q=0.9', 'fr'],
    ['de, fr;q=0.5, en;q=0.8', 'en'],
    ['en;q=0.5, fr;q=0.5', 'en'],
    ['fr;q=0, en;q=0.1', 'en'],
    ['*, en;q=0.2', 'en'],
    ['en;q=abc, fr;q=0.1', 'fr'],
    ['de', null],
    ['', null],
    [null, null],
  ] as const)('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale)
  })
})

describe('localeFromPath', () => {
  it.each([
    ['/fr', 'fr'],
    ['/en/', 'en'],
    ['/en/enduit-professionnels/contact', 'en'],
    ['/fr?x=1', 'fr'],
    ['/', null],
    ['/de/contact', null],
    ['/french', null],
    ['/FR', null],
  ] as const)('%s → %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale)
  })
})

describe('localeCookieUpdate', () => {
  it('writes the locale of a page when the cookie is missing or says another one', () => {
    expect(localeCookieUpdate('/en/private-customers', '', false)).toBe('i18n_redirected=en; path=/; max-age=31536000; samesite=lax')
    expect(localeCookieUpdate('/fr/enduit-particuliers', 'a=1; i18n_redirected=en', false)).toBe(
      'i18n_redirected=fr; path=/; max-age=31536000; samesite=lax',
    )
  })

  it('is Secure over https', () => {
    expect(localeCookieUpdate('/en', '', true)).toBe('i18n_redirected=en; path=/; max-age=31536000; samesite=lax; secure')
  })

  it('writes nothing when the cookie already holds the locale, or outside the locale tree', () => {
    expect(localeCookieUpdate('/en/x', 'i18n_redirected=en', false)).toBeNull()
    expect(localeCookieUpdate('/admin', '', false)).toBeNull()
    expect(localeCookieUpdate('/de/x', '', false)).toBeNull()
  })
})
