'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useSyncExternalStore } from 'react'
import { getConsent, hasConsent, registerConsentLoader, subscribeConsent } from '@/components/state/consent.client'
import { trackerScripts } from '@/domain/browser/trackers'
import type { ConsentSetup } from './types'

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

const loadedScripts = new Set<string>()

function loadScript(src: string) {
  if (loadedScripts.has(src)) return
  loadedScripts.add(src)
  const script = document.createElement('script')
  script.src = src
  script.async = true
  document.head.appendChild(script)
}

function load(setup: ConsentSetup): Promise<void> {
  return import('./cookieconsent.client').then(({ startConsent }) => startConsent(setup))
}

/** A choice was made earlier (the consent cookie exists): load the library at once. */
function hasConsentCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`))
}

/**
 * Consent (spec §2, CNIL; decision 040): loads the banner library when the browser is idle,
 * loads each tracker only once its category is accepted, and pushes the tag-manager
 * page view on each route change only with analytics consent. Renders nothing.
 */
export function Consent(setup: ConsentSetup) {
  const consent = useSyncExternalStore(subscribeConsent, getConsent, getConsent)
  const pathname = usePathname()
  const { trackers } = setup

  useEffect(() => {
    const start = () => void load(setup)
    registerConsentLoader(() => load(setup))
    if (hasConsentCookie(setup.cookieName)) {
      start()
      return
    }
    // First visit: the banner comes once the page is idle (it must not slow the first paint).
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 2000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(start, 1)
    return () => clearTimeout(timer)
    // The setup is the same for the whole visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const scripts = trackerScripts(trackers, (category) => consent[category])
    for (const script of scripts) {
      if (script.id === 'gtm' && !loadedScripts.has(script.src)) {
        window.dataLayer = window.dataLayer ?? []
        window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      }
      loadScript(script.src)
    }
  }, [consent, trackers])

  // Spec §2: the page view goes to the tag manager on each route change, with consent only.
  useEffect(() => {
    if (!hasConsent('analytics')) return
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({ event: 'page_view', page_path: pathname, page_location: window.location.href, page_title: document.title })
  }, [pathname, consent.analytics])

  return null
}
