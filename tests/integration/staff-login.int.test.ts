/**
 * The staff login through Payload's real REST route and its guard (issue 20 point 9,
 * decision 090): one answer whether the account exists, concurrent wrong attempts held to
 * the pair's limit, and an editor who still logs in from another address meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadClient } from '../../src/data/payload'
import { STAFF_LOGIN_BUDGETS } from '../../src/server/account/staff-login'
import { PEER_HEADER } from '../../src/server/http/client-address'

const EMAIL = 'editrice.verrou@ardalis.example'
const PASSWORD = 'Verrou-Editrice-2026!'
let userId: number | undefined
let POST: (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

beforeAll(async () => {
  // The route file the server runs (Payload's REST handlers behind the guard).
  ;({ POST } = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as { POST: typeof POST })
  const payload = await payloadClient()
  const user = await payload.create({ collection: 'users', data: { email: EMAIL, password: PASSWORD, name: 'Éditrice', role: 'editor' } })
  userId = user.id
})

afterAll(async () => {
  if (userId !== undefined) await (await payloadClient()).delete({ collection: 'users', id: userId })
})

async function login(
  email: string,
  password: string,
  address: string,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const request = new Request('http://localhost:3000/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PEER_HEADER]: address },
    body: JSON.stringify({ email, password }),
  })
  const response = await POST(request, { params: Promise.resolve({ slug: ['users', 'login'] }) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers }
}

describe('staff login', () => {
  it('gives the same status and body whether the account exists or not', async () => {
    const known = await login(EMAIL, 'Mauvais-Mot-De-Passe-1', '198.51.100.11')
    const unknown = await login('personne.inconnue@ardalis.example', 'Mauvais-Mot-De-Passe-1', '198.51.100.12')
    expect(known.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual(known.body)
  })

  it('checks at most the limit of 40 concurrent wrong attempts, and the editor still logs in from another address', async () => {
    const attacker = '203.0.113.66'
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(EMAIL, `Essai-${i}-incorrect`, attacker)))
    const checked = answers.filter((a) => a.status === 401).length
    const refused = answers.filter((a) => a.status === 429)
    expect(checked).toBe(STAFF_LOGIN_BUDGETS.pair.points)
    expect(refused).toHaveLength(40 - STAFF_LOGIN_BUDGETS.pair.points)
    expect(refused[0]?.body.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/)
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0)
    // Even the right password is refused from the guessing address…
    expect((await login(EMAIL, PASSWORD, attacker)).status).toBe(429)
    // …while the editor's own address logs in: Payload's per-account lock is off.
    const editor = await login(EMAIL, PASSWORD, '198.51.100.20')
    expect(editor.status).toBe(200)
    expect(editor.body.token).toEqual(expect.any(String))
    expect(JSON.stringify(editor.body)).not.toMatch(/locked/i)
  })

  it('gives the pair its attempts back after a successful login', async () => {
    const address = '198.51.100.30'
    for (let i = 0; i < STAFF_LOGIN_BUDGETS.pair.points - 1; i++)
      expect((await login(EMAIL, `Faux-${i}-mot-de-passe`, address)).status).toBe(401)
    expect((await login(EMAIL, PASSWORD, address)).status).toBe(200)
    expect((await login(EMAIL, 'Encore-un-faux-1', address)).status).toBe(401)
    expect((await login(EMAIL, 'Encore-un-faux-2', address)).status).toBe(401)
  })
})
