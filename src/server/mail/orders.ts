/**
 * Sending the order mails. A mail never blocks or fails an order: it is queued in the outbox
 * (decision 092) with its PDF (base64 in the stored message, so the customer receives the
 * summary of the order as it was placed), and a failure to queue it is logged and answered
 * `false`; callers do not wait on it to answer the customer.
 */
import 'server-only'
import { getSettings } from '@/data/site'
import { commercePagePath } from '@/domain/account/links'
import type { OrderView } from '@/domain/commerce/order-view'
import { TARGET_SEGMENT } from '@/domain/routing/types'
import { env } from '@/env'
import { orderSummaryPdf } from './order-pdf'
import { sendMail } from './send'
import { orderConfirmation, orderPaymentAccepted, orderPaymentFailed, orderStatusChanged, type Mail } from '@/domain/mail/orders'

const site = () => env.SITE_URL.replace(/\/+$/, '')

/** The customer's orders page (H4's route `orders`). */
function ordersLink(order: OrderView): string {
  return `${site()}/fr/${TARGET_SEGMENT[order.plan]}/mon-compte/commandes`
}

export function orderPdfFilename(order: OrderView): string {
  return `recapitulatif-${order.number}.pdf`
}

async function send(kind: string, to: string, order: OrderView, build: (brand: string, link: string) => Mail, pdf: boolean) {
  try {
    const { brandName } = await getSettings('fr')
    const mail = build(brandName, ordersLink(order))
    const attachments = pdf
      ? [{ filename: orderPdfFilename(order), content: Buffer.from(await orderSummaryPdf(order)), contentType: 'application/pdf' }]
      : undefined
    const result = await sendMail({ to, subject: mail.subject, content: mail.content, attachments })
    return result.ok
  } catch (error) {
    console.error(`[mail] ${kind} de la commande ${order.number} non envoyé :`, error)
    return false
  }
}

export const sendOrderConfirmation = (to: string, order: OrderView) =>
  send('courriel de confirmation', to, order, (brand, link) => orderConfirmation(brand, order, link), true)

export const sendOrderStatusMail = (to: string, order: OrderView) =>
  send('courriel de changement d’état', to, order, (brand, link) => orderStatusChanged(brand, order, link), false)

export const sendPaymentAccepted = (to: string, order: OrderView) =>
  send('courriel de paiement accepté', to, order, (brand, link) => orderPaymentAccepted(brand, order, link), false)

/** A card payment refused or abandoned (decision 126): the link leads to the cart, kept open. */
export const sendPaymentFailed = (to: string, order: OrderView, outcome: 'refused' | 'abandoned') =>
  send(
    'courriel de paiement non abouti',
    to,
    order,
    (brand) => orderPaymentFailed(brand, order, outcome, `${site()}${commercePagePath('cart', order.plan)}`),
    false,
  )
