/** The other countries' sites of the header and footer, named in the page's language (demo seed: French labels only). */
import { describe, expect, it } from 'vitest'
import { payloadClient } from '../../src/data/payload'
import { getSettings } from '../../src/data/site'
import { REGIONAL_SITES } from '../../src/payload/seed/demo/site'

describe('regional sites', () => {
  it('English pages name the countries in English, in the staff’s order', async () => {
    const { regionalSites } = await getSettings('en')
    expect(regionalSites.map((site) => site.label)).toStrictEqual([
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
    expect(regionalSites.map((site) => site.url)).toStrictEqual(REGIONAL_SITES.map((site) => site.url))
  })

  it('French pages keep the French labels', async () => {
    const { regionalSites } = await getSettings('fr')
    expect(regionalSites.map((site) => site.label)).toStrictEqual(REGIONAL_SITES.map((site) => site.label))
    expect(regionalSites.map((site) => site.code)).toStrictEqual(REGIONAL_SITES.map((site) => site.iso))
  })

  it('a label the staff write in English is shown on English pages, the others still named from their code', async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'settings',
      where: { code: { equals: 'regional_sites' } },
      locale: 'fr',
      depth: 0,
      overrideAccess: true,
    })
    const setting = docs[0]
    if (!setting) throw new Error('the demo has its regional sites')
    const rows = (label: (index: number) => string | null) =>
      setting.values.map((row, index) => ({ id: row.id, key: row.key, value: null, label: label(index) }))
    await payload.update({
      collection: 'settings',
      id: setting.id,
      locale: 'en',
      data: { values: rows((i) => (i === 0 ? 'Belgium (Dutch site)' : null)) },
      overrideAccess: true,
    })
    try {
      const labels = (await getSettings('en')).regionalSites.map((site) => site.label)
      expect(labels.slice(0, 3)).toStrictEqual(['Belgium (Dutch site)', 'Netherlands', 'United Kingdom'])
      expect((await getSettings('fr')).regionalSites[0]?.label).toBe('Belgique')
    } finally {
      await payload.update({
        collection: 'settings',
        id: setting.id,
        locale: 'en',
        data: { values: rows(() => null) },
        overrideAccess: true,
      })
    }
    const restored = await getSettings('en')
    expect(restored.regionalSites[0]?.label).toBe('Belgium')
    expect(restored.regionalSites.map((site) => site.url)).toStrictEqual(REGIONAL_SITES.map((site) => site.url))
  })
})
