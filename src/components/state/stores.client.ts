'use client'
import { SIGNED_OUT, sanitizeAuth, type AuthState } from '@/domain/account/auth-state'
import { EMPTY_CART, sanitizeCart, type CartState } from '@/domain/cart/state'
import { INITIAL_CHECKOUT, sanitizeCheckout } from '@/domain/commerce/checkout'
import type { CheckoutState } from '@/domain/commerce/types'
import {
  comparatorFor,
  sanitizeComparator,
  sanitizeIds,
  toggleId,
  toggleWithLimit,
  type ComparatorState,
  type ToggleOutcome,
} from '@/domain/shortlist/shortlist'
import { createPersistedStore, usePersistedSelection, usePersistedStore } from './persisted-store.client'

/** The persisted client state of spec §4: favourites, comparator, cart and order, in local storage. */
export const favouritesStore = createPersistedStore<number[]>('enduits:favourites', [], sanitizeIds)
export const comparatorStore = createPersistedStore<ComparatorState>('enduits:comparator', { target: null, ids: [] }, sanitizeComparator)
/** Spec §3 persisted auth: who is signed in, for the header; no secret (the session is an HttpOnly cookie). */
export const authStore = createPersistedStore<AuthState>('enduits:auth', SIGNED_OUT, sanitizeAuth)
/** Spec §3 client cart: the token (3 days), its validity and the last cart the API answered. */
export const cartStore = createPersistedStore<CartState>('enduits:cart', EMPTY_CART, sanitizeCart)
/** Spec §3 order state: the checkout's choices, so that a reload resumes the step. */
export const orderStore = createPersistedStore<CheckoutState>('enduits:order', INITIAL_CHECKOUT, sanitizeCheckout)

export function toggleFavourite(id: number): 'added' | 'removed' {
  let outcome: 'added' | 'removed' = 'added'
  favouritesStore.set((list) => {
    const next = toggleId(list, id)
    outcome = next.outcome
    return next.list
  })
  return outcome
}

export function useFavourites() {
  const ids = usePersistedStore(favouritesStore)
  return { ids, count: ids.length }
}

/** Whether product `id` is a favourite; only a change of that answer renders again. */
export function useIsFavourite(id: number): boolean {
  return usePersistedSelection(favouritesStore, (ids) => ids.includes(id))
}

export function useFavouritesCount(): number {
  return usePersistedSelection(favouritesStore, (ids) => ids.length)
}

/** Adds or removes a product of `target`'s comparator; 'limit' when full (3 on mobile, 5 otherwise). */
export function toggleCompared(target: string, id: number, limit: number): ToggleOutcome {
  let outcome: ToggleOutcome = 'added'
  comparatorStore.set((state) => {
    const current = comparatorFor(state, target)
    const next = toggleWithLimit(current.ids, id, limit)
    outcome = next.outcome
    return { target, ids: next.list }
  })
  return outcome
}

/** Called (from an effect) when the audience changes: the comparator of another audience is emptied. */
export function syncComparatorTarget(target: string): void {
  const state = comparatorStore.get()
  if (state.target !== target) comparatorStore.set({ target, ids: [] })
}

/** Whether product `id` is in `target`'s comparator; only a change of that answer renders again. */
export function useIsCompared(target: string, id: number): boolean {
  return usePersistedSelection(comparatorStore, (state) => comparatorFor(state, target).ids.includes(id))
}

export function useComparatorCount(target: string): number {
  return usePersistedSelection(comparatorStore, (state) => comparatorFor(state, target).ids.length)
}

export function useComparator(target: string) {
  const state = usePersistedStore(comparatorStore)
  const ids = comparatorFor(state, target).ids
  return { ids, count: ids.length }
}

export function useCart(): CartState {
  return usePersistedStore(cartStore)
}

export function useCheckout(): CheckoutState {
  return usePersistedStore(orderStore)
}

/** Spec §4 "reset everything" (logout, account deleted, order placed): the cart and the order state. */
export function resetCommerce(): void {
  cartStore.set(EMPTY_CART)
  orderStore.set(INITIAL_CHECKOUT)
}

export function useAuth(): AuthState {
  return usePersistedStore(authStore)
}
