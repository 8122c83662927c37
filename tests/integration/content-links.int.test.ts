/**
 * Content links keep the visitor's audience (decision 130): a CMS page shown to one audience
 * links into that audience wherever the address is a page there, whatever the stored link
 * says (the demo seed writes some links for the professionals on pages of both audiences);
 * a link whose address exists only in the other audience is kept. Read from the pages as the
 * catch-all resolves them (resolvePage), and through the rewrite itself with the demo data.
 * The click in a browser is in tests/e2e/content-links.spec.ts.
 */
import { describe, expect, it } from 'vitest'
import { mapBlocks } from '../../src/data/blocks'
import { blockLinks } from '../../src/domain/content/links'
import type { PageBlock } from '../../src/domain/content/types'
import { inAudience } from '../../src/domain/navigation/audience-links'
import { build } from '../../src/domain/routing/routes'
import type { Locale, Target } from '../../src/domain/routing/types'
import { TARGET_SEGMENT } from '../../src/domain/routing/types'
import type { Page } from '../../src/payload-types'
import { contentInAudience, isPage, resolvePage } from '../../src/loaders/resolve'

/** The addresses the blocks of a page link to, as the page renders them. */
async function linksOf(path: string): Promise<string[]> {
  const page = await resolvePage(path)
  expect(page, `${path} is a page`).not.toBeNull()
  const view = page?.view
  const blocks = view?.kind === 'page' ? view.page.blocks : view?.kind === 'dossier' ? view.dossier.blocks : []
  return blockLinks(blocks)
}

/** Links into `target`'s audience in `locale` (its home excluded). */
const into = (links: string[], locale: Locale, target: Target) =>
  links.filter((href) => href.startsWith(`/${locale}/${TARGET_SEGMENT[target]}/`))

const page = (target: Target, slug: string, locale: Locale = 'fr') => build('cmsPage', { target, slug }, locale)

describe('content links keep the audience', () => {
  it('« See the product » of a news item for private customers leads to their product page', async () => {
    const part = await linksOf(page('part', 'nouvelle-formule-lissafin-pate', 'en'))
    expect(part).toContain('/en/enduit-particuliers/product/lissafin-pate')
    expect(into(part, 'en', 'pro')).toStrictEqual([])
    expect(await linksOf(page('pro', 'nouvelle-formule-lissafin-pate', 'en'))).toContain('/en/enduit-professionnels/product/lissafin-pate')
  })

  it('the advice page for professionals links to the professionals’ guides', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const links = await linksOf(page('pro', 'conseils', locale))
      const guides = links.filter((href) => href.includes('/conseils/'))
      expect(guides, locale).toHaveLength(3)
      for (const href of guides) expect(href, locale).toMatch(new RegExp(`^/${locale}/enduit-professionnels/conseils/`))
    }
  })

  it('the private customers’ legal notice links to their privacy policy and accessibility statement (links typed in rich text)', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const links = await linksOf(page('part', 'mentions-legales', locale))
      expect(links, locale).toStrictEqual([
        `/${locale}/enduit-particuliers/politique-de-confidentialite`,
        `/${locale}/enduit-particuliers/declaration-d-accessibilite`,
      ])
    }
    expect(await linksOf(page('pro', 'mentions-legales'))).toStrictEqual([
      '/fr/enduit-professionnels/politique-de-confidentialite',
      '/fr/enduit-professionnels/declaration-d-accessibilite',
    ])
  })

  it('keeps a link whose address exists only in the other audience', async () => {
    // The private customers' category: the professionals' catalogue has no `reboucher`.
    expect(await isPage('/fr/enduit-professionnels/categorie/reboucher')).toBe(false)
    expect(await linksOf(page('pro', 'conseils/reboucher-un-trou-dans-un-mur'))).toContain('/fr/enduit-particuliers/categorie/reboucher')
    // A product sold to professionals only, pushed on a page of both audiences.
    const innovations = await linksOf(page('part', 'nos-innovations'))
    expect(innovations).toContain('/fr/enduit-professionnels/produit/airlis-projetable-lissage')
    expect(innovations).toContain('/fr/enduit-particuliers/produit/lissafacile-sans-poncage')
  })

  it('the company, legal and advice pages link into the other audience only where their own has no such page', async () => {
    const slugs = [
      'mentions-legales',
      'declaration-d-accessibilite',
      'le-groupe-1',
      'nos-engagements',
      'notre-demarche-rse',
      'nos-innovations',
      'espace-presse',
      'service-technique',
      'conseils',
      'conseils/lisser-un-mur-abime',
      'conseils/reboucher-un-trou-dans-un-mur',
      'conseils/poser-des-bandes-a-joint',
    ]
    const kept: string[] = []
    for (const slug of slugs) {
      for (const target of ['pro', 'part'] as const) {
        for (const locale of ['fr', 'en'] as const) {
          const path = page(target, slug, locale)
          for (const href of await linksOf(path)) {
            const moved = inAudience(href, target)
            if (moved === null) continue
            expect(await isPage(moved.split(/[?#]/)[0] ?? moved), `${path} → ${href}: ${moved} is a page`).toBe(false)
            kept.push(`${path} → ${href}`)
          }
        }
      }
    }
    // What is kept: the guides' categories (the catalogues' slugs differ) and the products of « Nos innovations ».
    expect(kept.length).toBeGreaterThan(0)
    for (const link of kept) expect(link).toMatch(/\/(categorie|category|produit|product)\//)
  })

  it('moves the links typed by staff, in rich text and in link fields, with the demo data', async () => {
    const rich = (url: string): PageBlock => ({
      kind: 'richText',
      id: url,
      content: {
        root: {
          type: 'root',
          children: [{ type: 'paragraph', children: [{ type: 'link', fields: { linkType: 'custom', url }, children: [] }] }],
        },
      },
    })
    const blocks: PageBlock[] = [
      { kind: 'cta', id: 'c', text: 't', label: 'See the product', href: '/en/enduit-professionnels/product/lissafin-pate#packs' },
      rich('/fr/enduit-professionnels/contact'),
      rich('/fr/enduit-professionnels/produit/airlis-finition'),
      rich('/fr/enduit-professionnels'),
      rich('/fr/enduit-particuliers/calculateur-de-quantite'),
    ]
    expect(blockLinks(await contentInAudience(blocks, 'part'))).toStrictEqual([
      '/en/enduit-particuliers/product/lissafin-pate#packs',
      '/fr/enduit-particuliers/contact',
      // Sold to professionals only.
      '/fr/enduit-professionnels/produit/airlis-finition',
      // The professionals' home: a deliberate switch.
      '/fr/enduit-professionnels',
      '/fr/enduit-particuliers/calculateur-de-quantite',
    ])
    expect(blockLinks(await contentInAudience(blocks, 'pro'))).toContain('/fr/enduit-professionnels/calculateur-de-quantite')
  })

  it('writes a rich-text link in the visitor’s language when the route exists there (decision 101)', () => {
    const layout = [
      {
        blockType: 'richText',
        content: {
          root: {
            type: 'root',
            children: [
              { type: 'link', fields: { linkType: 'custom', url: '/fr/enduit-professionnels/produit/lissafin-pate' }, children: [] },
              { type: 'link', fields: { linkType: 'custom', url: '/fr/enduit-professionnels/calculateur-de-quantite' }, children: [] },
              { type: 'link', fields: { linkType: 'custom', url: '/en/enduit-professionnels/produit/lissafin-pate' }, children: [] },
              { type: 'link', fields: { linkType: 'custom', url: 'https://example.com/fr/x' }, children: [] },
            ],
          },
        },
      },
    ] as unknown as NonNullable<Page['layout']>
    expect(blockLinks(mapBlocks(layout, 'pro', 'en'))).toStrictEqual([
      '/en/enduit-professionnels/product/lissafin-pate',
      // No English route: the French page.
      '/fr/enduit-professionnels/calculateur-de-quantite',
      // French keywords under /en: rebuilt, since the rich-text renderer writes the address as it is.
      '/en/enduit-professionnels/product/lissafin-pate',
      'https://example.com/fr/x',
    ])
    expect(blockLinks(mapBlocks(layout, 'pro', 'fr'))[0]).toBe('/fr/enduit-professionnels/produit/lissafin-pate')
  })
})
