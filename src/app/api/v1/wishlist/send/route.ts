import { z } from 'zod'
import { resolveContext } from '@/data/api/context'
import { errorResponse, faultResponse } from '@/server/http/error-response'
import { ApiProblem, badRequest, fromZodError, invalidParam } from '@/domain/api/errors'
import { autoParamsSchema, parseFr } from '@/domain/api/params'
import { queryToObject } from '@/domain/api/query'
import { wishlistBody } from '@/domain/api/search'
import { CAPTCHA_FAILED } from '@/domain/forms/captcha'
import { WISHLIST_MESSAGES } from '@/domain/api/wishlist'
import { verifyCaptcha } from '@/server/forms/captcha'
import { clientAddress } from '@/server/http/client-address'
import { limitAddress, limitKey } from '@/server/http/limits'
import { sendWishlistMail, WISHLIST_SEND_FAILED, wishlistEntries } from '@/server/mail/wishlist'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * POST /api/v1/wishlist/send — the favourites list by e-mail (spec §7), with a link to
 * each product of the current plan. Body: { email, products: [ids], message?, captcha } plus
 * the automatic params (site_id, lang, saleplan_id) in the query string or the body. It
 * leaves from the brand's address (decision 090): the captcha of the forms, at most 3
 * recipients, a short note without links, limits per client address and per recipient a day.
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

    await limitAddress(request, 'wishlistAddress')
    if (!(await verifyCaptcha(body.data.captcha, 'wishlist', clientAddress(request.headers)))) {
      throw badRequest(CAPTCHA_FAILED, [{ path: 'captcha', message: CAPTCHA_FAILED }])
    }
    for (const recipient of body.data.email) await limitKey('wishlistRecipient', recipient, WISHLIST_MESSAGES.recipientLimit)

    // One mail per recipient: no recipient sees the others' addresses.
    for (const to of body.data.email) {
      const result = await sendWishlistMail({ to, entries, target: ctx.target, locale: ctx.locale, message: body.data.message })
      if (!result.ok) return Response.json({ status: 'server_error', message: WISHLIST_SEND_FAILED }, { status: 502, headers: NO_STORE })
    }
    return Response.json({ data: { sent: true, count: entries.length } }, { headers: NO_STORE })
  } catch (error) {
    if (error instanceof ApiProblem) return errorResponse(error)
    if (error instanceof z.ZodError) return errorResponse(fromZodError(error))
    return faultResponse('POST /wishlist/send', error)
  }
}

export const dynamic = 'force-dynamic'
