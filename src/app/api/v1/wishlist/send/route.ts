import { z } from 'zod'
import { resolveContext } from '@/data/api/context'
import { errorResponse } from '@/server/http/api-handler'
import { getCatalogue } from '@/data/catalogue'
import { getSettings } from '@/data/site'
import { ApiProblem, badRequest, fromZodError, invalidParam, serverErrorBody } from '@/domain/api/errors'
import { autoParamsSchema, parseFr } from '@/domain/api/params'
import { queryToObject } from '@/domain/api/query'
import { wishlistBody } from '@/domain/api/search'
import { build } from '@/domain/routing/routes'
import { env } from '@/env'
import { sendMail } from '@/server/mail/send'
import { allowSend } from '@/server/mail/rate-limit'

const NO_STORE = { 'Cache-Control': 'no-store' }
export const WISHLIST_SEND_FAILED = 'L’envoi du courriel a échoué, veuillez réessayer.'

/**
 * POST /api/v1/wishlist/send — the favourites list by e-mail (spec §7), with a link to
 * each product of the current plan. Body: { email, products: [ids], message? } plus the
 * automatic params (site_id, lang, saleplan_id) in the query string or the body.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    let raw: unknown
    try {
      raw = await request.json()
    } catch {
      throw badRequest('Corps de requête JSON invalide')
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('Corps de requête JSON invalide')
    const fields = { ...queryToObject(new URL(request.url).searchParams), ...(raw as Record<string, unknown>) }
    const auto = parseFr(autoParamsSchema, fields)
    if (!auto.success) throw fromZodError(auto.error)
    const body = parseFr(wishlistBody, fields)
    if (!body.success) throw fromZodError(body.error)

    const ctx = await resolveContext(auto.data)
    const [catalogue, settings] = await Promise.all([getCatalogue(ctx.target, ctx.locale), getSettings(ctx.locale)])
    const byId = new Map(catalogue.products.map((p) => [p.id, p]))
    const unknown = body.data.products.filter((id) => !byId.has(id))
    if (unknown.length > 0) throw invalidParam('products', `Produits inconnus pour ce plan de vente : ${unknown.join(', ')}`)

    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (!allowSend(`wishlist:${forwarded || 'local'}`)) {
      return Response.json(
        { status: 'bad_request', message: 'Trop d’envois rapprochés, veuillez réessayer dans une minute.', errors: [] },
        { status: 429, headers: NO_STORE },
      )
    }

    const site = env.SITE_URL.replace(/\/+$/, '')
    const products = [...new Set(body.data.products)].map((id) => byId.get(id)).filter((p) => p !== undefined)
    const result = await sendMail({
      to: body.data.email,
      subject: `Ma liste de favoris ${settings.brandName}`,
      content: {
        brand: settings.brandName,
        title: 'Ma liste de favoris',
        paragraphs: [
          `Voici les ${products.length} produit${products.length > 1 ? 's' : ''} de votre liste de favoris ${settings.brandName}.`,
          ...(body.data.message ? [body.data.message] : []),
        ],
        items: products.map((p) => ({
          label: `${p.name} (réf. ${p.reference})`,
          href: `${site}${build('product', { target: ctx.target, slug: p.slug }, ctx.locale)}`,
          detail: p.summary || null,
        })),
        action: { label: 'Retrouver ma liste sur le site', href: `${site}${build('favourites', { target: ctx.target }, 'fr')}` },
      },
    })
    if (!result.ok) return Response.json({ status: 'server_error', message: WISHLIST_SEND_FAILED }, { status: 502, headers: NO_STORE })
    return Response.json({ data: { sent: true, count: products.length } }, { headers: NO_STORE })
  } catch (error) {
    if (error instanceof ApiProblem) return errorResponse(error)
    if (error instanceof z.ZodError) return errorResponse(fromZodError(error))
    console.error('[api/v1] POST /wishlist/send:', error)
    return Response.json(serverErrorBody(), { status: 500, headers: NO_STORE })
  }
}

export const dynamic = 'force-dynamic'
