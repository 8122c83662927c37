/**
 * « Régler ma commande » (POST /api/v1/order/{number}/payment): a card order left unpaid (the
 * customer came back from the provider's page, or the provider could not be reached when the
 * order was placed) is paid from the account. Through the real v1 handlers and the test
 * provider's page: the same session twice, another customer's order not found, an order paid,
 * paid otherwise, refused or cancelled refused with its French message, the provider out of
 * reach said as such, then the order paid on the provider's page.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { payloadClient } from '../../src/data/payload'
import { ORDER_MESSAGES, ORDER_PAYMENT_MESSAGES, type OrderView } from '../../src/domain/commerce/order-view'
import { PAYMENT_UNAVAILABLE } from '../../src/server/commerce/orders'
import { testProvider } from '../../src/server/payments/test-provider'
import * as testPage from '../../src/app/paiement-test/[session]/route'
import { planIds } from './support/api'
import { call, newBuyer, orderDoc, privatePack, type Answer, type Buyer } from './support/commerce'
import { ORIGIN } from './support/in-process-fetch'

let payload: Payload
let partPlan = 0
const PASSWORD = 'Enduit-Reglement-2026'

const emails: string[] = []

const buyer = (name: string) => newBuyer(payload, { name: `${name}.reglement`, password: PASSWORD, emails, civility: 'm', home: ORLEANS })
const ORLEANS = { address: '8 quai de la Loire', zipcode: '45000', city: 'Orléans' }

let pack: { productId: number; variant: string }

/** A card (or other) order of one pack, placed as the payment step does: 201 and the answer. */
async function placed(who: Buyer, payment: 'card' | 'transfer' = 'card'): Promise<Answer> {
  const added = await call('POST', `/cart?saleplan_id=${partPlan}`, {
    cookie: who.cookie,
    body: { products: [{ element_id: pack.productId, element_type: 'product', variant: pack.variant, quantity: 1 }] },
  })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const token = added.body.data?.token as string
  const body = (expected: number) => ({
    carrier: 'domicile',
    shipping_address: who.address,
    billing_address: who.address,
    payment,
    phone: '0601020304',
    terms: true,
    expected_total: expected,
  })
  // The TTC total the page would show, read from the 409 of a wrong one (which places nothing).
  const priced = await call('POST', '/order', { cookie: who.cookie, token, body: body(1) })
  expect(priced.status, JSON.stringify(priced.body)).toBe(409)
  const answer = await call('POST', '/order', { cookie: who.cookie, token, body: body(priced.body.cart?.amount.ttc as number) })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer
}

const numberOf = (answer: Answer) => (answer.body.data?.order as OrderView).number
const pay = (who: Buyer | null, number: string) =>
  call('POST', `/order/${encodeURIComponent(number)}/payment`, who ? { cookie: who.cookie } : {})
const sessionOf = (redirect: unknown) => /\/paiement-test\/(test_[\w-]+)$/.exec(String(redirect))?.[1] as string

/** The test provider's page: GET shows it, a choice posts the signed notification. */
const providerPage = (session: string, choice?: 'paid' | 'refused') =>
  choice
    ? testPage.POST(new Request(`${ORIGIN}/paiement-test/${session}`, { method: 'POST', body: new URLSearchParams({ choix: choice }) }), {
        params: Promise.resolve({ session }),
      })
    : testPage.GET(new Request(`${ORIGIN}/paiement-test/${session}`), { params: Promise.resolve({ session }) })

let paul: Buyer
let rose: Buyer

beforeAll(async () => {
  payload = await payloadClient()
  partPlan = (await planIds()).part
  pack = await privatePack(payload)
  paul = await buyer('paul')
  rose = await buyer('rose')
})

afterEach(() => {
  vi.restoreAllMocks()
})

afterAll(async () => {
  await payload.delete({ collection: 'customers', where: { email: { in: emails } }, overrideAccess: true }).catch(() => undefined)
})

describe('POST /order/{number}/payment', () => {
  it('resumes the order’s card session: twice, the same provider page, then paid there', async () => {
    const order = await placed(paul)
    const number = numberOf(order)
    const first = order.body.data?.redirect
    expect(sessionOf(first)).toBeTruthy()

    // The customer came back without paying: « Régler ma commande », twice (a double press).
    const again = await pay(paul, number)
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.headers.get('cache-control')).toBe('no-store')
    expect(again.body.data).toEqual({ redirect: first })
    const twice = await Promise.all([pay(paul, number), pay(paul, number)])
    expect(twice.map((a) => [a.status, a.body.data?.redirect])).toEqual([
      [200, first],
      [200, first],
    ])

    // The page of that session shows the order; « Accepter le paiement » pays it.
    const session = sessionOf(first)
    const page = await providerPage(session)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(number)
    expect((await providerPage(session, 'paid')).status).toBe(303)
    const doc = await orderDoc(payload, number)
    expect([doc?.status, doc?.paymentStatus]).toEqual(['paid', 'paid'])
    const shown = await call('GET', `/order/${number}`, { cookie: paul.cookie })
    expect((shown.body.data?.order as OrderView).status_label).toBe('Payée')

    // Paid: nothing more to pay, said in French.
    const paidAlready = await pay(paul, number)
    expect(paidAlready.status).toBe(409)
    expect(paidAlready.body).toMatchObject({
      status: 'order_not_payable',
      reason: 'paid',
      message: ORDER_PAYMENT_MESSAGES.refusals.paid,
    })
  })

  it('another customer’s order, an unknown or malformed number: 404; no session: 401', async () => {
    const number = numberOf(await placed(paul))
    const other = await pay(rose, number)
    expect(other.status).toBe(404)
    expect(other.body).toEqual({ status: 'not_found', message: ORDER_MESSAGES.notFound })
    expect((await pay(paul, 'CMD-1999-999999')).status).toBe(404)
    expect((await pay(paul, 'n-importe-quoi')).status).toBe(404)
    expect((await pay(null, number)).status).toBe(401)
    // Nothing was changed by the refused calls: the order still awaits its payment, in its session.
    expect((await orderDoc(payload, number))?.paymentStatus).toBe('awaiting')
  })

  it('an order paid by transfer, a refused card payment and a cancelled order: 409 with their message', async () => {
    const transfer = numberOf(await placed(rose, 'transfer'))
    const byTransfer = await pay(rose, transfer)
    expect(byTransfer.status).toBe(409)
    expect(byTransfer.body).toMatchObject({ reason: 'transfer', message: ORDER_PAYMENT_MESSAGES.refusals.transfer })

    // Refused on the provider's page: the cart is open again, and paying goes through it.
    const refusedOrder = await placed(rose)
    expect((await providerPage(sessionOf(refusedOrder.body.data?.redirect), 'refused')).status).toBe(303)
    const refused = await pay(rose, numberOf(refusedOrder))
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ reason: 'refused', message: ORDER_PAYMENT_MESSAGES.refusals.refused })

    // Cancelled by staff while its card payment was awaited.
    const cancelledNumber = numberOf(await placed(paul))
    const doc = await orderDoc(payload, cancelledNumber)
    await payload.update({ collection: 'orders', id: doc?.id as number, data: { status: 'cancelled' }, overrideAccess: true })
    const cancelled = await pay(paul, cancelledNumber)
    expect(cancelled.status).toBe(409)
    expect(cancelled.body).toMatchObject({ reason: 'cancelled', message: ORDER_PAYMENT_MESSAGES.refusals.cancelled })
  })

  it('the provider out of reach when placing, then when paying: 503 in French; back, one session for two calls, then paid', async () => {
    vi.spyOn(testProvider, 'start').mockRejectedValue(new Error('prestataire injoignable'))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const order = await placed(paul)
    const number = numberOf(order)
    expect(order.body.data).toMatchObject({ redirect: null, payment_message: PAYMENT_UNAVAILABLE })
    expect((await orderDoc(payload, number))?.providerSession ?? null).toBeNull()

    const down = await pay(paul, number)
    expect(down.status).toBe(503)
    expect(down.body).toEqual({ status: 'unavailable', message: ORDER_PAYMENT_MESSAGES.unavailable })
    vi.mocked(testProvider.start).mockRestore()

    // The provider is back: two presses at once open one session, kept on the order.
    const both = await Promise.all([pay(paul, number), pay(paul, number)])
    expect(both.map((a) => a.status)).toEqual([200, 200])
    const [redirect, other] = both.map((a) => a.body.data?.redirect)
    expect(other).toBe(redirect)
    const session = sessionOf(redirect)
    expect((await orderDoc(payload, number))?.providerSession).toBe(session)
    expect((await pay(paul, number)).body.data?.redirect).toBe(redirect)

    expect((await providerPage(session, 'paid')).status).toBe(303)
    expect((await orderDoc(payload, number))?.paymentStatus).toBe('paid')
  })
})
