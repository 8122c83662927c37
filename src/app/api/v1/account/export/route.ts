import { exportCustomerData } from '@/data/customers'
import { customerRoute } from '@/server/account/handler'
import { accountView } from '@/server/account/service'
import { addressView } from '@/server/account/addresses'

/** GET /api/v1/account/export — everything the site keeps about the customer, as a JSON file (RGPD). */
export const GET = customerRoute('GET account/export', null, async ({ customer }) => {
  const { account, addresses } = await exportCustomerData(customer)
  const body = {
    exportedAt: new Date().toISOString(),
    account: {
      ...accountView({ ...customer, ...account } as typeof customer),
      createdAt: account.createdAt,
      termsAcceptedAt: account.termsAcceptedAt ?? null,
    },
    addresses: addresses.map(addressView),
  }
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="mes-donnees.json"',
      'Cache-Control': 'no-store',
    },
  })
})
