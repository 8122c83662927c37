import type { Locale, Target } from '@/domain/routing/types'
import type { Messages } from '@/i18n/messages'

/** What every view needs: where it is, in which language, and the UI strings. */
export interface ViewContext {
  locale: Locale
  target: Target
  m: Messages
  brand: string
}
