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
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { ADMIN } from './admin'

const PORT = Number(process.env.E2E_PORT ?? 3100) + 9
const ORIGIN = `http://localhost:${PORT}`
const NEXT = path.resolve('node_modules/next/dist/bin/next')
const BROWSER = { origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }
let server: ChildProcess | null = null
let output = ''

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
  server = spawn(process.execPath, [NEXT, 'start', '-p', String(PORT)], {
    env: { ...process.env, PORT: String(PORT), SITE_URL: ORIGIN },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // robots.txt answers without starting Payload.
  for (let i = 0; i < 300; i += 1) {
    const up = await fetch(`${ORIGIN}/robots.txt`).catch(() => null)
    if (up?.status === 200) break
    if (i === 299) throw new Error(`the second server did not start:\n${output.slice(-3000)}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  // The first request that needs Payload is a page's.
  expect((await call('GET', '/admin/login', { headers: { 'sec-fetch-site': 'none' } })).status).toBe(200)
})

test.afterAll(() => {
  if (server && server.exitCode === null) server.kill('SIGKILL')
})

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
