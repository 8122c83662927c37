import { orderOfSession } from '@/data/commerce/payments'
import { cardProvider } from '@/server/payments/providers'
import { receivePaymentNotification } from '@/server/payments/notify'
import { TEST_PAGE_CHOICES, testPaymentPageHtml } from '@/server/payments/test-page'
import { isTestSession, signedTestNotification, TEST_SIGNATURE_HEADER } from '@/server/payments/test-provider'
import { paymentNotifyUrl, paymentReturnUrl } from '@/server/payments/urls'

/**
 * The local test provider's page (decision 088), outside the site's [locale] routes: shown
 * only when the test provider is the active one (no Stripe keys). GET shows the order and the
 * three buttons; POST sends the chosen outcome as a signed notification, through the same
 * verification as any provider's, then sends the customer back like a provider would.
 */
const HTML = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
type Context = { params: Promise<{ session: string }> }

async function sessionOrder(context: Context) {
  const { session } = await context.params
  if (cardProvider().id !== 'test' || !isTestSession(session)) return null
  const order = await orderOfSession(session)
  return order ? { ...order, session } : null
}

export async function GET(_request: Request, context: Context): Promise<Response> {
  const order = await sessionOrder(context)
  return new Response(testPaymentPageHtml(order), { status: order ? 200 : 404, headers: HTML })
}

export async function POST(request: Request, context: Context): Promise<Response> {
  const order = await sessionOrder(context)
  if (!order) return new Response(testPaymentPageHtml(null), { status: 404, headers: HTML })
  const form = await request.formData().catch(() => null)
  const choice = TEST_PAGE_CHOICES.find((c) => c.value === form?.get('choix'))
  if (!choice) return new Response(testPaymentPageHtml(order), { status: 400, headers: HTML })
  const { body, signature } = signedTestNotification(order.session, choice.value)
  const notification = new Request(paymentNotifyUrl('test'), {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', [TEST_SIGNATURE_HEADER]: signature },
  })
  await receivePaymentNotification('test', notification)
  const back = paymentReturnUrl('test', order.number, order.plan)
  return new Response(null, {
    status: 303,
    headers: { Location: choice.value === 'abandoned' ? `${back}&issue=annule` : back, 'Cache-Control': 'no-store' },
  })
}

export const dynamic = 'force-dynamic'
