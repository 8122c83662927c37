/**
 * What the engine indexes, built from our own catalogue and content types (never
 * from the CMS's): products (name, reference, variant references and barcodes,
 * characteristics, categories, texts), categories, CMS pages and FAQ entries.
 */
import type { Catalogue, CharacteristicDef, Image, Product } from '@/domain/catalogue/types'
import { build, routeExists } from '@/domain/routing/routes'
import type { Locale, Target } from '@/domain/routing/types'
import type { SearchCover, SearchDoc } from './types'

function cover(image: Image | null | undefined): SearchCover | null {
  if (!image) return null
  const variant = image.card ?? image
  return { url: variant.url, webp: variant.webp, alt: image.alt }
}

function characteristicWords(product: Product, defs: Map<string, CharacteristicDef>, target: Target): string {
  const parts: string[] = []
  for (const carac of product.caracteristics) {
    const def = defs.get(carac.technicalName)
    if (!def || !def.usage[target]?.product || def.kind === 'number') continue
    for (const value of carac.values) parts.push(def.values.find((v) => v.slug === value)?.label ?? value)
  }
  return parts.join(' ')
}

export function productDoc(
  product: Product,
  catalogue: Catalogue,
  defs = new Map(catalogue.characteristics.map((d) => [d.technicalName, d])),
): SearchDoc {
  const target = catalogue.target
  const locale = catalogue.locale as Locale
  const categories = product.categoryIds
    .map((id) => catalogue.categories.find((c) => c.id === id))
    .filter((c): c is NonNullable<typeof c> => c !== undefined)
  const visual = product.medias.find((m) => m.kind === 'visuel') ?? product.medias.find((m) => m.kind !== 'PICTO')
  const sheet = product.documents.find((d) => d.kind === 'FICHES_QCE')
  const variants = product.variants.filter((v) => v.targets.includes(target))
  return {
    kind: 'product',
    id: product.id,
    title: product.name,
    slug: product.slug,
    href: build('product', { target, slug: product.slug }, locale),
    reference: product.reference,
    codes: variants.flatMap((v) => [v.reference, v.gtin]).filter(Boolean),
    keywords: [categories.map((c) => c.name).join(' '), characteristicWords(product, defs, target)].join(' '),
    body: [product.summary, product.benefits.join(' '), product.description].join(' '),
    categoryName: categories[0]?.name ?? null,
    excerpt: product.summary || null,
    cover: cover(visual?.image),
    sheetUrl: sheet?.url ?? null,
    promoted: product.promoted,
  }
}

/** Products and categories of one plan's catalogue. */
export function catalogueDocs(catalogue: Catalogue): SearchDoc[] {
  const target = catalogue.target
  const locale = catalogue.locale as Locale
  const defs = new Map(catalogue.characteristics.map((d) => [d.technicalName, d]))
  const products = catalogue.products.filter((p) => p.targets.includes(target)).map((p) => productDoc(p, catalogue, defs))
  const categories = catalogue.categories
    .filter((c) => c.target === target)
    .map((c): SearchDoc => ({
      kind: 'category',
      id: c.id,
      title: c.name,
      slug: c.slug,
      href: build('category', { target, slug: c.slug }, locale),
      body: [c.summary, c.description].join(' '),
      excerpt: c.summary || null,
      cover: cover(c.cover),
    }))
  return [...products, ...categories]
}

/** The plain text of a rich-text (Lexical) value, or of a string. */
export function plainText(value: unknown, limit = 20_000): string {
  if (typeof value === 'string') return value
  const out: string[] = []
  let length = 0
  const walk = (node: unknown): void => {
    if (length > limit || !node || typeof node !== 'object') return
    const record = node as { text?: unknown; children?: unknown; root?: unknown }
    if (typeof record.text === 'string') {
      out.push(record.text)
      length += record.text.length
    }
    if (record.root) walk(record.root)
    if (Array.isArray(record.children)) {
      for (const child of record.children) walk(child)
      out.push(' ')
    }
  }
  walk(value)
  return out.join('').replace(/\s+/g, ' ').trim()
}

export interface PageSource {
  id: number
  title: string
  slug: string
  excerpt: string | null
  tags: string[]
  text: string
  cover: Image | null
}

export function pageDoc(page: PageSource, target: Target, locale: Locale): SearchDoc {
  return {
    kind: 'page',
    id: page.id,
    title: page.title,
    slug: page.slug,
    href: build('cmsPage', { target, slug: page.slug }, locale),
    keywords: page.tags.join(' '),
    body: [page.excerpt ?? '', page.text].join(' '),
    excerpt: page.excerpt,
    cover: cover(page.cover),
  }
}

export interface FaqSource {
  id: number
  question: string
  answer: string
  tags: string[]
}

export function faqDoc(entry: FaqSource, target: Target, locale: Locale): SearchDoc {
  // The FAQ page exists in French only (spec §2).
  const faq = routeExists('faq', locale) ? build('faq', { target }, locale) : build('faq', { target }, 'fr')
  return {
    kind: 'faq',
    id: entry.id,
    title: entry.question,
    slug: String(entry.id),
    href: `${faq}#faq-${entry.id}`,
    keywords: entry.tags.join(' '),
    body: entry.answer,
    excerpt: entry.answer.length > 160 ? `${entry.answer.slice(0, 157).trimEnd()}…` : entry.answer,
  }
}
