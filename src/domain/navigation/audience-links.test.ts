import { describe, expect, it } from 'vitest'
import { blockLinks } from '@/domain/content/links'
import type { PageBlock } from '@/domain/content/types'
import { blocksInAudience, inAudience } from './audience-links'

const PRO = '/fr/enduit-professionnels'
const PART = '/fr/enduit-particuliers'

describe('inAudience', () => {
  it('moves an address of the other audience to the same address in the page’s audience', () => {
    expect(inAudience('/en/enduit-professionnels/product/lissafin-pate', 'part')).toBe('/en/enduit-particuliers/product/lissafin-pate')
    expect(inAudience(`${PART}/conseils/lisser-un-mur-abime`, 'pro')).toBe(`${PRO}/conseils/lisser-un-mur-abime`)
    expect(inAudience(`${PRO}/calculateur-de-quantite`, 'part')).toBe(`${PART}/calculateur-de-quantite`)
    expect(inAudience(`${PRO}/notre-demarche-rse/environnement`, 'part')).toBe(`${PART}/notre-demarche-rse/environnement`)
  })

  it('keeps the query and the fragment', () => {
    expect(inAudience(`${PRO}/produit/lissafin-pate?pack=2#packs`, 'part')).toBe(`${PART}/produit/lissafin-pate?pack=2#packs`)
  })

  it('reads a path without audience segment as the professionals’ one', () => {
    expect(inAudience('/fr/contact', 'part')).toBe(`${PART}/contact`)
    expect(inAudience('/fr/contact', 'pro')).toBeNull()
  })

  it('rebuilds French keywords under /en before moving', () => {
    expect(inAudience('/en/enduit-professionnels/produit/lissafin-pate', 'part')).toBe('/en/enduit-particuliers/product/lissafin-pate')
  })

  it('does not apply to the page’s own audience, to a home, or outside the route table', () => {
    expect(inAudience(`${PRO}/contact`, 'pro')).toBeNull()
    expect(inAudience(PART, 'pro')).toBeNull()
    expect(inAudience(`${PART}?x=1`, 'pro')).toBeNull()
    expect(inAudience('/fr', 'part')).toBeNull()
    expect(inAudience('/en/enduit-professionnels', 'part')).toBeNull()
    expect(inAudience('/media/fiche.pdf', 'part')).toBeNull()
    expect(inAudience('/de/enduit-professionnels/contact', 'part')).toBeNull()
    expect(inAudience('/fr/enduit-professionnels/Pas_Une_Adresse', 'part')).toBeNull()
  })

  it('does not apply to addresses outside the site', () => {
    for (const href of [
      'https://ardalis.example/fr/enduit-professionnels/contact',
      '//cdn.example/x',
      'mailto:a@b.example',
      'tel:+33',
      '#top',
      '',
    ])
      expect(inAudience(href, 'part'), href).toBeNull()
  })

  it('does not apply to pages rendered per request (search results, previews)', () => {
    expect(inAudience(`${PRO}/resultats/platre`, 'part')).toBeNull()
    expect(inAudience('/fr/preview/12', 'part')).toBeNull()
  })
})

const rich = (url: string): PageBlock => ({
  kind: 'richText',
  id: `r-${url}`,
  content: { root: { type: 'root', children: [{ type: 'link', fields: { linkType: 'custom', url }, children: [] }] } },
})

describe('blocksInAudience', () => {
  /** The site as the loaders answer it: this product and these pages exist for private customers, nothing else. */
  const partPages = new Set([`${PART}/produit/lissafin-pate`, `${PART}/politique-de-confidentialite`, `${PART}/contact`])

  function site() {
    const asked: string[] = []
    const isPage = async (path: string) => {
      asked.push(path)
      return partPages.has(path)
    }
    return { asked, isPage }
  }

  it('moves each link whose address is a page in the audience, and keeps the others', async () => {
    const blocks: PageBlock[] = [
      rich(`${PRO}/politique-de-confidentialite`),
      { kind: 'cta', id: 'c', text: 't', label: 'Voir le produit', href: `${PRO}/produit/lissafin-pate#packs` },
      {
        kind: 'pushes',
        id: 'p',
        title: null,
        items: [
          { titre: 'a', text: null, visuel: null, href: `${PRO}/produit/airlis-finition`, labelLink: null },
          { titre: 'b', text: null, visuel: null, href: PRO, labelLink: null },
          { titre: 'c', text: null, visuel: null, href: null, labelLink: null },
        ],
      },
      { kind: 'slider', id: 's', title: null, slides: [{ image: null, title: 's', text: null, href: `${PART}/contact`, label: null }] },
    ]
    const { asked, isPage } = site()
    const result = await blocksInAudience(blocks, 'part', isPage)
    expect(blockLinks(result)).toStrictEqual([
      `${PART}/politique-de-confidentialite`,
      `${PART}/produit/lissafin-pate#packs`,
      // Sold to professionals only: kept, the only page there is.
      `${PRO}/produit/airlis-finition`,
      // The other audience's home: a deliberate switch.
      PRO,
      `${PART}/contact`,
    ])
    expect(asked.sort()).toStrictEqual([
      `${PART}/politique-de-confidentialite`,
      `${PART}/produit/airlis-finition`,
      `${PART}/produit/lissafin-pate`,
    ])
  })

  it('asks once per address, all at once', async () => {
    const blocks = [rich(`${PRO}/contact`), rich(`${PRO}/contact`), rich('/fr/contact'), rich(`${PRO}/contact#form`)]
    const { asked, isPage } = site()
    const result = await blocksInAudience(blocks, 'part', isPage)
    expect(asked).toStrictEqual([`${PART}/contact`])
    expect(blockLinks(result)).toStrictEqual([`${PART}/contact`, `${PART}/contact`, `${PART}/contact`, `${PART}/contact#form`])
  })

  it('asks nothing and returns the same blocks when no link leaves the audience', async () => {
    const blocks = [rich(`${PART}/contact`), rich('https://example.com/'), rich(PRO)]
    const { asked, isPage } = site()
    expect(await blocksInAudience(blocks, 'part', isPage)).toBe(blocks)
    expect(asked).toStrictEqual([])
  })

  it('works the other way round', async () => {
    const { asked, isPage } = site()
    const result = await blocksInAudience([rich(`${PART}/conseils/lisser-un-mur-abime`)], 'pro', async (path) => {
      await isPage(path)
      return path === `${PRO}/conseils/lisser-un-mur-abime`
    })
    expect(blockLinks(result)).toStrictEqual([`${PRO}/conseils/lisser-un-mur-abime`])
    expect(asked).toStrictEqual([`${PRO}/conseils/lisser-un-mur-abime`])
  })
})
