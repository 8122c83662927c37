/**
 * Third-party trackers and what consent category each one needs (CNIL: nothing loads
 * before the visitor accepts its category). Identifiers come from the environment;
 * a tracker without identifier is not loaded at all.
 */
export type TrackerCategory = 'analytics' | 'ads' | 'social' | 'pinboard'

export interface TrackerIds {
  /** Google Tag Manager container (analytics). */
  gtm: string | null
  /** Google Ads tag (ads pixel). */
  ads: string | null
  /** Meta pixel (social pixel). */
  meta: string | null
  /** Pinterest tag (pin-board tracker). */
  pinterest: string | null
}

export interface TrackerScript {
  category: TrackerCategory
  id: string
  src: string
}

const ID_PATTERN = /^[\w-]{1,40}$/

function clean(id: string | null): string | null {
  return id && ID_PATTERN.test(id) ? id : null
}

/** The scripts to load for the accepted categories, each once. */
export function trackerScripts(ids: TrackerIds, accepted: (category: TrackerCategory) => boolean): TrackerScript[] {
  const scripts: TrackerScript[] = []
  const gtm = clean(ids.gtm)
  const ads = clean(ids.ads)
  const meta = clean(ids.meta)
  const pinterest = clean(ids.pinterest)
  if (gtm && accepted('analytics'))
    scripts.push({ category: 'analytics', id: 'gtm', src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtm)}` })
  if (ads && accepted('ads'))
    scripts.push({ category: 'ads', id: 'ads', src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ads)}` })
  if (meta && accepted('social')) scripts.push({ category: 'social', id: 'meta', src: 'https://connect.facebook.net/fr_FR/fbevents.js' })
  if (pinterest && accepted('pinboard')) scripts.push({ category: 'pinboard', id: 'pinterest', src: 'https://s.pinimg.com/ct/core.js' })
  return scripts
}

/** The hosts a tracker or video embed may contact (for request logs and CSP). */
export const THIRD_PARTY_HOSTS = [
  'www.googletagmanager.com',
  'www.google-analytics.com',
  'connect.facebook.net',
  's.pinimg.com',
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'i.ytimg.com',
] as const
