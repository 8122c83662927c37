import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/domain/routing/types'
import { getMessages } from '@/i18n/messages'
import { CONSENT_TEXTS } from './consent-texts'

describe('consent banner texts', () => {
  it.each(LOCALES)('copy the consent strings of messages/%s.json', (locale) => {
    const { videoPlaceholder, videoAccept, videoSettings, videoWatchOn, ...banner } = getMessages(locale).consent
    expect([videoPlaceholder, videoAccept, videoSettings, videoWatchOn].every(Boolean)).toBe(true)
    expect(CONSENT_TEXTS[locale]).toStrictEqual(banner)
  })
})
