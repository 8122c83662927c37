import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'
import type { NextConfig } from 'next'
import { PERMISSIONS_POLICY } from './src/domain/security/csp'

/**
 * The headers every answer carries. The Content-Security-Policy and HSTS depend on the answer
 * and come from the edge and the page cache (src/proxy.ts, decision 089).
 */
const securityHeaders = [
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

/**
 * Next's own scripts, stylesheets and fonts are never documents: framing, powerful features
 * and the opener policy mean nothing there (nor a CSP: decision 089). They keep nosniff and the
 * referrer policy (a stylesheet's own requests follow it), 330 bytes less on each of the
 * 15-20 files of a first view over HTTP/1.1 (decision 111).
 */
const DOCUMENT_ONLY = new Set(['X-Frame-Options', 'Permissions-Policy', 'Cross-Origin-Opener-Policy'])
const staticFileHeaders = securityHeaders.filter((header) => !DOCUMENT_ONLY.has(header.key))

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Hashing every cached page on every request cost about a tenth of the server's
  // time per page; validation belongs to the CDN in front (decision 071).
  generateEtags: false,
  reactStrictMode: true,
  // The site's CSS (14 KB in brotli) goes in the HTML: the first paint no longer waits for a
  // stylesheet's round trip. The back office's pages keep Payload's 330 KB as files: `npm run
  // build` rewrites their manifests after `next build` (src/build/admin-stylesheets.ts, decision 124).
  // The proxy (src/proxy.ts) reads every request's body, and cut it at 10 MB: an upload of 15 MB reached
  // Payload truncated (500, « Unexpected end of form »). A little more than Payload's 40 MB upload limit
  // plus its 1 MB form field, so that Payload's French 413 is the refusal staff see (decision 129).
  experimental: { inlineCss: true, proxyClientMaxBodySize: '42mb' },
  // Next's file-system cache, minus the pages that answer 404 (decision 075).
  cacheHandler: path.join(process.cwd(), 'src/server/page-cache-handler.cjs'),
  // Uploaded images through Next's optimiser (src/components/ui/Picture.tsx, decision 104): AVIF,
  // else WebP, at the widths pictures are displayed at; each file is encoded once, then served
  // from .next/cache/images. Only the /media route's images are accepted as sources.
  images: {
    formats: ['image/avif', 'image/webp'],
    imageSizes: [64, 96, 128, 160, 240, 320],
    deviceSizes: [375, 480, 640, 800, 1080, 1280, 1600, 1920],
    localPatterns: [{ pathname: '/media/images/**', search: '' }],
    // An upload gets a new file name: as long as the /media route lets browsers keep a file.
    minimumCacheTTL: 604800,
  },
  async headers() {
    return [
      { source: '/:path((?!_next/static/).*)', headers: securityHeaders },
      { source: '/_next/static/:path*', headers: staticFileHeaders },
      // Uploaded images and PDF sheets: a new upload gets a new file name.
      {
        source: '/api/(media|documents)/file/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=2592000' }],
      },
    ]
  },
}

const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every page for the colour-scheme client hint (Accept-CH + Critical-CH),
 * which makes Chrome replay the first request of each visit. Only the admin uses the
 * hint, so those headers are kept for /admin alone.
 */
const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch', 'vary'])

const config: NextConfig = {
  ...withAdmin,
  async headers() {
    const rules = (await withAdmin.headers?.()) ?? []
    return rules.flatMap((rule) => {
      const hints = rule.headers.filter((h) => CLIENT_HINT_HEADERS.has(h.key.toLowerCase()))
      if (rule.source !== '/:path*' || hints.length === 0) return [rule]
      const others = rule.headers.filter((h) => !CLIENT_HINT_HEADERS.has(h.key.toLowerCase()))
      return [...(others.length > 0 ? [{ ...rule, headers: others }] : []), { ...rule, source: '/admin/:path*', headers: hints }]
    })
  },
}

export default config
