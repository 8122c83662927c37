/**
 * Query and path parameters of the v1 API, as zod schemas (input = what the query
 * string holds, output = what the handlers use). The OpenAPI document describes
 * every field of these objects as a query parameter.
 * Parse with `parseFr` so that zod's own messages come out in French.
 */
import { z } from 'zod'
import { LISTING_SORTS, priceRangeSchema } from '@/domain/catalogue/listing'
import { LOCALES } from '@/domain/routing/types'
import { SEARCH_TERM_MAX } from '@/domain/search/term'

const frenchErrors = z.locales.fr().localeError

/** The message of a value zod cannot even compare (see `parseFr`). */
export const UNREADABLE_VALUE = 'Valeur illisible : ce champ n’a pas le type attendu.'

/**
 * zod runs its length checks (`min`, `max`, `length`) on any value that has a `length`,
 * even after the type check refused it; when that `length` is an object JSON can write
 * with no usable `valueOf` or `toString` (`{"valueOf":1,"toString":1}`), the comparison
 * throws. Such input is a 400 like any other: the fields whose own parse throws are
 * named (the whole request when none can be singled out).
 */
export function parseFr<T extends z.ZodType>(schema: T, input: unknown): z.ZodSafeParseResult<z.output<T>> {
  try {
    return schema.safeParse(input, { error: frenchErrors })
  } catch {
    const issues = unreadablePaths(schema, input).map((path): z.core.$ZodIssue => ({
      code: 'custom',
      path,
      message: UNREADABLE_VALUE,
      input,
    }))
    return { success: false, error: new z.ZodError(issues) as z.ZodError<z.output<T>> }
  }
}

function unreadablePaths(schema: z.ZodType, input: unknown): string[][] {
  if (!(schema instanceof z.ZodObject) || typeof input !== 'object' || input === null) return [[]]
  const record = input as Record<string, unknown>
  const shape = schema.shape as Record<string, z.ZodType>
  const keys = Object.keys(shape).filter((key) => {
    try {
      shape[key]?.safeParse(Object.hasOwn(record, key) ? record[key] : undefined)
      return false
    } catch {
      return true
    }
  })
  return keys.length > 0 ? keys.map((key) => [key]) : [[]]
}

const positiveId = z.coerce.number().int().min(1)
const flag = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true')

/** The params every request carries (spec §7: site_id, lang, sales_plan_id, saleplan_id). */
export const autoParams = {
  site_id: z.coerce.number().int().min(1).default(1).meta({ description: 'Site id (default 1)' }),
  lang: z.enum(LOCALES).default('fr').meta({ description: 'Content language (default fr)' }),
  sales_plan_id: positiveId.optional().meta({ description: 'Sales plan id (default: the professional plan)' }),
  saleplan_id: positiveId.optional().meta({ description: 'Same as sales_plan_id; both may be sent, they must agree' }),
}
export const autoParamsSchema = z.object(autoParams)
export type AutoParams = z.output<typeof autoParamsSchema>

const SLUG = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/
const ID_OR_SLUG = /^(?:[1-9][0-9]{0,14}|[a-z0-9-]+(?:\/[a-z0-9-]+)*)$/

/** A numeric id or a slug. */
export const idOrSlug = z
  .string()
  .regex(ID_OR_SLUG, { error: 'Identifiant numérique ou slug (minuscules, chiffres, tirets) attendu' })
  .transform((v): number | string => (/^[0-9]+$/.test(v) ? Number(v) : v))

/** JSON text → value, then checked by `schema`. */
function jsonText<T extends z.ZodType>(schema: T, what: string) {
  return z
    .string()
    .max(4000, { error: `${what} : 4000 caractères au plus` })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: `${what} : JSON invalide` })
        return z.NEVER
      }
    })
    .pipe(schema)
}

const caracValues = z
  .union([z.string().min(1).max(100), z.number(), z.array(z.union([z.string().min(1).max(100), z.number()])).max(50)])
  .transform((v) => (Array.isArray(v) ? v : [v]).map(String))

const TECHNICAL_NAME_ERROR = 'Nom technique en majuscules attendu (ex. SUPPORT)'

/**
 * `{ "SUPPORT": ["beton"] }` (values: a list, or one value). zod drops a `__proto__` key
 * without a word, which would silently widen the listing: it is refused like any other bad code.
 */
export const caracteristicsSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    if (typeof value === 'object' && value !== null && Object.hasOwn(value, '__proto__')) {
      ctx.addIssue({ code: 'custom', path: ['__proto__'], message: TECHNICAL_NAME_ERROR })
    }
  })
  .pipe(
    z.record(z.string().regex(/^[A-Z0-9]+(?:_[A-Z0-9]+)*$/), caracValues, {
      error: (issue) => (issue.code === 'invalid_key' ? TECHNICAL_NAME_ERROR : undefined),
    }),
  )

const caracteristics = jsonText(caracteristicsSchema, 'caracteristics')
  .optional()
  .meta({
    description:
      'Characteristic filters, as JSON {"SUPPORT":["beton"]} or in bracket form caracteristics[SUPPORT][]=beton. ' +
      'Values of one characteristic are alternatives; different characteristics all apply.',
    examples: ['{"SUPPORT":["beton","platre"]}'],
  })

/** The "from" price range in euros of the plan's basis (decision 087), read into cents. */
const price = jsonText(priceRangeSchema, 'price')
  .optional()
  .meta({
    description:
      'Range of the "from" price in euros (excluding VAT for professionals, including VAT for private customers), ' +
      'as JSON {"min":10,"max":50}; either bound optional.',
    examples: ['{"min":10,"max":50}'],
  })

const categories = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(idOrSlug).max(50))
  .optional()
  .meta({ description: 'Category ids or slugs, comma-separated (a category includes its sub-categories)' })

const text = z.string().trim().max(SEARCH_TERM_MAX).optional().meta({ description: 'Full-text search on name, reference and summary' })

const page = z.coerce.number().int().min(1).max(100_000).default(1).meta({ description: 'Page number, from 1' })

export const productListQuery = z.object({
  ...autoParams,
  perPage: z.coerce.number().int().min(1).max(100).optional().meta({ description: 'Items per page, 1–100 (default 12; 5 with promoted)' }),
  page,
  promoted: flag.optional().meta({ description: '1/true: only the top products, in their editorial order' }),
  categories,
  orderBy: z
    .enum(LISTING_SORTS)
    .optional()
    .meta({ description: 'Sort order (default relevance); price_asc / price_desc by the "from" price' }),
  text,
  price,
  caracteristics,
})

export const filtersQuery = z.object({
  ...autoParams,
  categories,
  text,
  price,
  caracteristics,
  guide_de_choix: flag.optional().meta({
    description: '1: the choice-guide filters (characteristics of the guide, in guide order) instead of the listing filters',
  }),
})

export const urlListQuery = z.object({
  ...autoParams,
  page,
  perPage: z.coerce.number().int().min(1).max(1000).default(100).meta({ description: 'Items per page, 1–1000 (default 100)' }),
  entity_type: z.enum(['product', 'category', 'page']).optional(),
})

export const urlEntityQuery = z.object({
  ...autoParams,
  entity_type: z.enum(['product', 'category', 'page']).meta({ description: 'Kind of entity the slug names' }),
  slug: z.string().regex(SLUG, { error: 'Slug attendu (minuscules, chiffres, tirets, barres obliques)' }).max(300),
  depth: z.coerce.number().int().min(0).max(1).default(0).meta({ description: '1: include the direct sub-categories' }),
  extras: flag.optional().meta({ description: '1/true: include the whole entity in `extras`' }),
  parents: flag.optional().meta({ description: 'true: include the parent chain (breadcrumb)' }),
})

export const pageListQuery = z.object({
  ...autoParams,
  type: z.enum(['generic', 'actualite', 'job']).optional().meta({ description: 'Technical type of the pages' }),
})

export const categoryListQuery = z.object({
  ...autoParams,
  parent: idOrSlug.optional().meta({ description: 'Only the sub-categories of this category (id or slug); default: the root categories' }),
  depth: z.coerce.number().int().min(0).max(3).default(0).meta({ description: 'Levels of sub-categories nested in `children` (0–3)' }),
})

export const menuListQuery = z.object({
  ...autoParams,
  code: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .optional()
    .meta({ description: 'Menu codes, comma-separated; default: the three menus of the plan' }),
})

export const siteQuery = z.object({
  ...autoParams,
  url: z.string().max(500).optional().meta({
    description: 'Host of the site (the first of a comma list, as in X-Forwarded-Host); default: the request host',
  }),
})

export const baseQuery = z.object(autoParams)

const tagParam = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Étiquette attendue (minuscules, chiffres, tirets)' })

export const folderListQuery = z.object({
  ...autoParams,
  type: z.enum(['video', 'fiche-pratique', 'tutoriel']).optional().meta({ description: 'Dossier type' }),
  tag: tagParam.optional().meta({ description: 'Only the dossiers with this tag' }),
})

export const noticeListQuery = z.object({
  ...autoParams,
  type: z
    .enum(['FICHES_QCE', 'FDS', 'DOP'], { error: 'type : FICHES_QCE, FDS ou DOP attendu' })
    .optional()
    .meta({ description: 'FICHES_QCE (technical sheet), FDS (safety data sheet) or DOP (declaration of performance)' }),
  product: idOrSlug.optional().meta({ description: 'Only the documents of this product (id or slug)' }),
})

export const faqListQuery = z.object({
  ...autoParams,
  tag: tagParam.optional().meta({ description: 'Only the questions with this tag' }),
})

export const tagsQuery = z.object({
  ...autoParams,
  of: z.enum(['news', 'faq', 'folder']).default('news').meta({ description: 'Tags of the news items (default), the FAQ or the dossiers' }),
})

// ── Path parameters ──────────────────────────────────────────────────────────

export const idOrSlugPath = z.object({ id: idOrSlug })
export const codePath = z.object({ code: z.string().regex(/^[a-z0-9_]+$/, { error: 'Code attendu (minuscules, chiffres, « _ »)' }) })
export const menuPath = z.object({
  id: z
    .string()
    .regex(/^(?:[1-9][0-9]{0,14}|[a-z0-9_-]+)$/, { error: 'Identifiant numérique ou code de menu attendu' })
    .transform((v): number | string => (/^[0-9]+$/.test(v) ? Number(v) : v)),
})
export const sitePath = z.object({ id: z.coerce.number().int().min(1) })
export const pageSlugPath = z.object({
  slug: z
    .array(z.string())
    .transform((parts) => parts.join('/'))
    .pipe(z.string().regex(SLUG, { error: 'Slug attendu (minuscules, chiffres, tirets, barres obliques)' }).max(300)),
})
