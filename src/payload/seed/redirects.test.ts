import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from '@/domain/routing/routes'
import { CATEGORIES } from './demo/categories'
import { JOBS } from './demo/forms'
import { COMPANY_PAGES } from './demo/pages-company'
import { ADVICE_PAGES, NEWS_PAGES } from './demo/pages-editorial'
import { checkCatalogue, PRODUCTS } from './demo/products'
import { REGIONAL_SITES } from './demo/site'
import { buildRedirectRules } from './redirect-rules'
import { parseRedirectCsv, toRedirectCsv } from '@/domain/redirects/match'
import { acceptedTargetRoute } from '@/domain/redirects/target'

const csv = readFileSync(fileURLToPath(new URL('./redirects.csv', import.meta.url)), 'utf8')
const parsed = parseRedirectCsv(csv)
const rules = parsed.rules
const PAGES = [...COMPANY_PAGES, ...ADVICE_PAGES, ...NEWS_PAGES]
const GTINS = new Set(PRODUCTS.flatMap((p) => p.variants.map((v) => v.gtin)))

const fromMatching = (re: RegExp) => rules.filter((r) => re.test(r.from))

describe('redirects.csv', () => {
  it('is the file generated from the seed data (run generate-redirects.ts after a data change)', () => {
    expect(parsed.errors).toEqual([])
    expect(csv).toBe(toRedirectCsv(buildRedirectRules()))
  })

  it('has at least 320 permanent rules with unique sources', () => {
    expect(rules.length).toBeGreaterThanOrEqual(320)
    expect(rules.every((r) => r.code === 301)).toBe(true)
    expect(new Set(rules.map((r) => r.from)).size).toBe(rules.length)
    expect(rules.every((r) => r.from.startsWith('/'))).toBe(true)
  })

  it('leads every site-relative rule to an address of the route table that its page accepts', () => {
    const local = rules.filter((r) => r.to.startsWith('/'))
    expect(local.length).toBeGreaterThan(300)
    // The rule the back office applies when staff save a redirect (collection `redirects`).
    for (const rule of local) expect(acceptedTargetRoute(rule.to), `${rule.from} → ${rule.to}`).not.toBeNull()
  })

  it('never shadows a route of the new site', () => {
    for (const rule of rules) expect(parse(rule.from.split('?')[0] ?? rule.from), rule.from).toBeNull()
  })

  it('quotes fields per RFC 4180', () => {
    expect(rules.some((r) => r.from.includes(','))).toBe(true)
  })

  it.each([
    ['old .html pages', /\.html($|\?)/],
    ['/produit/…', /^\/produit\//],
    ['/categorie/…', /^\/categorie\//],
    ['/uploads/…', /^\/uploads\//],
    ['/sites/default/files/…', /^\/sites\/default\/files\//],
    ['/webservice-files/…', /^\/webservice-files\//],
    ['/qrcode/{gtin}', /^\/qrcode\/\d{14}$/],
    ['/enduits-particuliers/…', /^\/enduits-particuliers(\/|$)/],
    ['/enduits-professionnels/…', /^\/enduits-professionnels(\/|$)/],
    ['/node/{id}', /^\/node\/\d+$/],
    ['/{id}', /^\/\d+$/],
    ['-0 suffix', /-0$/],
    ['-1 suffix', /-1$/],
    ['-2 suffix', /-2$/],
    ['-3 suffix', /-3$/],
    ['-6 suffix', /-6$/],
    ['stray parenthesis', /\)$/],
    ['nl prefix', /^\/nl(\/|$)/],
    ['be prefix', /^\/be(\/|$)/],
    ['ch prefix', /^\/ch(\/|$)/],
    ['es prefix', /^\/es(\/|$)/],
    ['uk prefix', /^\/uk(\/|$)/],
    ['English paths', /^\/(english|fillers|products\/|about-us|contact-us|our-|where-)/],
    ['query strings', /\?/],
  ])('covers the legacy shape %s', (_, re) => {
    expect(fromMatching(re).length).toBeGreaterThan(0)
  })

  it('maps the video list pages 1 to 4 to the dossier video type', () => {
    for (const n of [1, 2, 3, 4]) {
      const matches = rules.filter((r) => r.from.includes('video') && new RegExp(`(page[-=]${n})$`).test(r.from))
      expect(matches.length).toBeGreaterThan(0)
      expect(matches.every((r) => /^\/fr\/enduit-(professionnels|particuliers)\/dossier\/video$/.test(r.to))).toBe(true)
    }
  })

  it('covers QR codes of seeded variants only', () => {
    const qr = fromMatching(/^\/qrcode\//)
    expect(qr.every((r) => GTINS.has(r.from.slice('/qrcode/'.length)))).toBe(true)
  })

  it('covers gone products, consumer → professional moves, Dutch/English paths and regional sites', () => {
    expect(rules.some((r) => r.from.startsWith('/produit/') && r.to.includes('/categorie/'))).toBe(true)
    expect(rules.some((r) => r.from.startsWith('/enduits-particuliers/') && r.to.startsWith('/fr/enduit-professionnels/produit/'))).toBe(
      true,
    )
    expect(rules.some((r) => r.from.startsWith('/nl/') && r.to === '/fr')).toBe(true)
    const regional = new Set(REGIONAL_SITES.map((s) => s.url))
    expect(rules.some((r) => r.to === REGIONAL_SITES.find((s) => s.iso === 'UK')?.url)).toBe(true)
    expect(rules.some((r) => r.to === REGIONAL_SITES.find((s) => s.iso === 'BE')?.url)).toBe(true)
    expect(rules.filter((r) => /^https?:/.test(r.to)).every((r) => regional.has(r.to))).toBe(true)
    expect(rules.some((r) => /documentation-technique/.test(r.to) && /\.pdf$/.test(r.from))).toBe(true)
  })

  it('only targets real routes of the new site, with slugs of the right sales plan', () => {
    for (const rule of rules.filter((r) => r.to.startsWith('/'))) {
      const route = parse(rule.to)
      expect(route, rule.to).not.toBeNull()
      if (!route) continue
      expect(route.locale).toBe('fr')
      if (route.name === 'product') {
        const p = PRODUCTS.find((x) => x.slug === route.slug)
        expect(p?.targets, rule.to).toContain(route.target)
      } else if (route.name === 'category') {
        expect(CATEGORIES.find((c) => c.slug === route.slug)?.target, rule.to).toBe(route.target)
      } else if (route.name === 'cmsPage') {
        // A CMS page, or a job offer of the jobs collection (same address shape).
        const targets =
          PAGES.find((pg) => pg.slug === route.slug)?.targets ?? (JOBS.some((j) => j.slug === route.slug) ? ['pro', 'part'] : [])
        expect(targets, rule.to).toContain(route.target)
      } else {
        expect([
          'home',
          'technicalDocumentation',
          'dossiers',
          'faq',
          'downloads',
          'news',
          'careers',
          'contact',
          'calculator',
          'storeLocator',
          'trainings',
          'colorimetry',
          'worksiteStart',
        ]).toContain(route.name)
      }
    }
  })
})

describe('seed catalogue', () => {
  it('is consistent (slugs, GTINs, categories per plan, 5 top products per plan)', () => {
    expect(() => checkCatalogue()).not.toThrow()
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(64)
  })
})
