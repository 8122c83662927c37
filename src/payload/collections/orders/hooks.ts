import type { CollectionAfterChangeHook } from 'payload'
import { orderPaymentAccepted, orderStatusChanged } from '@/domain/mail/orders'
import { renderMail } from '@/domain/mail/template'
import { TARGET_SEGMENT } from '@/domain/routing/types'
import { env } from '@/env'
import { CUSTOMER_COLLECTION } from '@/payload/access/customers'
import { isStaffUser } from '@/payload/access/rules'
import type { Order } from '@/payload-types'
import { orderView } from './view'

/**
 * When staff change an order in /admin, the customer is told: « paiement accepté » when the
 * payment becomes paid (a transfer or cheque received), else the new status. The site's own
 * changes (placement, payment notifications) are SQL statements that run no hook and send their
 * own mails. The mail is sent after the answer and never fails the save: a failure is logged.
 */
export const mailCustomerOnStaffChange: CollectionAfterChangeHook<Order> = ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !isStaffUser(req.user)) return doc
  const paid = previousDoc.paymentStatus !== 'paid' && doc.paymentStatus === 'paid'
  if (!paid && previousDoc.status === doc.status) return doc
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
    const mail = paid ? orderPaymentAccepted(brand, view, link) : orderStatusChanged(brand, view, link)
    const { html, text } = renderMail(mail.content)
    await payload.sendEmail({ to: customer.email, subject: mail.subject, html, text })
  })().catch((error: unknown) => {
    payload.logger.error({ err: error, msg: `[mail] changement de la commande ${doc.number} non envoyé` })
  })
  return doc
}
