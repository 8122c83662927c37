/**
 * The local test provider (decision 088): used when Stripe's keys are absent (the demo and the
 * tests). Its page, /paiement-test/{session}, is marked as a test and offers « Accepter »,
 * « Refuser » and « Abandonner »; the choice is posted as a notification signed like a real
 * provider's (HMAC-SHA256, `t=<seconds>,v1=<hex>` over `<t>.<body>`, a key derived from
 * PAYLOAD_SECRET), which goes through the same verification as any other.
 */
import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { env } from '@/env'
import type { PaymentNotification, PaymentOutcome, PaymentProvider } from './types'

export const TEST_SIGNATURE_HEADER = 'x-ardalis-signature'
/** A notification older than this is refused (a replay from long ago). */
const TOLERANCE_SECONDS = 300

const key = () => createHmac('sha256', env.PAYLOAD_SECRET).update('ardalis/test-payment-provider/v1').digest()

const bodySchema = z.object({
  id: z.string().regex(/^evt_test_[\w-]{8,64}$/),
  session: z.string().regex(/^test_[\w-]{16,64}$/),
  outcome: z.enum(['paid', 'refused', 'abandoned']),
})

const sign = (timestamp: number, body: string) => createHmac('sha256', key()).update(`${timestamp}.${body}`).digest('hex')

/** The page of a session, on this site. */
export function testPaymentPage(session: string): string {
  return `${env.SITE_URL.replace(/\/+$/, '')}/paiement-test/${encodeURIComponent(session)}`
}

export function isTestSession(session: string): boolean {
  return /^test_[\w-]{16,64}$/.test(session)
}

/** A signed notification of the test provider (what its page posts; the tests forge their own). */
export function signedTestNotification(
  session: string,
  outcome: PaymentOutcome,
  options: { eventId?: string; now?: number } = {},
): { body: string; signature: string } {
  const body = JSON.stringify({ id: options.eventId ?? `evt_test_${randomBytes(12).toString('base64url')}`, session, outcome })
  const timestamp = Math.floor((options.now ?? Date.now()) / 1000)
  return { body, signature: `t=${timestamp},v1=${sign(timestamp, body)}` }
}

export function verifyTestSignature(body: string, header: string | null, now = Date.now()): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]))
  const timestamp = Number(parts.t)
  const given = parts.v1 ?? ''
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) return false
  return timingSafeEqual(Buffer.from(sign(timestamp, body), 'hex'), Buffer.from(given, 'hex'))
}

export const testProvider: PaymentProvider = {
  id: 'test',
  async start() {
    const session = `test_${randomBytes(24).toString('base64url')}`
    return { session, redirectUrl: testPaymentPage(session) }
  },
  async resume(session) {
    return isTestSession(session) ? testPaymentPage(session) : null
  },
  async cancel() {
    // The page's « Abandonner » already sent its notification.
  },
  async verify(request): Promise<PaymentNotification | null> {
    const body = await request.text()
    if (!verifyTestSignature(body, request.headers.get(TEST_SIGNATURE_HEADER))) return null
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return null
    }
    const parsed = bodySchema.safeParse(json)
    if (!parsed.success) return null
    return { eventId: parsed.data.id, session: parsed.data.session, outcome: parsed.data.outcome }
  },
}
