import { describe, expect, it } from 'vitest'
import { REGIONAL_SITES } from '@/payload/seed/demo/site'
import { countryName, regionalSites, type RegionalSiteEntry } from './regional-sites'

/** The demo's sites as the settings hold them: French labels only, as the seed writes them. */
const demo = (locale: string): RegionalSiteEntry[] =>
  REGIONAL_SITES.map((site) => ({ url: site.url, key: site.iso, label: locale === 'fr' ? site.label : null, defaultLabel: site.label }))

describe('countryName', () => {
  it('names a country in the page’s language', () => {
    expect(countryName('AE', 'fr')).toBe('Émirats arabes unis')
    expect(countryName('AE', 'en')).toBe('United Arab Emirates')
    expect(countryName('NL', 'fr')).toBe('Pays-Bas')
    expect(countryName('NL', 'en')).toBe('Netherlands')
  })

  it('reads `UK` as the United Kingdom, and a code in any case', () => {
    expect(countryName('UK', 'en')).toBe('United Kingdom')
    expect(countryName('UK', 'fr')).toBe('Royaume-Uni')
    expect(countryName(' be ', 'en')).toBe('Belgium')
  })

  it('names nothing for what is no country code', () => {
    for (const code of [null, undefined, '', 'X', 'BEL', '12', 'XX', 'ZZ', 'https://be.example'])
      expect(countryName(code, 'en'), String(code)).toBeNull()
  })
})

describe('regionalSites', () => {
  it('names the demo’s countries in English on English pages, in the staff’s order', () => {
    expect(regionalSites(demo('en'), 'en').map((site) => site.label)).toStrictEqual([
      'Belgium',
      'Netherlands',
      'United Kingdom',
      'Switzerland',
      'Spain',
      'Poland',
      'Tunisia',
      'United Arab Emirates',
      'Lebanon',
      'Morocco',
    ])
  })

  it('keeps the French labels on French pages, with each site’s address and code', () => {
    const sites = regionalSites(demo('fr'), 'fr')
    expect(sites.map((site) => site.label)).toStrictEqual(REGIONAL_SITES.map((site) => site.label))
    expect(sites[0]).toStrictEqual({ code: 'BE', label: 'Belgique', url: REGIONAL_SITES[0]?.url })
  })

  it('shows the label the staff wrote in the page’s language first', () => {
    const entry = { url: 'https://be.example', key: 'BE', label: 'Belgium (Dutch site)', defaultLabel: 'Belgique' }
    expect(regionalSites([entry], 'en')[0]?.label).toBe('Belgium (Dutch site)')
  })

  it('without a country code, falls back to the default language’s label, then the code, then the address', () => {
    const site = (key: string | null, defaultLabel: string | null) =>
      regionalSites([{ url: 'https://x.example', key, label: '  ', defaultLabel }], 'en')[0]?.label
    expect(site('EUROPE', 'Europe du Nord')).toBe('Europe du Nord')
    expect(site('EUROPE', null)).toBe('EUROPE')
    expect(site(null, null)).toBe('https://x.example')
  })
})
