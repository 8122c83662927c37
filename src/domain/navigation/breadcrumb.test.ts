import { describe, expect, it } from 'vitest'
import { parse } from '@/domain/routing/routes'
import type { Route } from '@/domain/routing/types'
import fr from '../../../messages/fr.json'
import { ancestorSlugs, buildBreadcrumb, cmsParents, type BreadcrumbContext } from './breadcrumb'

const context: BreadcrumbContext = {
  labels: {
    home: 'Accueil',
    ourFillers: 'Nos enduits',
    news: 'Actualités',
    jobs: 'Offres d’emploi',
    dossiers: 'Dossiers et conseils',
    routes: fr.routes,
  },
  ourFillersHref: '/fr/enduit-professionnels/categorie',
}

function route(path: string): Route {
  const parsed = parse(path)
  if (!parsed) throw new Error(`no route for ${path}`)
  return parsed
}

describe('buildBreadcrumb', () => {
  it('is empty on the home pages', () => {
    expect(buildBreadcrumb(route('/fr'), { kind: 'route', title: 'Accueil' }, context)).toStrictEqual([])
    expect(buildBreadcrumb(route('/en/enduit-particuliers'), { kind: 'route', title: 'Home' }, context)).toStrictEqual([])
  })

  it('product: home, our fillers, the parents of its first category, the product', () => {
    const crumbs = buildBreadcrumb(
      route('/fr/enduit-professionnels/produit/lissage-pro'),
      {
        kind: 'product',
        product: { name: 'Lissage® Pro', slug: 'lissage-pro' },
        categories: [
          { name: 'Enduits de lissage', slug: 'enduits-de-lissage' },
          { name: 'Lissage fin', slug: 'enduits-de-lissage/fin' },
        ],
      },
      context,
    )
    expect(crumbs).toStrictEqual([
      { position: 1, label: 'Accueil', href: '/fr' },
      { position: 2, label: 'Nos enduits', href: '/fr/enduit-professionnels/categorie' },
      { position: 3, label: 'Enduits de lissage', href: '/fr/enduit-professionnels/categorie/enduits-de-lissage' },
      { position: 4, label: 'Lissage fin', href: '/fr/enduit-professionnels/categorie/enduits-de-lissage/fin' },
      { position: 5, label: 'Lissage® Pro', href: '/fr/enduit-professionnels/produit/lissage-pro' },
    ])
  })

  it('uses the route locale and target for every link', () => {
    const crumbs = buildBreadcrumb(
      route('/en/enduit-particuliers/product/pate-bois'),
      { kind: 'product', product: { name: 'Wood filler', slug: 'pate-bois' }, categories: [{ name: 'Wood', slug: 'bois' }] },
      { ...context, ourFillersHref: '/en/enduit-particuliers/category' },
    )
    expect(crumbs.map((c) => c.href)).toStrictEqual([
      '/en/enduit-particuliers',
      '/en/enduit-particuliers/category',
      '/en/enduit-particuliers/category/bois',
      '/en/enduit-particuliers/product/pate-bois',
    ])
  })

  it('category: our fillers then the parent chain; the current page drops filters and page', () => {
    const crumbs = buildBreadcrumb(
      route('/fr/enduit-particuliers/categorie/reboucher/_FORME__pate/_p__2'),
      { kind: 'category', categories: [{ name: 'Reboucher', slug: 'reboucher' }] },
      { ...context, ourFillersHref: '/fr/enduit-particuliers/categorie' },
    )
    expect(crumbs).toStrictEqual([
      { position: 1, label: 'Accueil', href: '/fr/enduit-particuliers' },
      { position: 2, label: 'Nos enduits', href: '/fr/enduit-particuliers/categorie' },
      { position: 3, label: 'Reboucher', href: '/fr/enduit-particuliers/categorie/reboucher' },
    ])
  })

  it('category without slug ends with our fillers, pointing at the current listing', () => {
    const crumbs = buildBreadcrumb(
      route('/fr/enduit-professionnels/categorie/_TRI__nom-az'),
      { kind: 'category', categories: [] },
      { ...context, ourFillersHref: '/fr/enduit-professionnels/nos-enduits' },
    )
    expect(crumbs).toStrictEqual([
      { position: 1, label: 'Accueil', href: '/fr' },
      { position: 2, label: 'Nos enduits', href: '/fr/enduit-professionnels/categorie' },
    ])
  })

  it('news item: home, News, the page', () => {
    const crumbs = buildBreadcrumb(
      route('/fr/enduit-professionnels/salon-batimat'),
      { kind: 'page', title: 'Salon Batimat', type: 'actualite' },
      context,
    )
    expect(crumbs).toStrictEqual([
      { position: 1, label: 'Accueil', href: '/fr' },
      { position: 2, label: 'Actualités', href: '/fr/enduit-professionnels/actualites' },
      { position: 3, label: 'Salon Batimat', href: '/fr/enduit-professionnels/salon-batimat' },
    ])
  })

  it('job offer: home, Job offers (careers, French when the locale has none), the page', () => {
    const fr = buildBreadcrumb(
      route('/fr/enduit-professionnels/offres/technicien'),
      { kind: 'page', title: 'Technicien', type: 'job' },
      context,
    )
    expect(fr.map((c) => [c.label, c.href])).toStrictEqual([
      ['Accueil', '/fr'],
      ['Offres d’emploi', '/fr/enduit-professionnels/carrieres'],
      ['Technicien', '/fr/enduit-professionnels/offres/technicien'],
    ])
    const en = buildBreadcrumb(
      route('/en/enduit-professionnels/jobs/technician'),
      { kind: 'page', title: 'Technician', type: 'job' },
      context,
    )
    expect(en[1]?.href).toBe('/fr/enduit-professionnels/carrieres')
    const news = buildBreadcrumb(route('/en/enduit-professionnels/batimat'), { kind: 'page', title: 'Batimat', type: 'actualite' }, context)
    expect(news[1]?.href).toBe('/en/enduit-professionnels/news')
  })

  it('generic CMS page and other routes: home then the title', () => {
    expect(
      buildBreadcrumb(
        route('/fr/enduit-professionnels/mentions-legales'),
        { kind: 'page', title: 'Mentions légales', type: 'generic' },
        context,
      ),
    ).toStrictEqual([
      { position: 1, label: 'Accueil', href: '/fr' },
      { position: 2, label: 'Mentions légales', href: '/fr/enduit-professionnels/mentions-legales' },
    ])
    expect(
      buildBreadcrumb(route('/fr/enduit-particuliers/resultats/b%C3%A9ton/_p__2'), { kind: 'route', title: 'Résultats' }, context),
    ).toStrictEqual([
      { position: 1, label: 'Accueil', href: '/fr/enduit-particuliers' },
      { position: 2, label: 'Résultats', href: '/fr/enduit-particuliers/resultats/b%C3%A9ton' },
    ])
  })

  it('nested CMS page: home, every parent page, the page (the RSE sub-pages, the advice articles)', () => {
    const pages = [
      { title: 'Conseils', slug: 'conseils', targets: ['part' as const] },
      { title: 'Lisser un mur abîmé', slug: 'conseils/lisser-un-mur-abime', targets: ['part' as const] },
      { title: 'Notre démarche RSE', slug: 'notre-demarche-rse', targets: ['pro' as const, 'part' as const] },
    ]
    const parents = cmsParents('conseils/lisser-un-mur-abime', 'part', pages)
    expect(parents).toStrictEqual([{ title: 'Conseils', slug: 'conseils' }])
    expect(
      buildBreadcrumb(
        route('/fr/enduit-particuliers/conseils/lisser-un-mur-abime'),
        { kind: 'page', title: 'Lisser un mur abîmé', type: 'generic', parents },
        context,
      ),
    ).toStrictEqual([
      { position: 1, label: 'Accueil', href: '/fr/enduit-particuliers' },
      { position: 2, label: 'Conseils', href: '/fr/enduit-particuliers/conseils' },
      { position: 3, label: 'Lisser un mur abîmé', href: '/fr/enduit-particuliers/conseils/lisser-un-mur-abime' },
    ])
    const rse = buildBreadcrumb(
      route('/en/enduit-professionnels/notre-demarche-rse/environnement'),
      { kind: 'page', title: 'Environment', type: 'generic', parents: cmsParents('notre-demarche-rse/environnement', 'pro', pages) },
      context,
    )
    expect(rse.map((c) => c.href)).toStrictEqual([
      '/en',
      '/en/enduit-professionnels/notre-demarche-rse',
      '/en/enduit-professionnels/notre-demarche-rse/environnement',
    ])
  })

  it('parent pages: ancestors root first, a level without a published page of the audience skipped', () => {
    expect(ancestorSlugs('a/b/c')).toStrictEqual(['a', 'a/b'])
    expect(ancestorSlugs('mentions-legales')).toStrictEqual([])
    const pages = [
      { title: 'A', slug: 'a', targets: ['pro' as const] },
      { title: 'B', slug: 'a/b', targets: ['part' as const] },
    ]
    expect(cmsParents('a/b/c', 'pro', pages)).toStrictEqual([{ title: 'A', slug: 'a' }])
    expect(cmsParents('a/b/c', 'part', pages)).toStrictEqual([{ title: 'B', slug: 'a/b' }])
    expect(cmsParents('ab/c', 'pro', pages)).toStrictEqual([])
  })

  it('routes under another page: the account, the cart, the careers and the login above them', () => {
    const trail = (path: string, title: string) => buildBreadcrumb(route(path), { kind: 'route', title }, context)
    expect(trail('/fr/enduit-particuliers/mon-compte/adresses', 'Mes adresses')).toStrictEqual([
      { position: 1, label: 'Accueil', href: '/fr/enduit-particuliers' },
      { position: 2, label: 'Mon compte', href: '/fr/enduit-particuliers/mon-compte' },
      { position: 3, label: 'Mes adresses', href: '/fr/enduit-particuliers/mon-compte/adresses' },
    ])
    expect(trail('/fr/enduit-professionnels/mon-compte/commandes', 'Mes commandes').map((c) => c.label)).toStrictEqual([
      'Accueil',
      'Mon compte',
      'Mes commandes',
    ])
    expect(trail('/fr/enduit-professionnels/commande/paiement', 'Paiement')).toStrictEqual([
      { position: 1, label: 'Accueil', href: '/fr' },
      { position: 2, label: 'Mon panier', href: '/fr/enduit-professionnels/panier' },
      { position: 3, label: 'Paiement', href: '/fr/enduit-professionnels/commande/paiement' },
    ])
    expect(trail('/fr/enduit-professionnels/carrieres/candidature-spontanee', 'Candidature spontanée')[1]).toStrictEqual({
      position: 2,
      label: 'Carrières',
      href: '/fr/enduit-professionnels/carrieres',
    })
    expect(trail('/fr/enduit-particuliers/mot-de-passe-oublie', 'Mot de passe oublié')[1]).toStrictEqual({
      position: 2,
      label: 'Connexion',
      href: '/fr/enduit-particuliers/connexion',
    })
    // The account itself and the cart stay right under home.
    expect(trail('/fr/enduit-particuliers/mon-compte', 'Mon compte').map((c) => c.label)).toStrictEqual(['Accueil', 'Mon compte'])
    expect(trail('/fr/enduit-particuliers/panier', 'Mon panier').map((c) => c.label)).toStrictEqual(['Accueil', 'Mon panier'])
  })

  it('dossier: home, the dossiers listing, the dossier', () => {
    expect(
      buildBreadcrumb(
        route('/fr/enduit-particuliers/dossier/enduire-une-salle-de-bains'),
        { kind: 'dossier', title: 'Enduire une salle de bains' },
        context,
      ),
    ).toStrictEqual([
      { position: 1, label: 'Accueil', href: '/fr/enduit-particuliers' },
      { position: 2, label: 'Dossiers et conseils', href: '/fr/enduit-particuliers/dossier' },
      { position: 3, label: 'Enduire une salle de bains', href: '/fr/enduit-particuliers/dossier/enduire-une-salle-de-bains' },
    ])
  })

  it('numbers positions from 1 without gaps', () => {
    const crumbs = buildBreadcrumb(
      route('/fr/enduit-professionnels/produit/x'),
      { kind: 'product', product: { name: 'X', slug: 'x' }, categories: [] },
      context,
    )
    expect(crumbs.map((c) => c.position)).toStrictEqual([1, 2, 3])
  })
})
