/** The contest's one entry per e-mail address, whatever the case of the address (issue 20). */
import { describe, expect, it } from 'vitest'
import { payloadClient } from '../../src/data/payload'
import type { BadRequestBody } from '../../src/domain/api/schemas'
import { postJson, solvedCaptcha } from './support/forms'

describe('POST /landing/data', () => {
  it('takes one entry per address: the same address in capitals is refused with the French message', async () => {
    const payload = await payloadClient()
    const landing = (
      await payload.find({ collection: 'landings', where: { technicalName: { equals: 'concours-2024' } }, limit: 1, depth: 0 })
    ).docs[0]
    expect(landing).toBeDefined()
    const store = landing?.stores?.[0]
    expect(store?.id).toBeTruthy()
    const entry = async (email: string) => ({
      landing: 'concours-2024',
      civility: 'm',
      lastname: 'Garnier',
      firstname: 'Hugo',
      email,
      phone: '06 55 44 33 22',
      zipcode: '63000',
      city: 'Clermont-Ferrand',
      store: store?.id,
      answer: 'Un enduit de rebouchage',
      consent: true,
      captcha: await solvedCaptcha(),
    })
    const first = await postJson('/landing/data', await entry('hugo.garnier@exemple.fr'))
    expect(first.status).toBe(201)
    const again = await postJson<BadRequestBody>('/landing/data', await entry('Hugo.Garnier@EXEMPLE.fr'))
    expect(again.status).toBe(400)
    expect(again.body.errors).toEqual([{ path: 'email', message: 'Vous avez déjà participé à ce jeu-concours avec cette adresse mail.' }])
    expect(
      (await payload.count({ collection: 'landing-entries', where: { email: { equals: 'hugo.garnier@exemple.fr' } } })).totalDocs,
    ).toBe(1)
  })
})
