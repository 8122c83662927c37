'use client'
import { useEffect, useState } from 'react'
import type { ProductResponse } from '@/domain/api/schemas'
import type { Locale } from '@/domain/routing/types'
import { browserApi } from '@/api-client/browser.client'

export type ApiProduct = ProductResponse['data']

/** The products of `ids` in the current plan (GET /product/{id}), in the order of `ids`; others are left out. */
export function useProducts(ids: readonly number[], planId: number | null, locale: Locale): { products: ApiProduct[]; loading: boolean } {
  const [cache, setCache] = useState<Map<number, ApiProduct | null>>(new Map())
  const key = ids.join(',')

  useEffect(() => {
    const missing = ids.filter((id) => !cache.has(id))
    if (missing.length === 0) return
    let cancelled = false
    void Promise.all(
      missing.map((id) =>
        browserApi(planId, locale)
          .product(id, { disablePlanSwitch: true })
          .then((response) => [id, response.data] as const)
          .catch(() => [id, null] as const),
      ),
    ).then((entries) => {
      if (cancelled) return
      setCache((current) => {
        const next = new Map(current)
        for (const [id, product] of entries) next.set(id, product)
        return next
      })
    })
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, planId, locale])

  const products = ids.map((id) => cache.get(id)).filter((p): p is ApiProduct => p !== undefined && p !== null)
  return { products, loading: ids.some((id) => !cache.has(id)) }
}
