import { describe, expect, it } from 'vitest'
import { hasKnownRoot, isWellEncoded } from './encoding'

describe('isWellEncoded', () => {
  it('accepts plain and escaped addresses', () => {
    for (const path of ['/fr', '/fr/enduit-professionnels/resultats/pl%C3%A2tre', '/media/images/a%20b.webp', '/fr/%25'])
      expect(isWellEncoded(path), path).toBe(true)
  })

  it('refuses a stray % and broken UTF-8 escapes', () => {
    for (const path of ['/%', '/qrcode/%', '/media/%E0%A4%A', '/fr/x%zz', '/api/v1/product/%C3'])
      expect(isWellEncoded(path), path).toBe(false)
  })
})

describe('hasKnownRoot', () => {
  it('knows the locale tree and the root files', () => {
    for (const path of [
      '/fr',
      '/en/enduit-particuliers',
      '/de/x',
      '/api/v1/product',
      '/admin',
      '/media/images/a.webp',
      '/qrcode/03760123456789',
      '/robots.txt',
      '/sitemap.xml',
      '/logo.svg',
      '/icon.svg',
      '/favicon.ico',
      '/apple-icon.png',
      '/vendor/zxing_reader.wasm',
      '/paiement-test/test_abcdefghijklmnop',
    ]) {
      expect(hasKnownRoot(path), path).toBe(true)
    }
  })

  it('calls any other first segment unknown', () => {
    for (const path of ['/constructor', '/favicon.php', '/FR/enduit-professionnels', '/wp-login.php', '/results', '/fra/x', '/'])
      expect(hasKnownRoot(path), path).toBe(false)
  })
})
