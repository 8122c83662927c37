/** Pages, categories, menus, settings and sites against the demo seed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATEGORIES } from '@/payload/seed/demo/categories'
import { MENUS } from '@/payload/seed/demo/menus'
import { COMPANY_PAGES } from '@/payload/seed/demo/pages-company'
import { FAQ } from '@/payload/seed/demo/faq'
import { FAQ_EN } from '@/payload/seed/demo/faq-en'
import { ADVICE_PAGES, NEWS_PAGES } from '@/payload/seed/demo/pages-editorial'
import { PAGES_EN } from '@/payload/seed/demo/pages-en'
import { SETTINGS } from '@/payload/seed/demo/site'
import type {
  CategoryListResponse,
  CategoryResponse,
  MenuListResponse,
  MenuResponse,
  PageListResponse,
  PageResponse,
  SettingListResponse,
  SettingResponse,
  SiteResponse,
} from '../../src/domain/api/schemas'
import { payloadClient } from '../../src/data/payload'
import { api, fails, ok, planIds, q } from './support/api'

const PAGES = [...COMPANY_PAGES, ...ADVICE_PAGES, ...NEWS_PAGES]
let plans: { pro: number; part: number }
beforeAll(async () => {
  plans = await planIds()
})

describe('GET /page/{slug} and /page', () => {
  it('returns a published page with its blocks', async () => {
    const { data } = await ok<PageResponse>('/page/mentions-legales')
    expect(data).toMatchObject({
      slug: 'mentions-legales',
      title: 'Mentions légales',
      type: { technical_name: 'generic' },
      url: '/fr/enduit-professionnels/mentions-legales',
    })
    expect(data.blocks.length).toBeGreaterThan(0)
  })

  it('accepts a slug with slashes', async () => {
    const nested = PAGES.find((p) => p.slug.includes('/'))
    const { data } = await ok<PageResponse>(`/page/${nested?.slug}`)
    expect(data.slug).toBe(nested?.slug)
  })

  it('respects the plan of the page', async () => {
    const partOnly = PAGES.find((p) => p.targets.length === 1 && p.targets[0] === 'part')
    expect((await fails(`/page/${partOnly?.slug}`)).status).toBe(404)
    expect((await ok<PageResponse>(`/page/${partOnly?.slug}?${q({ saleplan_id: plans.part })}`)).data.slug).toBe(partOnly?.slug)
  })

  it('lists the published pages of the plan, optionally of one type', async () => {
    const all = await ok<PageListResponse>('/page')
    expect(all.data.total).toBe(PAGES.filter((p) => p.targets.includes('pro')).length)
    const news = await ok<PageListResponse>('/page?type=actualite')
    expect(news.data.items.map((p) => p.slug).sort()).toEqual(
      NEWS_PAGES.filter((p) => p.targets.includes('pro'))
        .map((p) => p.slug)
        .sort(),
    )
    // Job offers live in the jobs collection (the careers pages), not in CMS pages.
    expect((await ok<PageListResponse>('/page?type=job')).data.items).toEqual([])
  })

  describe('drafts never leak', () => {
    let draftId: number | undefined
    let publishedId: number | undefined
    beforeAll(async () => {
      const payload = await payloadClient()
      const draft = await payload.create({
        collection: 'pages',
        draft: true,
        locale: 'fr',
        data: { title: 'Brouillon secret', slug: 'brouillon-secret', targets: ['pro', 'part'], _status: 'draft' },
        context: { disableRevalidate: true },
      })
      draftId = draft.id
      const published = await payload.create({
        collection: 'pages',
        locale: 'fr',
        data: { title: 'Version publiée', slug: 'page-avec-brouillon', type: 'generic', targets: ['pro'], _status: 'published' },
        context: { disableRevalidate: true },
      })
      publishedId = published.id
      await payload.update({
        collection: 'pages',
        id: published.id,
        draft: true,
        locale: 'fr',
        data: { title: 'Version brouillon non publiée' },
        context: { disableRevalidate: true },
      })
    })
    afterAll(async () => {
      const payload = await payloadClient()
      for (const id of [draftId, publishedId])
        if (id !== undefined) await payload.delete({ collection: 'pages', id, context: { disableRevalidate: true } })
    })

    it('a never-published page is a 404 and is not listed', async () => {
      expect((await fails('/page/brouillon-secret')).status).toBe(404)
      const list = await ok<PageListResponse>('/page')
      expect(list.data.items.some((p) => p.slug === 'brouillon-secret')).toBe(false)
      expect((await fails('/url/entity?entity_type=page&slug=brouillon-secret')).status).toBe(404)
    })

    it('a published page shows its published version, not the newer draft', async () => {
      const { data } = await ok<PageResponse>('/page/page-avec-brouillon')
      expect(data.title).toBe('Version publiée')
    })
  })
})

describe('English texts of the English routes (issue 22)', () => {
  it('lists the news items and serves one with their English titles and body', async () => {
    const proNews = NEWS_PAGES.filter((p) => p.targets.includes('pro'))
    const list = await ok<PageListResponse>(`/page?${q({ type: 'actualite', lang: 'en' })}`)
    expect(list.data.items.map((p) => [p.slug, p.title]).sort()).toEqual(proNews.map((p) => [p.slug, PAGES_EN[p.slug]?.title]).sort())

    const news = proNews.find((p) => p.slug === 'nouvelle-formule-lissafin-pate')
    expect(news).toBeDefined()
    const english = await ok<PageResponse>(`/page/${news?.slug}?${q({ lang: 'en' })}`)
    expect(english.data.title).toBe('Lissafin® Paste: a new formula that glides even better')
    expect(english.data.url).toBe(`/en/enduit-professionnels/${news?.slug}`)
    expect(english.data.blocks.find((b) => b.kind === 'cta')).toMatchObject({ text: 'Discover Lissafin® Paste', label: 'See the product' })
    // The French page keeps its French texts.
    expect((await ok<PageResponse>(`/page/${news?.slug}`)).data.title).toBe(news?.title)
  })

  it('serves the advice page in English, its guides pushed with the same pictures and links as in French', async () => {
    const french = (await ok<PageResponse>('/page/conseils')).data
    const english = (await ok<PageResponse>(`/page/conseils?${q({ lang: 'en' })}`)).data
    expect(english).toMatchObject({ title: 'Advice', excerpt: PAGES_EN.conseils?.excerpt, url: '/en/enduit-professionnels/conseils' })
    expect(french.title).toBe('Conseils')
    const guides = (page: PageResponse['data']) => {
      const block = page.blocks.find((b) => b.kind === 'pushes')
      return block && 'items' in block ? block.items : []
    }
    expect(guides(english).map((item) => [item.titre, item.label_link])).toEqual([
      ['Filling a hole in a wall', 'Read the guide'],
      ['Smoothing a damaged wall', 'Read the guide'],
      ['Taping plasterboard joints', 'Read the guide'],
    ])
    // Only the texts are localized: the pictures and the guides linked are the French page's.
    expect(guides(english).map((item) => item.visuel?.url)).toEqual(guides(french).map((item) => item.visuel?.url))
    expect(guides(english).map((item) => item.link?.split('/').pop())).toEqual(guides(french).map((item) => item.link?.split('/').pop()))
    expect(guides(french).map((item) => item.titre)).toEqual([
      'Reboucher un trou dans un mur',
      'Lisser un mur abîmé',
      'Poser des bandes à joint',
    ])
  })

  it('fills the FAQ extract of an English page with the English questions and answers', async () => {
    const inFrench = (await ok<PageResponse>('/page/service-technique')).data.blocks.find((b) => b.kind === 'faqExtract')
    const inEnglish = (await ok<PageResponse>(`/page/service-technique?${q({ lang: 'en' })}`)).data.blocks.find(
      (b) => b.kind === 'faqExtract',
    )
    const frenchEntries = inFrench && 'entries' in inFrench ? inFrench.entries : []
    const englishEntries = inEnglish && 'entries' in inEnglish ? inEnglish.entries : []
    expect(frenchEntries.length).toBeGreaterThan(0)
    expect(frenchEntries.every((entry) => FAQ.some((def) => def.question === entry.question))).toBe(true)
    // Same entries, in the same order, in English.
    expect(englishEntries.map((entry) => entry.id)).toEqual(frenchEntries.map((entry) => entry.id))
    expect(englishEntries.map((entry) => [entry.question, entry.answer])).toEqual(
      frenchEntries.map((entry) => [FAQ_EN[entry.question]?.question, FAQ_EN[entry.question]?.answer]),
    )
    expect(englishEntries[0]?.question).toBe('What is the maximum thickness per coat?')
  })
})

describe('GET /category and /category/{id}', () => {
  it('lists the root categories of the plan, children on demand', async () => {
    for (const target of ['pro', 'part'] as const) {
      const roots = CATEGORIES.filter((c) => c.target === target && c.parent === undefined)
      const { data } = await ok<CategoryListResponse>(`/category?${q({ saleplan_id: plans[target] })}`)
      expect(data.items.map((c) => c.slug)).toEqual([...roots].sort((a, b) => a.order - b.order).map((c) => c.slug))
      expect(data.items.every((c) => c.children === undefined && c.product_count > 0)).toBe(true)
    }
    const deep = await ok<CategoryListResponse>('/category?depth=1')
    const parent = deep.data.items.find((c) => c.slug === 'solutions-specialisees')
    expect(parent?.children?.map((c) => c.slug).sort()).toEqual(['enduits-bois', 'enduits-decoratifs'])
    const sub = await ok<CategoryListResponse>('/category?parent=solutions-specialisees')
    expect(sub.data.total).toBe(2)
  })

  it('gets one category by slug or id with parents and children', async () => {
    const child = await ok<CategoryResponse>('/category/enduits-bois')
    expect(child.data.parents.map((p) => p.slug)).toEqual(['solutions-specialisees'])
    const parent = await ok<CategoryResponse>(`/category/${child.data.parent_id}`)
    expect(parent.data.slug).toBe('solutions-specialisees')
    expect(parent.data.children.map((c) => c.slug)).toContain('enduits-bois')
    expect(parent.data.product_count).toBeGreaterThanOrEqual(child.data.product_count)
    expect((await fails('/category/reboucher')).status).toBe(404)
  })
})

describe('GET /menu and /menu/{id}', () => {
  it('gives the three menus of the plan', async () => {
    for (const target of ['pro', 'part'] as const) {
      const { data } = await ok<MenuListResponse>(`/menu?${q({ saleplan_id: plans[target] })}`)
      expect(data.items.map((m) => m.code)).toEqual([`menu_${target}`, `menu_prefooter_${target}`, `menu_footer_${target}`])
      const main = data.items[0]
      const def = MENUS.find((m) => m.code === `menu_${target}`)
      expect(main?.items).toHaveLength(def?.items.length ?? -1)
    }
  })

  it('resolves the choice-guide entry to an action without address', async () => {
    const { data } = await ok<MenuResponse>('/menu/menu_pro')
    const all = (links: MenuResponse['data']['items']): MenuResponse['data']['items'] => links.flatMap((l) => [l, ...all(l.childs)])
    const guide = all(data.items).find((l) => l.code === 'guide_de_choix')
    expect(guide).toMatchObject({ type: 'code', href: null })
  })

  it('by id, by code, filtered by code; other plans’ menus are 404', async () => {
    const byCode = await ok<MenuResponse>('/menu/menu_footer_pro')
    expect(byCode.data.id).toEqual(expect.any(Number))
    const byId = await ok<MenuResponse>(`/menu/${byCode.data.id}`)
    expect(byId.data.code).toBe('menu_footer_pro')
    const filtered = await ok<MenuListResponse>('/menu?code=menu_pro')
    expect(filtered.data.items.map((m) => m.code)).toEqual(['menu_pro'])
    expect((await fails('/menu/menu_part')).status).toBe(404)
  })

  it('codes named like what objects inherit are unknown menus', async () => {
    for (const code of ['constructor', '__proto__']) {
      const filtered = await ok<MenuListResponse>(`/menu?code=${code}`)
      expect(filtered.data).toEqual({ items: [], total: 0 })
      expect((await fails(`/menu/${code}`)).status, code).toBe(404)
    }
  })
})

describe('GET /setting and /setting/{code}', () => {
  it('lists the settings with their first value', async () => {
    const { data } = await ok<SettingListResponse>('/setting')
    expect(data.total).toBe(SETTINGS.length)
    const phone = await ok<SettingResponse>('/setting/phone')
    expect(phone.data.value).toBe(SETTINGS.find((s) => s.code === 'phone')?.values[0]?.value)
    expect((await fails('/setting/inconnu')).status).toBe(404)
  })
})

describe('GET /site and /site/{id}', () => {
  it('finds the site by the url param, the forwarded host, or falls back to the default', async () => {
    const byParam = await ok<SiteResponse>('/site?url=localhost,proxy.example')
    expect(byParam.data).toMatchObject({ id: 1, url: 'localhost', is_default: true })
    expect(byParam.data.salesplan.map((p) => p.target).sort()).toEqual(['part', 'pro'])
    expect(byParam.data.salesplan[0]?.currency.symbol).toBe('€')
    expect(byParam.data.languages.find((l) => l.code === 'fr')?.label).toBe('Français')
    const response = await api('http://localhost:3000/api/v1/site', { headers: { 'x-forwarded-host': 'localhost:3000, edge.example' } })
    expect(((await response.json()) as SiteResponse).data.id).toBe(1)
    const unknown = await ok<SiteResponse>('/site?url=inconnu.example')
    expect(unknown.data.is_default).toBe(true)
  })

  it('by id', async () => {
    expect((await ok<SiteResponse>('/site/1')).data.url).toBe('localhost')
    expect((await fails('/site/99')).status).toBe(404)
  })
})
