import { createAddress, listAddresses } from '@/data/customers'
import { addressSchema } from '@/domain/account/schemas'
import { customerRoute, NO_STORE } from '@/server/account/handler'
import { ACCOUNT_MESSAGES } from '@/server/account/service'
import { addressView } from '@/server/account/addresses'

/** GET /api/v1/address — the signed-in customer's addresses (spec §7, with the user token). */
export const GET = customerRoute('GET address', null, async ({ customer }) => {
  const items = (await listAddresses(customer)).map(addressView)
  return Response.json({ data: { items, total: items.length } }, { headers: NO_STORE })
})

/** POST /api/v1/address — a new address of the signed-in customer. */
export const POST = customerRoute('POST address', addressSchema, async ({ customer, data }) => {
  const address = await createAddress(customer, data)
  return Response.json(
    { data: { message: ACCOUNT_MESSAGES.addressSaved, address: addressView(address) } },
    { status: 201, headers: NO_STORE },
  )
})
