import { type NextRequest, NextResponse } from 'next/server'
import { CUSTOMER_COOKIE, GATED_PAGES, loginPathFor } from '@/domain/account/links'
import { bodyTooLargeAnswer, declaresTooLargeBody } from '@/domain/api/body-limit'
import { badRequest } from '@/domain/api/errors'
import { hostAliasRedirect } from '@/domain/redirects/match'
import { hasKnownRoot, isWellEncoded, localeShapedSegment } from '@/domain/routing/encoding'
import { listingOwnAddress } from '@/domain/routing/listing-address'
import { isOnDemandAddress, onDemandPath, rendersOnDemand, rendersPerRequest } from '@/domain/routing/on-demand'
import { needsPageCheck } from '@/domain/routing/page-check'
import { build, parse } from '@/domain/routing/routes'
import { cleanSearchTerm } from '@/domain/search/term'
import { planFromPath } from '@/domain/routing/plan'
import { resultsHref } from '@/domain/routing/results-href'
import { LOCALE_COOKIE, detectLocale } from '@/domain/routing/locale'
import { HSTS, NON_PAGE_POLICY } from '@/domain/security/csp'
import { isAllowed, NOT_ALLOWED_MESSAGE, parseAllowList } from '@/domain/security/ip-allow-list'
import { withoutCustomerCredentials } from '@/edge/customer-credentials'
import { answersOverHttps, newNonce, nonceAdminPolicy, noncePagePolicy } from '@/edge/security-headers'
import { isInternalRequest } from '@/edge/internal-token'
import { isPageAt } from '@/edge/page-check'
import { lookupRedirect } from '@/edge/redirect-table'
import { isLiveStaffSession, sessionCollection, STAFF_SESSION_COOKIE } from '@/edge/staff-session'
import { isMissingEntity } from '@/edge/url-index'
import { env } from '@/env'
import { clientAddress } from '@/server/http/client-address'

/**
 * Edge rules applied to every request before routing (spec §2, §6):
 * IP allow-list, alias hosts, legacy 301s, the root locale redirect, the
 * search-engine results shortcut, the 404 page for every address outside the route table
 * (and, asked of the server, for those only a page's loader can call missing: decision 132),
 * one address per listing selection, search results rendered on demand, and the security headers.
 *
 * Content-Security-Policy (decision 089): a cached page carries the policy its cache entry
 * holds (the hashes of its inline scripts, src/server/page-cache-handler.cjs), so the edge
 * adds none; a page rendered per request gets a nonce, passed to Next in the request's
 * policy header (Next puts it on its scripts) and sent in the answer's; every other answer
 * (API, files, redirects) gets the policy under which nothing runs.
 */
const allowList = parseAllowList(env.IP_ALLOW_LIST)
const aliasHosts = env.ALIAS_HOSTS.split(',')
  .map((h) => h.trim())
  .filter(Boolean)
const SECURITY_HEADERS: [string, string][] = [
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Content-Type-Options', 'nosniff'],
]
const mainProtocol = new URL(env.SITE_URL).protocol

const CSP = 'content-security-policy'
const HEALTH_PATH = /^\/api\/health\/?$/

/** The common headers, and a policy unless the answer is a cached page (whose entry holds its own: null). */
function secure<T extends Response>(response: T, policy: string | null = NON_PAGE_POLICY): T {
  for (const [name, value] of SECURITY_HEADERS) response.headers.set(name, value)
  if (policy !== null) response.headers.set(CSP, policy)
  return response
}

/** Request headers that carry a fresh nonce to Next (which reads it from the policy) and the policy to answer with. */
function withNonce(headers: Headers, policyOf: (nonce: string) => string): { headers: Headers; policy: string } {
  const policy = policyOf(newNonce())
  const next = new Headers(headers)
  next.set(CSP, policy)
  return { headers: next, policy }
}

/** A cached page is rendered without a nonce: a policy header sent by the client is not passed on. */
function withoutPolicy(headers: Headers): Headers | null {
  if (!headers.has(CSP)) return null
  const next = new Headers(headers)
  next.delete(CSP)
  return next
}

/** The prerendered 404 page of the address's audience, with a 404 status; the address stays. */
function notFoundPage(request: NextRequest, pathname: string, locale: string | undefined): NextResponse {
  const notFoundLocale = locale === 'en' ? 'en' : 'fr'
  return secure(
    NextResponse.rewrite(new URL(`/${notFoundLocale}/erreur-404/${planFromPath(pathname)}`, request.nextUrl.origin), { status: 404 }),
    null,
  )
}

function internalOrigin(request: NextRequest): string {
  return process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : request.nextUrl.origin
}

export async function proxy(request: NextRequest): Promise<Response> {
  const response = await edgeRules(request)
  // HSTS on every answer that goes out over https (the header is ignored over http).
  if (answersOverHttps(request.headers)) response.headers.set('Strict-Transport-Security', HSTS)
  return response
}

async function edgeRules(request: NextRequest): Promise<Response> {
  const { pathname, search } = request.nextUrl

  // The edge's own reads of its tables (same server, signed): never subject to the rules below.
  if (pathname.startsWith('/api/internal/') && isInternalRequest(request)) return NextResponse.next()

  // The load balancer's health probe (decision 097): outside the IP allow-list and every rule below.
  if (HEALTH_PATH.test(pathname)) return secure(NextResponse.next())

  if (allowList.length > 0 && !isInternalRequest(request)) {
    if (!isAllowed(clientAddress(request.headers), allowList)) {
      return secure(new NextResponse(NOT_ALLOWED_MESSAGE, { status: 401, headers: { 'content-type': 'text/plain; charset=utf-8' } }))
    }
  }

  if (env.MAIN_HOST && aliasHosts.length > 0) {
    const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '').split(',')[0]?.trim() ?? ''
    const target = hostAliasRedirect(host, env.MAIN_HOST, aliasHosts)
    if (target) return secure(NextResponse.redirect(`${mainProtocol}//${target}${pathname}${search}`, 301))
  }

  // An address Next cannot decode would be its 500: a 400 for the API, the 404 page otherwise.
  if (!isWellEncoded(pathname)) {
    if (pathname.startsWith('/api/')) {
      const problem = badRequest('Adresse mal encodée : un « % » doit être suivi de deux chiffres hexadécimaux')
      return secure(NextResponse.json(problem.body, { status: problem.httpStatus, headers: { 'cache-control': 'no-store' } }))
    }
    return notFoundPage(request, pathname, undefined)
  }

  // A declared body larger than the address takes (decisions 129, 139): Next's proxy lets 42 MB through
  // for staff uploads, refused past it with the file's 40 Mo as Payload says it; the site's forms and
  // pages are refused past 10 MB before anything reads them.
  if (declaresTooLargeBody(pathname, request.headers.get('content-length'))) {
    return secure(
      NextResponse.json(bodyTooLargeAnswer(pathname, request.headers.get('content-type')), {
        status: 413,
        headers: { 'cache-control': 'no-store' },
      }),
    )
  }

  // Payload's admin and APIs only get the guards above, and never a customer's credentials.
  if (/^\/(api|admin)(\/|$)/.test(pathname)) {
    const visitorHeaders = pathname.startsWith('/api/v1/') ? null : await withoutCustomerCredentials(request.headers)
    // The back office is rendered per request: a nonce for Next's scripts.
    if (pathname.startsWith('/admin')) {
      const admin = withNonce(visitorHeaders ?? request.headers, nonceAdminPolicy)
      return secure(NextResponse.next({ request: { headers: admin.headers } }), admin.policy)
    }
    return secure(visitorHeaders ? NextResponse.next({ request: { headers: visitorHeaders } }) : NextResponse.next())
  }

  const rule = await lookupRedirect(`${pathname}${search}`, internalOrigin(request))
  if (rule) {
    const destination = /^https?:\/\//.test(rule.to) ? rule.to : new URL(rule.to, request.nextUrl.origin).toString()
    return secure(NextResponse.redirect(destination, rule.code))
  }

  if (pathname === '/') {
    const locale = detectLocale({
      pathname,
      cookie: request.cookies.get(LOCALE_COOKIE.name)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    })
    const response = NextResponse.redirect(new URL(build('home', { target: 'pro' }, locale), request.nextUrl.origin), 307)
    response.cookies.set(LOCALE_COOKIE.name, locale, {
      maxAge: LOCALE_COOKIE.maxAgeSeconds,
      sameSite: LOCALE_COOKIE.sameSite,
      path: '/',
      secure: answersOverHttps(request.headers),
    })
    return secure(response)
  }

  // The WebSite SearchAction of the structured data points at /results/{term}.
  const results = /^\/results\/([^/]+)\/?$/.exec(pathname)
  if (results?.[1]) {
    let term = ''
    try {
      term = cleanSearchTerm(decodeURIComponent(results[1]))
    } catch {
      term = ''
    }
    const href = resultsHref('pro', 'fr', term)
    if (href) return secure(NextResponse.redirect(new URL(href, request.nextUrl.origin), 302))
  }

  // Without JavaScript the header search form sends ?q= to the results keyword.
  const searchForm = /^\/(fr|en)(?:\/(enduit-professionnels|enduit-particuliers))?\/(?:resultats|results)\/?$/.exec(pathname)
  if (searchForm) {
    // No term (nothing but spaces, controls or zero-width characters), or one that is no address (`..`): the home page.
    const term = cleanSearchTerm(request.nextUrl.searchParams.get('q') ?? '')
    const formLocale = searchForm[1] === 'en' ? 'en' : 'fr'
    const target = searchForm[2] === 'enduit-particuliers' ? 'part' : 'pro'
    const destination = resultsHref(target, formLocale, term) ?? build('home', { target }, formLocale)
    return secure(NextResponse.redirect(new URL(destination, request.nextUrl.origin), 303))
  }

  // The preview's address without a locale (spec §2: /preview/{id}, the same in English) is the French one.
  const barePreview = /^\/preview\/([0-9]+)\/?$/.exec(pathname)
  if (barePreview) return secure(NextResponse.redirect(new URL(`/fr/preview/${barePreview[1]}${search}`, request.nextUrl.origin), 307))

  // Contest landing pages have their own minimal-layout route, outside the route table.
  if (/^\/fr\/landing\/[a-z0-9-]+(?:\/confirmation)?\/?$/.test(pathname)) return secure(NextResponse.next(), null)

  // Addresses outside the route table: the prerendered 404 page of the audience, with a 404 status.
  // Nothing else reaches the pages, so that no unknown address is rendered and cached.
  if (!hasKnownRoot(pathname)) return notFoundPage(request, pathname, undefined)
  const localeSegment = localeShapedSegment(pathname)
  if (isOnDemandAddress(pathname)) return notFoundPage(request, pathname, localeSegment)
  const route = localeSegment ? parse(pathname) : null
  if (localeSegment && (route === null || (await isMissingEntity(route, internalOrigin(request))))) {
    return notFoundPage(request, pathname, localeSegment)
  }

  // A listing's selection written in another order than its own links write it: a
  // permanent redirect to that one address, so that each selection is one cached page (decision 077).
  const ownAddress = route ? listingOwnAddress(route) : null
  if (ownAddress !== null) return secure(NextResponse.redirect(new URL(`${ownAddress}${search}`, request.nextUrl.origin), 308))

  // A 404 that only the page's loader can tell (a filter value or a page number past the last, a tag
  // with nothing under it, a French-only page under /en): the server is asked before anything renders.
  // Decided by the page itself (notFound()), it would be Next's empty error document, without the
  // page's language nor its content (decision 132).
  if (route && needsPageCheck(route) && !(await isPageAt(pathname, internalOrigin(request)))) {
    return notFoundPage(request, pathname, localeSegment)
  }

  // Previews are for back-office users: without a live session (missing, forged or
  // expired cookie, deleted account, ended session), the 401 page with a 401 status (decision 060).
  if (
    route?.name === 'preview' &&
    !(await isLiveStaffSession(
      request.cookies.get(STAFF_SESSION_COOKIE)?.value,
      internalOrigin(request),
      request.headers.get('x-forwarded-for'),
    ))
  ) {
    return secure(NextResponse.rewrite(new URL(`/${route.locale}/erreur-401`, request.nextUrl.origin), { status: 401 }), null)
  }

  // The access gate of the customer area (spec §4, decision 086): without a customer session
  // this server signed (missing, forged or expired cookie), the login page, which comes back here.
  if (
    route &&
    (GATED_PAGES as readonly string[]).includes(route.name) &&
    (await sessionCollection(request.cookies.get(CUSTOMER_COOKIE)?.value)) !== 'customers'
  ) {
    const response = NextResponse.redirect(new URL(loginPathFor(route.target, `${pathname}${search}`), request.nextUrl.origin), 307)
    response.headers.set('cache-control', 'no-store')
    return secure(response)
  }

  // Not a page: media, documents, the QR-code entry, the scanner's engine, robots.txt, the sitemap, the logo, the test payment page.
  if (!route) return secure(NextResponse.next())

  // Pages rendered per request (search results, previews) get a nonce; the others are cached
  // with their own policy. The locale cookie is written by the browser (LocaleMemory), so
  // that no cached page answer carries a Set-Cookie.
  if (rendersPerRequest(route)) {
    const { headers, policy } = withNonce(request.headers, noncePagePolicy)
    // Search results are rendered on each request, under the address asked for (decision 075).
    const response = rendersOnDemand(route)
      ? NextResponse.rewrite(new URL(`${onDemandPath(route, pathname)}${search}`, request.nextUrl.origin), { request: { headers } })
      : NextResponse.next({ request: { headers } })
    return secure(response, policy)
  }
  const cleaned = withoutPolicy(request.headers)
  return secure(cleaned ? NextResponse.next({ request: { headers: cleaned } }) : NextResponse.next(), null)
}

export const config = {
  // Everything but Next's own built assets.
  matcher: ['/((?!_next/static|_next/image).*)'],
}
