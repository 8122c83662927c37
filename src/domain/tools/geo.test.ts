import { describe, expect, it } from 'vitest'
import { directionsUrl, distanceKm, normalizePlaceName, sortByDistance, widerRadius } from './geo'

const PARIS = { latitude: 48.85341, longitude: 2.3488 }
const LYON = { latitude: 45.74906, longitude: 4.84789 }

describe('store locator geometry', () => {
  it('measures great-circle distances', () => {
    // Paris–Lyon is about 392 km as the crow flies.
    expect(distanceKm(PARIS, LYON)).toBeGreaterThan(388)
    expect(distanceKm(PARIS, LYON)).toBeLessThan(396)
    expect(distanceKm(PARIS, PARIS)).toBe(0)
  })

  it('sorts by distance within the radius, nearest first', () => {
    const stores = [
      { name: 'Lyon Sud', latitude: 45.7, longitude: 4.85 },
      { name: 'Villeurbanne', latitude: 45.7667, longitude: 4.8803 },
      { name: 'Paris', ...PARIS },
      { name: 'Lyon Centre', ...LYON },
    ]
    const sorted = sortByDistance(LYON, stores, 50)
    expect(sorted.map((s) => s.item.name)).toEqual(['Lyon Centre', 'Villeurbanne', 'Lyon Sud'])
    expect(sorted[0]?.distance).toBe(0)
    expect(sorted.every((s, i, all) => i === 0 || (all[i - 1]?.distance ?? 0) <= s.distance)).toBe(true)
    expect(
      sortByDistance(LYON, stores)
        .map((s) => s.item.name)
        .at(-1),
    ).toBe('Paris')
  })

  it('widens the radius step by step', () => {
    expect(widerRadius(10)).toBe(25)
    expect(widerRadius(50)).toBe(100)
    expect(widerRadius(200)).toBeNull()
  })

  it('builds a directions link and folds place names', () => {
    expect(directionsUrl(LYON)).toContain('openstreetmap.org/directions?route=')
    expect(normalizePlaceName('Saint-Étienne')).toBe(normalizePlaceName('St Etienne'))
    expect(normalizePlaceName('L’Haÿ-les-Roses')).toBe('l hay les roses')
  })
})
