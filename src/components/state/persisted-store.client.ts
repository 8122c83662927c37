'use client'
import { useSyncExternalStore } from 'react'

/**
 * A value kept in local storage and shared by every component that reads it
 * (useSyncExternalStore): the favourites, the comparator and the cart token. Other tabs
 * follow through the `storage` event. The server renders the fallback; the stored value
 * appears right after hydration.
 */
export type PersistedStore<T> = {
  key: string
  get: () => T
  set: (next: T | ((current: T) => T)) => void
  subscribe: (listener: () => void) => () => void
  getServerSnapshot: () => T
}

export function createPersistedStore<T>(key: string, fallback: T, parse: (raw: unknown) => T): PersistedStore<T> {
  const listeners = new Set<() => void>()
  let value: T = fallback
  let loaded = false

  const read = (): T => {
    try {
      const raw = window.localStorage.getItem(key)
      return raw === null ? fallback : parse(JSON.parse(raw))
    } catch {
      return fallback
    }
  }

  const get = (): T => {
    if (typeof window === 'undefined') return fallback
    if (!loaded) {
      value = read()
      loaded = true
    }
    return value
  }

  const notify = () => {
    for (const listener of listeners) listener()
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return
    value = read()
    loaded = true
    notify()
  }

  return {
    key,
    get,
    getServerSnapshot: () => fallback,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(get()) : next
      value = resolved
      loaded = true
      try {
        window.localStorage.setItem(key, JSON.stringify(resolved))
      } catch {
        // Private browsing or a full quota: the value still lives for this page.
      }
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) window.removeEventListener('storage', onStorage)
      }
    },
  }
}

export function usePersistedStore<T>(store: PersistedStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot)
}

/**
 * One value drawn from a store (a flag, a count): the component renders again only when
 * that value changes. A product card's toggle then stays still when another product is
 * added, which keeps the press short (issue 22's INP). `select` must return a primitive.
 */
export function usePersistedSelection<T, S extends string | number | boolean>(store: PersistedStore<T>, select: (value: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.getServerSnapshot()),
  )
}
