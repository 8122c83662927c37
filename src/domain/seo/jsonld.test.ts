import { describe, expect, it } from 'vitest'
import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd, webSiteJsonLd } from './jsonld'

const SITE = 'https://www.ardalis.example'

describe('absoluteUrl', () => {
  it('joins paths to the site URL and keeps absolute URLs', () => {
    expect(absoluteUrl(SITE, '/fr')).toBe('https://www.ardalis.example/fr')
    expect(absoluteUrl(`${SITE}/`, '/fr')).toBe('https://www.ardalis.example/fr')
    expect(absoluteUrl(SITE, 'media/a.png')).toBe('https://www.ardalis.example/media/a.png')
    expect(absoluteUrl(SITE, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
  })
})

describe('organizationJsonLd', () => {
  it('has name, url, logo and sameAs', () => {
    expect(organizationJsonLd({ name: 'Ardalis', siteUrl: SITE, logo: '/logo.svg', sameAs: ['https://www.facebook.com/a'] })).toStrictEqual(
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Ardalis',
        url: 'https://www.ardalis.example/',
        logo: 'https://www.ardalis.example/logo.svg',
        sameAs: ['https://www.facebook.com/a'],
      },
    )
  })
  it('omits empty logo and sameAs', () => {
    const data = organizationJsonLd({ name: 'Ardalis', siteUrl: SITE, sameAs: [] })
    expect(data).not.toHaveProperty('logo')
    expect(data).not.toHaveProperty('sameAs')
  })
})

describe('webSiteJsonLd', () => {
  it('describes the site search at /results/{search_term_string}', () => {
    const data = webSiteJsonLd({ name: 'Ardalis', siteUrl: SITE, inLanguage: 'fr' })
    expect(data['@type']).toBe('WebSite')
    expect(data.inLanguage).toBe('fr')
    expect(data.potentialAction).toStrictEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://www.ardalis.example/results/{search_term_string}' },
      'query-input': 'required name=search_term_string',
    })
  })
})

describe('productJsonLd', () => {
  it('maps name, sku, gtin14, images, description and brand', () => {
    expect(
      productJsonLd({
        siteUrl: SITE,
        name: 'Lissage® Pro',
        url: '/fr/enduit-professionnels/produit/lissage-pro',
        sku: 'ARD-LIS-001',
        gtin14: '03760000000012',
        images: ['/media/images/lissage.png'],
        description: 'Un enduit de lissage.',
        brand: 'Ardalis',
      }),
    ).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Lissage® Pro',
      url: 'https://www.ardalis.example/fr/enduit-professionnels/produit/lissage-pro',
      sku: 'ARD-LIS-001',
      brand: { '@type': 'Brand', name: 'Ardalis' },
      gtin14: '03760000000012',
      image: ['https://www.ardalis.example/media/images/lissage.png'],
      description: 'Un enduit de lissage.',
    })
  })
  it('omits missing optional fields', () => {
    const data = productJsonLd({
      siteUrl: SITE,
      name: 'X',
      url: '/x',
      sku: 'X',
      brand: 'Ardalis',
      gtin14: null,
      images: [],
      description: '',
    })
    expect(Object.keys(data).sort()).toStrictEqual(['@context', '@type', 'brand', 'name', 'sku', 'url'])
  })
})

describe('breadcrumbJsonLd', () => {
  it('lists the crumbs with positions and absolute items', () => {
    expect(
      breadcrumbJsonLd(SITE, [
        { position: 1, label: 'Accueil', href: '/fr' },
        { position: 2, label: 'Nos enduits', href: '/fr/enduit-professionnels/categorie' },
      ]),
    ).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.ardalis.example/fr' },
        { '@type': 'ListItem', position: 2, name: 'Nos enduits', item: 'https://www.ardalis.example/fr/enduit-professionnels/categorie' },
      ],
    })
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element and round-trips', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- \u2028 \u2029' }
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toStrictEqual(data)
  })
  it('serializes arrays of graphs', () => {
    expect(JSON.parse(serializeJsonLd([{ a: 1 }, { b: '<' }]))).toStrictEqual([{ a: 1 }, { b: '<' }])
  })
})
