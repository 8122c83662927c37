import 'server-only'
import { notFound } from '@/domain/api/errors'
import type { CustomerAddress } from '@/payload-types'
import { ACCOUNT_MESSAGES } from './service'

/** An address id of the path: a positive whole number, else the same 404 as an unknown id. */
export function addressId(raw: string | undefined): number {
  const id = /^[1-9][0-9]{0,9}$/.test(raw ?? '') ? Number(raw) : NaN
  if (!Number.isSafeInteger(id)) throw notFound(ACCOUNT_MESSAGES.addressNotFound)
  return id
}

/** What the API shows of an address (no owner id: it is always the caller). */
export function addressView(address: CustomerAddress) {
  return {
    id: address.id,
    label: address.label,
    civility: address.civility ?? null,
    lastname: address.lastname,
    firstname: address.firstname,
    company: address.company ?? '',
    address: address.address,
    address2: address.address2 ?? '',
    zipcode: address.zipcode,
    city: address.city,
    country: address.country,
    phone: address.phone,
    defaultDelivery: Boolean(address.defaultDelivery),
    defaultBilling: Boolean(address.defaultBilling),
  }
}
