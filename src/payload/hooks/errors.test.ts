import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import { keepFieldErrors, payloadFieldErrors, uploadRefusalInFrench } from './errors'

/** What Payload throws when the error class comes from another route's copy of Payload: same shape, other class. */
function foreignValidationError(errors: unknown[]): Error {
  return Object.assign(new Error('Le champ suivant n’est pas valide : Nouvelle adresse'), {
    status: 400,
    isPublic: true,
    data: { collection: 'redirects', errors },
  })
}

const TO = { label: 'Nouvelle adresse', message: 'Cette adresse ne mène à aucune page du site.', path: 'to' }
const hookArgs = (error: Error, result: unknown, collection?: unknown) =>
  ({ error, result, context: {}, collection }) as Parameters<typeof keepFieldErrors>[0]
const IMAGES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']

describe('payloadFieldErrors', () => {
  it('reads the fields of a validation error, from this copy of Payload or another', () => {
    expect(payloadFieldErrors(new ValidationError({ collection: 'redirects', errors: [TO] }))).toEqual([TO])
    expect(payloadFieldErrors(foreignValidationError([TO]))).toEqual([TO])
  })

  it('is null for anything that names no field', () => {
    expect(payloadFieldErrors(new Error('disk full'))).toBeNull()
    expect(payloadFieldErrors(Object.assign(new Error('x'), { status: 500, data: { errors: [TO] } }))).toBeNull()
    expect(payloadFieldErrors(foreignValidationError([]))).toBeNull()
    expect(payloadFieldErrors(foreignValidationError([{ message: 'sans champ' }]))).toBeNull()
    expect(payloadFieldErrors('to')).toBeNull()
    expect(payloadFieldErrors(null)).toBeNull()
  })
})

describe('keepFieldErrors', () => {
  it('puts back the fields Payload’s answer lost, for the back office to mark them', async () => {
    const error = foreignValidationError([TO])
    const result = await keepFieldErrors(hookArgs(error, { errors: [{ message: error.message }] }))
    expect(result).toEqual({
      response: { errors: [{ name: 'ValidationError', data: { collection: 'redirects', errors: [TO] }, message: error.message }] },
    })
  })

  it('leaves an answer that has its fields, and every other error, as they are', async () => {
    const error = foreignValidationError([TO])
    expect(await keepFieldErrors(hookArgs(error, { errors: [{ message: error.message, data: error }] }))).toBeUndefined()
    expect(await keepFieldErrors(hookArgs(new Error('Something went wrong.'), { errors: [{ message: 'x' }] }))).toBeUndefined()
  })
})

describe('uploadRefusalInFrench', () => {
  it('says each of Payload’s sentences in French, with the formats the collection accepts', () => {
    expect(uploadRefusalInFrench('File type text/plain (from extension png) is not allowed.', IMAGES)).toBe(
      'Ce type de fichier n’est pas accepté ici : envoyez un fichier PNG, JPEG, WebP ou SVG.',
    )
    expect(uploadRefusalInFrench('Invalid MIME type: application/zip.', ['application/pdf'])).toBe(
      'Ce type de fichier n’est pas accepté ici : envoyez un fichier PDF.',
    )
    expect(uploadRefusalInFrench('Invalid PDF file.', ['application/pdf'])).toBe(
      'Ce PDF est incomplet ou endommagé : enregistrez-le de nouveau, puis réessayez.',
    )
    expect(uploadRefusalInFrench('Invalid MIME type: text/html., SVG file contains potentially harmful content.', IMAGES)).toBe(
      'Ce type de fichier n’est pas accepté ici : envoyez un fichier PNG, JPEG, WebP ou SVG. Ce SVG contient des scripts ou des liens vers l’extérieur : il est refusé.',
    )
  })

  it('keeps a sentence it does not know', () => {
    expect(uploadRefusalInFrench('Something new.', IMAGES)).toBe('Something new.')
  })
})

describe('keepFieldErrors on an upload', () => {
  it('answers the refusal of a file in French, in the field and in the toast', async () => {
    const error = Object.assign(new Error('The following field is invalid: file'), {
      status: 400,
      data: { errors: [{ path: 'file', message: 'File type text/plain (from extension png) is not allowed.' }] },
    })
    const answer = await keepFieldErrors(
      hookArgs(error, { errors: [{ message: error.message, data: error.data }] }, { upload: { mimeTypes: IMAGES } }),
    )
    const french = 'Ce type de fichier n’est pas accepté ici : envoyez un fichier PNG, JPEG, WebP ou SVG.'
    expect(answer).toEqual({
      response: { errors: [{ name: 'ValidationError', data: { errors: [{ path: 'file', message: french }] }, message: french }] },
    })
  })
})
