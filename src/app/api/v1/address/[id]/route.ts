import { deleteAddress, findAddress, updateAddress } from '@/data/customers'
import { addressSchema } from '@/domain/account/schemas'
import { notFound } from '@/domain/api/errors'
import { customerRoute, NO_STORE } from '@/server/account/handler'
import { ACCOUNT_MESSAGES } from '@/server/account/service'
import { addressId, addressView } from '@/server/account/addresses'

/** GET /api/v1/address/{id} — one of the customer's addresses; another customer's id is a 404, like an unknown one. */
export const GET = customerRoute('GET address/{id}', null, async ({ customer, params }) => {
  const address = await findAddress(customer, addressId(params.id))
  if (!address) throw notFound(ACCOUNT_MESSAGES.addressNotFound)
  return Response.json({ data: addressView(address) }, { headers: NO_STORE })
})

export const PUT = customerRoute('PUT address/{id}', addressSchema, async ({ customer, data, params }) => {
  const address = await updateAddress(customer, addressId(params.id), data)
  if (!address) throw notFound(ACCOUNT_MESSAGES.addressNotFound)
  return Response.json({ data: { message: ACCOUNT_MESSAGES.addressSaved, address: addressView(address) } }, { headers: NO_STORE })
})

export const DELETE = customerRoute('DELETE address/{id}', null, async ({ customer, params }) => {
  if (!(await deleteAddress(customer, addressId(params.id)))) throw notFound(ACCOUNT_MESSAGES.addressNotFound)
  return Response.json({ data: { message: ACCOUNT_MESSAGES.addressDeleted } }, { headers: NO_STORE })
})
