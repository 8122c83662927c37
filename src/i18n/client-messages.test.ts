import { describe, expect, it } from 'vitest'
import { build } from '@/domain/routing/routes'
import { LOCALES } from '@/domain/routing/types'
import { SERVER_ERROR_MESSAGES } from './client-messages'
import { getMessages } from './messages'

describe('client messages', () => {
  it.each(LOCALES)('copies the 500 page strings of messages/%s.json', (locale) => {
    const m = getMessages(locale)
    expect(SERVER_ERROR_MESSAGES[locale]).toStrictEqual({
      header: m.errors.header,
      title: m.errors.server.title,
      text: m.errors.server.text,
      backHome: m.common.backHome,
      homeHref: build('home', { target: 'pro' }, locale),
    })
  })
})
