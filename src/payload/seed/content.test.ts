import { describe, expect, it } from 'vitest'
import { build, DOSSIER_TYPES, parse } from '@/domain/routing/routes'
import { TARGET_SEGMENT } from '@/domain/routing/types'
import { CATEGORIES } from './demo/categories'
import { CHARACTERISTICS } from './demo/characteristics'
import type { MenuLinkDef } from './demo/menus'
import { MENUS } from './demo/menus'
import type { PageDef } from './demo/page-kit'
import { COMPANY_PAGES } from './demo/pages-company'
import { JOBS } from './demo/forms'
import { ADVICE_PAGES, NEWS_PAGES } from './demo/pages-editorial'
import { PRODUCTS } from './demo/products'
import { BROCHURES } from './demo/brochures'
import { DOSSIERS } from './demo/dossiers'
import { FAQ, FAQ_TAGS } from './demo/faq'
import { VISUALS } from './demo/visuals'
import type { Target } from './types'

const PAGES: PageDef[] = [...COMPANY_PAGES, ...ADVICE_PAGES, ...NEWS_PAGES]

/** True when a site path is a real route whose product / category / page exists in that plan. */
function isRealPath(path: string): boolean {
  const route = parse(path)
  if (!route) return false
  if (route.name === 'product') return PRODUCTS.find((p) => p.slug === route.slug)?.targets.includes(route.target) === true
  if (route.name === 'category') return CATEGORIES.find((c) => c.slug === route.slug)?.target === route.target
  if (route.name === 'cmsPage') return PAGES.find((p) => p.slug === route.slug)?.targets.includes(route.target) === true
  return true
}

/** Checks that a site path is a real route whose product / category / page exists in that plan. */
function expectRealPath(path: string, context: string): void {
  expect(parse(path), `${context}: ${path}`).not.toBeNull()
  expect(isRealPath(path), `${context}: ${path}`).toBe(true)
}

/**
 * Checks a block link: a whole path as expectRealPath; a path after `/fr/{audience}/` (`here`,
 * written by the site in the page's audience) in every audience of its page.
 */
function expectRealLink(link: string, context: string, targets: readonly Target[]): void {
  if (link.startsWith('/')) return expectRealPath(link, context)
  expect(targets.length, context).toBeGreaterThan(0)
  for (const target of targets) expectRealPath(`/fr/${TARGET_SEGMENT[target]}/${link}`, `${context} (${target})`)
}

/** The links of a page's blocks that are fields (calls to action, pushes, slides), not rich text. */
function blockLinkFields(page: Pick<PageDef, 'blocks'>): string[] {
  return page.blocks.flatMap((block) => {
    if (block.kind === 'cta') return [block.link]
    if (block.kind === 'pushes') return block.items.map((item) => item.link)
    if (block.kind === 'slider') return block.slides.map((slide) => slide.link)
    return []
  })
}

describe('seed pages', () => {
  it('have unique slugs usable by the catch-all route', () => {
    expect(new Set(PAGES.map((p) => p.slug)).size).toBe(PAGES.length)
    for (const page of PAGES) {
      for (const target of page.targets) expect(parse(build('cmsPage', { target, slug: page.slug }, 'fr'))?.name).toBe('cmsPage')
    }
  })

  it('include the fixed pages of the legacy redirects and 22 news items; job offers live in the jobs collection only', () => {
    for (const slug of [
      'mentions-legales',
      'le-groupe-1',
      'notre-histoire-2',
      'nos-engagements',
      'notre-demarche-rse',
      'nos-innovations',
      'implantations-dans-le-monde',
      'mon-projet',
      'vous-etes-distributeurs',
      'espace-presse',
      'service-technique',
      'service-conso-2',
      'conseils',
    ]) {
      expect(
        PAGES.some((p) => p.slug === slug),
        slug,
      ).toBe(true)
    }
    expect(PAGES.filter((p) => p.slug.startsWith('notre-demarche-rse/')).length).toBeGreaterThanOrEqual(2)
    expect(PAGES.filter((p) => p.slug.startsWith('conseils/')).length).toBe(3)
    const news = PAGES.filter((p) => p.type === 'actualite')
    expect(news.length).toBe(22)
    // Each audience has more news than a listing page holds (12, as the catalogue's listings): a second page's worth.
    for (const target of ['pro', 'part'] as const) expect(news.filter((p) => p.targets.includes(target)).length, target).toBeGreaterThan(12)
    expect(news.every((p) => /^202[56]-/.test(p.publishedAt ?? '') && (p.tags?.length ?? 0) > 0)).toBe(true)
    expect(PAGES.filter((p) => p.type === 'job')).toEqual([])
    // Job pages share the address shape of CMS pages: no slug is used twice.
    expect(JOBS.length).toBeGreaterThanOrEqual(6)
    for (const job of JOBS)
      expect(
        PAGES.some((p) => p.slug === job.slug),
        job.slug,
      ).toBe(false)
  })

  it('only link to real routes', () => {
    for (const page of [...PAGES, ...DOSSIERS]) for (const link of blockLinkFields(page)) expectRealLink(link, page.slug, page.targets)
  })

  it('link each of their audiences within itself where the target exists there (decision 130)', () => {
    for (const page of [...PAGES, ...DOSSIERS]) {
      for (const link of blockLinkFields(page)) {
        const route = link.startsWith('/') ? parse(link) : null
        if (!route || route.name === 'home') continue
        for (const target of page.targets) {
          if (target === route.target) continue
          const there = `/fr/${TARGET_SEGMENT[target]}${link.slice(`/fr/${TARGET_SEGMENT[route.target]}`.length)}`
          // The page is shown to `target` too, and the address exists there: here(…) links each audience within itself.
          expect(isRealPath(there), `${page.slug}: ${link} exists for ${target}, write here(…)`).toBe(false)
        }
      }
    }
  })

  it('use known visuals', () => {
    const keys = new Set(VISUALS.map((v) => v.key))
    for (const page of PAGES) {
      if (page.cover) expect(keys.has(page.cover), page.cover).toBe(true)
      for (const block of page.blocks)
        if (block.kind === 'pushes') for (const item of block.items) if (item.visual) expect(keys.has(item.visual)).toBe(true)
    }
  })
})

describe('seed guides, FAQ and brochures', () => {
  const blocks = [...PAGES, ...DOSSIERS].flatMap((doc) => doc.blocks.map((block) => [doc.slug, block, doc.targets] as const))

  it('has 10 guides of every type with unique slugs that are not types', () => {
    expect(DOSSIERS.length).toBeGreaterThanOrEqual(10)
    expect(new Set(DOSSIERS.map((d) => d.slug)).size).toBe(DOSSIERS.length)
    expect(new Set(DOSSIERS.map((d) => d.type))).toEqual(new Set(DOSSIER_TYPES))
    for (const dossier of DOSSIERS)
      for (const target of dossier.targets) expect(parse(build('dossier', { target, slug: dossier.slug }, 'fr'))?.slug).toBe(dossier.slug)
  })

  it('has at least 40 FAQ questions, each tagged with a known tag, in both audiences', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(40)
    expect(new Set(FAQ.map((f) => f.question)).size).toBe(FAQ.length)
    for (const entry of FAQ) for (const tag of entry.tags) expect(FAQ_TAGS as readonly string[]).toContain(tag)
    for (const target of ['pro', 'part'] as const) expect(FAQ.filter((f) => f.targets.includes(target)).length).toBeGreaterThanOrEqual(30)
  })

  it('blocks use known brochures, visuals, FAQ tags and YouTube ids', () => {
    const keys = new Set(VISUALS.map((v) => v.key))
    for (const [slug, block, targets] of blocks) {
      if (block.kind === 'downloads')
        for (const file of block.brochures)
          expect(
            BROCHURES.some((b) => b.filename === file),
            `${slug}: ${file}`,
          ).toBe(true)
      if (block.kind === 'slider') for (const slide of block.slides) expect(keys.has(slide.visual), slide.visual).toBe(true)
      if (block.kind === 'faqExtract')
        expect(
          FAQ.some((f) => f.tags.includes(block.tag)),
          `${slug}: ${block.tag}`,
        ).toBe(true)
      if (block.kind === 'video') expect(block.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/)
      if (block.kind === 'cta') expectRealLink(block.link, slug, targets)
    }
    for (const dossier of DOSSIERS) expect(keys.has(dossier.cover), dossier.cover).toBe(true)
  })
})

describe('seed menus', () => {
  const walk = (links: readonly MenuLinkDef[], depth = 0): [MenuLinkDef, number][] =>
    links.flatMap((link) => [[link, depth] as [MenuLinkDef, number], ...walk(link.childs ?? [], depth + 1)])

  it('exist for both plans, three per plan', () => {
    expect(MENUS.map((m) => m.code).sort()).toEqual([
      'menu_footer_part',
      'menu_footer_pro',
      'menu_part',
      'menu_prefooter_part',
      'menu_prefooter_pro',
      'menu_pro',
    ])
  })

  it.each(MENUS.map((m) => [m.code, m] as const))('%s only links to real routes of its plan', (code, menu) => {
    const target: Target = code.endsWith('_pro') ? 'pro' : 'part'
    for (const [link, depth] of walk(menu.items)) {
      expect(depth).toBeLessThanOrEqual(2)
      if (link.pushes) expect(depth).toBe(0)
      if (link.type === 'slug') {
        expect(link.slug).toBeTruthy()
        if (link.slug !== 'categorie') expectRealPath(`/fr/${TARGET_SEGMENT[target]}/${link.slug ?? ''}`, code)
      }
      if (link.type === 'cms_page') expect(PAGES.find((p) => p.slug === link.page)?.targets, `${code}: ${link.page}`).toContain(target)
      if (link.type === 'code') expect(link.code).toBe('guide_de_choix')
      if (link.type === 'external_url' && link.url?.startsWith('/')) expectRealPath(link.url, code)
      for (const push of link.pushes ?? []) expectRealPath(push.link, code)
    }
  })

  it('list every category of the plan in the main navigation', () => {
    for (const target of ['pro', 'part'] as const) {
      const menu = MENUS.find((m) => m.code === `menu_${target}`)
      const slugs = walk(menu?.items ?? []).flatMap(([link]) =>
        link.slug?.startsWith('categorie/') ? [link.slug.slice('categorie/'.length)] : [],
      )
      expect(slugs.sort()).toEqual(
        CATEGORIES.filter((c) => c.target === target)
          .map((c) => c.slug)
          .sort(),
      )
    }
  })

  it('have an external link to another host and one inside the site in each footer', () => {
    for (const target of ['pro', 'part'] as const) {
      const footer = MENUS.find((m) => m.code === `menu_footer_${target}`)
      const urls = (footer?.items ?? []).filter((l) => l.type === 'external_url').map((l) => l.url ?? '')
      expect(urls.some((u) => u.startsWith('https://'))).toBe(true)
      expect(urls.some((u) => u.startsWith(`/fr/${TARGET_SEGMENT[target]}/`))).toBe(true)
    }
  })
})

describe('seed characteristics', () => {
  it('define a 4-step choice guide per plan and different comparator lists', () => {
    for (const plan of ['pro', 'part'] as const) {
      const guide = CHARACTERISTICS.filter((c) => c[plan].guide)
        .map((c) => c[plan].guideOrder)
        .sort()
      expect(guide).toEqual([1, 2, 3, 4])
    }
    const compare = (plan: 'pro' | 'part') =>
      CHARACTERISTICS.filter((c) => c[plan].compare)
        .map((c) => c.technicalName)
        .join()
    expect(compare('pro')).not.toBe(compare('part'))
  })
})
