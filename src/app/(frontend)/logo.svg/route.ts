/**
 * The brand mark at a stable address: favicon of the public pages and `logo` of the
 * Organization structured data. Static (built once).
 */
export const dynamic = 'force-static'

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="512" height="512">' +
  '<rect width="64" height="64" rx="14" fill="#b4420b"/>' +
  '<path fill="#fff" d="M27.6 12h8.8L52 52h-8.6l-3.5-9.6H24.1L20.6 52H12L27.6 12Zm-1 23.4h10.8L32 20.6l-5.4 14.8Z"/>' +
  '</svg>'

export function GET(): Response {
  return new Response(SVG, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
