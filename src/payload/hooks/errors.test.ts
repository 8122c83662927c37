import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import { keepFieldErrors, payloadFieldErrors } from './errors'

/** What Payload throws when the error class comes from another route's copy of Payload: same shape, other class. */
function foreignValidationError(errors: unknown[]): Error {
  return Object.assign(new Error('Le champ suivant n’est pas valide : Nouvelle adresse'), {
    status: 400,
    isPublic: true,
    data: { collection: 'redirects', errors },
  })
}

const TO = { label: 'Nouvelle adresse', message: 'Cette adresse ne mène à aucune page du site.', path: 'to' }
const hookArgs = (error: Error, result: unknown) => ({ error, result, context: {} }) as Parameters<typeof keepFieldErrors>[0]

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
