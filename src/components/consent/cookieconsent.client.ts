'use client'
/**
 * The consent banner (vanilla-cookieconsent, decision 040), loaded at idle time by
 * Consent.client.tsx. It reports every choice to the consent contract (state/consent.ts),
 * which the trackers and the video embeds read. Categories are refused until the
 * visitor chooses; "Tout refuser" sits beside "Tout accepter" with the same weight;
 * the choice expires after 6 months, then the banner asks again.
 *
 * The banner shown on load is not a modal (decision 094): it never takes the focus, does not
 * trap Tab, and is a labelled region placed first in the page, so a visitor who is already
 * typing keeps every keystroke and a keyboard or screen-reader user meets it first. The
 * preferences dialog, opened on request, stays a modal dialog that takes the focus.
 *
 * When a window closes, the library gives the focus back to what had it when that window opened:
 * the opener of the preferences, or, for the banner that came at idle time, the body. A focus
 * left on the body (or in the closed window) goes on to the next place (`placeFocusAfterChoice`).
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

/**
 * Makes the consent banner a non-modal region (decision 094). The library moves the focus to
 * a sentinel at the top of the banner 100 ms after showing it (and again when its fade ends):
 * once the sentinel is out of the page, those calls focus nothing. Tab keys stop at the
 * banner's wrapper, before the library's focus trap on `#cc-main` sees them, so Tab leaves
 * the banner as it leaves any other part of the page.
 */
export function keepBannerNonModal(modal: HTMLElement): void {
  const sentinel = modal.firstElementChild
  if (sentinel instanceof HTMLElement && sentinel.tabIndex === -1 && sentinel.childElementCount === 0) sentinel.remove()
  modal.setAttribute('role', 'region')
  modal.removeAttribute('aria-modal')
  modal.parentElement?.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') event.stopPropagation()
  })
}

/** The last button pressed in the banner or the preferences was pressed from the keyboard (a click without a pointer: detail 0). */
let pressedFromKeyboard = false

/** The banner's container, first in the body: the banner is the first thing Tab and a screen reader meet. */
function bannerRoot(): HTMLElement {
  const root = document.createElement('div')
  root.dataset.consentRoot = ''
  root.addEventListener(
    'click',
    (event) => {
      pressedFromKeyboard = event.detail === 0
    },
    true,
  )
  document.body.prepend(root)
  return root
}

/** One of the library's windows is shown (its classes on `<html>`). */
function consentWindowShown(): boolean {
  const { classList } = document.documentElement
  return classList.contains('show--consent') || classList.contains('show--preferences')
}

/**
 * After a window closed and the library gave the focus back: a focus left nowhere (the body) or
 * in a closed window goes to where the visitor continues. From the keyboard, the first skip link,
 * what Tab would have reached after the banner (decision 094), when the top of the page is on
 * screen; otherwise the start of the main content, which shows no outline and does not scroll.
 */
function placeFocusAfterChoice(): void {
  setTimeout(() => {
    const active = document.activeElement
    const root = document.querySelector('[data-consent-root]')
    const lost = !active || active === document.body || (root?.contains(active) === true && !consentWindowShown())
    if (!lost) return
    const skipLinks = document.querySelector<HTMLElement>('[data-skip-links]')
    const skipLink = skipLinks?.querySelector<HTMLElement>('a')
    const atTop = skipLinks ? skipLinks.getBoundingClientRect().top >= 0 : false
    const target = pressedFromKeyboard && atTop && skipLink ? skipLink : document.getElementById('content')
    target?.focus({ preventScroll: true })
  }, 0)
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
    root: bannerRoot(),
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
    onModalHide: () => {
      report()
      placeFocusAfterChoice()
    },
    onModalReady: ({ modalName, modal }) => {
      if (modalName === 'consentModal') keepBannerNonModal(modal)
    },
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
