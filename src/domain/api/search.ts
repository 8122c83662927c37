/**
 * Params and answers of the search operations of the v1 API (spec §3, §7):
 * suggest (groups of at most 3 items with totals), search (one kind, paged) and the
 * wish-list e-mail. Pure zod, like ./params and ./schemas.
 */
import { z } from 'zod'
import { wishlistNote, wishlistRecipients } from './wishlist'
import { SUGGEST_MIN_LENGTH } from '@/domain/search/types'
import { cleanSearchTerm } from '@/domain/search/term'
import type { SearchKind } from '@/domain/search/types'
import { LOCALES } from '@/domain/routing/types'
import { autoParams } from './params'
import { apiRegistry } from './schemas'

function named<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  apiRegistry.add(schema, description ? { id, description } : { id })
  return schema
}

/** Group names (spec §3 names products, categories, pages; FAQ entries are `faq`, technical sheets ride on product items) and the engine's kinds. */
export const GROUP_TYPES = ['products', 'categories', 'pages', 'faq'] as const
export type GroupType = (typeof GROUP_TYPES)[number]
export const KIND_OF: Record<GroupType, SearchKind> = { products: 'product', categories: 'category', pages: 'page', faq: 'faq' }
export const GROUP_OF: Record<SearchKind, GroupType> = { product: 'products', category: 'categories', page: 'pages', faq: 'faq' }

/**
 * A searched text as the site's search box and results page clean it (decision 133): invisible
 * characters removed, white space folded, trimmed; then measured. `"\u200b"` alone is empty.
 */
const cleanText = () => z.string({ error: 'Le texte de recherche est obligatoire' }).overwrite(cleanSearchTerm)

const searchText = cleanText()
  .min(SUGGEST_MIN_LENGTH, { error: `Le texte de recherche doit faire au moins ${SUGGEST_MIN_LENGTH} caractères` })
  .max(100, { error: 'Le texte de recherche doit faire 100 caractères au plus' })
  .meta({ description: `Searched text (${SUGGEST_MIN_LENGTH} to 100 characters)` })

/** `language` of the suggest operation is the `lang` of every call: both may be sent, they must agree. */
const language = z.enum(LOCALES, { error: 'Langue attendue : fr ou en' }).optional().meta({ description: 'Same as lang' })

export const suggestQuery = z.object({
  ...autoParams,
  language,
  text: searchText,
  type: z
    .enum(['all', ...GROUP_TYPES], { error: `Type attendu : all, ${GROUP_TYPES.join(', ')}` })
    .default('all')
    .meta({ description: 'Only one group (default all)' }),
})

export const searchQuery = z.object({
  ...autoParams,
  language,
  text: cleanText()
    .min(1, { error: 'Le texte de recherche est obligatoire' })
    .max(100, { error: 'Le texte de recherche doit faire 100 caractères au plus' }),
  type: z.enum(GROUP_TYPES, { error: `Type attendu : ${GROUP_TYPES.join(', ')}` }).default('products'),
  page: z.coerce
    .number({ error: 'Numéro de page attendu' })
    .int()
    .min(1, { error: 'La page doit valoir 1 ou plus' })
    .max(10_000)
    .default(1),
  perPage: z.coerce
    .number({ error: 'Nombre par page attendu' })
    .int()
    .min(1, { error: 'perPage doit valoir 1 ou plus' })
    .max(100, { error: 'perPage doit valoir 100 au plus' })
    .default(12),
})

const coverSchema = z.object({ url: z.string(), webp: z.string().nullable(), alt: z.string() })

export const suggestItemSchema = named(
  'SuggestItem',
  z.object({
    id: z.number().int(),
    slug: z.string(),
    href: z.string().meta({ description: 'Site address of the item' }),
    name: z.string().optional().meta({ description: 'Products, categories, FAQ (the question)' }),
    title: z.string().optional().meta({ description: 'Pages' }),
    content: z.string().nullable().optional().meta({ description: 'Pages and FAQ: an excerpt' }),
    reference: z.string().optional(),
    category_name: z.string().nullable().optional(),
    cover: coverSchema.nullable(),
    medias: z
      .array(z.object({ title: z.string(), url: z.string() }))
      .meta({ description: 'Files of the item, e.g. { title: "FICHES_QCE", url } (technical sheet: opened in a new tab)' }),
  }),
)

export const suggestGroupSchema = named(
  'SuggestGroup',
  z.object({ type: z.enum(GROUP_TYPES), total: z.number().int(), items: z.array(suggestItemSchema) }),
)

export const suggestResponse = named(
  'SuggestResponse',
  z.object({
    data: z.object({
      text: z.string(),
      total: z.number().int().meta({ description: 'Matches over every group' }),
      groups: z.array(suggestGroupSchema).meta({ description: 'products, categories, pages, faq: at most 3 items each' }),
    }),
  }),
)

export const searchResponse = named(
  'SearchResponse',
  z.object({
    data: z.object({
      type: z.enum(GROUP_TYPES),
      items: z.array(suggestItemSchema),
      total: z.number().int(),
      page: z.number().int(),
      perPage: z.number().int(),
      totals: z.record(z.enum(GROUP_TYPES), z.number().int()).meta({ description: 'Matches of each group' }),
    }),
  }),
)

export type SuggestItem = z.output<typeof suggestItemSchema>
export type SuggestGroup = z.output<typeof suggestGroupSchema>
export type SuggestResponse = z.output<typeof suggestResponse>
export type SearchResponse = z.output<typeof searchResponse>

/** POST /wishlist/send: the favourites by e-mail. */
export const wishlistBody = z.object({
  /** One address, or up to 3 separated by commas (decision 090). */
  email: wishlistRecipients,
  products: z
    .array(z.coerce.number().int().min(1), { error: 'Liste de produits attendue' })
    .min(1, { error: 'Votre liste de favoris est vide.' })
    .max(100, { error: 'Votre liste compte 100 produits au plus.' }),
  /** A short note of the sender, plain text without links (decision 090). */
  message: wishlistNote.optional(),
  /** The proof-of-work token of GET /captcha (as the forms). */
  captcha: z.string().optional(),
})
export type WishlistBody = z.input<typeof wishlistBody>
