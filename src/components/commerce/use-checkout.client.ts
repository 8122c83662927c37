'use client'
import { useEffect, useState } from 'react'
import { useAccount } from '@/components/account/use-account.client'
import { orderStore, useCart, useCheckout } from '@/components/state/stores.client'
import { storedCheckout, type StoredCheckout } from '@/domain/commerce/payment-choices'
import { refreshCart } from './cart-api.client'

/**
 * Changes part of the order state (spec §3), persisted so that a reload finds it again (step,
 * carrier, addresses, point, phone, code). The terms and the payment method are not part of
 * it: the payment step keeps them in its own state, and they are written at their start
 * (payment-choices.ts), so that a state kept before this rule loses its ticked terms.
 */
export function updateCheckout(patch: Partial<StoredCheckout>): void {
  orderStore.set((state) => storedCheckout({ ...state, ...patch }))
}

/**
 * What every checkout step needs: the signed-in account (401: the page shows the login
 * message), the cart read again from the API, and the persisted order state (without the
 * payment choices, which only the payment step holds).
 */
export function useCheckoutData(planId: number | null) {
  const { state: account } = useAccount()
  const cart = useCart()
  const checkout: StoredCheckout = useCheckout()
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
  return { account, cart, checkout, cartLoaded }
}
