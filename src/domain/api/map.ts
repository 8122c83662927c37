/**
 * Our domain types (src/domain/*) → the v1 JSON shapes (./schemas.ts).
 * Pure functions: the handlers fetch, these map.
 */
import { categoryAndDescendants, categoryTrail, isAvailableIn, productFromPrice } from '@/domain/catalogue/listing'
import { packPrice } from '@/domain/commerce/pricing'
import { PRICE_BASIS } from '@/domain/commerce/types'
import type { Facet } from '@/domain/catalogue/listing'
import type { Catalogue, Category, CharacteristicDef, Image, Product, Variant } from '@/domain/catalogue/types'
import { cardVisual, packsFor, packVisual } from '@/domain/catalogue/visual'
import type { CmsPage, Dossier, FaqEntry, PageBlock, Push, Teaser } from '@/domain/content/types'
import type { Menu, MenuLink } from '@/domain/navigation/types'
import { build } from '@/domain/routing/routes'
import type { Locale, Target } from '@/domain/routing/types'
import { formatValueWithUnit } from '@/domain/format/units'
import type { SalesPlan, Site, SiteSettings } from '@/domain/site/types'
import type {
  ApiCaracteristic,
  ApiCategory,
  ApiCategoryRef,
  ApiEntityRef,
  ApiFaqEntry,
  ApiFolder,
  ApiFolderSummary,
  ApiFilter,
  ApiImage,
  ApiMenu,
  ApiMenuLink,
  ApiPage,
  ApiPageBlock,
  ApiPageSummary,
  ApiProduct,
  ApiProductDetail,
  ApiProductRef,
  ApiPush,
  ApiSalesPlan,
  ApiSetting,
  ApiSite,
} from './schemas'

// ── URLs ─────────────────────────────────────────────────────────────────────

export function productUrl(target: Target, locale: Locale, slug: string): string {
  return build('product', { target, slug }, locale)
}

export function categoryUrl(target: Target, locale: Locale, slug: string): string {
  return build('category', { target, slug }, locale)
}

/** Address of a CMS page, or null when its slug cannot be a page address (reserved first segment). */
export function pageUrl(target: Target, locale: Locale, slug: string): string | null {
  try {
    return build('cmsPage', { target, slug }, locale)
  } catch {
    return null
  }
}

// ── Media ────────────────────────────────────────────────────────────────────

export function toImage(image: Image | null): ApiImage | null {
  if (!image) return null
  const variant = (v: Image['card']) => (v ? { url: v.url, webp: v.webp, width: v.width, height: v.height } : null)
  return {
    url: image.url,
    webp: image.webp,
    alt: image.alt,
    title: image.title,
    width: image.width,
    height: image.height,
    card: variant(image.card),
    push: variant(image.push),
  }
}

function toMedias(product: Product): ApiProduct['medias'] {
  const medias: ApiProduct['medias'] = { visuel: [], AMBIANCE: [], PICTO: {}, MEDIA: [] }
  for (const m of product.medias) {
    const image = toImage(m.image)
    if (!image) continue
    if (m.kind === 'visuel') medias.visuel.push(image)
    else if (m.kind === 'AMBIANCE') medias.AMBIANCE.push(image)
    else if (m.kind === 'PICTO') medias.PICTO[m.title ?? image.title ?? image.alt] = image
    else medias.MEDIA.push({ title: m.title ?? 'MEDIA', label: image.title ?? image.alt, url: image.url })
  }
  for (const d of product.documents) medias.MEDIA.push({ title: d.kind, label: d.title, url: d.url })
  return medias
}

// ── Catalogue ────────────────────────────────────────────────────────────────

function valueLabel(def: CharacteristicDef, value: string, locale: Locale): string {
  const known = def.values.find((v) => v.slug === value)
  if (known) return known.label
  return formatValueWithUnit(value, def.unit, locale)
}

/** Characteristics the plan shows on the product page or in the comparator, in display order. */
export function toCaracteristics(catalogue: Catalogue, product: Product): Record<string, ApiCaracteristic> {
  const result: Record<string, ApiCaracteristic> = {}
  const defs = [...catalogue.characteristics].sort((a, b) => a.order - b.order)
  for (const def of defs) {
    const usage = def.usage[catalogue.target]
    if (!usage.product && !usage.compare) continue
    const raw = product.caracteristics.find((c) => c.technicalName === def.technicalName)?.values ?? []
    if (raw.length === 0) continue
    const values = raw.map((value) => ({ value, label: valueLabel(def, value, catalogue.locale as Locale) }))
    const first = values[0] as { label: string }
    result[def.technicalName] = {
      technical_name: def.technicalName,
      label: def.label,
      value: values.length === 1 ? first.label : values.map((v) => v.label),
      values,
      unit: def.unit,
      show: { product: usage.product, compare: usage.compare },
    }
  }
  return result
}

/** The product's categories that belong to the catalogue's plan, in the product's order. */
export function productCategories(catalogue: Catalogue, product: Product): Category[] {
  const byId = new Map(catalogue.categories.map((c) => [c.id, c]))
  return product.categoryIds.map((id) => byId.get(id)).filter((c): c is Category => c !== undefined)
}

export function toCategoryRef(catalogue: Catalogue, category: Category): ApiCategoryRef {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    url: categoryUrl(catalogue.target, catalogue.locale as Locale, category.slug),
  }
}

/**
 * One pack as the API shows it, with its price in the plan (cents on the plan's basis,
 * decision 087) and its packshot, else the product's main visual (decision 100).
 */
export function toVariant(v: Variant, target: Target, product: Product): ApiProduct['variants'][number] {
  return {
    reference: v.reference,
    gtin: v.gtin,
    packaging: v.packaging,
    pack_size: v.packSize,
    pack_unit: v.packUnit,
    price: packPrice(v, target),
    image: toImage(packVisual(product, v)),
  }
}

export function toProduct(catalogue: Catalogue, product: Product): ApiProduct {
  const locale = catalogue.locale as Locale
  const categories = productCategories(catalogue, product)
  const medias = toMedias(product)
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    reference: product.reference,
    url: productUrl(catalogue.target, locale, product.slug),
    summary: product.summary,
    promoted: product.promoted,
    category_name: categories[0]?.name ?? null,
    cover: toImage(cardVisual(product, catalogue.target)) ?? medias.visuel[0] ?? null,
    medias,
    caracteristics: toCaracteristics(catalogue, product),
    categories: categories.map((c) => toCategoryRef(catalogue, c)),
    variants: packsFor(product, catalogue.target).map((v) => toVariant(v, catalogue.target, product)),
    price: { from: productFromPrice(product, catalogue.target), basis: PRICE_BASIS[catalogue.target], currency: '€' },
    updated_at: product.updatedAt,
  }
}

export function toProductRef(catalogue: Catalogue, product: Product): ApiProductRef {
  const cover = cardVisual(product, catalogue.target)
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    reference: product.reference,
    url: productUrl(catalogue.target, catalogue.locale as Locale, product.slug),
    cover: toImage(cover),
  }
}

export function toProductDetail(catalogue: Catalogue, product: Product): ApiProductDetail {
  const available = new Map(catalogue.products.filter((p) => isAvailableIn(p, catalogue.target)).map((p) => [p.id, p]))
  return {
    ...toProduct(catalogue, product),
    description: product.description,
    benefits: product.benefits,
    related: product.relatedIds
      .map((id) => available.get(id))
      .filter((p): p is Product => p !== undefined)
      .map((p) => toProductRef(catalogue, p)),
    consumption: {
      mode: product.consumption.mode,
      rate: product.consumption.rate,
      max_thickness: product.consumption.maxThickness,
      coats: product.consumption.coats,
      tape_per_m2: product.consumption.tapePerM2,
    },
  }
}

export function productCount(catalogue: Catalogue, categoryId: number): number {
  const ids = categoryAndDescendants(catalogue.categories, categoryId)
  return catalogue.products.filter((p) => isAvailableIn(p, catalogue.target) && p.categoryIds.some((id) => ids.has(id))).length
}

/** A category with `depth` levels of sub-categories in `children` (0: none). */
export function toCategory(catalogue: Catalogue, category: Category, depth: number): ApiCategory {
  const result: ApiCategory = {
    id: category.id,
    name: category.name,
    slug: category.slug,
    url: categoryUrl(catalogue.target, catalogue.locale as Locale, category.slug),
    parent_id: category.parentId,
    order: category.order,
    summary: category.summary,
    description: category.description,
    cover: toImage(category.cover),
    product_count: productCount(catalogue, category.id),
  }
  if (depth > 0) {
    result.children = childCategories(catalogue, category.id).map((c) => toCategory(catalogue, c, depth - 1))
  }
  return result
}

/** Direct children of a category (null: the roots), in editorial order. */
export function childCategories(catalogue: Catalogue, parentId: number | null): Category[] {
  return catalogue.categories.filter((c) => c.parentId === parentId).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'fr'))
}

/** Parent chain of a category, root first, the category itself excluded. */
export function categoryParents(catalogue: Catalogue, categoryId: number): Category[] {
  return categoryTrail(catalogue.categories, categoryId).slice(0, -1)
}

export function findCategory(catalogue: Catalogue, ref: number | string): Category | undefined {
  return catalogue.categories.find((c) => (typeof ref === 'number' ? c.id === ref : c.slug === ref))
}

export function findProduct(catalogue: Catalogue, ref: number | string): Product | undefined {
  return catalogue.products.find((p) => isAvailableIn(p, catalogue.target) && (typeof ref === 'number' ? p.id === ref : p.slug === ref))
}

export function categoryEntityRef(catalogue: Catalogue, category: Category): ApiEntityRef {
  return { entity_type: 'category', ...toCategoryRef(catalogue, category) }
}

// ── Filters ──────────────────────────────────────────────────────────────────

/** Facets → `{ TECHNICAL_NAME: { technical_name, label, data: [{ value, label, count }] } }`, empty facets left out. */
export function toFilters(facets: Facet[], orderOf: (technicalName: string) => number): Record<string, ApiFilter> {
  const result: Record<string, ApiFilter> = {}
  for (const facet of facets) {
    const data = facet.values.filter((v) => v.count > 0 || v.selected)
    if (data.length === 0) continue
    result[facet.technicalName] = {
      technical_name: facet.technicalName,
      label: facet.label,
      unit: facet.unit,
      order: orderOf(facet.technicalName),
      data: data.map((v) => ({ value: v.value, label: v.label, count: v.count, selected: v.selected })),
    }
  }
  return result
}

// ── Content ──────────────────────────────────────────────────────────────────

function toPush(push: Push): ApiPush {
  return { titre: push.titre, text: push.text, visuel: toImage(push.visuel), link: push.href, label_link: push.labelLink }
}

function toBlock(block: PageBlock): ApiPageBlock {
  switch (block.kind) {
    case 'richText':
      return { kind: 'richText', id: block.id, content: block.content }
    case 'image':
      return { kind: 'image', id: block.id, image: toImage(block.image), caption: block.caption }
    case 'pushes':
      return { kind: 'pushes', id: block.id, title: block.title, items: block.items.map(toPush) }
    case 'cta':
      return { kind: 'cta', id: block.id, text: block.text, label: block.label, link: block.href }
    case 'video':
      return { kind: 'video', id: block.id, title: block.title, youtube_id: block.youtubeId, caption: block.caption }
    case 'downloads':
      return {
        kind: 'downloads',
        id: block.id,
        title: block.title,
        documents: block.documents.map((d) => ({ title: d.kind, label: d.title, url: d.url })),
      }
    case 'faqExtract':
      return {
        kind: 'faqExtract',
        id: block.id,
        title: block.title,
        entries: block.entries.map((e) => ({ id: e.id, question: e.question, answer: e.answer, tags: e.tags })),
      }
    case 'testimonies':
      return { kind: 'testimonies', id: block.id, title: block.title, items: block.items.map((t) => ({ ...t })) }
    case 'slider':
      return {
        kind: 'slider',
        id: block.id,
        title: block.title,
        slides: block.slides.map((slide) => ({
          image: toImage(slide.image),
          title: slide.title,
          text: slide.text,
          link: slide.href,
          label_link: slide.label,
        })),
      }
  }
}

export function toPage(page: CmsPage, target: Target, locale: Locale): ApiPage {
  return {
    id: page.id,
    title: page.title,
    slug: page.slug,
    url: pageUrl(target, locale, page.slug) ?? '',
    type: { technical_name: page.type },
    targets: page.targets,
    excerpt: page.excerpt,
    cover: toImage(page.cover),
    published_at: page.publishedAt,
    tags: page.tags,
    blocks: page.blocks.map(toBlock),
    updated_at: page.updatedAt,
  }
}

export function toFolderSummary(folder: Teaser & { slug: string; type: Dossier['type'] }): ApiFolderSummary {
  return {
    id: folder.id,
    title: folder.title,
    slug: folder.slug,
    url: folder.href,
    type: folder.type,
    excerpt: folder.excerpt,
    cover: toImage(folder.cover),
    published_at: folder.publishedAt,
    tags: folder.tags,
  }
}

export function toFolder(folder: Dossier, target: Target): ApiFolder {
  return {
    ...toFolderSummary({ ...folder, href: build('dossier', { target, slug: folder.slug }, 'fr') }),
    targets: folder.targets,
    blocks: folder.blocks.map(toBlock),
    updated_at: folder.updatedAt,
  }
}

export function toFaqEntry(entry: FaqEntry): ApiFaqEntry {
  return { id: entry.id, question: entry.question, answer: entry.answer, tags: entry.tags, order: entry.order }
}

export function toPageSummary(
  page: Pick<CmsPage, 'id' | 'slug' | 'title' | 'type' | 'updatedAt'>,
  target: Target,
  locale: Locale,
): ApiPageSummary | null {
  const url = pageUrl(target, locale, page.slug)
  if (url === null) return null
  return { id: page.id, title: page.title, slug: page.slug, url, type: { technical_name: page.type }, updated_at: page.updatedAt }
}

// ── Navigation and site ──────────────────────────────────────────────────────

function toMenuLink(link: MenuLink): ApiMenuLink {
  return {
    label: link.label,
    type: link.type,
    href: link.href,
    external: link.external,
    code: link.code,
    slug: link.slug,
    color: link.color,
    cover: toImage(link.cover),
    extract: link.extract,
    pushes: link.pushes.map(toPush),
    childs: link.childs.map(toMenuLink),
  }
}

export function toMenu(menu: Menu, id: number | null): ApiMenu {
  return { id, code: menu.code, title: menu.title, items: menu.items.map(toMenuLink) }
}

export function toSettings(settings: SiteSettings): ApiSetting[] {
  return Object.entries(settings.byCode)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, values]) => ({
      code,
      value: values[0]?.value ?? null,
      values: values.map((v) => ({ value: v.value, label: v.label, key: v.key ?? null })),
    }))
}

export function toSalesPlan(plan: SalesPlan): ApiSalesPlan {
  return { id: plan.id, name: plan.name, target: plan.target, currency: { symbol: plan.currencySymbol } }
}

export function toSite(site: Site): ApiSite {
  return {
    id: site.id,
    url: site.url,
    is_default: site.isDefault,
    languages: site.languages.map((l) => ({ code: l.code, label: l.label, enabled: l.enabled })),
    salesplan: site.salesPlans.map(toSalesPlan),
  }
}
