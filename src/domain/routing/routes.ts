/**
 * The typed public route table (spec §2, §5, §9): `parse` turns a pathname into a
 * `Route` (or `null` for the 404 page) and `build` turns a route back into a pathname.
 *
 * Path shape: `/{locale}/{target segment?}/{keyword}/{main part}/{filters…}/{page}`.
 *
 * Decisions (kept consistent between `parse` and `build`):
 * - The target segment is optional when parsing (missing = pro). `build` omits it only
 *   for the pro home (`/fr`, `/en`); every other route is built with it.
 * - The preview route sits directly after the locale (`/{l}/preview/{id}`), never
 *   after a target segment; parsed previews have target 'pro' and `build` ignores
 *   the target of a preview.
 * - Filter segments are `_CODE__value` (code: `A-Z0-9` words joined by single `_`;
 *   value: `a-z0-9` words joined by single `-`). They come after the main part and
 *   before the page segment; a code may repeat (multi-value filter), order is kept.
 * - Page segment `_p__N`: page 1 is the default and is never written; `_p__1`,
 *   `_p__0` and leading zeros are rejected by `parse` (404), so every page has
 *   exactly one URL. `build` omits `page: 1` and throws on 0, negatives, fractions.
 * - The search term is the single segment right after the results keyword
 *   (positional, so it may start with `_`). It must not be blank (nothing but white
 *   space, controls or zero-width characters: `isBlankSearchTerm`), `.` or `..`
 *   (dot segments are removed by URL normalisation). `build` percent-encodes it
 *   with encodeURIComponent, `parse` decodes it.
 * - Dossier slugs, FAQ / news tags and documentation types are single segments;
 *   product, category and CMS page slugs may contain `/`.
 * - The catch-all CMS page is refused (404) when its first segment is a keyword of
 *   ANY locale, a target segment or `preview`, so a path never means two routes.
 * - `build` throws on params that the route does not use (the `name` and `locale`
 *   keys of a `Route` passed as params are ignored), on invalid values and on a
 *   route that does not exist in the locale.
 */
import { isBlankSearchTerm } from '@/domain/search/term'
import type { Filter, Locale, Route, RouteName, RouteParams, Target } from './types'
import { LOCALES, TARGETS, TARGET_SEGMENT } from './types'

export const DOSSIER_TYPES = ['video', 'fiche-pratique', 'tutoriel'] as const
export type DossierType = (typeof DOSSIER_TYPES)[number]

/** Maximum filter segments on results, category and choice-guide routes (spec §9). */
export const MAX_LISTING_FILTERS = 10
/** Maximum filter segments on the careers route (spec §9). */
export const MAX_CAREERS_FILTERS = 4

/** Segment that follows the locale on the preview route (no target segment). */
export const PREVIEW_SEGMENT = 'preview'

/** French keywords (the path right after the target segment). `home` and `cmsPage` have none. */
export const FR_SEGMENT: Readonly<Partial<Record<RouteName, string>>> = {
  contact: 'contact',
  confirmation: 'confirmation',
  results: 'resultats',
  choiceGuide: 'guide-de-choix',
  colorimetry: 'colorimetrie',
  trainings: 'formations',
  dossiers: 'dossier',
  dossier: 'dossier',
  faq: 'foire-aux-questions',
  careers: 'carrieres',
  spontaneousApplication: 'carrieres/candidature-spontanee',
  news: 'actualites',
  siteMap: 'plan-du-site',
  preview: PREVIEW_SEGMENT,
  product: 'produit',
  category: 'categorie',
  comparator: 'comparateur',
  favourites: 'favoris',
  calculator: 'calculateur-de-quantite',
  storeLocator: 'ou-trouver-nos-produits',
  downloads: 'telechargements',
  technicalDocumentation: 'documentation-technique',
  worksiteStart: 'demarrage-chantier',
  login: 'connexion',
  signup: 'inscription',
  forgotPassword: 'mot-de-passe-oublie',
  resetPassword: 'nouveau-mot-de-passe',
  verifyEmail: 'verification-email',
  account: 'mon-compte',
  addresses: 'mon-compte/adresses',
  cart: 'panier',
  checkoutDelivery: 'commande/livraison',
  checkoutPayment: 'commande/paiement',
  checkoutConfirmation: 'commande/confirmation',
  orders: 'mon-compte/commandes',
}

/** English keywords; a route missing here (other than home / cmsPage) has no English version. */
export const EN_SEGMENT: Readonly<Partial<Record<RouteName, string>>> = {
  contact: 'contact',
  confirmation: 'confirmation',
  results: 'results',
  news: 'news',
  preview: PREVIEW_SEGMENT,
  product: 'product',
  category: 'category',
}

const SEGMENTS: Record<Locale, Readonly<Partial<Record<RouteName, string>>>> = {
  fr: FR_SEGMENT,
  en: EN_SEGMENT,
}

/** Routes without keyword that exist in every locale. */
const KEYWORDLESS: readonly RouteName[] = ['home', 'cmsPage']

/** What follows the keyword. */
type MainPart =
  | 'none'
  | 'slug' // required slug, may contain `/`
  | 'optionalSlug' // optional slug, may contain `/`
  | 'dossierSlug' // required single-segment slug that is not a dossier type
  | 'dossierType' // optional segment among DOSSIER_TYPES
  | 'optionalTag' // optional single-segment slug
  | 'search'
  | 'choices'
  | 'id'

interface RouteShape {
  main: MainPart
  /** 0 = the route takes neither filter nor page segments. */
  maxFilters: number
}

const NONE: RouteShape = { main: 'none', maxFilters: 0 }

const SHAPES: Record<RouteName, RouteShape> = {
  home: NONE,
  contact: NONE,
  confirmation: NONE,
  results: { main: 'search', maxFilters: MAX_LISTING_FILTERS },
  choiceGuide: { main: 'choices', maxFilters: MAX_LISTING_FILTERS },
  colorimetry: NONE,
  trainings: NONE,
  dossiers: { main: 'dossierType', maxFilters: 0 },
  dossier: { main: 'dossierSlug', maxFilters: 0 },
  faq: { main: 'optionalTag', maxFilters: 0 },
  careers: { main: 'none', maxFilters: MAX_CAREERS_FILTERS },
  spontaneousApplication: NONE,
  news: { main: 'optionalTag', maxFilters: 0 },
  siteMap: NONE,
  preview: { main: 'id', maxFilters: 0 },
  product: { main: 'slug', maxFilters: 0 },
  category: { main: 'optionalSlug', maxFilters: MAX_LISTING_FILTERS },
  comparator: NONE,
  favourites: NONE,
  calculator: NONE,
  storeLocator: NONE,
  downloads: NONE,
  technicalDocumentation: { main: 'optionalTag', maxFilters: 0 },
  worksiteStart: NONE,
  cmsPage: { main: 'slug', maxFilters: 0 },
  login: NONE,
  signup: NONE,
  forgotPassword: NONE,
  resetPassword: NONE,
  verifyEmail: NONE,
  account: NONE,
  addresses: NONE,
  cart: NONE,
  checkoutDelivery: NONE,
  checkoutPayment: NONE,
  checkoutConfirmation: NONE,
  orders: NONE,
}

const ROUTE_NAMES = Object.keys(SHAPES) as RouteName[]

/** Slug: lower-case letters, digits, hyphens, `/` between non-empty parts (spec §5). */
export const SLUG_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/
const SLUG_SEGMENT = /^[a-z0-9-]+$/
const FILTER_PATTERN = /^_([A-Z0-9]+(?:_[A-Z0-9]+)*)__([a-z0-9]+(?:-[a-z0-9]+)*)$/
const PAGE_PATTERN = /^_p__([1-9][0-9]*)$/
const ID_PATTERN = /^[0-9]+$/

/** First path segments that can never start a CMS page slug. */
const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  ...Object.values(TARGET_SEGMENT),
  ...LOCALES.flatMap((locale) => Object.values(SEGMENTS[locale]).map((keyword) => keyword.split('/')[0] ?? keyword)),
])

/** Keyword matchers per locale, longest keyword first; `dossier` is handled by `dossiers`. */
const MATCHERS: Record<Locale, { name: RouteName; parts: string[] }[]> = {
  fr: buildMatchers('fr'),
  en: buildMatchers('en'),
}

function buildMatchers(locale: Locale): { name: RouteName; parts: string[] }[] {
  const table = SEGMENTS[locale]
  return ROUTE_NAMES.filter((name) => name !== 'dossier' && name !== 'preview')
    .flatMap((name) => {
      const keyword = table[name]
      return keyword === undefined ? [] : [{ name, parts: keyword.split('/') }]
    })
    .sort((a, b) => b.parts.length - a.parts.length)
}

export class RouteBuildError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RouteBuildError'
  }
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function isTarget(value: unknown): value is Target {
  return typeof value === 'string' && (TARGETS as readonly string[]).includes(value)
}

export function isDossierType(value: unknown): value is DossierType {
  return typeof value === 'string' && (DOSSIER_TYPES as readonly string[]).includes(value)
}

/** Target of a URL target segment, or undefined when the segment is not one. */
export function targetFromSegment(segment: string | undefined): Target | undefined {
  return TARGETS.find((target) => TARGET_SEGMENT[target] === segment)
}

export function routeExists(name: RouteName, locale: Locale): boolean {
  if (!isLocale(locale) || !(name in SHAPES)) return false
  return KEYWORDLESS.includes(name) || SEGMENTS[locale][name] !== undefined
}

/* ------------------------------------------------------------------ */
/* Choice-guide payload                                                */
/* ------------------------------------------------------------------ */

function isChoices(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return false
  return Object.entries(value).every(([key, entry]) => key !== '__proto__' && typeof entry === 'string')
}

/** JSON then base64url without padding (UTF-8 safe). Throws on anything but a string record. */
export function encodeChoices(choices: Record<string, string>): string {
  if (!isChoices(choices)) {
    throw new RouteBuildError('choices must be a plain object whose values are strings')
  }
  const bytes = new TextEncoder().encode(JSON.stringify(choices))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * Decodes base64url or standard base64 (with or without padding) holding a UTF-8
 * JSON object whose values are strings. Returns null on anything else.
 */
export function decodeChoices(encoded: string): Record<string, string> | null {
  if (typeof encoded !== 'string') return null
  const match = /^([A-Za-z0-9+/_-]+)(=*)$/.exec(encoded)
  if (!match) return null
  const body = match[1] ?? ''
  const padding = match[2] ?? ''
  if (body.length % 4 === 1) return null
  if (padding.length > 0 && (padding.length > 2 || (body.length + padding.length) % 4 !== 0)) {
    return null
  }
  const standard = body.replace(/-/g, '+').replace(/_/g, '/')
  let binary: string
  try {
    binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4))
  } catch {
    return null
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return null
  }
  if (!isChoices(parsed)) return null
  return Object.fromEntries(Object.entries(parsed))
}

/* ------------------------------------------------------------------ */
/* parse                                                               */
/* ------------------------------------------------------------------ */

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** Blank means nothing left once invisible characters and white space are taken off (`%00`, `%E2%80%8B`, `%C2%A0`). */
function isValidSearch(search: string): boolean {
  return !isBlankSearchTerm(search) && search !== '.' && search !== '..'
}

interface ListingTail {
  filters?: Filter[]
  page?: number
}

/** Parses trailing `_CODE__value` segments then an optional `_p__N` (N ≥ 2). */
function parseListingTail(segments: readonly string[], maxFilters: number): ListingTail | null {
  if (segments.length === 0) return {}
  if (maxFilters === 0) return null
  const filters: Filter[] = []
  let page: number | undefined
  for (const [index, segment] of segments.entries()) {
    const pageMatch = PAGE_PATTERN.exec(segment)
    if (pageMatch) {
      const value = Number(pageMatch[1])
      if (index !== segments.length - 1 || value < 2 || !Number.isSafeInteger(value)) return null
      page = value
      continue
    }
    const filterMatch = FILTER_PATTERN.exec(segment)
    if (!filterMatch) return null
    filters.push({ code: filterMatch[1] ?? '', value: filterMatch[2] ?? '' })
  }
  if (filters.length > maxFilters) return null
  const tail: ListingTail = {}
  if (filters.length > 0) tail.filters = filters
  if (page !== undefined) tail.page = page
  return tail
}

/** Number of leading segments that are slug segments. */
function countSlugSegments(segments: readonly string[]): number {
  let count = 0
  while (count < segments.length && SLUG_SEGMENT.test(segments[count] ?? '')) count++
  return count
}

type MainParams = Omit<RouteParams, 'target' | 'filters' | 'page'>

/** Parses the main part; returns its params and how many segments it used. */
function parseMain(main: MainPart, segments: readonly string[]): { params: MainParams; used: number } | null {
  switch (main) {
    case 'none':
      return { params: {}, used: 0 }
    case 'slug':
    case 'optionalSlug': {
      const used = countSlugSegments(segments)
      if (used === 0) return main === 'slug' ? null : { params: {}, used: 0 }
      return { params: { slug: segments.slice(0, used).join('/') }, used }
    }
    case 'dossierSlug':
    case 'dossierType': {
      const first = segments[0]
      if (first === undefined) return main === 'dossierType' ? { params: {}, used: 0 } : null
      if (main === 'dossierType') return isDossierType(first) ? { params: { segment: first }, used: 1 } : null
      return SLUG_SEGMENT.test(first) && !isDossierType(first) ? { params: { slug: first }, used: 1 } : null
    }
    case 'optionalTag': {
      const first = segments[0]
      if (first === undefined) return { params: {}, used: 0 }
      return SLUG_SEGMENT.test(first) ? { params: { segment: first }, used: 1 } : null
    }
    case 'search': {
      const first = segments[0]
      if (first === undefined || !isValidSearch(first)) return null
      return { params: { search: first }, used: 1 }
    }
    case 'choices': {
      // A standard-base64 payload may have been split on a raw `/`: join the segments
      // up to the first filter / page segment (base64 never starts a segment with `_`
      // here since a JSON object always encodes to a leading `e`).
      let used = 0
      while (used < segments.length && !(segments[used] ?? '').startsWith('_')) used++
      if (used === 0) return null
      const choices = decodeChoices(segments.slice(0, used).join('/'))
      return choices === null ? null : { params: { choices }, used }
    }
    case 'id': {
      const first = segments[0]
      if (first === undefined || !ID_PATTERN.test(first)) return null
      const id = Number(first)
      return Number.isSafeInteger(id) ? { params: { id }, used: 1 } : null
    }
  }
}

function routeFrom(name: RouteName, locale: Locale, target: Target, segments: readonly string[]): Route | null {
  const shape = SHAPES[name]
  const main = parseMain(shape.main, segments)
  if (main === null) return null
  const tail = parseListingTail(segments.slice(main.used), shape.maxFilters)
  if (tail === null) return null
  return { name, locale, target, ...main.params, ...tail }
}

/**
 * Parses a pathname (no query string; trailing slash and percent-encoding accepted).
 * Returns null when no route matches: the caller shows the 404 page.
 */
export function parse(pathname: string): Route | null {
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return null
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  const segments: string[] = []
  for (const raw of trimmed.slice(1).split('/')) {
    if (raw === '') return null
    const decoded = decodeSegment(raw)
    if (decoded === null) return null
    segments.push(decoded)
  }

  const locale = segments[0]
  if (!isLocale(locale)) return null

  const explicitTarget = targetFromSegment(segments[1])
  const target: Target = explicitTarget ?? 'pro'
  const rest = segments.slice(explicitTarget === undefined ? 1 : 2)
  const head = rest[0]
  if (head === undefined) return { name: 'home', locale, target }

  if (head === PREVIEW_SEGMENT) {
    if (explicitTarget !== undefined || rest.length !== 2) return null
    return routeFrom('preview', locale, 'pro', rest.slice(1))
  }

  for (const matcher of MATCHERS[locale]) {
    if (matcher.parts.every((part, index) => rest[index] === part)) {
      const after = rest.slice(matcher.parts.length)
      // `dossier` lists dossiers (optionally of one type); `dossier/{other slug}` is a dossier.
      const name = matcher.name === 'dossiers' && after[0] !== undefined && !isDossierType(after[0]) ? 'dossier' : matcher.name
      return routeFrom(name, locale, target, after)
    }
  }

  if (RESERVED_FIRST_SEGMENTS.has(head)) return null
  return routeFrom('cmsPage', locale, target, rest)
}

/* ------------------------------------------------------------------ */
/* build                                                               */
/* ------------------------------------------------------------------ */

const MAIN_PARAM: Record<MainPart, keyof RouteParams | undefined> = {
  none: undefined,
  slug: 'slug',
  optionalSlug: 'slug',
  dossierSlug: 'slug',
  dossierType: 'segment',
  optionalTag: 'segment',
  search: 'search',
  choices: 'choices',
  id: 'id',
}

const IGNORED_KEYS: ReadonlySet<string> = new Set(['target', 'name', 'locale'])

function fail(name: RouteName, locale: Locale, message: string): never {
  throw new RouteBuildError(`Cannot build route "${name}" (${locale}): ${message}`)
}

function buildMain(name: RouteName, locale: Locale, main: MainPart, params: RouteParams): string[] {
  switch (main) {
    case 'none':
      return []
    case 'slug':
    case 'optionalSlug': {
      if (params.slug === undefined) {
        return main === 'slug' ? fail(name, locale, 'slug is required') : []
      }
      if (typeof params.slug !== 'string' || !SLUG_PATTERN.test(params.slug)) {
        return fail(name, locale, `invalid slug ${JSON.stringify(params.slug)}`)
      }
      return [params.slug]
    }
    case 'dossierSlug': {
      const slug = params.slug
      if (typeof slug !== 'string' || !SLUG_SEGMENT.test(slug) || isDossierType(slug)) {
        return fail(name, locale, `invalid dossier slug ${JSON.stringify(slug)}`)
      }
      return [slug]
    }
    case 'dossierType': {
      if (params.segment === undefined) return []
      if (!isDossierType(params.segment)) {
        return fail(name, locale, `unknown dossier type ${JSON.stringify(params.segment)}`)
      }
      return [params.segment]
    }
    case 'optionalTag': {
      if (params.segment === undefined) return []
      if (typeof params.segment !== 'string' || !SLUG_SEGMENT.test(params.segment)) {
        return fail(name, locale, `invalid segment ${JSON.stringify(params.segment)}`)
      }
      return [params.segment]
    }
    case 'search': {
      if (typeof params.search !== 'string' || !isValidSearch(params.search)) {
        return fail(name, locale, 'search must be a non-blank term other than "." or ".."')
      }
      try {
        return [encodeURIComponent(params.search)]
      } catch {
        return fail(name, locale, 'search is not well-formed Unicode')
      }
    }
    case 'choices': {
      if (params.choices === undefined) return fail(name, locale, 'choices are required')
      return [encodeChoices(params.choices)]
    }
    case 'id': {
      const id = params.id
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) {
        return fail(name, locale, `invalid id ${String(id)}`)
      }
      return [String(id)]
    }
  }
}

function buildListingTail(name: RouteName, locale: Locale, maxFilters: number, params: RouteParams): string[] {
  const segments: string[] = []
  const filters = params.filters ?? []
  if (!Array.isArray(filters)) return fail(name, locale, 'filters must be an array')
  if (filters.length > maxFilters) {
    return fail(name, locale, `at most ${maxFilters} filters are allowed, got ${filters.length}`)
  }
  for (const filter of filters) {
    if (typeof filter !== 'object' || filter === null) {
      return fail(name, locale, 'each filter must be an object { code, value }')
    }
    const segment = `_${filter.code}__${filter.value}`
    if (!FILTER_PATTERN.test(segment)) {
      return fail(name, locale, `invalid filter ${JSON.stringify(filter)}`)
    }
    segments.push(segment)
  }
  if (params.page !== undefined) {
    const page = params.page
    if (typeof page !== 'number' || !Number.isSafeInteger(page) || page < 1) {
      return fail(name, locale, `invalid page ${String(page)}`)
    }
    if (page > 1) segments.push(`_p__${page}`)
  }
  return segments
}

/**
 * Builds the pathname of a route. Throws a RouteBuildError when the route does not
 * exist in the locale or a param is missing, invalid or not used by the route.
 * A `Route` object may be passed as params (its `name` and `locale` are ignored).
 */
export function build(name: RouteName, params: RouteParams, locale: Locale): string {
  if (!isLocale(locale)) throw new RouteBuildError(`Unknown locale ${JSON.stringify(locale)}`)
  if (!(name in SHAPES)) throw new RouteBuildError(`Unknown route ${JSON.stringify(name)}`)
  if (!routeExists(name, locale)) fail(name, locale, 'the route does not exist in this locale')
  if (!isTarget(params.target)) fail(name, locale, `invalid target ${JSON.stringify(params.target)}`)

  const shape = SHAPES[name]
  const allowed = new Set<string>(IGNORED_KEYS)
  const mainParam = MAIN_PARAM[shape.main]
  if (mainParam !== undefined) allowed.add(mainParam)
  if (shape.maxFilters > 0) {
    allowed.add('filters')
    allowed.add('page')
  }
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && !allowed.has(key)) fail(name, locale, `unexpected param "${key}"`)
  }

  if (name === 'preview') {
    return `/${locale}/${PREVIEW_SEGMENT}/${buildMain(name, locale, 'id', params).join('/')}`
  }
  if (name === 'home') {
    return params.target === 'pro' ? `/${locale}` : `/${locale}/${TARGET_SEGMENT[params.target]}`
  }

  const parts: string[] = [locale, TARGET_SEGMENT[params.target]]
  const keyword = SEGMENTS[locale][name]
  if (keyword !== undefined) parts.push(keyword)
  const main = buildMain(name, locale, shape.main, params)
  if (name === 'cmsPage') {
    const first = (main[0] ?? '').split('/')[0] ?? ''
    if (RESERVED_FIRST_SEGMENTS.has(first)) {
      fail(name, locale, `a CMS page slug cannot start with the reserved segment "${first}"`)
    }
  }
  parts.push(...main, ...buildListingTail(name, locale, shape.maxFilters, params))
  return `/${parts.join('/')}`
}

/** `build` for a whole route object. */
export function buildRoute(route: Route): string {
  return build(route.name, route, route.locale)
}
