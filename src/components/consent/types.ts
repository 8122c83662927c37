import type { Locale } from '@/domain/routing/types'
import type { TrackerIds } from '@/domain/browser/trackers'

/** What the server passes to the consent pieces (the banner's texts come with its chunk). */
export interface ConsentSetup {
  locale: Locale
  cookieName: string
  trackers: TrackerIds
}
