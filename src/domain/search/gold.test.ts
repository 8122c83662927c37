/**
 * Gold set of French queries over the demo catalogue (the seed data, mapped to our
 * catalogue types the way src/data does): accents, plurals, typos, references,
 * products of one audience only. Each query states the first results expected.
 */
import { describe, expect, it } from 'vitest'
import type { Catalogue, CharacteristicDef, Product } from '@/domain/catalogue/types'
import type { Target } from '@/domain/routing/types'
import { CATEGORIES } from '@/payload/seed/demo/categories'
import { CHARACTERISTICS } from '@/payload/seed/demo/characteristics'
import { PRODUCTS } from '@/payload/seed/demo/products'
import { catalogueDocs, faqDoc, pageDoc } from './documents'
import { MemorySearchIndex } from './memory-index'
import type { SearchKind } from './types'

function catalogueOf(target: Target): Catalogue {
  const categories = CATEGORIES.filter((c) => c.target === target).map((c, i) => ({
    id: 100 + CATEGORIES.indexOf(c),
    name: c.name.fr,
    slug: c.slug,
    target: c.target,
    parentId: null,
    order: i,
    summary: c.summary.fr,
    description: c.description,
    cover: null,
  }))
  const characteristics: CharacteristicDef[] = CHARACTERISTICS.map((c, i) => ({
    id: i + 1,
    technicalName: c.technicalName,
    label: c.label.fr,
    kind: c.kind,
    unit: 'unit' in c ? (c.unit ?? null) : null,
    order: i,
    values: ('values' in c ? c.values : []).map((v) => ({ slug: v.slug, label: v.label.fr })),
    usage: {
      pro: { ...c.pro, guideOrder: 'guideOrder' in c.pro ? (c.pro.guideOrder ?? null) : null },
      part: { ...c.part, guideOrder: 'guideOrder' in c.part ? (c.part.guideOrder ?? null) : null },
    },
  }))
  const products: Product[] = PRODUCTS.filter((p) => p.targets.includes(target)).map((p) => ({
    id: PRODUCTS.indexOf(p) + 1,
    name: p.name.fr,
    slug: p.slug,
    reference: p.ref,
    targets: [...p.targets],
    promoted: p.promotedOrder !== undefined,
    promotedOrder: p.promotedOrder ?? null,
    summary: p.summary.fr,
    description: p.description,
    benefits: [...p.benefits],
    categoryIds: categories.filter((c) => p.categories.includes(c.slug)).map((c) => c.id),
    relatedIds: [],
    medias: [],
    documents: [],
    caracteristics: p.caracs.map((c) => ({ technicalName: c.code, values: [...c.values] })),
    variants: p.variants.map((v) => ({
      reference: v.reference,
      gtin: v.gtin,
      packaging: v.packaging,
      packSize: v.size,
      packUnit: v.unit,
      targets: [...v.targets],
      pricePro: null,
      pricePart: null,
      weightGrams: null,
    })),
    consumption: { mode: 'none', rate: null, maxThickness: null, coats: null, tapePerM2: null },
    updatedAt: '2026-01-01T00:00:00.000Z',
  }))
  return { target, locale: 'fr', products, categories, characteristics }
}

const PAGES = [
  {
    id: 1,
    title: 'Préparer un mur avant peinture',
    slug: 'conseils/preparer-un-mur',
    excerpt: 'Les étapes pour un support sain et lisse.',
    tags: ['conseil'],
    text: 'Lessiver, reboucher les trous, poncer puis appliquer une sous-couche.',
    cover: null,
  },
  {
    id: 2,
    title: 'Nos engagements RSE',
    slug: 'nos-engagements',
    excerpt: 'Émissions, emballages recyclés, formations.',
    tags: [],
    text: 'Notre démarche œcologique et sociale.',
    cover: null,
  },
]
const FAQ = [
  {
    id: 1,
    question: 'Combien de temps avant de peindre un enduit de rebouchage ?',
    answer: 'Comptez 24 heures pour une poudre, selon l’épaisseur.',
    tags: ['rebouchage'],
  },
  { id: 2, question: 'Peut-on appliquer un enduit sur du carrelage ?', answer: 'Oui, après un primaire d’accrochage.', tags: ['support'] },
]

function indexOf(target: Target): MemorySearchIndex {
  return new MemorySearchIndex([
    ...catalogueDocs(catalogueOf(target)),
    ...PAGES.map((p) => pageDoc(p, target, 'fr')),
    ...FAQ.map((f) => faqDoc(f, target, 'fr')),
  ])
}

const INDEX = { pro: indexOf('pro'), part: indexOf('part') }

type Gold = { q: string; plan?: Target; kind?: SearchKind; first: string[]; why: string }

/** `first`: the titles expected at the top of the kind's group, in this order (a prefix of the group). */
const GOLD: Gold[] = [
  // Accents, case and ligatures folded
  { q: 'egalisor poudre', first: ['Égalisor® Poudre'], why: 'accent missing' },
  { q: 'ÉGALISOR PÂTE', first: ['Égalisor Pâte'], why: 'upper case with accents' },
  { q: 'facalis ragreage', first: ['Façalis Ragréage Façade'], why: 'cedilla and acute folded' },
  { q: 'décoralis béton ciré', first: ['Décoralis® Béton Ciré'], why: 'accents kept' },
  { q: 'decoralis beton cire', first: ['Décoralis® Béton Ciré'], why: 'accents dropped' },
  { q: 'planeo epaisseur', plan: 'part', first: ['Planéo Épaisseur'], why: 'accented capital folded' },
  { q: 'demarche oecologique', kind: 'page', first: ['Nos engagements RSE'], why: 'œ ligature folded' },
  { q: 'Rebouchor® Pâte', first: ['Rebouchor® Pâte'], why: 'trademark sign ignored' },
  // Plurals and inflections
  { q: 'enduit lissage', kind: 'category', first: ['Enduits de lissage'], why: 'singular finds the plural, stop word skipped' },
  { q: 'enduits exterieurs', kind: 'category', first: ['Enduits extérieurs'], why: 'plural and accent' },
  { q: 'enduit decoratif', kind: 'category', first: ['Enduits décoratifs'], why: 'singular of décoratifs' },
  { q: 'plaques de platre', plan: 'part', kind: 'category', first: ['Plaques de plâtre'], why: 'category of the private plan' },
  { q: 'jointex poudres', first: ['Jointex® Poudre 3 h', 'Jointex® Poudre 1 h'], why: 'plural of poudre' },
  { q: 'anti fissure', first: ['Multalis Anti-fissures'], why: 'hyphen and plural' },
  { q: 'pieces humides', first: ['Hydralis® Lissage Pièces humides'], why: 'plural and accent' },
  { q: 'moisissure', plan: 'part', first: ['Hydralis Anti-moisissures'], why: 'singular of moisissures' },
  // Typos
  { q: 'rebouchge', first: ['Hydralis Rebouchage'], why: 'one letter missing, rebouchage' },
  { q: 'rebouchge', kind: 'category', first: ['Enduits de rebouchage'], why: 'typo finds the category' },
  { q: 'lisage', kind: 'category', first: ['Enduits de lissage'], why: 'one s missing' },
  { q: 'egalissor', first: ['Égalisor Pâte'], why: 'letter doubled' },
  { q: 'tadelat', first: ['Décoralis Tadelakt'], why: 'one letter missing' },
  { q: 'boisalys', first: ['Boisalis Extérieur'], why: 'y for i' },
  { q: 'finisoi express', plan: 'part', first: ['Finisoie Express'], why: 'last letter missing' },
  { q: 'jointx', first: ['Jointex Finition'], why: 'one letter missing in a short word' },
  // Typed as you go (prefix of the last word)
  { q: 'lissaf', first: ['Lissafin Allégé', 'Lissafin® Pâte', 'Lissafin® Poudre'], why: 'prefix of the word being typed' },
  { q: 'multalis tout', first: ['Multalis Tout-en-un Pâte', 'Multalis® Tout-en-un Poudre'], why: 'prefix after a full word' },
  { q: 'hydra', plan: 'part', first: ['Hydralis Rebouchage'], why: 'five letters typed' },
  // References and barcodes
  { q: 'ARD-REB-100', first: ['Rebouchor® Poudre'], why: 'exact reference' },
  { q: 'ard-reb-100', first: ['Rebouchor® Poudre'], why: 'reference in lower case' },
  { q: 'ardreb100', first: ['Rebouchor® Poudre'], why: 'reference without separators' },
  { q: 'ARD REB 110', first: ['Rebouchor® Pâte'], why: 'reference with spaces' },
  { q: 'ARD-LIS-360', first: ['Lissaplaque'], why: 'exact reference of a one-word name' },
  { q: 'ARD-FIN-400', first: ['Finisoie®'], why: 'reference of a product whose name is also a prefix of others' },
  // Characteristics and categories as keywords
  { q: 'tadelakt', first: ['Décoralis Tadelakt'], why: 'name word' },
  { q: 'facade', first: ['Façalis Lissage Façade', 'Façalis Ragréage Façade'], why: 'name word in two products' },
  { q: 'bois exterieur', first: ['Boisalis Extérieur'], why: 'two name words' },
  // Pages and FAQ
  { q: 'preparer mur peinture', kind: 'page', first: ['Préparer un mur avant peinture'], why: 'page title' },
  { q: 'carrelage', kind: 'faq', first: ['Peut-on appliquer un enduit sur du carrelage ?'], why: 'FAQ question' },
  { q: 'temps peindre rebouchage', kind: 'faq', first: ['Combien de temps avant de peindre un enduit de rebouchage ?'], why: 'FAQ words' },
  // Audience-only products
  { q: 'rebouchor rapide', plan: 'pro', first: ['Rebouchor Rapide 30'], why: 'professional product in the pro plan' },
  { q: 'rebouchor temoin', plan: 'part', first: ['Rebouchor Témoin'], why: 'private product in the private plan' },
  { q: 'lissafacile', plan: 'part', first: ['Lissafacile Sans Ponçage'], why: 'private product' },
  { q: 'jointex machine', plan: 'pro', first: ['Jointex Machine'], why: 'machine product of professionals' },
]

/** Products of one audience are not found in the other. */
const ABSENT: { q: string; plan: Target; title: string }[] = [
  { q: 'rebouchor rapide', plan: 'part', title: 'Rebouchor Rapide 30' },
  { q: 'ARD-REB-120', plan: 'part', title: 'Rebouchor Rapide 30' },
  { q: 'rebouchor temoin', plan: 'pro', title: 'Rebouchor Témoin' },
  { q: 'lissafacile', plan: 'pro', title: 'Lissafacile Sans Ponçage' },
  { q: 'jointex mini', plan: 'pro', title: 'Jointex Mini' },
]

describe('search gold set', () => {
  it('has at least 40 queries', () => {
    expect(GOLD.filter((g) => g.first.length > 0).length + ABSENT.length).toBeGreaterThanOrEqual(40)
  })

  for (const gold of GOLD.filter((g) => g.first.length > 0)) {
    const plan = gold.plan ?? 'pro'
    const kind = gold.kind ?? 'product'
    it(`${plan} « ${gold.q} » → ${gold.first.join(', ')} (${gold.why})`, () => {
      const groups = INDEX[plan].search(gold.q)
      const titles = groups[kind].hits.map((h) => h.doc.title)
      expect(titles.slice(0, gold.first.length)).toEqual(gold.first)
    })
  }

  for (const absent of ABSENT) {
    it(`${absent.plan} « ${absent.q} » does not show ${absent.title}`, () => {
      const titles = INDEX[absent.plan].search(absent.q).product.hits.map((h) => h.doc.title)
      expect(titles).not.toContain(absent.title)
    })
  }

  it('finds nothing for gibberish', () => {
    const groups = INDEX.pro.search('zzqxw')
    expect(Object.values(groups).every((g) => g.total === 0)).toBe(true)
  })

  it('finds a variant by its barcode', () => {
    const product = catalogueOf('pro').products.find((p) => p.reference === 'ARD-REB-100')
    const gtin = product?.variants.find((v) => v.targets.includes('pro'))?.gtin ?? ''
    expect(INDEX.pro.search(gtin).product.hits[0]?.doc.title).toBe('Rebouchor® Poudre')
  })

  it('counts every match per kind and pages them', () => {
    const all = INDEX.pro.search('enduit')
    const page = INDEX.pro.search('enduit', { kinds: ['product'], offset: 3, limit: 3 })
    expect(page.product.total).toBe(all.product.total)
    expect(page.product.hits.map((h) => h.doc.id)).toEqual(all.product.hits.slice(3, 6).map((h) => h.doc.id))
    expect(page.category.total).toBe(0)
  })

  it('follows edits: upsert replaces, remove forgets', () => {
    const index = indexOf('pro')
    const doc = index.search('ARD-REB-100').product.hits[0]?.doc
    expect(doc).toBeDefined()
    if (!doc) return
    index.upsert({ ...doc, title: 'Rebouchor Nouvelle formule' })
    expect(index.search('nouvelle formule').product.hits[0]?.doc.id).toBe(doc.id)
    index.remove(doc)
    expect(index.search('ARD-REB-100').product.total).toBe(0)
  })
})
