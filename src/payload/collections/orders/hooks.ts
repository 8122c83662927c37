import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { orderPaymentAccepted, orderStatusChanged, type Mail } from '@/domain/mail/orders'
import { renderMail } from '@/domain/mail/template'
import { TARGET_SEGMENT } from '@/domain/routing/types'
import { env } from '@/env'
import { CUSTOMER_COLLECTION } from '@/payload/access/customers'
import { isStaffUser } from '@/payload/access/rules'
import type { Order } from '@/payload-types'
import { orderView } from './view'

/**
 * « Payée le » is the day the payment became paid. When a save through Payload (staff marking a
 * transfer or a cheque received) turns the payment to paid without a date, it is now; a date
 * staff typed (the cheque arrived yesterday) is kept. A paid order's date is never emptied by a
 * save that leaves it empty (the same request replayed, a form loaded before the payment): it
 * keeps the one it had. The site's card payments set it in their own conditional UPDATE
 * (src/data/commerce/payments.ts), which runs no hook.
 */
export const stampPaidAt: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  if ((data.paymentStatus ?? originalDoc.paymentStatus) !== 'paid') return data
  const given = data.paidAt === undefined ? originalDoc.paidAt : data.paidAt
  if (given) return data
  const paidAt = originalDoc.paymentStatus === 'paid' ? originalDoc.paidAt : new Date().toISOString()
  return paidAt ? { ...data, paidAt } : data
}

/**
 * What the customer is told of one save by staff, in the order things happened: « paiement
 * accepté » when the payment becomes paid (a transfer or cheque received), then the new status
 * when it changed. Both when both changed in one save (paid and shipped at once): the customer
 * gets the same two mails as if staff had saved twice, the receipt of their payment and the news
 * of their parcel, each under its own subject. The status is left out only when it says nothing
 * more than « paiement accepté » does (« Payée », « En préparation »: « elle passe en préparation »).
 * Nothing changed (a save replayed, another field): nothing (decision 126).
 */
export function staffChangeMails(previous: Pick<Order, 'status' | 'paymentStatus'>, next: Pick<Order, 'status' | 'paymentStatus'>) {
  const paid = previous.paymentStatus !== 'paid' && next.paymentStatus === 'paid'
  const statusChanged = previous.status !== next.status
  const saidByPayment = paid && (next.status === 'paid' || next.status === 'preparing')
  return { paymentAccepted: paid, statusChanged: statusChanged && !saidByPayment }
}

/**
 * When staff change an order in /admin, the customer is told (`staffChangeMails`). The site's own
 * changes (placement, payment notifications) are SQL statements that run no hook and send their
 * own mails. The mails are queued after the answer, one after the other, and never fail the
 * save: a failure is logged.
 */
export const mailCustomerOnStaffChange: CollectionAfterChangeHook<Order> = ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !isStaffUser(req.user)) return doc
  const which = staffChangeMails(previousDoc, doc)
  if (!which.paymentAccepted && !which.statusChanged) return doc
  // No account any more (deleted by its customer): nobody to write to.
  const customerId = typeof doc.customer === 'object' ? doc.customer?.id : doc.customer
  if (customerId === null || customerId === undefined) return doc
  const { payload } = req
  void (async () => {
    // System read: the order's own customer, for the address to write to.
    const customer = await payload.findByID({ collection: CUSTOMER_COLLECTION, id: customerId, depth: 0, overrideAccess: true })
    const settings = await payload.find({ collection: 'settings', where: { code: { equals: 'brand_name' } }, limit: 1, depth: 0 })
    const brandValue = settings.docs[0]?.values?.[0]?.value
    const brand = typeof brandValue === 'string' && brandValue ? brandValue : 'Ardalis'
    const view = orderView(doc)
    const link = `${env.SITE_URL.replace(/\/+$/, '')}/fr/${TARGET_SEGMENT[view.plan]}/mon-compte/commandes`
    const mails: Mail[] = [
      ...(which.paymentAccepted ? [orderPaymentAccepted(brand, view, link)] : []),
      ...(which.statusChanged ? [orderStatusChanged(brand, view, link)] : []),
    ]
    // Queued in order (the payment, then the status); one that fails does not keep the other.
    for (const mail of mails) {
      const { html, text } = renderMail(mail.content)
      await payload.sendEmail({ to: customer.email, subject: mail.subject, html, text }).catch((error: unknown) => {
        payload.logger.error({ err: error, msg: `[mail] « ${mail.subject} » non envoyé` })
      })
    }
  })().catch((error: unknown) => {
    payload.logger.error({ err: error, msg: `[mail] changement de la commande ${doc.number} non envoyé` })
  })
  return doc
}
