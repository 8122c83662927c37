/**
 * Response shapes of the v1 API (spec §3 field names), as zod schemas.
 * They type the handlers' outputs, validate them outside production and generate
 * the OpenAPI document (every schema added to `apiRegistry` becomes a component).
 * Pure: no Payload, no Next.js; the browser client imports the types only.
 */
import { z } from 'zod'

export const apiRegistry = z.registry<{ id: string; description?: string }>()

function named<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  apiRegistry.add(schema, description ? { id, description } : { id })
  return schema
}

const int = () => z.number().int()
const targetSchema = z.enum(['pro', 'part'])

// ── Media ────────────────────────────────────────────────────────────────────

export const imageVariantSchema = named(
  'ImageVariant',
  z.object({ url: z.string(), webp: z.string().nullable(), width: int(), height: int() }),
  'One generated size of an image, in its original format and in webp.',
)

export const imageSchema = named(
  'Image',
  z.object({
    url: z.string(),
    webp: z.string().nullable(),
    alt: z.string(),
    title: z.string().nullable(),
    width: int(),
    height: int(),
    card: imageVariantSchema.nullable().meta({ description: '240×240 card size' }),
    push: imageVariantSchema.nullable().meta({ description: '370×300 push size' }),
  }),
)

export const mediaFileSchema = named(
  'MediaFile',
  z.object({
    title: z.string().meta({ description: 'Document kind code, e.g. FICHES_QCE (technical sheet), FDS, DOP' }),
    label: z.string().meta({ description: 'Human-readable title of the file' }),
    url: z.string(),
  }),
)

export const productMediasSchema = named(
  'ProductMedias',
  z.object({
    visuel: z.array(imageSchema),
    AMBIANCE: z.array(imageSchema),
    PICTO: z.record(z.string(), imageSchema).meta({ description: 'Pictograms keyed by their title' }),
    MEDIA: z.array(mediaFileSchema),
  }),
)

// ── Catalogue ────────────────────────────────────────────────────────────────

export const caracteristicSchema = named(
  'Caracteristic',
  z.object({
    technical_name: z.string(),
    label: z.string(),
    value: z.union([z.string(), z.array(z.string())]).meta({
      description: 'Display value: a string for one value, a list for several',
    }),
    values: z.array(z.object({ value: z.string(), label: z.string() })).meta({
      description: 'Raw value codes (as used by the filters) with their labels',
    }),
    unit: z.string().nullable(),
    show: z.object({ product: z.boolean(), compare: z.boolean() }).meta({
      description: 'Where the current sales plan shows it: product page, comparator',
    }),
  }),
)

export const categoryRefSchema = named('CategoryRef', z.object({ id: int(), name: z.string(), slug: z.string(), url: z.string() }))

export const variantSchema = named(
  'Variant',
  z.object({
    reference: z.string(),
    gtin: z.string(),
    packaging: z.string(),
    pack_size: z.number(),
    pack_unit: z.string(),
    price: int().nullable().meta({
      description:
        'Catalogue price of the pack in the plan, cents: excluding VAT for professionals, including VAT for private customers; null when not sold',
    }),
    image: imageSchema.nullable().meta({
      description:
        'Packshot of this pack: its container (bag, tub, tube, cartridge, carton) and its size; the product’s main visual when the pack has none; null when the product has no picture (decision 100)',
    }),
  }),
)

const productFields = {
  id: int(),
  name: z.string(),
  slug: z.string(),
  reference: z.string(),
  url: z.string().meta({ description: 'Site-relative address of the product page in the current plan' }),
  summary: z.string(),
  promoted: z.boolean(),
  category_name: z.string().nullable(),
  cover: imageSchema.nullable().meta({
    description: 'Packshot of the product’s default pack in the plan (the first pack it sells there), else its main visual',
  }),
  medias: productMediasSchema,
  caracteristics: z.record(z.string(), caracteristicSchema).meta({
    description: 'Characteristics the current plan shows, keyed by technical name, in display order',
  }),
  categories: z.array(categoryRefSchema),
  variants: z.array(variantSchema).meta({ description: 'Packs sold in the current plan' }),
  price: z
    .object({
      from: int().nullable().meta({ description: 'Cheapest pack of the plan, cents; null when no pack has a price' }),
      basis: z.enum(['ht', 'ttc']).meta({ description: 'ht: excluding VAT (professionals); ttc: including VAT (private customers)' }),
      currency: z.string(),
    })
    .meta({ description: 'The "from" price of the product in the current plan (decision 087)' }),
  updated_at: z.string(),
}

export const productSchema = named('Product', z.object(productFields))

export const productRefSchema = named(
  'ProductRef',
  z.object({ id: int(), name: z.string(), slug: z.string(), reference: z.string(), url: z.string(), cover: imageSchema.nullable() }),
)

export const productDetailSchema = named(
  'ProductDetail',
  z.object({
    ...productFields,
    description: z.string(),
    benefits: z.array(z.string()),
    related: z.array(productRefSchema),
    consumption: z.object({
      mode: z.enum(['none', 'thickness', 'coat']),
      rate: z.number().nullable(),
      max_thickness: z.number().nullable(),
      coats: z.number().nullable(),
      tape_per_m2: z.number().nullable(),
    }),
  }),
)

export interface ApiCategoryShape {
  id: number
  name: string
  slug: string
  url: string
  parent_id: number | null
  order: number
  summary: string
  description: string
  cover: z.output<typeof imageSchema> | null
  product_count: number
  children?: ApiCategoryShape[]
}

export const categorySchema: z.ZodType<ApiCategoryShape> = named(
  'Category',
  z.object({
    id: int(),
    name: z.string(),
    slug: z.string(),
    url: z.string(),
    parent_id: int().nullable(),
    order: z.number(),
    summary: z.string(),
    description: z.string(),
    cover: imageSchema.nullable(),
    product_count: int().meta({ description: 'Products of the plan in the category and its descendants' }),
    get children() {
      return z.array(categorySchema).optional().meta({ description: 'Sub-categories, down to the requested depth' })
    },
  }),
)

export const filterValueSchema = named(
  'FilterValue',
  z.object({ value: z.string(), label: z.string(), count: int(), selected: z.boolean() }),
)

export const filterSchema = named(
  'Filter',
  z.object({
    technical_name: z.string(),
    label: z.string(),
    unit: z.string().nullable(),
    order: z.number().meta({ description: 'Display order (guide order for the choice guide)' }),
    data: z.array(filterValueSchema),
  }),
)

// ── Content ──────────────────────────────────────────────────────────────────

export const pushSchema = named(
  'Push',
  z.object({
    titre: z.string(),
    text: z.string().nullable(),
    visuel: imageSchema.nullable(),
    link: z.string().nullable(),
    label_link: z.string().nullable(),
  }),
)

export const pageBlockSchema = named(
  'PageBlock',
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('richText'), id: z.string(), content: z.unknown().meta({ description: 'Lexical editor JSON' }) }),
    z.object({ kind: z.literal('image'), id: z.string(), image: imageSchema.nullable(), caption: z.string().nullable() }),
    z.object({ kind: z.literal('pushes'), id: z.string(), title: z.string().nullable(), items: z.array(pushSchema) }),
    z.object({ kind: z.literal('cta'), id: z.string(), text: z.string(), label: z.string(), link: z.string() }),
    z.object({ kind: z.literal('video'), id: z.string(), title: z.string(), youtube_id: z.string(), caption: z.string().nullable() }),
    z.object({ kind: z.literal('downloads'), id: z.string(), title: z.string().nullable(), documents: z.array(mediaFileSchema) }),
    z.object({
      kind: z.literal('faqExtract'),
      id: z.string(),
      title: z.string().nullable(),
      entries: z.array(z.object({ id: int(), question: z.string(), answer: z.string(), tags: z.array(z.string()) })),
    }),
    z.object({
      kind: z.literal('testimonies'),
      id: z.string(),
      title: z.string().nullable(),
      items: z.array(z.object({ quote: z.string(), author: z.string(), role: z.string().nullable() })),
    }),
    z.object({
      kind: z.literal('slider'),
      id: z.string(),
      title: z.string().nullable(),
      slides: z.array(
        z.object({
          image: imageSchema.nullable(),
          title: z.string(),
          text: z.string().nullable(),
          link: z.string().nullable(),
          label_link: z.string().nullable(),
        }),
      ),
    }),
  ]),
)

export const pageSummarySchema = named(
  'PageSummary',
  z.object({
    id: int(),
    title: z.string(),
    slug: z.string(),
    url: z.string(),
    type: z.object({ technical_name: z.enum(['generic', 'actualite', 'job']) }),
    updated_at: z.string(),
  }),
)

export const pageSchema = named(
  'Page',
  z.object({
    id: int(),
    title: z.string(),
    slug: z.string(),
    url: z.string(),
    type: z.object({ technical_name: z.enum(['generic', 'actualite', 'job']) }),
    targets: z.array(targetSchema),
    excerpt: z.string().nullable(),
    cover: imageSchema.nullable(),
    published_at: z.string().nullable(),
    tags: z.array(z.string()),
    blocks: z.array(pageBlockSchema),
    updated_at: z.string(),
  }),
)

// ── Navigation and site ──────────────────────────────────────────────────────

export interface ApiMenuLinkShape {
  label: string
  type: 'external_url' | 'cms_page' | 'no_destination' | 'code' | 'slug'
  href: string | null
  external: boolean
  code: string | null
  slug: string | null
  color: string | null
  cover: z.output<typeof imageSchema> | null
  extract: string | null
  pushes: z.output<typeof pushSchema>[]
  childs: ApiMenuLinkShape[]
}

export const menuLinkSchema: z.ZodType<ApiMenuLinkShape> = named(
  'MenuLink',
  z.object({
    label: z.string(),
    type: z.enum(['external_url', 'cms_page', 'no_destination', 'code', 'slug']),
    href: z.string().nullable().meta({ description: 'Resolved address; null for headings and actions (guide_de_choix)' }),
    external: z.boolean().meta({ description: 'True when the address leaves the site (open in a new tab)' }),
    code: z.string().nullable(),
    slug: z.string().nullable(),
    color: z.string().nullable(),
    cover: imageSchema.nullable(),
    extract: z.string().nullable(),
    pushes: z.array(pushSchema),
    get childs() {
      return z.array(menuLinkSchema)
    },
  }),
)

export const menuSchema = named(
  'Menu',
  z.object({ id: int().nullable(), code: z.string(), title: z.string().nullable(), items: z.array(menuLinkSchema) }),
)

export const settingSchema = named(
  'Setting',
  z.object({
    code: z.string(),
    value: z.string().nullable().meta({ description: 'The first value (spec §3)' }),
    values: z.array(
      z.object({
        value: z.string(),
        label: z.string().nullable(),
        key: z.string().nullable().meta({ description: 'Machine key of the value (e.g. the country code of a regional site)' }),
      }),
    ),
  }),
)

export const salesPlanSchema = named(
  'SalesPlan',
  z.object({ id: int(), name: z.string(), target: targetSchema, currency: z.object({ symbol: z.string() }) }),
)

export const siteSchema = named(
  'Site',
  z.object({
    id: int(),
    url: z.string(),
    is_default: z.boolean(),
    languages: z.array(z.object({ code: z.string(), label: z.string(), enabled: z.boolean() })),
    salesplan: z.array(salesPlanSchema),
  }),
)

export const entityTypeSchema = z.enum(['product', 'category', 'page'])

export const urlItemSchema = named(
  'UrlItem',
  z.object({
    url: z.string(),
    entity_type: z.enum(['route', 'product', 'category', 'page']),
    id: int().nullable().meta({ description: 'Entity id; null for fixed routes' }),
    slug: z.string().meta({ description: 'Entity slug, or the route name for fixed routes' }),
    name: z.string(),
    target: targetSchema,
    lang: z.enum(['fr', 'en']),
    updated_at: z.string().nullable(),
  }),
)

export const entityRefSchema = named(
  'EntityRef',
  z.object({ entity_type: entityTypeSchema, id: int(), slug: z.string(), name: z.string(), url: z.string() }),
)

export const entitySchema = named(
  'Entity',
  z.object({
    entity_type: entityTypeSchema,
    id: int(),
    slug: z.string(),
    name: z.string(),
    url: z.string(),
    target: targetSchema,
    page_type: z.enum(['generic', 'actualite', 'job']).nullable().meta({ description: 'Technical type of a CMS page' }),
    parents: z.array(entityRefSchema).meta({
      description: 'With parents=true: category parent chain (root first); for a product, the chain of its first category',
    }),
    children: z.array(entityRefSchema).meta({ description: 'With depth>=1: the direct sub-categories of a category' }),
    extras: z
      .union([productDetailSchema, categorySchema, pageSchema])
      .optional()
      .meta({ description: 'With extras=true: the whole entity (ProductDetail, Category or Page)' }),
  }),
)

// ── Envelopes ────────────────────────────────────────────────────────────────

const one = <T extends z.ZodType>(id: string, item: T) => named(id, z.object({ data: item }))
const listOf = <T extends z.ZodType>(id: string, item: T) => named(id, z.object({ data: z.object({ items: z.array(item), total: int() }) }))
const pagedListOf = <T extends z.ZodType>(id: string, item: T) =>
  named(
    id,
    z.object({
      data: z.object({ items: z.array(item), total: int(), page: int(), perPage: int(), pageCount: int() }),
    }),
  )

export const productListResponse = pagedListOf('ProductListResponse', productSchema)
export const productResponse = one('ProductResponse', productDetailSchema)
export const filtersResponse = named(
  'FiltersResponse',
  z.object({
    data: z.record(z.string(), filterSchema).meta({ description: 'Filters keyed by technical_name, in display order' }),
  }),
)
export const urlListResponse = pagedListOf('UrlListResponse', urlItemSchema)
export const entityResponse = listOf('EntityResponse', entitySchema)
export const pageResponse = one('PageResponse', pageSchema)

const folderTypeSchema = z.enum(['video', 'fiche-pratique', 'tutoriel'])

export const folderSummarySchema = named(
  'FolderSummary',
  z.object({
    id: int(),
    title: z.string(),
    slug: z.string(),
    url: z.string(),
    type: folderTypeSchema,
    excerpt: z.string().nullable(),
    cover: imageSchema.nullable(),
    published_at: z.string().nullable(),
    tags: z.array(z.string()),
  }),
  'A guide (« dossier ») in a list',
)

export const folderSchema = named(
  'Folder',
  folderSummarySchema.extend({ targets: z.array(targetSchema), blocks: z.array(pageBlockSchema), updated_at: z.string() }),
  'A guide (« dossier ») with its blocks',
)

export const faqEntrySchema = named(
  'FaqEntry',
  z.object({
    id: int(),
    question: z.string(),
    answer: z.string().meta({ description: 'Plain text; a blank line separates paragraphs' }),
    tags: z.array(z.string()),
    order: int(),
  }),
)

export const tagCountSchema = named('TagCount', z.object({ tag: z.string(), label: z.string(), count: int() }))

export const folderListResponse = listOf('FolderListResponse', folderSummarySchema)
export const folderResponse = one('FolderResponse', folderSchema)
export const faqListResponse = listOf('FaqListResponse', faqEntrySchema)
export const noticeSchema = named(
  'Notice',
  z.object({
    type: z.enum(['FICHES_QCE', 'FDS', 'DOP']),
    label: z.string().meta({ description: 'Title of the file' }),
    url: z.string(),
    filename: z.string(),
    size: int().meta({ description: 'Bytes' }),
    product: z.object({ id: int(), name: z.string(), slug: z.string(), reference: z.string(), url: z.string() }),
  }),
)
export type ApiNotice = z.output<typeof noticeSchema>
export const noticeListResponse = listOf('NoticeListResponse', noticeSchema)
export const tagsResponse = listOf('TagsResponse', tagCountSchema)
export const pageListResponse = listOf('PageListResponse', pageSummarySchema)
export const categoryListResponse = listOf('CategoryListResponse', categorySchema)
export const categoryResponse = one(
  'CategoryResponse',
  z.object({
    id: int(),
    name: z.string(),
    slug: z.string(),
    url: z.string(),
    parent_id: int().nullable(),
    order: z.number(),
    summary: z.string(),
    description: z.string(),
    cover: imageSchema.nullable(),
    product_count: int(),
    children: z.array(categorySchema),
    parents: z.array(categoryRefSchema).meta({ description: 'Parent chain, root first' }),
  }),
)
export const menuListResponse = listOf('MenuListResponse', menuSchema)
export const menuResponse = one('MenuResponse', menuSchema)
export const settingListResponse = listOf('SettingListResponse', settingSchema)
export const settingResponse = one('SettingResponse', settingSchema)
export const siteResponse = one('SiteResponse', siteSchema)
export const sitemapResponse = listOf('SitemapResponse', urlItemSchema)

// ── Errors ───────────────────────────────────────────────────────────────────

export const badRequestBody = named(
  'BadRequestError',
  z.object({
    status: z.literal('bad_request'),
    message: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })),
  }),
  'A parameter is missing or invalid; the message is in French.',
)

export const notAvailableBody = named(
  'NotAvailableInThisSaleplanError',
  z.object({
    status: z.literal('not_available_in_this_saleplan'),
    message: z.string(),
    exist_in: z.array(int()).meta({ description: 'Ids of the sales plans where the entity exists' }),
  }),
  'The entity exists, but not in the requested sales plan (spec §4, §8): switch to exist_in[0] and retry once.',
)

export const notFoundBody = named('NotFoundError', z.object({ status: z.literal('not_found'), message: z.string() }))

export const serverErrorBody = named('ServerError', z.object({ status: z.literal('server_error'), message: z.string() }))
export const unavailableBody = named(
  'UnavailableError',
  z.object({ status: z.literal('unavailable'), message: z.string() }),
  'The database is away or saturated for a moment: try again after the Retry-After header’s seconds.',
)

export const unauthorizedBody = named('UnauthorizedError', z.object({ status: z.literal('unauthorized'), message: z.string() }))
export const forbiddenBody = named('ForbiddenError', z.object({ status: z.literal('forbidden'), message: z.string() }))
export const tooManyRequestsBody = named('TooManyRequestsError', z.object({ status: z.literal('too_many_requests'), message: z.string() }))

export const cartNotFoundBody = named(
  'CartNotFoundError',
  z.object({ status: z.literal('cart_not_found'), message: z.string() }),
  'No open cart for this token (missing, unknown, ordered, or another customer’s): the client starts a new cart.',
)
export const cartExpiredBody = named(
  'CartExpiredError',
  z.object({ status: z.literal('cart_expired'), message: z.string() }),
  'The cart’s token is more than three days past the last change (spec §4): the client starts a new cart.',
)

export const errorBodySchema = z.discriminatedUnion('status', [
  badRequestBody,
  notAvailableBody,
  notFoundBody,
  serverErrorBody,
  unavailableBody,
  unauthorizedBody,
  forbiddenBody,
  tooManyRequestsBody,
  cartNotFoundBody,
  cartExpiredBody,
])

// ── Types ────────────────────────────────────────────────────────────────────

export type ApiImage = z.output<typeof imageSchema>
export type ApiProduct = z.output<typeof productSchema>
export type ApiProductDetail = z.output<typeof productDetailSchema>
export type ApiProductRef = z.output<typeof productRefSchema>
export type ApiCaracteristic = z.output<typeof caracteristicSchema>
export type ApiCategory = ApiCategoryShape
export type ApiCategoryRef = z.output<typeof categoryRefSchema>
export type ApiFilter = z.output<typeof filterSchema>
export type ApiPush = z.output<typeof pushSchema>
export type ApiPageBlock = z.output<typeof pageBlockSchema>
export type ApiFolderSummary = z.output<typeof folderSummarySchema>
export type ApiFolder = z.output<typeof folderSchema>
export type ApiFaqEntry = z.output<typeof faqEntrySchema>
export type ApiPage = z.output<typeof pageSchema>
export type ApiPageSummary = z.output<typeof pageSummarySchema>
export type ApiMenuLink = ApiMenuLinkShape
export type ApiMenu = z.output<typeof menuSchema>
export type ApiSetting = z.output<typeof settingSchema>
export type ApiSalesPlan = z.output<typeof salesPlanSchema>
export type ApiSite = z.output<typeof siteSchema>
export type ApiUrlItem = z.output<typeof urlItemSchema>
export type ApiEntityRef = z.output<typeof entityRefSchema>
export type ApiEntity = z.output<typeof entitySchema>
export type EntityType = z.output<typeof entityTypeSchema>

export type ProductListResponse = z.output<typeof productListResponse>
export type ProductResponse = z.output<typeof productResponse>
export type FiltersResponse = z.output<typeof filtersResponse>
export type UrlListResponse = z.output<typeof urlListResponse>
export type EntityResponse = z.output<typeof entityResponse>
export type PageResponse = z.output<typeof pageResponse>
export type PageListResponse = z.output<typeof pageListResponse>
export type CategoryListResponse = z.output<typeof categoryListResponse>
export type CategoryResponse = z.output<typeof categoryResponse>
export type MenuListResponse = z.output<typeof menuListResponse>
export type MenuResponse = z.output<typeof menuResponse>
export type SettingListResponse = z.output<typeof settingListResponse>
export type SettingResponse = z.output<typeof settingResponse>
export type SiteResponse = z.output<typeof siteResponse>
export type SitemapResponse = z.output<typeof sitemapResponse>

export type BadRequestBody = z.output<typeof badRequestBody>
export type NotAvailableBody = z.output<typeof notAvailableBody>
export type NotFoundBody = z.output<typeof notFoundBody>
export type CartNotFoundBody = z.output<typeof cartNotFoundBody>
export type CartExpiredBody = z.output<typeof cartExpiredBody>
export type ServerErrorBody = z.output<typeof serverErrorBody>
export type UnavailableBody = z.output<typeof unavailableBody>
export type ErrorBody = z.output<typeof errorBodySchema>
