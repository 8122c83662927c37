/**
 * Money fields that staff type in euros (decision 134) still store integer cents, and the server
 * refuses what the back office's input could not read as euros, in the input's French words.
 */
import { ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadClient } from '../../src/data/payload'
import { EURO_INPUT_MESSAGE, unreadEuros } from '../../src/domain/format/euro-input'
import type { User } from '../../src/payload-types'

const EMAIL = 'montants.equipe@ardalis.example'
const CENTS = 'Montant attendu en centimes entiers, positif ou nul (ex. 2490 pour 24,90 €).'
let payload: Payload
let staff: User
const carriers: number[] = []
const codes: number[] = []

const as = { overrideAccess: false, context: { disableRevalidate: true } } as const

async function saveCarrier(priceHt: unknown, freeFrom: unknown = null) {
  const doc = await payload.create({
    collection: 'carriers',
    data: {
      code: `essai-${carriers.length}-${Date.now()}`,
      name: 'Transporteur d’essai',
      kind: 'home',
      targets: ['pro'],
      delay: '48 h',
      active: false,
      freeFrom,
      rates: [{ zone: 'metropole', maxWeightGrams: 30000, priceHt }],
    } as never,
    user: staff,
    ...as,
  })
  carriers.push(doc.id)
  return doc
}

async function saveCode(value: unknown, unit: 'eur' | 'percent', minAmount: unknown = 0) {
  const doc = await payload.create({
    collection: 'discount-codes',
    data: {
      code: `ESSAI${codes.length}X${Date.now()}`,
      kind: 'cart_discount',
      description: 'Essai',
      value,
      unit,
      targets: ['pro'],
      minAmount,
    } as never,
    user: staff,
    ...as,
  })
  codes.push(doc.id)
  return doc
}

async function refusal(write: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  const error: unknown = await write.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map(({ path, message }) => ({ path, message }))
}

beforeAll(async () => {
  payload = await payloadClient()
  staff = (await payload.create({
    collection: 'users',
    data: { email: EMAIL, password: 'Montants-Equipe-2026!', name: 'Équipe boutique', role: 'editor' },
  })) as User
})

afterAll(async () => {
  for (const id of carriers) await payload.delete({ collection: 'carriers', id, context: { disableRevalidate: true } })
  for (const id of codes) await payload.delete({ collection: 'discount-codes', id, context: { disableRevalidate: true } })
  await payload.delete({ collection: 'users', id: staff.id })
})

describe('money fields typed in euros', () => {
  it('store what the input gives, integer cents', async () => {
    const carrier = await saveCarrier(1290, 15000)
    expect(carrier.rates?.[0]?.priceHt).toBe(1290)
    expect(carrier.freeFrom).toBe(15000)
    const code = await saveCode(5000, 'eur', 50000)
    expect([code.value, code.minAmount]).toEqual([5000, 50000])
  })

  it.each(['abc', '12,345', '-5'])('refuse a text the input could not read (%j) in its words, never a number made of it', async (text) => {
    expect(await refusal(saveCarrier(unreadEuros(text)))).toEqual([{ path: 'rates.0.priceHt', message: EURO_INPUT_MESSAGE }])
    expect(await refusal(saveCarrier(1290, unreadEuros(text)))).toEqual([{ path: 'freeFrom', message: EURO_INPUT_MESSAGE }])
    expect(await refusal(saveCode(unreadEuros(text), 'eur'))).toEqual([{ path: 'value', message: EURO_INPUT_MESSAGE }])
  })

  it('refuse cents that are not whole or are negative, from the API or an import', async () => {
    expect(await refusal(saveCarrier(12.5))).toEqual([{ path: 'rates.0.priceHt', message: CENTS }])
    expect(await refusal(saveCode(5000, 'eur', -1))).toEqual([{ path: 'minAmount', message: CENTS }])
  })

  it('refuse a required rate left empty', async () => {
    expect(await refusal(saveCarrier(null))).toEqual([{ path: 'rates.0.priceHt', message: 'Ce champ est requis.' }])
  })

  it('keep a discount in percent a whole number', async () => {
    expect((await saveCode(10, 'percent')).value).toBe(10)
    expect(await refusal(saveCode(10.5, 'percent'))).toEqual([
      { path: 'value', message: 'Saisissez un nombre entier positif ou nul (sans virgule).' },
    ])
  })
})
