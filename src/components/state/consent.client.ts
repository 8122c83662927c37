'use client'
/**
 * What the visitor accepted (CNIL): the one place client code asks before loading a
 * tracker or a video host. The consent banner (a library, mounted by the site chrome)
 * reports every choice here with setConsent() and registers how to open its
 * preferences and grant one category; until a choice is made every category is refused.
 */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'ads', 'social', 'pinboard', 'video'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
export type ConsentState = Record<ConsentCategory, boolean>

const REFUSED: ConsentState = { necessary: true, analytics: false, ads: false, social: false, pinboard: false, video: false }

type Adapter = { openPreferences: () => void; grant: (category: ConsentCategory) => void }

let state: ConsentState = REFUSED
let decided = false
let adapter: Adapter | null = null
let loader: (() => Promise<void>) | null = null
const listeners = new Set<() => void>()

export function getConsent(): ConsentState {
  return state
}

/** True once the visitor has made a choice (accepted, refused or customised). */
export function hasDecided(): boolean {
  return decided
}

export function hasConsent(category: ConsentCategory): boolean {
  return category === 'necessary' || state[category]
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** For the banner: the categories accepted now (the others are refused). */
export function setConsent(accepted: readonly ConsentCategory[], options: { decided: boolean }): void {
  const next = { ...REFUSED }
  for (const category of accepted) next[category] = true
  state = next
  decided = options.decided
  for (const listener of listeners) listener()
}

export function registerConsentAdapter(next: Adapter | null): void {
  adapter = next
}

/** For the banner: loads the consent library when it is needed before its idle-time load. */
export function registerConsentLoader(next: (() => Promise<void>) | null): void {
  loader = next
}

async function withAdapter(action: (current: Adapter) => void): Promise<boolean> {
  if (!adapter && loader) await loader()
  if (!adapter) return false
  action(adapter)
  return true
}

/** Opens the banner's preferences (the footer's cookie button). */
export function openConsentPreferences(): void {
  void withAdapter((current) => current.openPreferences())
}

/** Accepts one category from a placeholder (e.g. "Autoriser les vidéos YouTube"). */
export function grantConsent(category: ConsentCategory): void {
  void withAdapter((current) => current.grant(category)).then((done) => {
    if (!done) setConsent([...CONSENT_CATEGORIES.filter((c) => state[c]), category], { decided: true })
  })
}
