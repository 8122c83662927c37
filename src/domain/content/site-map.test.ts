import { describe, expect, it } from 'vitest'
import fr from '../../../messages/fr.json'
import en from '../../../messages/en.json'
import { buildSiteMap, type SiteMapInput } from './site-map'

const input = (over: Partial<SiteMapInput> = {}): SiteMapInput => ({
  target: 'part',
  locale: 'fr',
  routeTitles: fr.routes,
  sectionTitles: fr.content.siteMap,
  categories: [
    { id: 1, name: 'Lissage', slug: 'lissage', parentId: null, order: 2 },
    { id: 2, name: 'Rebouchage', slug: 'rebouchage', parentId: null, order: 1 },
    { id: 3, name: 'Pâtes', slug: 'rebouchage-pates', parentId: 2, order: 1 },
  ],
  pages: [
    { title: 'Conseils', slug: 'conseils', type: 'generic', targets: ['pro', 'part'] },
    { title: 'Lisser', slug: 'conseils/lisser', type: 'generic', targets: ['part'] },
    { title: 'Distributeurs', slug: 'distributeurs', type: 'generic', targets: ['pro'] },
    { title: 'Une actu', slug: 'une-actu', type: 'actualite', targets: ['part'] },
  ],
  news: [{ title: 'Une actu', href: '/fr/enduit-particuliers/une-actu' }],
  dossiers: [],
  ...over,
})

describe('buildSiteMap', () => {
  it('lists the fixed routes of the audience with the category tree under the catalogue', () => {
    const [pages] = buildSiteMap(input())
    expect(pages?.key).toBe('pages')
    const hrefs = pages?.links.map((l) => l.href) ?? []
    expect(hrefs).toContain('/fr/enduit-particuliers/foire-aux-questions')
    expect(hrefs).toContain('/fr/enduit-particuliers/telechargements')
    expect(hrefs.some((h) => h.includes('preview') || h.includes('confirmation') || h.includes('resultats'))).toBe(false)
    const catalogue = pages?.links.find((l) => l.href === '/fr/enduit-particuliers/categorie')
    expect(catalogue?.children.map((c) => c.label)).toEqual(['Rebouchage', 'Lissage'])
    expect(catalogue?.children[0]?.children.map((c) => c.href)).toEqual(['/fr/enduit-particuliers/categorie/rebouchage-pates'])
  })

  it('nests CMS pages under their parent slug, keeps the audience, leaves news to their section', () => {
    const company = buildSiteMap(input()).find((s) => s.key === 'company')
    expect(company?.links.map((l) => l.label)).toEqual(['Conseils'])
    expect(company?.links[0]?.children.map((l) => l.href)).toEqual(['/fr/enduit-particuliers/conseils/lisser'])
  })

  it('leaves out empty sections and, in English, routes without an English version', () => {
    const sections = buildSiteMap(input({ locale: 'en', routeTitles: en.routes, sectionTitles: en.content.siteMap }))
    expect(sections.map((s) => s.key)).toEqual(['pages', 'company', 'news'])
    const hrefs = sections[0]?.links.map((l) => l.href) ?? []
    expect(hrefs).toContain('/en/enduit-particuliers/news')
    expect(hrefs.every((h) => h.startsWith('/en/'))).toBe(true)
  })

  it('lists the job offers and the contests on the French site map, at their own addresses', () => {
    const sections = buildSiteMap(
      input({
        jobs: [{ title: 'Technicien de laboratoire (H/F)', slug: 'technicien-de-laboratoire' }],
        contests: [{ title: 'Grand jeu du printemps', technicalName: 'concours-printemps' }],
      }),
    )
    expect(sections.find((s) => s.key === 'jobs')?.links).toEqual([
      { label: 'Technicien de laboratoire (H/F)', href: '/fr/enduit-particuliers/technicien-de-laboratoire', children: [] },
    ])
    expect(sections.find((s) => s.key === 'jobs')?.title).toBe('Offres d’emploi')
    expect(sections.find((s) => s.key === 'contests')?.links.map((l) => l.href)).toEqual(['/fr/landing/concours-printemps'])
    const english = buildSiteMap(
      input({ locale: 'en', routeTitles: en.routes, sectionTitles: en.content.siteMap, jobs: [{ title: 'Job', slug: 'job' }] }),
    )
    expect(english.some((s) => s.key === 'jobs' || s.key === 'contests')).toBe(false)
  })
})
