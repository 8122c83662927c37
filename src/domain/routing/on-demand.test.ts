import { describe, expect, it } from 'vitest'
import { isOnDemandAddress, onDemandPath, rendersOnDemand, ON_DEMAND_SEGMENT } from './on-demand'
import { build, parse } from './routes'

describe('on-demand pages', () => {
  it('are the search results, in both audiences and languages', () => {
    for (const path of [
      build('results', { target: 'pro', search: 'plâtre' }, 'fr'),
      build('results', { target: 'part', search: 'joint' }, 'en'),
    ]) {
      const route = parse(path)
      expect(route, path).not.toBeNull()
      expect(rendersOnDemand(route!)).toBe(true)
    }
    for (const path of [
      '/fr',
      build('category', { target: 'pro', slug: 'enduits-de-lissage' }, 'fr'),
      build('product', { target: 'part', slug: 'lissafin-pate' }, 'fr'),
    ]) {
      expect(rendersOnDemand(parse(path)!), path).toBe(false)
    }
  })

  it('are rewritten under an address the route table refuses', () => {
    const path = build('results', { target: 'pro', search: 'plâtre' }, 'fr')
    const rewritten = onDemandPath(parse(path)!, path)
    expect(rewritten).toBe(path.replace(/^\/fr\//, `/fr/${ON_DEMAND_SEGMENT}/`))
    expect(parse(rewritten)).toBeNull()
    expect(isOnDemandAddress(rewritten)).toBe(true)
    expect(isOnDemandAddress(path)).toBe(false)
  })
})
