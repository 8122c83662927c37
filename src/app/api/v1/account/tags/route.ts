import { saveTags } from '@/data/customers'
import { accountTagsSchema } from '@/domain/account/schemas'
import { customerRoute, NO_STORE } from '@/server/account/handler'
import { ACCOUNT_MESSAGES } from '@/server/account/service'

/**
 * The account's project tags (spec §7 `tags` with the user token, decision 085); the public
 * GET /api/v1/tags stays the content tags of the FAQ and news.
 */

/** GET /api/v1/account/tags — the signed-in customer's project tags. */
export const GET = customerRoute('GET account/tags', null, async ({ customer }) =>
  Response.json({ data: { tags: customer.tags ?? [] } }, { headers: NO_STORE }),
)

/** PUT /api/v1/account/tags — replaces them: 30 at most, 1 to 40 characters, duplicates (any case) removed. */
export const PUT = customerRoute('PUT account/tags', accountTagsSchema, async ({ customer, data }) => {
  const tags = await saveTags(customer, data.tags)
  return Response.json({ data: { message: ACCOUNT_MESSAGES.tagsSaved, tags } }, { headers: NO_STORE })
})
