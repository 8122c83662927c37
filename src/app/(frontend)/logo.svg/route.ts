import { logoSvg } from '@/brand/logo'

/**
 * The brand mark at a stable address: the `logo` of the Organization structured data, drawn
 * from src/brand/logo.ts (decision 099): the whole logo, symbol and wordmark. Static (built once).
 */
export const dynamic = 'force-static'

export function GET(): Response {
  return new Response(logoSvg({ title: 'Ardalis' }), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
