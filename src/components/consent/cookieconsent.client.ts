'use client'
/**
 * The consent banner (vanilla-cookieconsent, decision 040), loaded at idle time by
 * Consent.client.tsx. It reports every choice to the consent contract (state/consent.ts),
 * which the trackers and the video embeds read. Categories are refused until the
 * visitor chooses; "Tout refuser" sits beside "Tout accepter" with the same weight;
 * the choice expires after 6 months, then the banner asks again.
 */
import * as CookieConsent from 'vanilla-cookieconsent'
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import './consent-theme.css'
import { CONSENT_CATEGORIES, registerConsentAdapter, setConsent, type ConsentCategory } from '@/components/state/consent.client'
import { CONSENT_TEXTS } from '@/i18n/consent-texts'
import type { ConsentSetup } from './types'

/** Spec: the choice is kept 6 months (CNIL recommendation), then asked again. */
export const CONSENT_LIFETIME_DAYS = 182

function report() {
  const accepted = CONSENT_CATEGORIES.filter((category) => CookieConsent.acceptedCategory(category))
  setConsent(accepted, { decided: CookieConsent.validConsent() })
}

let started = false

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * The description as one block per sentence: the banner appears after the page, and one
 * large paragraph would become the page's Largest Contentful Paint; short blocks do not.
 */
export function sentenceBlocks(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]*(\s+|$)/g) ?? [text]
  return sentences
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .map((sentence) => `<span class="cc-sentence">${escapeHtml(sentence)}</span>`)
    .join(' ')
}

export async function startConsent({ locale, cookieName }: ConsentSetup): Promise<void> {
  if (started) return
  started = true
  const texts = CONSENT_TEXTS[locale]
  const categories = Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => [category, category === 'necessary' ? { enabled: true, readOnly: true } : { enabled: false }]),
  )
  await CookieConsent.run({
    mode: 'opt-in',
    revision: 1,
    hideFromBots: false,
    disablePageInteraction: false,
    cookie: { name: cookieName, expiresAfterDays: CONSENT_LIFETIME_DAYS, sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories,
    onFirstConsent: report,
    onConsent: report,
    onChange: ({ changedCategories }) => {
      const revoked = changedCategories.some((category) => !CookieConsent.acceptedCategory(category))
      report()
      // A tracker already loaded cannot be unloaded: start again without it.
      if (revoked) window.location.reload()
    },
    // Spec §4: the YouTube flag is read again when the banner closes.
    onModalHide: report,
    language: {
      default: locale,
      translations: {
        [locale]: {
          consentModal: {
            title: texts.title,
            description: sentenceBlocks(texts.description),
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            showPreferencesBtn: texts.customise,
            closeIconLabel: '',
          },
          preferencesModal: {
            title: texts.preferencesTitle,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            savePreferencesBtn: texts.save,
            closeIconLabel: texts.close,
            sections: [
              { description: texts.intro },
              ...CONSENT_CATEGORIES.map((category) => ({
                title: texts.categories[category].title,
                description: texts.categories[category].description,
                linkedCategory: category,
              })),
            ],
          },
        },
      },
    },
  })
  registerConsentAdapter({
    openPreferences: () => CookieConsent.showPreferences(),
    grant: (category: ConsentCategory) => {
      const accepted = CONSENT_CATEGORIES.filter((c) => c !== 'necessary' && CookieConsent.acceptedCategory(c))
      CookieConsent.acceptCategory([...accepted, category])
      report()
    },
  })
  report()
}
