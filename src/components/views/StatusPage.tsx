import type { ReactNode } from 'react'
import { build } from '@/domain/routing/routes'
import { format } from '@/i18n/template'
import type { ViewContext } from '@/loaders/types'
import { StatusContent } from './StatusContent'

/** Which strings of `m.errors` each server-rendered status uses. */
const MESSAGES_OF = { 401: 'unauthorized', 404: 'notFound' } as const

/**
 * A server-rendered error page (401, 404): the header "Page {status}", its title and text
 * from the catalogue and the home link of the visitor's target. The 500 page does not use
 * it: it is rendered by the client error boundary (see ServerErrorPage).
 */
export function StatusPage({ ctx, status, children }: { ctx: ViewContext; status: keyof typeof MESSAGES_OF; children?: ReactNode }) {
  const { m, target, locale } = ctx
  const messages = m.errors[MESSAGES_OF[status]]
  return (
    <StatusContent
      status={status}
      header={format(m.errors.header, { status })}
      title={messages.title}
      text={messages.text}
      homeHref={build('home', { target }, locale)}
      homeLabel={m.common.backHome}
    >
      {children}
    </StatusContent>
  )
}
