import { accountWishlistSchema } from '@/domain/account/schemas'
import { badRequest } from '@/domain/api/errors'
import { TARGETS } from '@/domain/routing/types'
import { customerRoute, NO_STORE, optionalBody } from '@/server/account/handler'
import { ACCOUNT_MESSAGES, limitWishlistMail } from '@/server/account/service'
import { sendWishlistMail, WISHLIST_EMPTY, WISHLIST_SENT, wishlistEntries } from '@/server/mail/wishlist'

/**
 * POST /api/v1/account/wishlist — the favourites by e-mail to the account's own (confirmed)
 * address: the account's list, or `{ favourites: [ids] }` when given. No captcha: nobody else
 * can receive it; 5 an hour per account. Ids no plan sells any more are left out.
 */
export const POST = customerRoute('POST account/wishlist', null, async ({ request, customer }) => {
  const body = await optionalBody(request, accountWishlistSchema)
  const saved = Array.isArray(customer.favourites) ? customer.favourites : []
  const ids = (body?.favourites ?? saved).filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0)
  const target = customer.audience === 'pro' ? 'pro' : 'part'
  const { entries } = await wishlistEntries(ids, [target, ...TARGETS.filter((t) => t !== target)], 'fr')
  if (entries.length === 0) throw badRequest(WISHLIST_EMPTY, [{ path: 'favourites', message: WISHLIST_EMPTY }])
  await limitWishlistMail(customer)
  const result = await sendWishlistMail({ to: customer.email, entries, target, locale: 'fr' })
  if (!result.ok) return Response.json({ status: 'server_error', message: ACCOUNT_MESSAGES.mailFailed }, { status: 502, headers: NO_STORE })
  return Response.json({ data: { message: WISHLIST_SENT, count: entries.length } }, { headers: NO_STORE })
})
