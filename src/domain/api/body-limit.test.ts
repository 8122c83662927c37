import { describe, expect, it } from 'vitest'
import {
  BODY_TOO_LARGE_MESSAGE,
  bodyLimitFor,
  bodyTooLargeAnswer,
  declaresTooLargeBody,
  fileTooLargeMessage,
  inMegabytes,
  SITE_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
  UPLOAD_FILE_LIMIT,
} from './body-limit'

const FORM = 'multipart/form-data; boundary=----WebKitFormBoundaryx8H1cQ2'

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

describe('the refusal of a body too large (decision 139)', () => {
  it('names the file’s 40 Mo to the back office’s upload form, in Payload’s error shape, on the file field', () => {
    const message =
      'Ce fichier dépasse 40 Mo, la taille maximale acceptée. Réduisez son poids (photo redimensionnée ou PDF compressé), puis réessayez.'
    for (const path of ['/api/media', '/api/documents', '/api/media/12', '/api/documents/7'])
      expect(bodyTooLargeAnswer(path, FORM)).toEqual({
        errors: [{ name: 'APIError', message, data: { errors: [{ path: 'file', message }] } }],
      })
    expect(bodyTooLargeAnswer('/api/media', 'Multipart/Form-Data;boundary=x')).toMatchObject({ errors: [{ message }] })
    expect(fileTooLargeMessage()).toBe(message)
    expect(fileTooLargeMessage(UPLOAD_FILE_LIMIT)).toBe(message)
  })

  it('never says 10 Mo to Payload’s REST, where 42 MB pass', () => {
    const answer = bodyTooLargeAnswer('/api/pages/3', 'application/json')
    expect(answer).toEqual({ errors: [{ name: 'APIError', message: 'La requête dépasse 42 Mo, la taille maximale acceptée.' }] })
    expect(JSON.stringify(bodyTooLargeAnswer('/api/media', FORM))).not.toContain('10 Mo')
    expect(JSON.stringify(bodyTooLargeAnswer('/api/media', null))).not.toContain('10 Mo')
  })

  it('keeps « 10 Mo au plus » for the site’s API and pages, in the v1 shape', () => {
    expect(BODY_TOO_LARGE_MESSAGE).toBe('La requête est trop volumineuse : 10 Mo au plus.')
    for (const path of ['/api/v1/contact', '/api/v1/forms/application', '/api/v1', '/fr/enduit-professionnels/contact'])
      for (const type of [FORM, 'application/json', null])
        expect(bodyTooLargeAnswer(path, type)).toEqual({ status: 'too_large', message: BODY_TOO_LARGE_MESSAGE })
  })

  it('writes sizes as French staff read them', () => {
    expect(inMegabytes(UPLOAD_FILE_LIMIT)).toBe('40 Mo')
    expect(inMegabytes(2.5 * 1024 * 1024)).toBe('2,5 Mo')
  })

  it('says its sentences whole in the back office’s toast (no colon before a comma: decision 129)', () => {
    for (const answer of [bodyTooLargeAnswer('/api/media', FORM), bodyTooLargeAnswer('/api/pages', 'application/json')]) {
      const message = 'errors' in answer ? answer.errors[0].message : ''
      const colon = message.indexOf(':')
      expect(colon === -1 || !message.slice(colon).includes(','), message).toBe(true)
    }
  })
})
