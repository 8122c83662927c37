import { createHash, randomBytes } from 'node:crypto'
import { adminPolicy, pagePolicy, scriptHashSources, tileOrigin } from '@/domain/security/csp'
import { env } from '@/env'

/**
 * The site's security policies with this server's settings (decision 089): the map tiles'
 * origin, the trackers and reCAPTCHA when configured, https from SITE_URL.
 */
const siteIsHttps = env.SITE_URL.startsWith('https://')
const dev = env.NODE_ENV === 'development'
const pageSettings = {
  tileOrigin: tileOrigin(env.MAP_TILE_URL),
  trackers: [env.TRACKING_GTM_ID, env.TRACKING_ADS_ID, env.TRACKING_META_PIXEL_ID, env.TRACKING_PINTEREST_TAG_ID].some(Boolean),
  recaptcha: Boolean(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET),
  https: siteIsHttps,
  dev,
}

/** A fresh nonce for a page rendered per request (128 random bits). */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

export function noncePagePolicy(nonce: string): string {
  return pagePolicy({ ...pageSettings, scripts: [`'nonce-${nonce}'`] })
}

export function nonceAdminPolicy(nonce: string): string {
  return adminPolicy({ nonce, https: siteIsHttps, dev })
}

function sha256Base64(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64')
}

/** The policy of a cached page: the hash of each of its inline scripts. */
export function cachedPagePolicy(html: string): string {
  return pagePolicy({ ...pageSettings, scripts: scriptHashSources(html, sha256Base64) })
}

/**
 * True when the answer reaches the visitor over https: the site's URL is https, or the
 * TLS front in front of the server says so (`X-Forwarded-Proto`, as nginx sets it). A
 * forged header costs nothing: browsers ignore HSTS received over plain http, and a
 * Secure cookie is simply not sent back over http.
 */
export function answersOverHttps(headers: Headers): boolean {
  return siteIsHttps || headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https'
}

/**
 * The page cache handler (a plain CommonJS file Next loads outside the bundles) reads the
 * policy of a cached page through this process-wide hook, set when the server starts.
 */
export const CACHED_PAGE_POLICY_HOOK = Symbol.for('ardalis.cachedPagePolicy')

export function registerCachedPagePolicy(): void {
  ;(globalThis as Record<symbol, unknown>)[CACHED_PAGE_POLICY_HOOK] = cachedPagePolicy
}
