import type { Locale } from '@/domain/routing/types'
import { SERVER_ERROR_MESSAGES } from '@/i18n/client-messages'
import { format } from '@/i18n/template'
import { StatusContent } from './StatusContent'

/**
 * 500 (spec §2, §8): any other error; a title and a home link. Rendered by the client
 * error boundary, so its strings come from the small client copy, not the catalogues.
 */
export function ServerErrorPage({ locale }: { locale: Locale }) {
  const m = SERVER_ERROR_MESSAGES[locale]
  return (
    <StatusContent
      status={500}
      header={format(m.header, { status: 500 })}
      title={m.title}
      text={m.text}
      homeHref={m.homeHref}
      homeLabel={m.backHome}
    />
  )
}
