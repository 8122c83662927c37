'use client'
import { openConsentPreferences } from '@/components/state/consent.client'

/** The footer's cookie preferences button (spec §1): reopens the consent choices. */
export function CookieButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={openConsentPreferences} data-testid="cookie-preferences">
      {label}
    </button>
  )
}
