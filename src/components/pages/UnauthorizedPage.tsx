import { build } from '@/domain/routing/routes'
import { format } from '@/i18n/template'
import type { ViewContext } from '@/loaders/types'
import { StatusContent } from './StatusContent'

/**
 * 401 (spec §2, §6, §8): a message and a home link. Rendered directly by the pages
 * that need it until `unauthorized()` (experimental.authInterrupts) is enabled.
 */
export function UnauthorizedPage({ ctx }: { ctx: ViewContext }) {
  const { m, target, locale } = ctx
  return (
    <StatusContent
      status={401}
      header={format(m.errors.header, { status: 401 })}
      title={m.errors.unauthorized.title}
      text={m.errors.unauthorized.text}
      homeHref={build('home', { target }, locale)}
      homeLabel={m.common.backHome}
    />
  )
}
