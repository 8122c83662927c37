'use client'
/**
 * The cart's, checkout's and orders' client modules, loaded only by their pages and rendered
 * in the browser only: what they show comes from the API with the cart token and the
 * session, never from the cached page.
 */
import dynamic from 'next/dynamic'

export const CartPage = dynamic(() => import('./CartPage.client').then((m) => m.CartPage), { ssr: false })
export const CheckoutDelivery = dynamic(() => import('./DeliveryStep.client').then((m) => m.DeliveryStep), { ssr: false })
export const CheckoutPayment = dynamic(() => import('./PaymentStep.client').then((m) => m.PaymentStep), { ssr: false })
export const CheckoutConfirmation = dynamic(() => import('./ConfirmationStep.client').then((m) => m.ConfirmationStep), { ssr: false })
export const Orders = dynamic(() => import('./Orders.client').then((m) => m.Orders), { ssr: false })
