import { describe, expect, it } from 'vitest'
import { planFromPath, switchTarget } from './plan'
import { build, parse } from './routes'
import type { Route } from './types'

describe('planFromPath', () => {
  it.each([
    ['/fr/enduit-particuliers', 'part'],
    ['/fr/enduit-particuliers/', 'part'],
    ['/fr/enduit-particuliers/produit/x', 'part'],
    ['/en/enduit-particuliers/contact?x=1', 'part'],
    ['/enduit-particuliers/contact', 'part'],
    ['/fr/enduit-professionnels/produit/x', 'pro'],
    ['/fr/contact', 'pro'],
    ['/fr', 'pro'],
    ['/', 'pro'],
    ['', 'pro'],
    ['/fr/contact/enduit-particuliers', 'pro'],
    ['/fr/enduit-particuliers-2', 'pro'],
    ['/fr/x?target=enduit-particuliers', 'pro'],
  ] as const)('%s → %s', (path, plan) => {
    expect(planFromPath(path)).toBe(plan)
  })
})

describe('switchTarget', () => {
  it('keeps the page and changes the target', () => {
    const route = parse('/fr/enduit-professionnels/produit/enduit-fin')
    expect(route).not.toBeNull()
    const switched = switchTarget(route as Route, 'part')
    expect(build(switched.name, switched, switched.locale)).toBe('/fr/enduit-particuliers/produit/enduit-fin')
  })

  it('switches the part home to the pro home', () => {
    const home: Route = { name: 'home', locale: 'en', target: 'part' }
    expect(switchTarget(home, 'pro')).toStrictEqual({ name: 'home', locale: 'en', target: 'pro' })
  })

  it('keeps choices and search but drops filters and page', () => {
    const route: Route = {
      name: 'choiceGuide',
      locale: 'fr',
      target: 'pro',
      choices: { SUPPORT: 'bois' },
      filters: [{ code: 'A', value: 'b' }],
      page: 3,
    }
    expect(switchTarget(route, 'part')).toStrictEqual({
      name: 'choiceGuide',
      locale: 'fr',
      target: 'part',
      choices: { SUPPORT: 'bois' },
    })
    const results: Route = { name: 'results', locale: 'fr', target: 'part', search: 'joint', page: 2 }
    expect(switchTarget(results, 'pro')).toStrictEqual({
      name: 'results',
      locale: 'fr',
      target: 'pro',
      search: 'joint',
    })
  })

  it('does not mutate its input', () => {
    const route: Route = { name: 'category', locale: 'fr', target: 'pro', slug: 'a', page: 2 }
    switchTarget(route, 'part')
    expect(route).toStrictEqual({ name: 'category', locale: 'fr', target: 'pro', slug: 'a', page: 2 })
  })

  it('leaves a preview unchanged (its URL has no target)', () => {
    const preview: Route = { name: 'preview', locale: 'fr', target: 'pro', id: 4 }
    expect(switchTarget(preview, 'part')).toStrictEqual(preview)
  })
})
