'use client'
import { useCallback } from 'react'
import { SIGNED_OUT, sanitizeAuth, type AuthState } from '@/domain/account/auth-state'
import { EMPTY_CART_TOKEN, sanitizeCartToken, type CartToken } from '@/domain/cart/token'
import {
  comparatorFor,
  sanitizeComparator,
  sanitizeIds,
  toggleId,
  toggleWithLimit,
  type ComparatorState,
  type ToggleOutcome,
} from '@/domain/shortlist/shortlist'
import { createPersistedStore, usePersistedStore } from './persisted-store.client'

/** The persisted client state of spec §4: favourites, comparator and cart token, in local storage. */
export const favouritesStore = createPersistedStore<number[]>('enduits:favourites', [], sanitizeIds)
export const comparatorStore = createPersistedStore<ComparatorState>('enduits:comparator', { target: null, ids: [] }, sanitizeComparator)
/** Spec §3 persisted auth: who is signed in, for the header; no secret (the session is an HttpOnly cookie). */
export const authStore = createPersistedStore<AuthState>('enduits:auth', SIGNED_OUT, sanitizeAuth)
export const cartTokenStore = createPersistedStore<CartToken>('enduits:cart', EMPTY_CART_TOKEN, sanitizeCartToken)

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
  return { ids, count: ids.length, has: useCallback((id: number) => ids.includes(id), [ids]), toggle: toggleFavourite }
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

export function useComparator(target: string) {
  const state = usePersistedStore(comparatorStore)
  const ids = comparatorFor(state, target).ids
  return { ids, count: ids.length, has: (id: number) => ids.includes(id) }
}

export function useCartToken() {
  return usePersistedStore(cartTokenStore)
}

export function useAuth(): AuthState {
  return usePersistedStore(authStore)
}
