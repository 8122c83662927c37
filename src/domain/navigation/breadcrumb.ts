/**
 * Breadcrumb trail (spec §2 "Breadcrumb"). Pure: the caller passes the entity found
 * for the current URL (with its parents) and the labels; links are built with the
 * route table.
 *
 * - Home has no breadcrumb (empty trail).
 * - Every trail starts with home (position 1).
 * - Category and product pages then show "our fillers" (position 2), whose address
 *   comes from the `link_enduit_{target}` setting (resolved by the caller).
 * - Product: the parents of its first category (root first, the category itself
 *   included), then the product.
 * - Category: its parent chain, the category itself last. Without a category (all
 *   products of the plan) the trail ends with "our fillers".
 * - CMS page: its parent pages first (the published pages whose slug is a prefix of its
 *   own, `conseils` for `conseils/lisser-un-mur-abime`, see `cmsParents`), then for type
 *   `actualite` News, for type `job` Job offers (the careers route), then the page.
 * - Dossier: the dossiers listing, then the dossier.
 * - Any other route: the routes above it (`ROUTE_PARENTS`: the account above its addresses
 *   and orders, the cart above the checkout steps…), then its title.
 * The last crumb is the current page; its address is the current route's path
 * without filters nor page number (the entity's own address).
 */
import { build, routeExists } from '@/domain/routing/routes'
import type { Locale, Route, RouteName, Target } from '@/domain/routing/types'

export interface Crumb {
  /** 1-based position (BreadcrumbList). */
  position: number
  label: string
  href: string
}

export interface CrumbEntity {
  name: string
  slug: string
}

export type BreadcrumbSubject =
  | { kind: 'product'; product: CrumbEntity; categories: CrumbEntity[] }
  | { kind: 'category'; categories: CrumbEntity[] }
  | { kind: 'page'; title: string; type: 'generic' | 'actualite' | 'job'; parents?: readonly CmsParent[] }
  | { kind: 'dossier'; title: string }
  | { kind: 'route'; title: string }

/** A parent CMS page of the current one (title in the current locale, URL slug). */
export interface CmsParent {
  title: string
  slug: string
}

export interface BreadcrumbLabels {
  home: string
  ourFillers: string
  news: string
  jobs: string
  dossiers: string
  /** The routes' titles, for the parents of `ROUTE_PARENTS`. */
  routes: Readonly<Record<RouteName, string>>
}

/**
 * The pages above a route that is not a CMS page, root first: where its address sits
 * (`mon-compte/adresses`, `carrieres/candidature-spontanee`) or the page that leads to it
 * (the cart before the checkout steps, the login before a forgotten password).
 */
export const ROUTE_PARENTS: Readonly<Partial<Record<RouteName, readonly RouteName[]>>> = {
  spontaneousApplication: ['careers'],
  forgotPassword: ['login'],
  resetPassword: ['login'],
  addresses: ['account'],
  orders: ['account'],
  checkoutDelivery: ['cart'],
  checkoutPayment: ['cart'],
  checkoutConfirmation: ['cart'],
}

/** The slugs above a nested CMS slug, root first: `a/b/c` → `a`, `a/b`. */
export function ancestorSlugs(slug: string): string[] {
  const parts = slug.split('/').filter((part) => part !== '')
  return parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('/'))
}

/**
 * The parent pages of a CMS page, root first: among the published pages of the audience,
 * those whose slug is one of its ancestor slugs (a missing level is skipped).
 */
export function cmsParents(
  slug: string,
  target: Target,
  pages: readonly { title: string; slug: string; targets: readonly Target[] }[],
): CmsParent[] {
  const bySlug = new Map(pages.filter((page) => page.targets.includes(target)).map((page) => [page.slug, page]))
  return ancestorSlugs(slug).flatMap((ancestor) => {
    const page = bySlug.get(ancestor)
    return page ? [{ title: page.title, slug: page.slug }] : []
  })
}

export interface BreadcrumbContext {
  labels: BreadcrumbLabels
  /** Address of "our fillers" (setting link_enduit_{target}). */
  ourFillersHref: string
}

/** Path of a route in a locale, or in French when the route has no version in that locale. */
function routePath(name: RouteName, target: Target, locale: Locale): string {
  return build(name, { target }, routeExists(name, locale) ? locale : 'fr')
}

export function buildBreadcrumb(route: Route, subject: BreadcrumbSubject, context: BreadcrumbContext): Crumb[] {
  if (route.name === 'home') return []
  const { target, locale } = route
  const { labels } = context
  const steps: { label: string; href: string }[] = [{ label: labels.home, href: build('home', { target }, locale) }]
  const current = build(route.name, { ...route, filters: undefined, page: undefined }, locale)

  switch (subject.kind) {
    case 'product':
      steps.push({ label: labels.ourFillers, href: context.ourFillersHref })
      for (const category of subject.categories) {
        steps.push({ label: category.name, href: build('category', { target, slug: category.slug }, locale) })
      }
      steps.push({ label: subject.product.name, href: build('product', { target, slug: subject.product.slug }, locale) })
      break
    case 'category': {
      const last = subject.categories.length - 1
      steps.push({ label: labels.ourFillers, href: last < 0 ? current : context.ourFillersHref })
      subject.categories.forEach((category, index) => {
        steps.push({
          label: category.name,
          href: index === last ? current : build('category', { target, slug: category.slug }, locale),
        })
      })
      break
    }
    case 'page':
      for (const parent of subject.parents ?? []) {
        steps.push({ label: parent.title, href: build('cmsPage', { target, slug: parent.slug }, locale) })
      }
      if (subject.type === 'actualite') steps.push({ label: labels.news, href: routePath('news', target, locale) })
      if (subject.type === 'job') steps.push({ label: labels.jobs, href: routePath('careers', target, locale) })
      steps.push({ label: subject.title, href: current })
      break
    case 'dossier':
      steps.push({ label: labels.dossiers, href: routePath('dossiers', target, locale) })
      steps.push({ label: subject.title, href: current })
      break
    case 'route':
      for (const parent of ROUTE_PARENTS[route.name] ?? []) {
        steps.push({ label: labels.routes[parent], href: routePath(parent, target, locale) })
      }
      steps.push({ label: subject.title, href: current })
      break
  }
  return steps.map((step, index) => ({ position: index + 1, ...step }))
}
