import { describe, expect, it } from 'vitest'
import { clientNavigationPath, type LinkClick } from './navigation'

const here = { origin: 'https://www.ardalis.example', pathname: '/fr/enduit-professionnels/categorie/enduits-de-lissage' }
const click = (extra: Partial<LinkClick>): LinkClick => ({
  button: 0,
  modified: false,
  target: '',
  download: false,
  href: '/fr/enduit-professionnels/produit/lissafin-pate',
  ...extra,
})

describe('clientNavigationPath', () => {
  it('gives the path of another page of the site', () => {
    expect(clientNavigationPath(click({}), here)).toBe('/fr/enduit-professionnels/produit/lissafin-pate')
    expect(clientNavigationPath(click({ href: 'https://www.ardalis.example/en' }), here)).toBe('/en')
    expect(
      clientNavigationPath(click({ href: '/fr/enduit-professionnels/categorie/enduits-de-lissage/_p__2', target: '_self' }), here),
    ).toBe('/fr/enduit-professionnels/categorie/enduits-de-lissage/_p__2')
  })

  it('ignores clicks the browser handles itself: other button, modifier keys, new tab, download', () => {
    expect(clientNavigationPath(click({ button: 1 }), here)).toBeNull()
    expect(clientNavigationPath(click({ modified: true }), here)).toBeNull()
    expect(clientNavigationPath(click({ target: '_blank' }), here)).toBeNull()
    expect(clientNavigationPath(click({ download: true }), here)).toBeNull()
  })

  it('ignores links that stay on the page or leave the site’s pages', () => {
    expect(clientNavigationPath(click({ href: `${here.pathname}#content` }), here)).toBeNull()
    expect(clientNavigationPath(click({ href: `${here.pathname}?tri=nom` }), here)).toBeNull()
    expect(clientNavigationPath(click({ href: 'https://be.ardalis-enduits.example/fr' }), here)).toBeNull()
    expect(clientNavigationPath(click({ href: '/media/documents/fiche-technique-lissafin-pate.pdf' }), here)).toBeNull()
    expect(clientNavigationPath(click({ href: '/admin' }), here)).toBeNull()
    expect(clientNavigationPath(click({ href: 'tel:+33184601234' }), here)).toBeNull()
    expect(clientNavigationPath(click({ href: 'mailto:contact@ardalis.example' }), here)).toBeNull()
  })
})
