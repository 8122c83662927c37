/**
 * Typed client of the v1 API for the React code (browser and server).
 *
 * - Adds the automatic params to every call (spec §7): site_id, lang, sales_plan_id and
 *   saleplan_id (the last two from `getPlanId()`, left out while it returns null).
 * - Sales plan switching on error (spec §4, §8): on a 400 whose status is
 *   not_available_in_this_saleplan, when exist_in[0] differs from the current plan,
 *   calls `setPlanId(exist_in[0])` and retries the same request once; otherwise the
 *   error is passed on as an ApiError.
 *
 * No Node.js import: types only from the schemas, so zod stays out of the bundle.
 */
import type { Sort } from '@/domain/catalogue/listing'
import type {
  CategoryListResponse,
  CategoryResponse,
  EntityResponse,
  EntityType,
  ErrorBody,
  FiltersResponse,
  MenuListResponse,
  MenuResponse,
  PageListResponse,
  PageResponse,
  ProductListResponse,
  ProductResponse,
  SettingListResponse,
  SettingResponse,
  SiteResponse,
  SitemapResponse,
  UrlListResponse,
} from '@/domain/api/schemas'
import type { Locale } from '@/domain/routing/types'

export const API_BASE_PATH = '/api/v1'

type Scalar = string | number | boolean
export type QueryValue = Scalar | Scalar[] | Record<string, unknown> | null | undefined
export type Query = Record<string, QueryValue>

export interface ProductListParams {
  perPage?: number
  page?: number
  promoted?: boolean
  /** Category ids or slugs. */
  categories?: number | string | (number | string)[]
  orderBy?: Sort
  text?: string
  /** Accepted and ignored by the server (no prices yet). */
  price?: Record<string, unknown>
  /** `{ SUPPORT: ['beton'] }` */
  caracteristics?: Record<string, string | string[]>
}

export interface FiltersParams {
  categories?: number | string | (number | string)[]
  text?: string
  price?: Record<string, unknown>
  caracteristics?: Record<string, string | string[]>
  /** The choice-guide filters instead of the listing filters. */
  guide_de_choix?: boolean
}

export interface UrlListParams {
  page?: number
  perPage?: number
  entity_type?: EntityType
}

export interface UrlEntityParams {
  entity_type: EntityType
  slug: string
  depth?: 0 | 1
  extras?: boolean
  parents?: boolean
}

/** Generic resources: list params and response types. */
export interface Resources {
  category: { params: { parent?: number | string; depth?: number }; list: CategoryListResponse; one: CategoryResponse }
  menu: { params: { code?: string | string[] }; list: MenuListResponse; one: MenuResponse }
  setting: { params: Record<string, never>; list: SettingListResponse; one: SettingResponse }
  site: { params: { url?: string }; list: SiteResponse; one: SiteResponse }
  page: { params: { type?: 'generic' | 'actualite' | 'job' }; list: PageListResponse; one: PageResponse }
  sitemap: { params: Record<string, never>; list: SitemapResponse; one: never }
}
export type ResourceName = keyof Resources

/** An answer other than 2xx; `body` is the parsed JSON error body when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
    readonly url: string,
  ) {
    super(body?.message ?? `HTTP ${status}`)
    this.name = 'ApiError'
  }

  get isNotAvailableInPlan(): boolean {
    return this.status === 400 && this.body?.status === 'not_available_in_this_saleplan'
  }
}

export interface ApiClientOptions {
  /** Root of the API, e.g. '/api/v1' in the browser or 'http://localhost:3000/api/v1' on the server. */
  baseUrl?: string
  fetch?: typeof fetch
  /** Current sales plan id; null: let the server use its default (the professional plan). */
  getPlanId: () => number | null | undefined
  /** Makes `id` the current sales plan (store update, cookie…). */
  setPlanId: (id: number) => void | Promise<void>
  getLang?: () => Locale
  siteId?: number
  /** Extra headers on every call. */
  headers?: Record<string, string>
}

export interface CallOptions {
  signal?: AbortSignal
  /** Do not switch plan and retry on not_available_in_this_saleplan (spec §8 disableRedirectOnError). */
  disablePlanSwitch?: boolean
}

/** Query string of params: lists as comma lists, objects as JSON, booleans as 1/0, empty values left out. */
export function toQueryString(params: Query): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.map(String).join(','))
    } else if (typeof value === 'object') {
      search.set(key, JSON.stringify(value))
    } else if (typeof value === 'boolean') {
      search.set(key, value ? '1' : '0')
    } else {
      search.set(key, String(value))
    }
  }
  return search.toString()
}

function segment(value: string | number): string {
  return encodeURIComponent(String(value))
}

export function createApiClient(options: ApiClientOptions) {
  const base = (options.baseUrl ?? API_BASE_PATH).replace(/\/+$/, '')
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))

  function automaticParams(): Query {
    const planId = options.getPlanId()
    return {
      site_id: options.siteId ?? 1,
      lang: options.getLang?.() ?? 'fr',
      ...(planId != null ? { sales_plan_id: planId, saleplan_id: planId } : {}),
    }
  }

  async function once<T>(path: string, params: Query, call: CallOptions): Promise<T> {
    const url = `${base}${path}?${toQueryString({ ...params, ...automaticParams() })}`
    const response = await doFetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json', ...options.headers },
      ...(call.signal ? { signal: call.signal } : {}),
    })
    if (response.ok) return (await response.json()) as T
    let body: ErrorBody | null = null
    try {
      body = (await response.json()) as ErrorBody
    } catch {
      body = null
    }
    throw new ApiError(response.status, body, url)
  }

  /** One GET with the plan switch and single retry of spec §4. */
  async function get<T>(path: string, params: Query = {}, call: CallOptions = {}): Promise<T> {
    try {
      return await once<T>(path, params, call)
    } catch (error) {
      if (!(error instanceof ApiError) || !error.isNotAvailableInPlan || call.disablePlanSwitch) throw error
      const body = error.body as Extract<ErrorBody, { status: 'not_available_in_this_saleplan' }>
      const next = body.exist_in[0]
      if (next === undefined || next === options.getPlanId()) throw error
      await options.setPlanId(next)
      return once<T>(path, params, call)
    }
  }

  return {
    /** GET /product */
    products: (params: ProductListParams = {}, call?: CallOptions) => get<ProductListResponse>('/product', { ...params }, call),
    /** GET /product/{id} (id or slug) */
    product: (id: number | string, call?: CallOptions) => get<ProductResponse>(`/product/${segment(id)}`, {}, call),
    /** GET /filters-products */
    filters: (params: FiltersParams = {}, call?: CallOptions) => get<FiltersResponse>('/filters-products', { ...params }, call),
    /** GET /url */
    urls: (params: UrlListParams = {}, call?: CallOptions) => get<UrlListResponse>('/url', { ...params }, call),
    /** GET /url/entity */
    urlEntity: (params: UrlEntityParams, call?: CallOptions) => get<EntityResponse>('/url/entity', { ...params }, call),
    /** GET /page/{slug} (the slug may contain slashes) */
    page: (slug: string, call?: CallOptions) => get<PageResponse>(`/page/${slug.split('/').map(segment).join('/')}`, {}, call),
    /** GET /{resource} */
    list: <R extends ResourceName>(resource: R, params?: Resources[R]['params'], call?: CallOptions) =>
      get<Resources[R]['list']>(`/${resource}`, { ...(params as Query | undefined) }, call),
    /** GET /{resource}/{id} */
    get: <R extends Exclude<ResourceName, 'sitemap'>>(resource: R, id: number | string, call?: CallOptions) =>
      get<Resources[R]['one']>(
        `/${resource}/${resource === 'page' ? String(id).split('/').map(segment).join('/') : segment(id)}`,
        {},
        call,
      ),
    /** Any other GET under the API root (paths of later issues). */
    raw: <T>(path: string, params: Query = {}, call?: CallOptions) => get<T>(path.startsWith('/') ? path : `/${path}`, params, call),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
