/**
 * The customer's way back from the card provider (decision 088). The notification alone
 * changes the order; this only chooses the page: the confirmation when paid (or still
 * awaited: the notification may come a moment later), the payment step when refused or
 * abandoned. Without a session the confirmation page asks the customer to sign in.
 */
import 'server-only'
import { orderDocOf } from '@/data/commerce/orders'
import { customerOf } from '@/server/account/session'
import { cardProvider, providerById } from './providers'
import { confirmationPath, paymentRefusedPath } from './urls'

const redirect = (request: Request, path: string) =>
  new Response(null, { status: 303, headers: { Location: new URL(path, request.url).toString(), 'Cache-Control': 'no-store' } })

export async function returnFromPayment(providerId: string, request: Request): Promise<Response> {
  const provider = providerById(providerId)
  const url = new URL(request.url)
  const number = url.searchParams.get('commande') ?? ''
  const plan = url.searchParams.get('plan') === 'part' ? 'part' : 'pro'
  if (!provider) return redirect(request, paymentRefusedPath(plan))
  const cancelled = url.searchParams.get('issue') === 'annule'
  try {
    const customer = await customerOf(request)
    const doc = customer ? await orderDocOf(customer, number) : null
    if (!doc) return redirect(request, cancelled ? paymentRefusedPath(plan) : confirmationPath(plan, number, true))
    if (cancelled && doc.paymentStatus === 'awaiting' && doc.providerSession) {
      await cardProvider()
        .cancel(doc.providerSession)
        .catch((error: unknown) => console.error(`[paiement] annulation de ${doc.number} :`, error))
    }
    if (doc.paymentStatus === 'paid') return redirect(request, confirmationPath(doc.target, doc.number))
    if (doc.paymentStatus === 'refused' || cancelled) return redirect(request, paymentRefusedPath(doc.target))
    return redirect(request, confirmationPath(doc.target, doc.number, true))
  } catch (error) {
    console.error('[paiement] retour :', error)
    return redirect(request, confirmationPath(plan, number, true))
  }
}
