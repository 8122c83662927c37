import 'server-only'
import { cached } from './cache'
import type { Image } from '@/domain/catalogue/types'
import { codeHref, inLocale, isExternalUrl, slugHref } from '@/domain/navigation/links'
import type { Menu, MenuLink, MenuLinkType, MenuPush } from '@/domain/navigation/types'
import { build } from '@/domain/routing/routes'
import type { Locale, Target } from '@/domain/routing/types'
import { DEFAULT_LOCALE } from '@/domain/routing/types'
import type { SalesPlan, Site, SiteSettings, SocialCode } from '@/domain/site/types'
import { SOCIAL_CODES } from '@/domain/site/types'
import { regionalSites as regionalSitesOf, type RegionalSiteEntry } from '@/domain/site/regional-sites'
import { env } from '@/env'
import type { Menu as MenuDoc, Page as PageDoc, Setting as SettingDoc } from '@/payload-types'
import { TAGS } from '@/freshness'
import { mapImage } from './mappers'
import { payloadClient } from './payload'

const common = (locale: Locale) => ({ locale, fallbackLocale: 'fr' as const, overrideAccess: false, pagination: false as const })

async function loadSettings(locale: Locale): Promise<SiteSettings> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...common(locale), collection: 'settings', depth: 0 })
  const byCode: SiteSettings['byCode'] = {}
  for (const d of docs) byCode[d.code] = (d.values ?? []).map((v) => ({ value: v.value ?? '', label: v.label ?? null, key: v.key ?? null }))
  const first = (code: string) => byCode[code]?.[0]?.value ?? null
  const socials = SOCIAL_CODES.flatMap((code: SocialCode) => {
    const url = first(code)
    return url ? [{ code, network: code.replace('link_', ''), url }] : []
  })
  const regional = await regionalSiteEntries(
    locale,
    docs.find((d) => d.code === 'regional_sites'),
  )
  const regionalSites = regionalSitesOf(regional, locale)
  return { byCode, brandName: first('brand_name') ?? 'Ardalis', phone: first('phone'), socials, regionalSites }
}

/**
 * The regional sites with the labels written in the page's language: read again without
 * Payload's fallback (which gives the French label where the English one is empty), so that
 * an unwritten label is named from the country code in that language instead.
 */
async function regionalSiteEntries(locale: Locale, setting: SettingDoc | undefined): Promise<RegionalSiteEntry[]> {
  if (!setting) return []
  let own = setting
  if (locale !== DEFAULT_LOCALE) {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      ...common(locale),
      fallbackLocale: false,
      collection: 'settings',
      depth: 0,
      where: { code: { equals: setting.code } },
    })
    own = docs[0] ?? { ...setting, values: [] }
  }
  const ownLabels = new Map(own.values.map((v) => [v.id, v.label ?? null]))
  return setting.values.map((v) => ({
    url: v.value ?? '',
    key: v.key ?? null,
    label: ownLabels.get(v.id) ?? null,
    defaultLabel: v.label ?? null,
  }))
}

export function getSettings(locale: Locale): Promise<SiteSettings> {
  return cached(() => loadSettings(locale), ['settings', locale], [TAGS.site])
}

async function loadSalesPlans(): Promise<SalesPlan[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...common('fr'), collection: 'sales-plans', depth: 0, sort: 'id' })
  return docs.map((d) => ({ id: d.id, name: d.name, target: d.target, currencySymbol: d.currencySymbol }))
}

export function getSalesPlans(): Promise<SalesPlan[]> {
  return cached(loadSalesPlans, ['sales-plans'], [TAGS.site])
}

async function loadHomeVisual(target: Target, locale: Locale): Promise<Image | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    ...common(locale),
    collection: 'sales-plans',
    depth: 1,
    where: { target: { equals: target } },
    limit: 1,
  })
  return mapImage(docs[0]?.homeVisual)
}

/** The illustration at the top of an audience's home, alt text in the page's language (decision 100). */
export function getHomeVisual(target: Target, locale: Locale): Promise<Image | null> {
  // The image's alt text is edited in the media library (catalogue tag), the choice in the plan (site tag).
  return cached(() => loadHomeVisual(target, locale), ['home-visual', target, locale], [TAGS.site, TAGS.catalogue])
}

async function loadSites(): Promise<Site[]> {
  const payload = await payloadClient()
  const plans = await loadSalesPlans()
  const { docs } = await payload.find({ ...common('fr'), collection: 'sites', depth: 0, sort: 'id' })
  return docs.map((d) => ({
    id: d.id,
    url: d.url,
    isDefault: Boolean(d.isDefault),
    languages: (d.languages ?? []).map((l) => ({ code: l.code, label: l.label, enabled: Boolean(l.enabled) })),
    salesPlans: plans.filter((p) => (d.salesPlans ?? []).some((sp) => (typeof sp === 'number' ? sp : sp.id) === p.id)),
  }))
}

/** Every site with its languages and sales plans (API `/site/{id}`). */
export function getSites(): Promise<Site[]> {
  return cached(loadSites, ['sites'], [TAGS.site])
}

/** The site is found from the first host of X-Forwarded-Host / Host; else the default site. */
export async function getSiteByHost(host: string | null): Promise<Site | null> {
  const sites = await getSites()
  const wanted = (host ?? '').split(',')[0]?.trim().toLowerCase().replace(/:\d+$/, '') ?? ''
  return sites.find((s) => s.url.toLowerCase() === wanted) ?? sites.find((s) => s.isDefault) ?? sites[0] ?? null
}

function siteHosts(): string[] {
  const hosts = [new URL(env.SITE_URL).hostname]
  if (env.MAIN_HOST) hosts.push(env.MAIN_HOST)
  for (const h of env.ALIAS_HOSTS.split(',')) if (h.trim()) hosts.push(h.trim())
  return hosts
}

type LinkDoc = NonNullable<MenuDoc['items']>[number]

function linkHref(
  link: { type: MenuLinkType; slug?: string | null; code?: string | null; url?: string | null; page?: number | PageDoc | null },
  target: Target,
  locale: Locale,
): string | null {
  switch (link.type) {
    case 'slug':
      return link.slug ? slugHref(link.slug, target, locale) : null
    case 'code':
      return link.code ? codeHref(link.code, target, locale) : null
    case 'external_url':
      return link.url ? inLocale(link.url, locale) : null
    case 'cms_page': {
      const page = link.page
      return typeof page === 'object' && page ? build('cmsPage', { target, slug: page.slug }, locale === 'en' ? 'en' : 'fr') : null
    }
    default:
      return null
  }
}

function mapLink(link: LinkDoc, target: Target, locale: Locale, hosts: string[]): MenuLink {
  const raw = link as LinkDoc & {
    childs?: LinkDoc[] | null
    links?: LinkDoc[] | null
    pushes?: { titre: string; text?: string | null; visuel?: unknown; link?: string | null; label_link?: string | null }[] | null
  }
  const href = linkHref(raw, target, locale)
  const pushes: MenuPush[] = (raw.pushes ?? []).map((p) => ({
    titre: p.titre,
    text: p.text ?? null,
    visuel: mapImage(p.visuel as Parameters<typeof mapImage>[0]) as Image | null,
    href: p.link ? (p.link.startsWith('/') || /^https?:/.test(p.link) ? inLocale(p.link, locale) : slugHref(p.link, target, locale)) : null,
    labelLink: p.label_link ?? null,
  }))
  return {
    label: raw.label,
    type: raw.type,
    href,
    external: raw.type === 'external_url' && href !== null && isExternalUrl(href, hosts),
    code: raw.code ?? null,
    slug: raw.slug ?? null,
    color: raw.color ?? null,
    cover: mapImage(raw.cover),
    extract: raw.extract ?? null,
    pushes,
    // The third level is stored as `links` (see the menus collection).
    childs: (raw.childs ?? raw.links ?? []).map((c) => mapLink(c, target, locale, hosts)),
  }
}

async function loadMenus(target: Target, locale: Locale): Promise<Record<string, Menu>> {
  const payload = await payloadClient()
  const codes = [`menu_${target}`, `menu_prefooter_${target}`, `menu_footer_${target}`]
  const { docs } = await payload.find({ ...common(locale), collection: 'menus', depth: 2, where: { code: { in: codes } } })
  const hosts = siteHosts()
  const menus: Record<string, Menu> = {}
  for (const d of docs)
    menus[d.code] = { code: d.code, title: d.title ?? null, items: (d.items ?? []).map((i) => mapLink(i, target, locale, hosts)) }
  return menus
}

/** Menus chosen by code: menu_{target}, menu_prefooter_{target}, menu_footer_{target}. */
export function getMenus(target: Target, locale: Locale): Promise<Record<string, Menu>> {
  return cached(() => loadMenus(target, locale), ['menus', target, locale], [TAGS.navigation])
}
