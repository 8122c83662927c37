/**
 * The budgets of decision 090 through the real handlers: past its budget, each public endpoint
 * answers 429 with the French message and Retry-After, per client address (the connection's:
 * a forged X-Forwarded-For changes nothing) or per e-mail given, while another address still
 * gets through.
 */
import { describe, expect, it } from 'vitest'
import { CIVILITY_CODES, COUNTRY_CODES, PROFILE_CODES, SUBJECT_CODES } from '../../src/domain/forms/options'
import { PEER_HEADER } from '../../src/server/http/client-address'
import { BUDGETS } from '../../src/server/http/limits'
import { limiter } from '../../src/server/http/rate-limit'
import { api, q } from './support/api'
import { ORIGIN } from './support/in-process-fetch'

const TOO_MANY = /^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/

async function call(method: string, path: string, address: string, body?: unknown, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { [PEER_HEADER]: address, ...extra }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await api(`${ORIGIN}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as { message?: string }, retryAfter: response.headers.get('retry-after') }
}

/** Spends the budget from one address (each call with another forged X-Forwarded-For), then checks the refusal. */
async function spend(points: number, attempt: (forged: string) => Promise<{ status: number }>) {
  const statuses = new Set<number>()
  for (let i = 0; i < points; i++) statuses.add((await attempt(`10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`)).status)
  expect(statuses.has(429)).toBe(false)
}

function expectRefusal(answer: { status: number; body: { message?: string }; retryAfter: string | null }) {
  expect(answer.status).toBe(429)
  expect(answer.body.message).toMatch(TOO_MANY)
  expect(Number(answer.retryAfter)).toBeGreaterThan(0)
}

const contact = (email: string) => ({
  civility: CIVILITY_CODES[0],
  lastname: 'Limite',
  firstname: 'Léa',
  email,
  phone: '06 12 34 56 78',
  profile: PROFILE_CODES[0],
  subject: SUBJECT_CODES[0],
  zipcode: '69001',
  city: 'Lyon',
  country: COUNTRY_CODES[0],
  message: 'Une question sur un enduit.',
  consent: true,
})

describe('rate limits of the public endpoints', () => {
  it('the captcha challenge', async () => {
    const address = '203.0.113.101'
    await spend(BUDGETS.captcha.points, (forged) => call('GET', '/captcha', address, undefined, { 'x-forwarded-for': forged }))
    expectRefusal(await call('GET', '/captcha', address))
    expect((await call('GET', '/captcha', '203.0.113.102')).status).toBe(200)
  })

  it('suggest and scan', async () => {
    // Most of the budget taken on the endpoint's own limiter (hundreds of real searches would be slow), the rest by the endpoint.
    const suggest = `/suggest?${q({ text: 'enduit' })}`
    await limiter('suggest', BUDGETS.suggest.points, BUDGETS.suggest.duration).consume('203.0.113.103', BUDGETS.suggest.points - 3)
    await spend(3, (forged) => call('GET', suggest, '203.0.113.103', undefined, { 'x-forwarded-for': forged }))
    expectRefusal(await call('GET', suggest, '203.0.113.103'))
    expect((await call('GET', suggest, '203.0.113.104')).status).toBe(200)

    const scan = '/product/scan/3760000000000'
    await limiter('scan', BUDGETS.scan.points, BUDGETS.scan.duration).consume('203.0.113.105', BUDGETS.scan.points - 3)
    await spend(3, (forged) => call('GET', scan, '203.0.113.105', undefined, { 'x-forwarded-for': forged }))
    expectRefusal(await call('GET', scan, '203.0.113.105'))
    expect((await call('GET', scan, '203.0.113.106')).status).toBe(404)
  })

  it('each form, per address and per e-mail address given', async () => {
    // Counted once the fields are valid, before the captcha: these are 400s for the missing captcha.
    const address = '203.0.113.107'
    await spend(BUDGETS.form.points, (forged) =>
      call('POST', '/contact', address, contact(`a.${forged}@exemple.fr`), { 'x-forwarded-for': forged }),
    )
    expectRefusal(await call('POST', '/contact', address, contact('autre@exemple.fr')))
    // Another form has its own budget.
    expect((await call('POST', '/construction-starts', address, {})).status).toBe(400)

    const email = `cible.${Date.now()}@exemple.fr`
    await spend(BUDGETS.formEmail.points, (forged) => call('POST', '/contact', `198.18.1.${forged.split('.')[3]}`, contact(email)))
    expectRefusal(await call('POST', '/contact', '198.18.2.1', contact(email.toUpperCase())))
  })

  it('carts created without an account', async () => {
    // The limit comes before the body is read: these are 400s for an empty list, creating nothing.
    const address = '203.0.113.108'
    await spend(BUDGETS.cartCreate.points, () => call('POST', '/cart', address, { products: [] }))
    expectRefusal(await call('POST', '/cart', address, { products: [] }))
    expect((await call('POST', '/cart', '203.0.113.109', { products: [] })).status).toBe(400)
  })
})
