/**
 * A server whose first request is a page (decision 123). The built app holds one copy of
 * Payload's classes per kind of bundle (the pages', the route handlers') but one Payload
 * instance, started by whichever asks first; the route handlers then meet errors from the other
 * copy. Here a second `next start` of the same build and database is started, and its first
 * request is the back office's sign-in page: the API must still tell an unverified customer so,
 * and Payload's refusal of a form must still name its field, as they did when a route handler
 * came first. Both failed before the checks read Payload's errors by their shape.
 * No browser: plain HTTP from Node.
 */
import { expect, test } from '@playwright/test'
import { ADMIN } from './admin'
import { type SecondServer, startSecondServer } from './second-server'

const PORT = Number(process.env.E2E_PORT ?? 3100) + 9
const ORIGIN = `http://localhost:${PORT}`
const BROWSER = { origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }
let second: SecondServer | null = null

async function call(method: string, target: string, options: { headers?: Record<string, string>; body?: unknown } = {}) {
  const response = await fetch(ORIGIN + target, {
    method,
    headers: { ...BROWSER, ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  })
  const text = await response.text()
  return { status: response.status, json: () => JSON.parse(text) as Record<string, unknown>, text }
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // robots.txt answers without starting Payload.
  second = await startSecondServer({ port: PORT, isUp: async () => (await fetch(`${ORIGIN}/robots.txt`)).status === 200 })
  // The first request that needs Payload is a page's.
  expect((await call('GET', '/admin/login', { headers: { 'sec-fetch-site': 'none' } })).status).toBe(200)
})

test.afterAll(() => second?.stop())

test('after a page started Payload, the API still tells an unverified customer and names the field Payload refused', async () => {
  const login = await call('POST', '/api/users/login', { body: ADMIN })
  expect(login.status).toBe(200)
  const staff = { authorization: `JWT ${login.json().token as string}` }

  // Payload's refusal of the back office's form names the field (else the form marks none).
  const refused = await call('POST', '/api/redirects', {
    headers: staff,
    body: { from: `/premiere-requete-${Date.now()}.html`, to: '/fr/enduit-professionnels/produit/enduit-retire-du-catalogue' },
  })
  expect(refused.status).toBe(400)
  const [problem] = refused.json().errors as { data?: { errors?: unknown[] } }[]
  expect(problem?.data?.errors).toContainEqual(
    expect.objectContaining({ path: 'to', message: 'Cette adresse ne mène à aucune page du site.' }),
  )

  // An account created by the staff, its address not confirmed yet.
  const email = `premiere.requete.${Date.now()}@exemple.fr`
  const password = 'Enduit-Premiere-Requete-2026'
  const created = await call('POST', '/api/customers', {
    headers: staff,
    body: { email, password, audience: 'part', lastname: 'Essai', firstname: 'Compte', _verified: false },
  })
  expect(created.status, created.text).toBe(201)

  const early = await call('POST', '/api/v1/account/login', { body: { email, password } })
  expect(early.status).toBe(403)
  expect(early.json().message).toBe('Confirmez d’abord votre adresse mail : suivez le lien du courriel reçu à votre inscription.')
  // A wrong password says only that the pair is wrong.
  const wrong = await call('POST', '/api/v1/account/login', { body: { email, password: `${password}x` } })
  expect(wrong.status).toBe(401)
  expect(wrong.json().message).toBe('E-mail ou mot de passe incorrect.')
})
