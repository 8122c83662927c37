'use client'
import { useEffect, useState } from 'react'
import type { CartState } from '@/domain/cart/state'
import type { CarrierKind } from '@/domain/commerce/types'
import { commerceCall } from './cart-api.client'

export interface CarrierView {
  code: string
  name: string
  kind: CarrierKind
  delay: string
}

/** What `GET /api/v1/cart/shipping` answers: each carrier's cost for the cart (null: cannot deliver there), and the carriers. */
export interface ShippingCosts {
  costs: Record<string, number | null>
  carriers: CarrierView[]
}

/**
 * The carriers and their costs for the cart delivered to `address` (the delivery address,
 * else the billing one), as the delivery and payment steps show them. Asked once the cart
 * is read again and while it has products, again when the place or the cart (units, goods,
 * discount) changes. The costs are those of this postcode in this country (a Spanish 28001
 * is not Paris's 75001). An unanswered call keeps what was there (null at first).
 * `calculating`: no costs yet for this place.
 */
export function useShippingCosts(address: { zipcode: string; country: string } | null, cart: CartState, cartLoaded: boolean) {
  const zipcode = address?.zipcode ?? null
  const country = address?.country ?? 'FR'
  const place = zipcode ? `${country} ${zipcode}` : null
  const [shipping, setShipping] = useState<(ShippingCosts & { place: string }) | null>(null)
  const cartKey = `${cart.count}-${cart.goods}-${cart.discountAmount}`
  const products = cart.products.length
  useEffect(() => {
    // No cart (an order placed): no costs to ask for.
    if (!zipcode || !place || !cartLoaded || products === 0) return
    let live = true
    void commerceCall<ShippingCosts>('GET', '/api/v1/cart/shipping', { query: { zipcode, country } }).then((answer) => {
      if (live && answer.ok) setShipping({ place, costs: answer.data.costs, carriers: answer.data.carriers ?? [] })
    })
    return () => {
      live = false
    }
  }, [zipcode, country, place, cartLoaded, cartKey, products])
  return { zipcode, country, shipping, calculating: shipping === null || shipping.place !== place }
}
