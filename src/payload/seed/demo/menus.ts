/**
 * Menus chosen by code (spec §2): menu_{target}, menu_prefooter_{target},
 * menu_footer_{target}. Labels are bilingual; ids of pages and images are resolved
 * by the seed through the `MenuRefs` callbacks.
 */
import type { Bilingual, Target } from '@/payload/seed/types'
import { categorySlugs } from './categories'
import { BRAND_DOMAIN } from './site'
import { PRODUCTS } from './products'

export type LinkType = 'slug' | 'code' | 'cms_page' | 'external_url' | 'no_destination'

export interface MenuPushDef {
  titre: Bilingual
  text: Bilingual
  visual: string
  link: string
  label_link: Bilingual
}

export interface MenuLinkDef {
  label: Bilingual
  type: LinkType
  slug?: string
  code?: string
  url?: string
  /** Slug of a seeded CMS page (type cms_page). */
  page?: string
  /** Category slug whose cover is shown, or a named visual. */
  cover?: { category: string } | { visual: string }
  color?: string
  extract?: Bilingual
  pushes?: MenuPushDef[]
  childs?: MenuLinkDef[]
}

export interface MenuDef {
  code: string
  title: Bilingual
  items: MenuLinkDef[]
}

const b = (fr: string, en: string): Bilingual => ({ fr, en })
const slugLink = (fr: string, en: string, slug: string, extra: Partial<MenuLinkDef> = {}): MenuLinkDef => ({
  label: b(fr, en),
  type: 'slug',
  slug,
  ...extra,
})
const pageLink = (fr: string, en: string, page: string, extra: Partial<MenuLinkDef> = {}): MenuLinkDef => ({
  label: b(fr, en),
  type: 'cms_page',
  page,
  ...extra,
})
const heading = (fr: string, en: string, childs: MenuLinkDef[]): MenuLinkDef => ({ label: b(fr, en), type: 'no_destination', childs })

const CATEGORY_LABELS: Record<string, Bilingual> = {
  reboucher: b('Reboucher', 'Filling'),
  'traiter-avant-denduire': b('Traiter avant d’enduire', 'Preparing'),
  'lisser-en-epaisseur': b('Lisser en épaisseur', 'Levelling'),
  'lisser-en-finition': b('Lisser en finition', 'Fine smoothing'),
  platriersplaquistes: b('Plaques de plâtre', 'Plasterboard'),
  exterieur: b('Extérieur', 'Exterior'),
  bois: b('Bois', 'Wood'),
  'cuisine-et-salle-de-bain': b('Cuisine et salle de bain', 'Kitchen and bathroom'),
  'solutions-faciles': b('Solutions faciles', 'Easy solutions'),
  multifonctions: b('Multifonctions', 'Multi-purpose'),
  'enduits-de-lissage': b('Enduits de lissage', 'Smoothing'),
  'enduits-degalisage': b('Enduits d’égalisage', 'Levelling'),
  'enduits-de-rebouchage': b('Enduits de rebouchage', 'Filling'),
  'enduits-de-platriers-plaquistes': b('Plâtriers-plaquistes', 'Plasterboard jointing'),
  'enduits-exterieurs': b('Enduits extérieurs', 'Exterior'),
  'enduits-bois': b('Enduits bois', 'Wood'),
  'enduits-decoratifs': b('Enduits décoratifs', 'Decorative'),
  'solutions-specialisees': b('Solutions spécialisées', 'Specialist solutions'),
}

function categoryLink(slug: string): MenuLinkDef {
  const label = CATEGORY_LABELS[slug]
  if (!label) throw new Error(`No menu label for category ${slug}`)
  return { label, type: 'slug', slug: `categorie/${slug}`, cover: { category: slug } }
}

const COLUMNS: Record<Target, [Bilingual, string[]][]> = {
  pro: [
    [b('Intérieur', 'Interior'), ['enduits-de-lissage', 'enduits-degalisage', 'enduits-de-rebouchage', 'enduits-de-platriers-plaquistes']],
    [
      b('Extérieur et spécialités', 'Exterior and specialities'),
      ['enduits-exterieurs', 'solutions-specialisees', 'enduits-bois', 'enduits-decoratifs'],
    ],
  ],
  part: [
    [b('Préparer et reboucher', 'Prepare and fill'), ['traiter-avant-denduire', 'reboucher', 'platriersplaquistes']],
    [b('Lisser', 'Smooth'), ['lisser-en-epaisseur', 'lisser-en-finition']],
    [b('Par pièce et support', 'By room and substrate'), ['exterieur', 'bois', 'cuisine-et-salle-de-bain']],
    [b('Solutions', 'Solutions'), ['solutions-faciles', 'multifonctions']],
  ],
}

function mainMenu(target: Target): MenuDef {
  const seg = target === 'pro' ? 'enduit-professionnels' : 'enduit-particuliers'
  const columns = COLUMNS[target]
  const covered = columns.flatMap(([, slugs]) => slugs).sort()
  if (covered.join() !== [...categorySlugs(target)].sort().join()) throw new Error(`menu_${target} does not list every category`)
  const push: MenuPushDef =
    target === 'pro'
      ? {
          titre: b('Airlis® : passez à l’airless', 'Airlis®: go airless'),
          text: b('Jusqu’à 300 m² lissés par jour et par équipe.', 'Up to 300 m² smoothed a day per team.'),
          visual: 'push-airless',
          link: `/fr/${seg}/produit/airlis-projetable-lissage`,
          label_link: b('Découvrir', 'Discover'),
        }
      : {
          titre: b('Lissafacile : sans ponçage', 'Lissafacile: no sanding'),
          text: b('Un mur lisse sans poussière.', 'A smooth wall without dust.'),
          visual: 'push-sans-poncage',
          link: `/fr/${seg}/produit/lissafacile-sans-poncage`,
          label_link: b('Découvrir', 'Discover'),
        }
  // Services (issue 22): the online tools first (the highlighted block), then help and documents, per audience.
  const services: MenuLinkDef[] = [
    heading('Outils en ligne', 'Online tools', [
      slugLink('Calculateur de quantité', 'Quantity calculator', 'calculateur-de-quantite'),
      slugLink('Où trouver nos produits', 'Where to buy', 'ou-trouver-nos-produits'),
      slugLink('Colorimétrie des enduits', 'Filler colour chart', 'colorimetrie'),
      slugLink('Comparateur de produits', 'Product comparator', 'comparateur'),
    ]),
    target === 'pro'
      ? heading('Accompagnement', 'Support', [
          slugLink('Formations', 'Training', 'formations'),
          slugLink('Démarrage de chantier', 'Worksite start', 'demarrage-chantier'),
          slugLink('Documentation technique', 'Technical documents', 'documentation-technique'),
          pageLink('Service technique', 'Technical support', 'service-technique'),
        ])
      : heading('Aide et conseils', 'Help and advice', [
          slugLink('Foire aux questions', 'FAQ', 'foire-aux-questions'),
          slugLink('Dossiers et vidéos', 'Guides and videos', 'dossier'),
          slugLink('Documentation technique', 'Technical documents', 'documentation-technique'),
          pageLink('Service consommateurs', 'Consumer service', 'service-conso-2'),
        ]),
  ]
  return {
    code: `menu_${target}`,
    title:
      target === 'pro' ? b('Navigation professionnels', 'Professional navigation') : b('Navigation particuliers', 'Consumer navigation'),
    items: [
      {
        label: b('Nos enduits', 'Our fillers'),
        type: 'slug',
        slug: 'categorie',
        color: '#f07d1a',
        childs: columns.map(([label, slugs]) => ({ label, type: 'no_destination', childs: slugs.map(categoryLink) })),
        pushes: [push],
      },
      { label: b('Guide de choix', 'Choice guide'), type: 'code', code: 'guide_de_choix' },
      pageLink('Conseils', 'Advice', 'conseils', {
        childs: [
          pageLink('Reboucher un trou', 'Filling a hole', 'conseils/reboucher-un-trou-dans-un-mur'),
          pageLink('Lisser un mur abîmé', 'Smoothing a damaged wall', 'conseils/lisser-un-mur-abime'),
          pageLink('Poser des bandes à joint', 'Taping plasterboard joints', 'conseils/poser-des-bandes-a-joint'),
        ],
      }),
      { label: b('Services', 'Services'), type: 'no_destination', childs: services },
      slugLink('Actualités', 'News', 'actualites'),
    ],
  }
}

function prefooterMenu(target: Target): MenuDef {
  const top = PRODUCTS.filter((p) => p.promotedOrder !== undefined && p.targets.includes(target)).sort(
    (x, y) => (x.promotedOrder ?? 0) - (y.promotedOrder ?? 0),
  )
  return {
    code: `menu_prefooter_${target}`,
    title: b('Pré-pied de page', 'Pre-footer'),
    items: [
      heading(
        'Produits phares',
        'Top products',
        top.map((p) => ({ label: p.name, type: 'slug', slug: `produit/${p.slug}` })),
      ),
      pageLink('Qui sommes-nous ?', 'About us', 'le-groupe-1', {
        extract: b(
          'Fabricant français d’enduits depuis 1962, Ardalis conçoit dans ses trois usines des solutions de préparation des murs pour les professionnels et les particuliers.',
          'A French filler manufacturer since 1962, Ardalis designs wall preparation solutions for professionals and homeowners in its three plants.',
        ),
        childs: [pageLink('En savoir plus', 'Learn more', 'le-groupe-1')],
      }),
      heading('Services', 'Services', [
        slugLink('Calculateur de quantité', 'Quantity calculator', 'calculateur-de-quantite'),
        slugLink('Où trouver nos produits', 'Where to buy', 'ou-trouver-nos-produits'),
        slugLink('Téléchargements', 'Downloads', 'telechargements'),
        target === 'pro' ? slugLink('Formations', 'Training', 'formations') : slugLink('Foire aux questions', 'FAQ', 'foire-aux-questions'),
      ]),
    ],
  }
}

function footerMenu(target: Target): MenuDef {
  const seg = target === 'pro' ? 'enduit-professionnels' : 'enduit-particuliers'
  return {
    code: `menu_footer_${target}`,
    title: b('Pied de page', 'Footer'),
    items: [
      pageLink('Le groupe', 'The group', 'le-groupe-1'),
      pageLink('Notre histoire', 'Our history', 'notre-histoire-2'),
      pageLink('Nos engagements', 'Our commitments', 'nos-engagements'),
      pageLink('Démarche RSE', 'CSR approach', 'notre-demarche-rse'),
      pageLink('Nos innovations', 'Innovation', 'nos-innovations'),
      pageLink('Implantations dans le monde', 'Worldwide', 'implantations-dans-le-monde'),
      pageLink('Espace presse', 'Press', 'espace-presse'),
      slugLink('Carrières', 'Careers', 'carrieres'),
      slugLink('Contact', 'Contact', 'contact'),
      target === 'pro'
        ? pageLink('Vous êtes distributeur', 'Distributors', 'vous-etes-distributeurs')
        : pageLink('Mon projet', 'My project', 'mon-projet'),
      {
        label: b('Portail distributeurs', 'Distributor portal'),
        type: 'external_url',
        url: `https://distributeurs.${BRAND_DOMAIN}/connexion`,
      },
      target === 'pro'
        ? { label: b('Démarrage de chantier', 'Worksite start'), type: 'external_url', url: `/fr/${seg}/demarrage-chantier` }
        : { label: b('Questions fréquentes', 'FAQ'), type: 'external_url', url: `/fr/${seg}/foire-aux-questions` },
      slugLink('Plan du site', 'Site map', 'plan-du-site'),
      pageLink('Mentions légales', 'Legal notice', 'mentions-legales'),
      pageLink('Conditions générales de vente', 'Terms of sale', 'conditions-generales-de-vente'),
    ],
  }
}

export const MENUS: readonly MenuDef[] = (['pro', 'part'] as const).flatMap((target) => [
  mainMenu(target),
  prefooterMenu(target),
  footerMenu(target),
])
