import 'server-only'
import { categoryUrl, pageUrl, productUrl } from '@/domain/api/map'
import type { ApiUrlItem } from '@/domain/api/schemas'
import { isAvailableIn } from '@/domain/catalogue/listing'
import { build, routeExists } from '@/domain/routing/routes'
import type { Locale, RouteName, Target } from '@/domain/routing/types'
import { getCatalogue } from '@/data/catalogue'
import { getPageIndex } from '@/data/pages'

/** Public addresses of one plan in one language: products, categories, CMS pages. */
export async function entityUrls(target: Target, locale: Locale): Promise<ApiUrlItem[]> {
  const [catalogue, pages] = await Promise.all([getCatalogue(target, locale), getPageIndex(locale)])
  const common = { target, lang: locale } as const
  const items: ApiUrlItem[] = []
  for (const p of catalogue.products) {
    if (!isAvailableIn(p, target)) continue
    items.push({
      url: productUrl(target, locale, p.slug),
      entity_type: 'product',
      id: p.id,
      slug: p.slug,
      name: p.name,
      ...common,
      updated_at: p.updatedAt,
    })
  }
  for (const c of catalogue.categories) {
    items.push({
      url: categoryUrl(target, locale, c.slug),
      entity_type: 'category',
      id: c.id,
      slug: c.slug,
      name: c.name,
      ...common,
      updated_at: null,
    })
  }
  for (const page of pages) {
    if (!page.targets.includes(target)) continue
    const url = pageUrl(target, locale, page.slug)
    if (url) items.push({ url, entity_type: 'page', id: page.id, slug: page.slug, name: page.title, ...common, updated_at: page.updatedAt })
  }
  return items
}

/** Fixed pages of the site map (names of the route table), with their titles. */
const FIXED_ROUTES: [RouteName, string, string?][] = [
  ['home', 'Accueil', 'Home'],
  ['category', 'Nos enduits', 'Our fillers'],
  ['contact', 'Contact', 'Contact'],
  ['colorimetry', 'Colorimétrie'],
  ['trainings', 'Formations'],
  ['dossiers', 'Dossiers'],
  ['faq', 'Foire aux questions'],
  ['careers', 'Carrières'],
  ['news', 'Actualités', 'News'],
  ['siteMap', 'Plan du site'],
  ['comparator', 'Comparateur'],
  ['favourites', 'Favoris'],
  ['calculator', 'Calculateur de quantité'],
  ['storeLocator', 'Où trouver nos produits'],
  ['downloads', 'Téléchargements'],
  ['technicalDocumentation', 'Documentation technique'],
  ['worksiteStart', 'Démarrage chantier'],
]

/** The fixed routes of one plan that exist in the language. */
export function fixedUrls(target: Target, locale: Locale): ApiUrlItem[] {
  return FIXED_ROUTES.filter(([name]) => routeExists(name, locale)).map(([name, fr, en]) => ({
    url: build(name, { target }, locale),
    entity_type: 'route',
    id: null,
    slug: name,
    name: locale === 'en' ? (en ?? fr) : fr,
    target,
    lang: locale,
    updated_at: null,
  }))
}
