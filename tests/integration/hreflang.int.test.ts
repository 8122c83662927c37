/**
 * hreflang: every alternate language a page declares in its head is a page (what the
 * catch-all renders, not its 404), for a sample of each page family of the demo seed.
 * The HTTP answer of each alternate is checked end to end in tests/e2e/seo.spec.ts.
 */
import { describe, expect, it } from 'vitest'
import { getCatalogue } from '../../src/data/catalogue'
import { getJobs } from '../../src/data/forms'
import { getPageIndex } from '../../src/data/pages'
import { build } from '../../src/domain/routing/routes'
import type { Route } from '../../src/domain/routing/types'
import { pageMetadata } from '../../src/loaders/metadata'
import { resolvePage } from '../../src/loaders/resolve'

/** The head's hreflang links of a page: language → pathname. */
async function hreflang(path: string): Promise<Record<string, string>> {
  const resolved = await resolvePage(path)
  expect(resolved, `${path} is a page`).not.toBeNull()
  const languages = (await pageMetadata(resolved, resolved?.route.locale ?? 'fr')).alternates?.languages ?? {}
  return Object.fromEntries(Object.entries(languages).map(([language, href]) => [language, new URL(String(href)).pathname]))
}

/** Follows every alternate of each page: each one is a page. */
async function expectAlternatesArePages(paths: string[]): Promise<void> {
  expect(paths.length).toBeGreaterThan(0)
  for (const path of paths) {
    const languages = await hreflang(path)
    expect(languages.fr ?? languages.en, `${path} declares its own language`).toBeDefined()
    for (const [language, alternate] of Object.entries(languages)) {
      expect(await resolvePage(alternate), `${path} → hreflang ${language} ${alternate}`).not.toBeNull()
    }
  }
}

const at = (name: Route['name'], params: Omit<Route, 'name' | 'locale'>, locale: Route['locale'] = 'fr') => build(name, params, locale)

describe('hreflang alternates', () => {
  it('job offers declare French only, and no English address', async () => {
    const jobs = await getJobs()
    expect(jobs.length).toBeGreaterThan(0)
    for (const job of jobs) {
      for (const target of ['pro', 'part'] as const) {
        const path = at('cmsPage', { target, slug: job.slug })
        const languages = await hreflang(path)
        expect(Object.keys(languages).sort(), path).toStrictEqual(['fr', 'x-default'])
        expect(languages.fr).toBe(at('cmsPage', { target: 'pro', slug: job.slug }))
      }
      // The English address of the same level is not a page: nothing may point to it.
      expect(await resolvePage(at('cmsPage', { target: 'pro', slug: job.slug }, 'en'))).toBeNull()
    }
  })

  it('products and categories declare both languages, each a page', async () => {
    const paths: string[] = []
    for (const target of ['pro', 'part'] as const) {
      const catalogue = await getCatalogue(target, 'fr')
      for (const product of catalogue.products.slice(0, 2)) {
        paths.push(at('product', { target, slug: product.slug }), at('product', { target, slug: product.slug }, 'en'))
      }
      for (const category of catalogue.categories.slice(0, 2)) {
        paths.push(at('category', { target, slug: category.slug }), at('category', { target, slug: category.slug }, 'en'))
      }
    }
    await expectAlternatesArePages(paths)
    const product = (await getCatalogue('pro', 'fr')).products[0]
    expect(Object.keys(await hreflang(at('product', { target: 'pro', slug: product?.slug ?? '' }))).sort()).toStrictEqual([
      'en',
      'fr',
      'x-default',
    ])
  })

  it('CMS pages and news declare only languages that are pages', async () => {
    const index = await getPageIndex('fr')
    const pick = (news: boolean) =>
      index
        .filter((page) => (page.type === 'actualite') === news)
        .slice(0, 3)
        .flatMap((page) => {
          const target = page.targets[0] ?? 'pro'
          return [at('cmsPage', { target, slug: page.slug }), at('cmsPage', { target, slug: page.slug }, 'en')]
        })
    const news = pick(true)
    expect(news.length).toBeGreaterThan(0)
    await expectAlternatesArePages([
      ...pick(false),
      ...news,
      at('news', { target: 'pro' }),
      at('news', { target: 'part' }, 'en'),
      at('home', { target: 'part' }),
      at('colorimetry', { target: 'pro' }),
    ])
  })

  it('pages kept out of search engines declare no other language', async () => {
    for (const path of [at('comparator', { target: 'pro' }), at('results', { target: 'part', search: 'enduit' })]) {
      const resolved = await resolvePage(path)
      expect(resolved?.noindex, path).toBe(true)
      expect(await hreflang(path), path).toStrictEqual({})
    }
  })
})
