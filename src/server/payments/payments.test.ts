import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { stripeProvider } from './stripe'
import { signedTestNotification, TEST_SIGNATURE_HEADER, testProvider, verifyTestSignature } from './test-provider'

const WEBHOOK_SECRET = 'whsec_test_secret_for_unit_tests'
const notify = (body: string, headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/v1/payment/notify/x', { method: 'POST', body, headers })

describe('test provider signature', () => {
  const session = 'test_abcdefghijklmnopqrstuvwx'

  it('accepts its own signed notification and reads the event', async () => {
    const { body, signature } = signedTestNotification(session, 'paid', { eventId: 'evt_test_0123456789' })
    expect(await testProvider.verify(notify(body, { [TEST_SIGNATURE_HEADER]: signature }))).toEqual({
      eventId: 'evt_test_0123456789',
      session,
      outcome: 'paid',
    })
  })

  it('refuses a changed body, a forged or missing signature and a stale one', async () => {
    const { body, signature } = signedTestNotification(session, 'refused')
    expect(await testProvider.verify(notify(body.replace('refused', 'paid'), { [TEST_SIGNATURE_HEADER]: signature }))).toBeNull()
    // One hex digit changed (to another digit: replacing it by a fixed one left it unchanged one time in 16).
    const forged = signature.replace(/v1=(.)/, (_, digit: string) => `v1=${digit === '0' ? '1' : '0'}`)
    expect(forged).not.toBe(signature)
    expect(await testProvider.verify(notify(body, { [TEST_SIGNATURE_HEADER]: forged }))).toBeNull()
    expect(await testProvider.verify(notify(body, {}))).toBeNull()
    const old = signedTestNotification(session, 'paid', { now: Date.now() - 3_600_000 })
    expect(verifyTestSignature(old.body, old.signature)).toBe(false)
  })

  it('starts a session on its own page', async () => {
    const started = await testProvider.start(
      { number: 'CMD-2026-000001', amount: 1000, email: 'a@b.fr' },
      { returnUrl: 'http://x/r', notifyUrl: 'http://x/n' },
    )
    expect(started.session).toMatch(/^test_/)
    expect(started.redirectUrl).toMatch(/\/paiement-test\/test_/)
  })
})

describe('Stripe adapter webhook verification (the SDK’s own test header, no network)', () => {
  const provider = stripeProvider('sk_test_unit', WEBHOOK_SECRET)
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object: { id: 'cs_test_1', object: 'checkout.session', ...object } } })
  const header = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret })

  it('reads a paid checkout session', async () => {
    const payload = event('checkout.session.completed', { payment_status: 'paid' })
    expect(await provider.verify(notify(payload, { 'stripe-signature': header(payload) }))).toEqual({
      eventId: 'evt_1',
      session: 'cs_test_1',
      outcome: 'paid',
    })
  })

  it('maps expiry to abandoned, a failed async payment to refused, an unpaid completion to nothing', async () => {
    const expired = event('checkout.session.expired', {})
    expect((await provider.verify(notify(expired, { 'stripe-signature': header(expired) })))?.outcome).toBe('abandoned')
    const failed = event('checkout.session.async_payment_failed', {})
    expect((await provider.verify(notify(failed, { 'stripe-signature': header(failed) })))?.outcome).toBe('refused')
    const unpaid = event('checkout.session.completed', { payment_status: 'unpaid' })
    expect((await provider.verify(notify(unpaid, { 'stripe-signature': header(unpaid) })))?.outcome).toBeNull()
  })

  it('refuses another secret’s signature, a changed body and no signature', async () => {
    const payload = event('checkout.session.completed', { payment_status: 'paid' })
    expect(await provider.verify(notify(payload, { 'stripe-signature': header(payload, 'whsec_other') }))).toBeNull()
    expect(await provider.verify(notify(payload.replace('paid', 'unpaid'), { 'stripe-signature': header(payload) }))).toBeNull()
    expect(await provider.verify(notify(payload, {}))).toBeNull()
  })
})
