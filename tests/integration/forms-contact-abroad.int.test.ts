/**
 * POST /api/v1/contact from abroad (decision 131): the API parses with the browser's schema, so a
 * London visitor is taken with a British postcode and an international number, and France keeps
 * spec §5's rules and messages.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { payloadClient } from '../../src/data/payload'
import type { BadRequestBody } from '../../src/domain/api/schemas'
import { postJson, solvedCaptcha } from './support/forms'

let payload: Payload

const request = async (fields: Record<string, unknown>) => ({
  target: 'part',
  civility: 'mme',
  lastname: 'Moreau',
  firstname: 'Claire',
  email: 'claire.moreau@example.org',
  phone: '+44 20 7946 0958',
  profile: 'tenant',
  subject: 'technical',
  company: '',
  zipcode: 'SW1A 1AA',
  city: 'London',
  country: 'GB',
  message: 'Which filler for a cracked ceiling?',
  consent: true,
  captcha: await solvedCaptcha(),
  ...fields,
})

beforeAll(async () => {
  payload = await payloadClient()
})

describe('POST /contact from abroad', () => {
  it('takes a British postcode and an international number, and stores them as typed', async () => {
    const { status, body } = await postJson<{ data: { id: number } }>('/contact', await request({}))
    expect(status).toBe(201)
    const stored = await payload.findByID({ collection: 'contact-requests', id: body.data.id, overrideAccess: true })
    expect(stored).toMatchObject({ country: 'GB', zipcode: 'SW1A 1AA', phone: '+44 20 7946 0958' })
  })

  it('refuses French rules abroad, with the country’s example', async () => {
    const { status, body } = await postJson<BadRequestBody>('/contact', await request({ zipcode: '75001', phone: '06 12 34 56 78' }))
    expect(status).toBe(400)
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'zipcode', message: 'Veuillez renseigner un code postal valide pour ce pays (ex. SW1A 1AA).' },
        { path: 'phone', message: 'Veuillez renseigner un numéro de téléphone valide au format international (ex. +44 20 7946 0958).' },
      ]),
    )
  })

  it('keeps spec §5’s rules and messages for France', async () => {
    const { status, body } = await postJson<BadRequestBody>('/contact', await request({ country: 'FR' }))
    expect(status).toBe(400)
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'zipcode', message: 'Veuillez renseigner un code postal valide (5 chiffres).' },
        { path: 'phone', message: 'Veuillez renseigner un numéro de téléphone valide.' },
      ]),
    )
  })
})
