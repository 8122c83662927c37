/** Characteristics, categories and products (French first, then the English texts). */
import type { Category, Characteristic, Product } from '@/payload-types'
import { benefitEn } from '@/payload/seed/demo/benefits-en'
import { CATEGORIES } from '@/payload/seed/demo/categories'
import { CATEGORY_DESCRIPTIONS_EN } from '@/payload/seed/demo/categories-en'
import { packCommerce } from '@/payload/seed/demo/commerce'
import type { CharacteristicDef } from '@/payload/seed/demo/characteristics'
import { CHARACTERISTICS } from '@/payload/seed/demo/characteristics'
import type { ProductDef } from '@/payload/seed/demo/product-kit'
import { isPowder } from '@/payload/seed/demo/product-kit'
import { checkCatalogue, PRODUCTS } from '@/payload/seed/demo/products'
import { descriptionEn } from '@/payload/seed/demo/products-en'
import type { PictoKey } from '../images'
import { dopPdf, safetySheetPdf, technicalSheetPdf } from '../pdf'
import type { Locale } from '../types'
import type { SeedContext } from '../util'
import { loadIndex, mapLimit, Tally, UPLOADS_IN_FLIGHT, upsert } from '../util'
import type { Library } from './library'

type Data<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>

// ----- Characteristics -----

function characteristicData(def: CharacteristicDef, order: number, locale: Locale): Data<Characteristic> {
  const usage = (u: CharacteristicDef['pro']) => ({
    product: u.product,
    filter: u.filter,
    compare: u.compare,
    guide: u.guide,
    guideOrder: u.guideOrder ?? null,
  })
  return {
    technicalName: def.technicalName,
    label: def.label[locale],
    kind: def.kind,
    unit: def.unit ?? null,
    order,
    values: (def.values ?? []).map((value) => ({ slug: value.slug, label: value.label[locale] })),
    pro: usage(def.pro),
    part: usage(def.part),
  }
}

export async function seedCharacteristics(ctx: SeedContext): Promise<Map<string, number>> {
  const tally = new Tally('Caractéristiques')
  const index = await loadIndex(ctx, 'characteristics', 'technicalName')
  const ids = new Map<string, number>()
  for (const [position, def] of CHARACTERISTICS.entries()) {
    const base = { collection: 'characteristics', key: 'technicalName', value: def.technicalName } as const
    const fr = await upsert(ctx, {
      ...base,
      known: index.get(def.technicalName),
      locale: 'fr',
      data: { ...characteristicData(def, position + 1, 'fr') },
    })
    await upsert(ctx, { ...base, known: { id: fr.id }, locale: 'en', data: { ...characteristicData(def, position + 1, 'en') } })
    tally.add(fr)
    ids.set(def.technicalName, fr.id)
  }
  ctx.log(tally.toString())
  return ids
}

// ----- Categories -----

export async function seedCategories(
  ctx: SeedContext,
  library: Library,
): Promise<{ ids: Map<string, number>; covers: Map<string, number> }> {
  const tally = new Tally('Catégories')
  const index = await loadIndex(ctx, 'categories', 'slug')
  const ids = new Map<string, number>()
  const coverIds = new Map<string, number>()
  // Parents before children (nested docs computes the breadcrumbs from the parent).
  const ordered = [...CATEGORIES].sort((a, b) => Number(a.parent !== undefined) - Number(b.parent !== undefined))
  const covers = await mapLimit(ordered, UPLOADS_IN_FLIGHT, (def) => library.categoryCover(def.slug, def.tone, def.name))
  for (const [position, def] of ordered.entries()) {
    const parent = def.parent === undefined ? null : ids.get(def.parent)
    if (parent === undefined) throw new Error(`Catégorie parente ${def.parent} inconnue`)
    const data = (locale: Locale): Data<Category> => ({
      name: def.name[locale],
      slug: def.slug,
      target: def.target,
      order: def.order,
      summary: def.summary[locale],
      description: locale === 'fr' ? def.description : CATEGORY_DESCRIPTIONS_EN[def.slug],
      cover: covers[position] ?? null,
      parent,
    })
    const base = { collection: 'categories', key: 'slug', value: def.slug } as const
    const fr = await upsert(ctx, { ...base, known: index.get(def.slug), locale: 'fr', data: { ...data('fr') } })
    await upsert(ctx, { ...base, known: { id: fr.id }, locale: 'en', data: { ...data('en') } })
    tally.add(fr)
    ids.set(def.slug, fr.id)
    const cover = covers[position]
    if (cover !== undefined) coverIds.set(def.slug, cover)
  }
  ctx.log(tally.toString())
  return { ids, covers: coverIds }
}

// ----- Products -----

function pictos(def: ProductDef): PictoKey[] {
  const values = (code: string): string[] => def.caracs.find((c) => c.code === code)?.values ?? []
  const keys: PictoKey[] = []
  if (values('USAGE').includes('interieur')) keys.push('INTERIEUR')
  if (values('USAGE').includes('exterieur')) keys.push('EXTERIEUR')
  if (values('USAGE').includes('pieces-humides')) keys.push('PIECES_HUMIDES')
  keys.push(def.form === 'poudre' ? 'POUDRE' : 'PATE')
  if (values('APPLICATION').includes('machine-airless')) keys.push('AIRLESS')
  if (values('PONCAGE').includes('sans-poncage')) keys.push('SANS_PONCAGE')
  if (values('EMISSIONS').includes('a-plus')) keys.push('A_PLUS')
  if (def.en13963) keys.push('CE')
  return keys
}

interface ProductAssets {
  medias: NonNullable<Product['medias']>
  documents: number[]
  /** The packshot of each pack, in the order of the variants. */
  packshots: number[]
}

async function productAssets(def: ProductDef, library: Library): Promise<ProductAssets> {
  const packshots: number[] = []
  for (const variant of def.variants) packshots.push(await library.packshot(def.slug, def.name, variant, def.family))
  const [first] = packshots
  if (first === undefined) throw new Error(`${def.slug} : aucun conditionnement`)
  // The product's own visual is its first pack; each pack shows its own (decision 100).
  const medias: NonNullable<Product['medias']> = [{ kind: 'visuel', title: def.name.fr, image: first }]
  if (def.ambiance) medias.push({ kind: 'AMBIANCE', title: def.name.fr, image: await library.ambiance(def.family) })
  for (const key of pictos(def)) medias.push({ kind: 'PICTO', title: key, image: await library.picto(key) })
  // The sheets are written in French; their English title says so.
  const title = (fr: string, en: string) => ({ fr: `${fr} – ${def.name.fr}`, en: `${en} – ${def.name.en} (in French)` })
  const documents = [
    await library.document(`fiche-technique-${def.slug}.pdf`, title('Fiche technique', 'Technical data sheet'), 'FICHES_QCE', () =>
      technicalSheetPdf(def),
    ),
  ]
  if (isPowder(def))
    documents.push(
      await library.document(`fds-${def.slug}.pdf`, title('Fiche de données de sécurité', 'Safety data sheet'), 'FDS', () =>
        safetySheetPdf(def),
      ),
    )
  if (def.en13963)
    documents.push(
      await library.document(`dop-${def.slug}.pdf`, title('Déclaration des performances', 'Declaration of performance'), 'DOP', () =>
        dopPdf(def),
      ),
    )
  return { medias, documents, packshots }
}

function productData(
  def: ProductDef,
  refs: { categories: Map<string, number>; characteristics: Map<string, number>; products: Map<string, number> },
  assets: ProductAssets,
): Data<Product> {
  const id = (map: Map<string, number>, key: string, what: string): number => {
    const value = map.get(key)
    if (value === undefined) throw new Error(`${def.slug} : ${what} ${key} inconnu(e)`)
    return value
  }
  const c = def.consumption
  return {
    name: def.name.fr,
    slug: def.slug,
    reference: def.ref,
    targets: [...def.targets],
    promoted: def.promotedOrder !== undefined,
    promotedOrder: def.promotedOrder ?? null,
    summary: def.summary.fr,
    description: def.description,
    benefits: def.benefits.map((text) => ({ text })),
    categories: def.categories.map((slug) => id(refs.categories, slug, 'catégorie')),
    related: (def.related ?? []).flatMap((slug) => {
      const related = refs.products.get(slug)
      return related === undefined ? [] : [related]
    }),
    medias: assets.medias,
    documents: assets.documents,
    caracteristics: def.caracs.map((carac) => ({
      characteristic: id(refs.characteristics, carac.code, 'caractéristique'),
      values: carac.values,
    })),
    variants: def.variants.map((v, index) => ({
      reference: v.reference,
      image: assets.packshots[index] ?? null,
      gtin: v.gtin,
      packaging: v.packaging,
      packSize: v.size,
      packUnit: v.unit,
      targets: [...v.targets],
      ...packCommerce(def, v),
    })),
    consumption: {
      mode: c.mode,
      rate: c.mode === 'none' ? null : c.rate,
      maxThickness: c.mode === 'thickness' ? c.maxThickness : null,
      coats: c.mode === 'coat' ? c.coats : null,
      tapePerM2: c.mode === 'coat' ? (c.tapePerM2 ?? null) : null,
    },
  }
}

export async function seedProducts(
  ctx: SeedContext,
  library: Library,
  categories: Map<string, number>,
  characteristics: Map<string, number>,
): Promise<void> {
  checkCatalogue()
  const tally = new Tally('Produits')
  const index = await loadIndex(ctx, 'products', 'reference')
  const products = new Map<string, number>()
  for (const doc of index.values()) if (typeof doc.slug === 'string') products.set(doc.slug, doc.id)
  // Visuals and PDFs first (a few at a time: rendering, resizing and writes overlap), then the products.
  const assets = await mapLimit(PRODUCTS, UPLOADS_IN_FLIGHT, (def) => productAssets(def, library))
  const refs = { categories, characteristics, products }
  const missingRelated: ProductDef[] = []
  for (const [position, def] of PRODUCTS.entries()) {
    const base = { collection: 'products', key: 'reference', value: def.ref } as const
    const asset = assets[position]
    if (!asset) throw new Error(`${def.slug} : médias manquants`)
    const fr = await upsert(ctx, { ...base, known: index.get(def.ref), locale: 'fr', data: { ...productData(def, refs, asset) } })
    // English texts: description (products-en.ts) and the same benefit rows in English (benefits-en.ts).
    await upsert(ctx, {
      ...base,
      known: { id: fr.id },
      locale: 'en',
      data: {
        name: def.name.en,
        summary: def.summary.en,
        description: descriptionEn(def.slug),
        benefits: def.benefits.map((text) => ({ text: benefitEn(text) })),
      },
    })
    tally.add(fr)
    products.set(def.slug, fr.id)
    if ((def.related ?? []).some((slug) => !refs.products.has(slug))) missingRelated.push(def)
  }
  // Related products created after the product that points to them.
  for (const def of missingRelated) {
    const related = (def.related ?? []).flatMap((slug) => {
      const relatedId = products.get(slug)
      return relatedId === undefined ? [] : [relatedId]
    })
    await upsert(ctx, {
      collection: 'products',
      key: 'reference',
      value: def.ref,
      known: { id: products.get(def.slug) ?? -1 },
      locale: 'fr',
      data: { related },
    })
  }
  ctx.log(tally.toString())
}
