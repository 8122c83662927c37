import { describe, expect, it } from 'vitest'
import { bodyLimitFor, declaresTooLargeBody, SITE_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './body-limit'

describe('request body limits', () => {
  it('lets staff uploads to Payload’s REST reach 42 MB, and keeps the site’s API and pages to 10 MB', () => {
    expect(bodyLimitFor('/api/media')).toBe(UPLOAD_BODY_LIMIT)
    expect(bodyLimitFor('/api/documents/12')).toBe(UPLOAD_BODY_LIMIT)
    expect(bodyLimitFor('/api/v1/forms/application')).toBe(SITE_BODY_LIMIT)
    expect(bodyLimitFor('/api/v1')).toBe(SITE_BODY_LIMIT)
    expect(bodyLimitFor('/fr/enduit-professionnels/contact')).toBe(SITE_BODY_LIMIT)
  })

  it('refuses only a declared length past the limit', () => {
    expect(declaresTooLargeBody('/api/v1/forms/application', String(SITE_BODY_LIMIT + 1))).toBe(true)
    expect(declaresTooLargeBody('/api/v1/forms/application', String(6 * 1024 * 1024))).toBe(false)
    expect(declaresTooLargeBody('/api/media', String(30 * 1024 * 1024))).toBe(false)
    expect(declaresTooLargeBody('/api/media', String(UPLOAD_BODY_LIMIT + 1))).toBe(true)
    expect(declaresTooLargeBody('/api/v1/contact', null)).toBe(false)
    expect(declaresTooLargeBody('/api/v1/contact', 'beaucoup')).toBe(false)
  })
})
