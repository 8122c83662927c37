/**
 * The v1 endpoints: path, parameters and responses. One list serves the route
 * handlers (src/app/api/v1/**), which parse with these schemas, and the OpenAPI
 * document (./openapi.ts). Paths are relative to /api/v1 and use `{name}` for path
 * parameters (a route folder `[name]` or `[...name]`).
 */
import type { z } from 'zod'
import * as P from './params'
import * as S from './schemas'
import * as T from './tools'
import * as Q from './search'

export interface EndpointDef {
  path: string
  summary: string
  description?: string
  tag: string
  query: z.ZodObject
  pathParams?: z.ZodObject
  response: z.ZodType
  /** Error statuses this endpoint may answer besides 400 (always) and 500. */
  errors?: (404 | 'not_available')[]
}

const def = <T extends EndpointDef>(d: T): T => d

export const ENDPOINTS = {
  productList: def({
    path: '/product',
    tag: 'catalogue',
    summary: 'Products of the sales plan: filters, search, sort and pages (spec §7)',
    query: P.productListQuery,
    response: S.productListResponse,
  }),
  productGet: def({
    path: '/product/{id}',
    tag: 'catalogue',
    summary: 'One product by id or slug',
    description: 'A product of another sales plan answers 400 not_available_in_this_saleplan with exist_in.',
    query: P.baseQuery,
    pathParams: P.idOrSlugPath,
    response: S.productResponse,
    errors: [404, 'not_available'],
  }),
  filters: def({
    path: '/filters-products',
    tag: 'catalogue',
    summary: 'Filters of a listing with counts (or of the choice guide with guide_de_choix=1)',
    query: P.filtersQuery,
    response: S.filtersResponse,
  }),
  urlList: def({
    path: '/url',
    tag: 'urls',
    summary: 'Public addresses of the sales plan (products, categories, pages)',
    query: P.urlListQuery,
    response: S.urlListResponse,
  }),
  urlEntity: def({
    path: '/url/entity',
    tag: 'urls',
    summary: 'The entity an address names, with its parents (breadcrumb)',
    description: 'A product slug of another sales plan answers 400 not_available_in_this_saleplan with exist_in.',
    query: P.urlEntityQuery,
    response: S.entityResponse,
    errors: [404, 'not_available'],
  }),
  pageList: def({
    path: '/page',
    tag: 'content',
    summary: 'Published CMS pages of the sales plan',
    query: P.pageListQuery,
    response: S.pageListResponse,
  }),
  pageGet: def({
    path: '/page/{slug}',
    tag: 'content',
    summary: 'A published CMS page by slug (the slug may contain slashes)',
    query: P.baseQuery,
    pathParams: P.pageSlugPath,
    response: S.pageResponse,
    errors: [404],
  }),
  folderList: def({
    path: '/folder',
    tag: 'content',
    summary: 'Published guides (« dossiers ») of the sales plan, newest first',
    query: P.folderListQuery,
    response: S.folderListResponse,
  }),
  folderGet: def({
    path: '/folder/{id}',
    tag: 'content',
    summary: 'A published guide by id or slug, with its blocks',
    query: P.baseQuery,
    pathParams: P.idOrSlugPath,
    response: S.folderResponse,
    errors: [404],
  }),
  noticeList: def({
    path: '/notice',
    tag: 'content',
    summary: 'Technical notices of the plan: technical sheets, safety data sheets and declarations of performance, per product',
    description:
      'The documents of the technical documentation page, by type then product name. An unknown product answers 404; a product of another plan, 400 not_available_in_this_saleplan.',
    query: P.noticeListQuery,
    response: S.noticeListResponse,
    errors: [404, 'not_available'],
  }),
  faqList: def({
    path: '/faq',
    tag: 'content',
    summary: 'Published FAQ questions of the sales plan, in editor order',
    query: P.faqListQuery,
    response: S.faqListResponse,
  }),
  tags: def({
    path: '/tags',
    tag: 'content',
    summary: 'Tags of the news items, the FAQ or the guides of the sales plan, with counts',
    query: P.tagsQuery,
    response: S.tagsResponse,
  }),
  categoryList: def({
    path: '/category',
    tag: 'catalogue',
    summary: 'Categories of the sales plan (roots, or the sub-categories of `parent`)',
    query: P.categoryListQuery,
    response: S.categoryListResponse,
  }),
  categoryGet: def({
    path: '/category/{id}',
    tag: 'catalogue',
    summary: 'One category by id or slug, with its parents and sub-categories',
    query: P.baseQuery,
    pathParams: P.idOrSlugPath,
    response: S.categoryResponse,
    errors: [404],
  }),
  menuList: def({
    path: '/menu',
    tag: 'navigation',
    summary: 'Menus of the sales plan (menu_{target}, menu_prefooter_{target}, menu_footer_{target})',
    query: P.menuListQuery,
    response: S.menuListResponse,
  }),
  menuGet: def({
    path: '/menu/{id}',
    tag: 'navigation',
    summary: 'One menu of the sales plan by id or code',
    query: P.baseQuery,
    pathParams: P.menuPath,
    response: S.menuResponse,
    errors: [404],
  }),
  settingList: def({
    path: '/setting',
    tag: 'site',
    summary: 'Site settings (the first value holds the value)',
    query: P.baseQuery,
    response: S.settingListResponse,
  }),
  settingGet: def({
    path: '/setting/{code}',
    tag: 'site',
    summary: 'One setting by code',
    query: P.baseQuery,
    pathParams: P.codePath,
    response: S.settingResponse,
    errors: [404],
  }),
  siteLookup: def({
    path: '/site',
    tag: 'site',
    summary: 'Site info by host (url param, else X-Forwarded-Host / Host; else the default site)',
    query: P.siteQuery,
    response: S.siteResponse,
  }),
  siteGet: def({
    path: '/site/{id}',
    tag: 'site',
    summary: 'Site info by id',
    query: P.baseQuery,
    pathParams: P.sitePath,
    response: S.siteResponse,
    errors: [404],
  }),
  sitemap: def({
    path: '/sitemap',
    tag: 'urls',
    summary: 'Every public address of both sales plans in the requested language (site map page)',
    query: P.baseQuery,
    response: S.sitemapResponse,
  }),
  storeLocator: def({
    path: '/store-locator',
    tag: 'tools',
    summary: 'Stores near a position or a town, nearest first, within a radius, by type and audience',
    description: 'Either lat and lng, or city (INSEE code, postcode or name). An unknown town answers 404.',
    query: T.storeLocatorQuery,
    response: T.storeLocatorResponse,
    errors: [404],
  }),
  cityLookup: def({
    path: '/city',
    tag: 'tools',
    summary: 'French towns by postcode or name, with coordinates (offline communes dataset)',
    query: T.cityQuery,
    response: T.cityListResponse,
  }),
  productScan: def({
    path: '/product/scan/{code}',
    tag: 'catalogue',
    summary: 'The product and the variant of a barcode (codes shorter than 14 digits are left-padded with zeros)',
    description: 'Searches the current plan first, then the other plans. No variant with this GTIN answers 404.',
    query: P.baseQuery,
    pathParams: T.scanPath,
    response: T.scanResponse,
    errors: [404],
  }),
  teinteList: def({
    path: '/teinte',
    tag: 'tools',
    summary: 'Tints of the colour chart, by family, with the products of the plan available in each',
    query: T.teinteQuery,
    response: T.teinteListResponse,
  }),
  suggest: def({
    path: '/suggest',
    tag: 'search',
    summary: 'Suggestions of the search box: products, categories, pages and FAQ entries, 3 of each with totals (spec §3, §7)',
    query: Q.suggestQuery,
    response: Q.suggestResponse,
  }),
  search: def({
    path: '/search',
    tag: 'search',
    summary: 'Search results of one group, paged (products, categories, pages or faq)',
    query: Q.searchQuery,
    response: Q.searchResponse,
  }),
} satisfies Record<string, EndpointDef>

export type EndpointName = keyof typeof ENDPOINTS
