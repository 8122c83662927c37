import { z } from 'zod'
import { resolveContext } from '@/data/api/context'
import { errorResponse } from '@/server/http/api-handler'
import { ApiProblem, badRequest, fromZodError, invalidParam, serverErrorBody } from '@/domain/api/errors'
import { autoParamsSchema, parseFr } from '@/domain/api/params'
import { queryToObject } from '@/domain/api/query'
import { wishlistBody } from '@/domain/api/search'
import { allowSend } from '@/server/mail/rate-limit'
import { sendWishlistMail, WISHLIST_SEND_FAILED, wishlistEntries } from '@/server/mail/wishlist'

const NO_STORE = { 'Cache-Control': 'no-store' }

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
    const { entries, unknown } = await wishlistEntries(body.data.products, [ctx.target], ctx.locale)
    if (unknown.length > 0) throw invalidParam('products', `Produits inconnus pour ce plan de vente : ${unknown.join(', ')}`)

    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (!allowSend(`wishlist:${forwarded || 'local'}`)) {
      return Response.json(
        { status: 'bad_request', message: 'Trop d’envois rapprochés, veuillez réessayer dans une minute.', errors: [] },
        { status: 429, headers: NO_STORE },
      )
    }

    const result = await sendWishlistMail({
      to: body.data.email,
      entries,
      target: ctx.target,
      locale: ctx.locale,
      message: body.data.message,
    })
    if (!result.ok) return Response.json({ status: 'server_error', message: WISHLIST_SEND_FAILED }, { status: 502, headers: NO_STORE })
    return Response.json({ data: { sent: true, count: entries.length } }, { headers: NO_STORE })
  } catch (error) {
    if (error instanceof ApiProblem) return errorResponse(error)
    if (error instanceof z.ZodError) return errorResponse(fromZodError(error))
    console.error('[api/v1] POST /wishlist/send:', error)
    return Response.json(serverErrorBody(), { status: 500, headers: NO_STORE })
  }
}

export const dynamic = 'force-dynamic'
