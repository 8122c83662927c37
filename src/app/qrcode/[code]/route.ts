import { findScannedVariant } from '@/data/scan'
import { padGtin } from '@/domain/catalogue/gtin'
import { build } from '@/domain/routing/routes'

/**
 * Legacy QR-code addresses /qrcode/{barcode} (spec §2): the redirect table holds the
 * codes of the old site; any other code is looked up like a scan and redirected
 * permanently to its product page (French, the professional plan first).
 */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }): Promise<Response> {
  const { code } = await params
  const digits = code.replace(/\/+$/, '')
  if (/^\d{1,14}$/.test(digits)) {
    const found = await findScannedVariant(padGtin(digits), 'pro', 'fr')
    const target = found?.targets[0]
    if (found && target) {
      return Response.redirect(new URL(build('product', { target, slug: found.product.slug }, 'fr'), request.url), 301)
    }
  }
  const home = build('home', { target: 'pro' }, 'fr')
  return new Response(
    `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Page 404</title><h1>La page demandée n’existe pas ou plus</h1><p><a href="${home}">Retour à l’accueil</a></p></html>`,
    { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )
}

export const dynamic = 'force-dynamic'
