import { describe, expect, it } from 'vitest'
import { SIGNED_OUT, sanitizeAuth } from './auth-state'
import { safeReturnPath } from './links'

describe('persisted auth state', () => {
  it('keeps only the name and audience of a signed-in customer, never anything else', () => {
    expect(sanitizeAuth({ signedIn: true, firstname: 'Claire', audience: 'pro', token: 'secret' })).toEqual({
      signedIn: true,
      firstname: 'Claire',
      audience: 'pro',
    })
  })
  it('reads garbage as signed out', () => {
    expect(sanitizeAuth('oui')).toEqual(SIGNED_OUT)
    expect(sanitizeAuth({ signedIn: 'true' })).toEqual(SIGNED_OUT)
    expect(sanitizeAuth({ signedIn: true, audience: 'admin', firstname: 3 })).toEqual({ signedIn: true, firstname: null, audience: null })
  })
})

describe('return address after login', () => {
  const home = '/fr/enduit-particuliers/mon-compte'
  it('returns to a page of the site', () => {
    expect(safeReturnPath('/fr/enduit-particuliers/mon-compte/adresses', home)).toBe('/fr/enduit-particuliers/mon-compte/adresses')
    expect(safeReturnPath('/fr/enduit-professionnels/produit/pate-a-reboucher?x=1', home)).toBe(
      '/fr/enduit-professionnels/produit/pate-a-reboucher?x=1',
    )
  })
  it('never leaves the site', () => {
    for (const raw of [
      'https://evil.example/fr',
      '//evil.example/fr',
      '/\\evil.example',
      '/fr\\..\\x',
      'javascript:alert(1)',
      '/admin',
      '',
    ])
      expect(safeReturnPath(raw, home)).toBe(home)
    expect(safeReturnPath(null, home)).toBe(home)
  })
  it('does not loop back to the login or signup pages', () => {
    expect(safeReturnPath('/fr/enduit-particuliers/connexion', home)).toBe(home)
    expect(safeReturnPath('/fr/enduit-particuliers/inscription?retour=/fr', home)).toBe(home)
  })
})
