import { saveFavourites } from '@/data/customers'
import { favouritesSchema, mergeFavourites } from '@/domain/account/schemas'
import { customerRoute, NO_STORE } from '@/server/account/handler'

/** POST /api/v1/account/favourites — merges the device's favourites into the account's (at login) and returns the list. */
export const POST = customerRoute('POST account/favourites', favouritesSchema, async ({ customer, data }) => {
  const current = Array.isArray(customer.favourites) ? (customer.favourites as number[]) : []
  const favourites = await saveFavourites(customer, mergeFavourites(current, data.favourites))
  return Response.json({ data: { favourites } }, { headers: NO_STORE })
})

/** PUT /api/v1/account/favourites — replaces the account's favourites (a product removed on the device). */
export const PUT = customerRoute('PUT account/favourites', favouritesSchema, async ({ customer, data }) => {
  const favourites = await saveFavourites(customer, mergeFavourites([], data.favourites))
  return Response.json({ data: { favourites } }, { headers: NO_STORE })
})
