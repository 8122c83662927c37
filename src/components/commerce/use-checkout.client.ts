'use client'
import { useEffect, useState } from 'react'
import { useAccount } from '@/components/account/use-account.client'
import { orderStore, useCart, useCheckout } from '@/components/state/stores.client'
import type { CheckoutState } from '@/domain/commerce/types'
import { refreshCart } from './cart-api.client'

/** Changes part of the persisted order state (spec §3), so that a reload resumes the step. */
export function updateCheckout(patch: Partial<CheckoutState>): void {
  orderStore.set((state) => ({ ...state, ...patch }))
}

/**
 * What every checkout step needs: the signed-in account (401: the page shows the login
 * message), the cart read again from the API, and the persisted order state.
 */
export function useCheckoutData(planId: number | null) {
  const { state: account } = useAccount()
  const cart = useCart()
  const checkout = useCheckout()
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
