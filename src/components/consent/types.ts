import type { TrackerIds } from '@/domain/site/trackers'
import type { Messages } from '@/i18n/messages'

/** What the server passes to the consent pieces: the banner's texts and the tracker ids. */
export interface ConsentSetup {
  locale: string
  cookieName: string
  texts: Messages['consent']
  trackers: TrackerIds
}
