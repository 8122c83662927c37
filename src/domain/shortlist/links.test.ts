import { describe, expect, it } from 'vitest'
import { routeExists } from '@/domain/routing/routes'
import { comparatorPath } from './links'

describe('the comparator link of the limit message', () => {
  it('is the comparator of the audience', () => {
    expect(comparatorPath('pro', 'fr')).toBe('/fr/enduit-professionnels/comparateur')
    expect(comparatorPath('part', 'fr')).toBe('/fr/enduit-particuliers/comparateur')
  })

  it('stays in English when the English comparator exists, else goes to the French one', () => {
    const path = comparatorPath('pro', 'en')
    expect(path.startsWith(routeExists('comparator', 'en') ? '/en/' : '/fr/')).toBe(true)
    expect(path).toMatch(/\/(comparateur|comparator)$/)
  })
})
