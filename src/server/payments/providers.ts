/**
 * The card payment provider of this installation (decision 088): Stripe when both its keys
 * are set, else the local test provider (demo, tests). Only the active one is reachable.
 */
import 'server-only'
import { env } from '@/env'
import { stripeProvider } from './stripe'
import { testProvider } from './test-provider'
import type { PaymentProvider } from './types'

let active: PaymentProvider | null = null

export function cardProvider(): PaymentProvider {
  active ??=
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? stripeProvider(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET) : testProvider
  return active
}

/** The provider of a notification or return address: only the active one (else null, a 404). */
export function providerById(id: string): PaymentProvider | null {
  const provider = cardProvider()
  return provider.id === id ? provider : null
}
