'use client'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useAccount } from '@/components/account/use-account.client'
import { orderStore, useCart, useCheckout } from '@/components/state/stores.client'
import {
  checkoutOnPage,
  NO_PAYMENT_CHOICES,
  splitCheckoutPatch,
  storedCheckout,
  type PaymentChoices,
} from '@/domain/commerce/payment-choices'
import type { CheckoutState } from '@/domain/commerce/types'
import { refreshCart } from './cart-api.client'

/**
 * The payment step's choices for this order (the general terms, the payment method): in
 * memory, for the step on screen only, never in local storage (payment-choices.ts).
 */
let pageChoices: PaymentChoices = NO_PAYMENT_CHOICES
const choiceListeners = new Set<() => void>()

function setPageChoices(next: PaymentChoices): void {
  if (next.termsAccepted === pageChoices.termsAccepted && next.paymentBy === pageChoices.paymentBy) return
  pageChoices = next
  for (const listener of choiceListeners) listener()
}

function subscribeChoices(listener: () => void): () => void {
  choiceListeners.add(listener)
  return () => {
    choiceListeners.delete(listener)
  }
}

const readChoices = () => pageChoices
const initialChoices = () => NO_PAYMENT_CHOICES

/**
 * Changes part of the order state (spec §3): what a reload must find again (step, carrier,
 * addresses, point, phone, code) is persisted; the terms and the payment method stay with the
 * page, so that each order has them ticked and chosen again.
 */
export function updateCheckout(patch: Partial<CheckoutState>): void {
  const { stored, page } = splitCheckoutPatch(patch)
  setPageChoices({ ...pageChoices, ...page })
  // Written even with nothing else to change: a state kept before this rule loses its ticked terms.
  orderStore.set((state) => storedCheckout({ ...state, ...stored }))
}

/**
 * What every checkout step needs: the signed-in account (401: the page shows the login
 * message), the cart read again from the API, and the order state (the persisted one, with
 * this step's payment choices, forgotten when the step is left).
 */
export function useCheckoutData(planId: number | null) {
  const { state: account } = useAccount()
  const cart = useCart()
  const stored = useCheckout()
  const choices = useSyncExternalStore(subscribeChoices, readChoices, initialChoices)
  const checkout = useMemo(() => checkoutOnPage(stored, choices), [stored, choices])
  const [cartLoaded, setCartLoaded] = useState(false)
  useEffect(() => {
    if (account.kind !== 'ready') return
    let live = true
    void refreshCart(planId).then(() => {
      if (live) setCartLoaded(true)
    })
    return () => {
      live = false
    }
  }, [account.kind, planId])
  // Leaving the step (another page, another order): nothing stays ticked.
  useEffect(() => () => setPageChoices(NO_PAYMENT_CHOICES), [])
  return { account, cart, checkout, cartLoaded }
}
