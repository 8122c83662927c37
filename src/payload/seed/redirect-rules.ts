/**
 * Builds the legacy redirect table (spec §2 "Legacy redirects") from the seed data, so
 * that every target is a real URL of the new site. `generate-redirects.ts` writes it to
 * `redirects.csv`; the seed imports that file.
 */
import { build } from '@/domain/routing/routes'
import type { RouteName } from '@/domain/routing/types'
import { CATEGORIES } from './demo/categories'
import { JOBS } from './demo/forms'
import { PAGES } from './demo/pages'
import type { ProductDef } from './demo/product-kit'
import { PRODUCTS } from './demo/products'
import { regionalUrl } from './demo/site'
import type { RedirectRule } from '@/domain/redirects/match'
import type { Target } from './types'
import { SHEET_TYPES, type SheetKind } from '@/domain/content/listing'

const product = (target: Target, slug: string): string => build('product', { target, slug }, 'fr')
const category = (target: Target, slug: string): string => build('category', { target, slug }, 'fr')
const home = (target: Target): string => build('home', { target }, 'fr')
const fixed = (name: RouteName, target: Target, segment?: string): string => build(name, segment ? { target, segment } : { target }, 'fr')

/** The documentation page's segment of a kind of sheet (the segments the page accepts). */
function sheetSegment(kind: SheetKind): string {
  const type = SHEET_TYPES.find((t) => t.kind === kind)
  if (!type) throw new Error(`unknown sheet kind ${kind}`)
  return type.segment
}

function page(target: Target, slug: string): string {
  const def = PAGES.find((p) => p.slug === slug)
  if (!def) throw new Error(`redirect to unknown page ${slug}`)
  if (!def.targets.includes(target)) throw new Error(`page ${slug} is not published for ${target}`)
  return build('cmsPage', { target, slug }, 'fr')
}

/** A job offer of the jobs collection (its page shares the address shape of CMS pages). */
function job(slug: string): string {
  if (!JOBS.some((j) => j.slug === slug)) throw new Error(`redirect to unknown job offer ${slug}`)
  return build('cmsPage', { target: 'pro', slug }, 'fr')
}

/** Main plan of a product: professionals when sold to both (a path without target means pro). */
const mainTarget = (p: ProductDef): Target => (p.targets.includes('pro') ? 'pro' : 'part')
const legacy = (p: ProductDef): string => p.legacySlug ?? p.slug
const firstCategory = (p: ProductDef, target: Target): string => {
  const slug = p.categories.find((c) => CATEGORIES.find((def) => def.slug === c)?.target === target)
  if (!slug) throw new Error(`${p.slug} has no category for ${target}`)
  return slug
}

/** Old category names of the previous site. */
const LEGACY_CATEGORY: Record<string, string> = {
  reboucher: 'reboucher-un-trou',
  'traiter-avant-denduire': 'preparer-les-murs',
  'lisser-en-epaisseur': 'egaliser-un-mur',
  'lisser-en-finition': 'lisser-un-mur',
  platriersplaquistes: 'joints-de-placo',
  exterieur: 'facades',
  bois: 'enduits-pour-le-bois',
  'cuisine-et-salle-de-bain': 'pieces-humides',
  'solutions-faciles': 'enduits-faciles',
  multifonctions: 'tout-en-un',
  'enduits-de-lissage': 'lissage',
  'enduits-degalisage': 'egalisage',
  'enduits-de-rebouchage': 'rebouchage',
  'enduits-de-platriers-plaquistes': 'plaquistes',
  'enduits-exterieurs': 'exterieurs',
  'enduits-bois': 'bois-pro',
  'enduits-decoratifs': 'decoratifs',
  'solutions-specialisees': 'specialites',
}

/** Discontinued products of the old site and the category that replaces them. */
const GONE: readonly [string, Target, string][] = [
  ['enduit-de-facade-gris-ancien', 'pro', 'enduits-exterieurs'],
  ['rebouche-tout-express', 'part', 'reboucher'],
  ['lissage-classic-25kg', 'pro', 'enduits-de-lissage'],
  ['pate-a-bois-acajou', 'part', 'bois'],
  ['joint-placo-maxi', 'pro', 'enduits-de-platriers-plaquistes'],
  ['enduit-garnissant-g2', 'pro', 'enduits-degalisage'],
  ['lissage-facile-1kg', 'part', 'lisser-en-finition'],
  ['enduit-salle-de-bain-v1', 'part', 'cuisine-et-salle-de-bain'],
  ['stuc-venitien', 'pro', 'enduits-decoratifs'],
  ['enduit-rebouchage-platre-5kg', 'pro', 'enduits-de-rebouchage'],
  ['sous-couche-universelle', 'part', 'traiter-avant-denduire'],
  ['enduit-3-en-1-premium', 'part', 'multifonctions'],
  ['enduit-projetable-ep1', 'pro', 'solutions-specialisees'],
  ['pate-a-bois-exterieure-v1', 'pro', 'enduits-bois'],
  ['enduit-facade-fibre-v2', 'part', 'exterieur'],
  ['enduit-pret-a-peindre', 'part', 'solutions-faciles'],
  ['joint-placo-pret', 'part', 'platriersplaquistes'],
  ['enduit-renovation-murs', 'part', 'lisser-en-epaisseur'],
]

/** Old fixed pages (`.html`) and their new address. */
function fixedPages(): [string, string][] {
  return [
    ['/index.html', home('pro')],
    ['/accueil.html', home('pro')],
    ['/particuliers.html', home('part')],
    ['/professionnels.html', home('pro')],
    ['/mentions-legales.html', page('pro', 'mentions-legales')],
    ['/le-groupe.html', page('pro', 'le-groupe-1')],
    ['/notre-histoire.html', page('pro', 'notre-histoire-2')],
    ['/nos-engagements.html', page('pro', 'nos-engagements')],
    ['/rse.html', page('pro', 'notre-demarche-rse')],
    ['/rse-environnement.html', page('pro', 'notre-demarche-rse/environnement')],
    ['/rse-social.html', page('pro', 'notre-demarche-rse/engagement-social')],
    ['/innovations.html', page('pro', 'nos-innovations')],
    ['/international.html', page('pro', 'implantations-dans-le-monde')],
    ['/espace-presse.html', page('pro', 'espace-presse')],
    ['/service-technique.html', page('pro', 'service-technique')],
    ['/service-consommateurs.html', page('part', 'service-conso-2')],
    ['/distributeurs.html', page('pro', 'vous-etes-distributeurs')],
    ['/mon-projet.html', page('part', 'mon-projet')],
    ['/conseils.html', page('part', 'conseils')],
    ['/faq.html', fixed('faq', 'part')],
    ['/actualites.html', fixed('news', 'pro')],
    ['/recrutement.html', fixed('careers', 'pro')],
    ['/contact.html', fixed('contact', 'pro')],
    ['/nous-contacter.html', fixed('contact', 'part')],
    ['/calculateur.html', fixed('calculator', 'part')],
    ['/points-de-vente.html', fixed('storeLocator', 'part')],
    ['/formations.html', fixed('trainings', 'pro')],
    ['/nuancier.html', fixed('colorimetry', 'pro')],
    ['/telechargements.html', fixed('downloads', 'pro')],
    ['/documentation.html', fixed('technicalDocumentation', 'pro')],
    ['/demarrage-chantier.html', fixed('worksiteStart', 'pro')],
    ['/guide-de-choix.html', home('part')],
    ['/conseils/reboucher.html', page('part', 'conseils/reboucher-un-trou-dans-un-mur')],
    ['/conseils/lisser.html', page('part', 'conseils/lisser-un-mur-abime')],
    ['/conseils/bandes-placo.html', page('part', 'conseils/poser-des-bandes-a-joint')],
    ['/offres-emploi.html', fixed('careers', 'pro')],
  ]
}

export function buildRedirectRules(): RedirectRule[] {
  const rules: RedirectRule[] = []
  const seen = new Map<string, string>()
  const add = (from: string, to: string): void => {
    const previous = seen.get(from)
    if (previous !== undefined) {
      if (previous !== to) throw new Error(`conflicting redirects for ${from}`)
      return
    }
    seen.set(from, to)
    rules.push({ from, to, code: 301 })
  }

  // Old fixed pages.
  for (const [from, to] of fixedPages()) add(from, to)

  // Products: /produit/…, audience sections, suffix duplicates, stray parenthesis, QR codes.
  for (const p of PRODUCTS) {
    const target = mainTarget(p)
    add(`/produit/${legacy(p)}`, product(target, p.slug))
    if (p.targets.includes('part'))
      add(`/enduits-particuliers/${LEGACY_CATEGORY[firstCategory(p, 'part')]}/${legacy(p)}.html`, product('part', p.slug))
    if (p.targets.includes('pro'))
      add(`/enduits-professionnels/${LEGACY_CATEGORY[firstCategory(p, 'pro')]}/${legacy(p)}`, product('pro', p.slug))
    for (const variant of p.variants) add(`/qrcode/${variant.gtin}`, product(variant.targets[0] ?? target, p.slug))
  }
  const bySlug = (slug: string): ProductDef => {
    const found = PRODUCTS.find((p) => p.slug === slug)
    if (!found) throw new Error(`unknown product ${slug}`)
    return found
  }
  const suffixed: [string, string][] = [
    ['lissafin-poudre', '-0'],
    ['lissafin-pate', '-1'],
    ['rebouchor-poudre', '-2'],
    ['jointex-pate', '-3'],
    ['finisoie', '-6'],
    ['egalisor-poudre', '-0'],
    ['boisalis-pate-a-bois', '-1'],
    ['facalis-rebouchage-exterieur', '-2'],
    ['hydralis-rebouchage', '-3'],
    ['multalis-tout-en-un-pate', '-6'],
  ]
  for (const [slug, suffix] of suffixed) {
    const p = bySlug(slug)
    add(`/produit/${legacy(p)}${suffix}`, product(mainTarget(p), p.slug))
  }
  for (const [from, slug] of [
    ['lissafin)', 'lissafin-poudre'],
    ['rebouchor)', 'rebouchor-poudre'],
    ['jointex-pate)', 'jointex-pate'],
    ['pate-a-bois)', 'boisalis-pate-a-bois'],
  ] as const) {
    add(`/produit/${from}`, product(mainTarget(bySlug(slug)), slug))
  }
  // Consumer → professional moves: products once sold to private customers, now pro only.
  for (const p of PRODUCTS.filter((x) => !x.targets.includes('part')))
    add(`/enduits-particuliers/produits/${legacy(p)}`, product('pro', p.slug))
  // Discontinued products → the category that replaces them.
  for (const [slug, target, cat] of GONE) {
    add(`/produit/${slug}`, category(target, cat))
    add(`/${target === 'pro' ? 'enduits-professionnels' : 'enduits-particuliers'}/produits/${slug}.html`, category(target, cat))
  }

  // Categories.
  for (const c of CATEGORIES) {
    const old = LEGACY_CATEGORY[c.slug] ?? c.slug
    add(`/categorie/${old}`, category(c.target, c.slug))
    add(`/${c.target === 'pro' ? 'enduits-professionnels' : 'enduits-particuliers'}/categorie/${old}`, category(c.target, c.slug))
    add(`/${c.target === 'pro' ? 'enduits-professionnels' : 'enduits-particuliers'}/${old}.html`, category(c.target, c.slug))
  }
  add('/categorie/lissage-1', category('pro', 'enduits-de-lissage'))
  add('/categorie/rebouchage-2', category('pro', 'enduits-de-rebouchage'))
  add('/categorie/reboucher-un-trou-0', category('part', 'reboucher'))
  add('/categorie/facades-3', category('part', 'exterieur'))
  add('/categorie/decoratifs-6', category('pro', 'enduits-decoratifs'))
  add('/categorie/bois)', category('part', 'bois'))

  // Documents: technical sheets, safety sheets, DoP → documentation pages or home.
  PRODUCTS.forEach((p, index) => {
    const target = mainTarget(p)
    add(`/uploads/fiches-techniques/${p.ref}.pdf`, fixed('technicalDocumentation', target))
    if (p.form === 'poudre')
      add(`/webservice-files/fds/${p.ref.toLowerCase()}.pdf`, fixed('technicalDocumentation', target, sheetSegment('FDS')))
    if (p.en13963)
      add(`/sites/default/files/dop/DOP_${p.ref.replace(/-/g, '_')}.pdf`, fixed('technicalDocumentation', 'pro', sheetSegment('DOP')))
    if (index % 3 === 0) add(`/sites/default/files/fiches/${legacy(p)}_FT.pdf`, fixed('technicalDocumentation', target))
    if (index % 4 === 0) add(`/uploads/produits/${legacy(p)}.jpg`, product(target, p.slug))
  })
  add('/uploads/catalogue-pro-2019.pdf', fixed('downloads', 'pro'))
  add('/uploads/catalogue-particuliers-2020.pdf', fixed('downloads', 'part'))
  add('/uploads/fds/ancienne-gamme.zip', home('pro'))
  add('/sites/default/files/catalogue_2018.pdf', fixed('downloads', 'pro'))
  add('/sites/default/files/tarifs-2021.pdf', home('pro'))
  add('/sites/default/files/nuancier-decoratifs.pdf', fixed('colorimetry', 'pro'))
  add('/sites/default/files/guide-preparation-murs.pdf', page('part', 'conseils'))
  add('/webservice-files/ft/1042', fixed('technicalDocumentation', 'pro'))
  add('/webservice-files/ft/1043', fixed('technicalDocumentation', 'part'))
  add('/webservice-files/catalogue', fixed('downloads', 'pro'))

  // Numeric ids of the previous CMS.
  const nodes: [number, string][] = [
    [12, home('pro')],
    [18, page('pro', 'le-groupe-1')],
    [25, page('pro', 'notre-histoire-2')],
    [31, fixed('contact', 'pro')],
    [44, page('pro', 'mentions-legales')],
    [57, fixed('trainings', 'pro')],
    [63, fixed('storeLocator', 'part')],
    [78, page('part', 'conseils')],
    [91, fixed('careers', 'pro')],
    [104, fixed('news', 'part')],
    [1187, product('pro', 'lissafin-poudre')],
    [1203, product('part', 'rebouchor-pate')],
    [1245, product('pro', 'jointex-poudre-1h')],
    [1290, category('part', 'bois')],
    [1302, category('pro', 'enduits-exterieurs')],
  ]
  for (const [id, to] of nodes) add(`/node/${id}`, to)
  for (const [id, to] of [
    [2051, home('part')],
    [2066, fixed('faq', 'part')],
    [2079, fixed('calculator', 'pro')],
    [2104, page('pro', 'espace-presse')],
    [2130, fixed('worksiteStart', 'pro')],
    [2158, product('part', 'lissafacile-sans-poncage')],
  ] as const) {
    add(`/${id}`, to)
  }

  // Query strings of the old PHP site.
  add('/index.php?id=12', home('pro'))
  add('/index.php?id=31', fixed('contact', 'pro'))
  add('/index.php?id=57', fixed('trainings', 'pro'))
  add('/index.php?id=63', fixed('storeLocator', 'part'))
  add('/produits.html?cat=1', category('pro', 'enduits-de-lissage'))
  add('/produits.html?cat=2', category('pro', 'enduits-degalisage'))
  add('/produits.html?cat=3', category('pro', 'enduits-de-rebouchage'))
  add('/produits.html?cat=4', category('pro', 'enduits-de-platriers-plaquistes'))
  add('/produits.html?cat=3,4', category('pro', 'enduits-de-rebouchage'))
  add('/produits.html?cat=12&univers=particuliers', category('part', 'reboucher'))
  add('/fiche-produit.php?ref=ARD-LIS-300', product('pro', 'lissafin-poudre'))
  add('/fiche-produit.php?ref=ARD-REB-110', product('part', 'rebouchor-pate'))
  add('/recherche.html?q=enduit+de+lissage', category('pro', 'enduits-de-lissage'))
  add('/actualites.html?page=2', fixed('news', 'pro'))
  add('/faq.html?theme=plaques', fixed('faq', 'part'))

  // Legacy video lists, pages 1 to 4 → the dossier video type.
  for (const n of [1, 2, 3, 4]) {
    add(`/videos.html?page=${n}`, fixed('dossiers', 'pro', 'video'))
    add(`/enduits-professionnels/videos/page-${n}`, fixed('dossiers', 'pro', 'video'))
    add(`/enduits-particuliers/videos?page=${n}`, fixed('dossiers', 'part', 'video'))
  }
  add('/videos.html', fixed('dossiers', 'pro', 'video'))
  add('/videos-tutoriels.html', fixed('dossiers', 'part', 'video'))

  // Old audience sections.
  const sections: [string, string][] = [
    ['/enduits-particuliers', home('part')],
    ['/enduits-professionnels', home('pro')],
    ['/enduits-particuliers/conseils', page('part', 'conseils')],
    ['/enduits-particuliers/faq', fixed('faq', 'part')],
    ['/enduits-particuliers/calculateur', fixed('calculator', 'part')],
    ['/enduits-particuliers/magasins', fixed('storeLocator', 'part')],
    ['/enduits-particuliers/mon-projet', page('part', 'mon-projet')],
    ['/enduits-particuliers/contact', fixed('contact', 'part')],
    ['/enduits-professionnels/formations', fixed('trainings', 'pro')],
    ['/enduits-professionnels/documentation', fixed('technicalDocumentation', 'pro')],
    ['/enduits-professionnels/telechargements', fixed('downloads', 'pro')],
    ['/enduits-professionnels/service-technique', page('pro', 'service-technique')],
    ['/enduits-professionnels/distributeurs', page('pro', 'vous-etes-distributeurs')],
    ['/enduits-professionnels/demarrage-chantier', fixed('worksiteStart', 'pro')],
    ['/enduits-professionnels/colorimetrie', fixed('colorimetry', 'pro')],
    ['/enduits-professionnels/calculateur-de-quantite', fixed('calculator', 'pro')],
    ['/enduits-professionnels/actualites', fixed('news', 'pro')],
    ['/enduits-particuliers/actualites', fixed('news', 'part')],
    ['/enduits-professionnels/recrutement', fixed('careers', 'pro')],
  ]
  for (const [from, to] of sections) add(from, to)

  // Articles of the old blog.
  const articles: [string, string][] = [
    ['/actualites/salon-renovation-2025', page('pro', 'ardalis-au-salon-renov-expo-2025')],
    ['/actualites/lissafin-nouvelle-formule', page('pro', 'nouvelle-formule-lissafin-pate')],
    ['/actualites/formations-2026', page('pro', 'calendrier-des-formations-2026')],
    ['/actualites/recyclage-seaux', page('part', 'reprise-des-seaux-vides')],
    ['/actualites/trophee-innovation', page('pro', 'airlis-trophee-innovation-2026')],
    ['/actualites/apprentis', page('part', 'ardalis-partenaire-des-apprentis-peintres')],
    ['/emploi/technico-commercial-nantes', job('emploi-chef-de-secteur-grand-ouest')],
    ['/emploi/technicien-laboratoire', job('emploi-technicien-laboratoire-formulation')],
    ['/emploi/conducteur-de-ligne-2', job('emploi-conducteur-ligne-conditionnement')],
    ['/notre-demarche-rse-1', page('pro', 'notre-demarche-rse')],
    ['/nos-innovations-0', page('pro', 'nos-innovations')],
  ]
  for (const [from, to] of articles) add(from, to)

  // Country prefixes and English-language paths.
  const foreign: [string, string][] = [
    ['/nl', regionalUrl('NL')],
    ['/nl/producten', regionalUrl('NL')],
    ['/nl/producten/vulmiddel-poeder', home('pro')],
    ['/nl/contact', regionalUrl('BE')],
    ['/nl/over-ons', home('pro')],
    ['/be', regionalUrl('BE')],
    ['/be/fr/produit/lissafin', regionalUrl('BE')],
    ['/be/nl/producten', regionalUrl('BE')],
    ['/ch', regionalUrl('CH')],
    ['/ch/fr/contact', regionalUrl('CH')],
    ['/es', regionalUrl('ES')],
    ['/es/productos/masilla', regionalUrl('ES')],
    ['/uk', regionalUrl('UK')],
    ['/uk/products', regionalUrl('UK')],
    ['/uk/products/jointing-compound', regionalUrl('UK')],
    ['/english', home('pro')],
    ['/fillers', home('pro')],
    ['/products/smoothing-compound', product('pro', 'lissafin-pate')],
    ['/about-us', page('pro', 'le-groupe-1')],
    ['/contact-us', fixed('contact', 'pro')],
    ['/products/wood-filler', product('part', 'boisalis-pate-a-bois')],
    ['/our-history', page('pro', 'notre-histoire-2')],
    ['/where-to-buy', regionalUrl('UK')],
    ['/english/jointing-compounds', regionalUrl('UK')],
  ]
  for (const [from, to] of foreign) add(from, to)

  return rules
}
