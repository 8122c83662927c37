/**
 * Payload's own REST API is the back office's (decision 093): a visitor gets 403 on lists
 * and documents (the 14 MB `?pagination=false&depth=10` query included) but still reaches
 * the sign-in routes and the uploaded files; a member of staff gets what the admin needs.
 * Calls the real route handlers of src/app/(payload)/api/[...slug] (no server, no mock).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadClient } from '../../src/data/payload'
import { ORIGIN } from './support/in-process-fetch'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let routes: Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Handler>

const EMAIL = 'rest.bornes@ardalis.example'
const PASSWORD = 'Rest-Bornes-2026!'
let userId: number | undefined
let staffToken = ''

async function call(method: keyof typeof routes, pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(pathAndQuery, ORIGIN)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return routes[method](new Request(url, { method, ...init }), { params: Promise.resolve({ slug }) })
}

const asStaff = (): RequestInit => ({ headers: { authorization: `JWT ${staffToken}` } })

beforeAll(async () => {
  routes = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as typeof routes
  const payload = await payloadClient()
  const user = await payload.create({
    collection: 'users',
    data: { email: EMAIL, password: PASSWORD, name: 'Bornes REST', role: 'editor' },
  })
  userId = user.id
  staffToken = (await payload.login({ collection: 'users', data: { email: EMAIL, password: PASSWORD } })).token ?? ''
})

afterAll(async () => {
  if (userId !== undefined) await (await payloadClient()).delete({ collection: 'users', id: userId })
})

describe('Payload REST for a visitor', () => {
  it('refuses the 14 MB query with a short 403, before Payload reads anything', async () => {
    const start = performance.now()
    const response = await call('GET', '/api/products?pagination=false&depth=10')
    const body = await response.text()
    console.log(
      `[bench] anonymous GET /api/products?pagination=false&depth=10: ${response.status}, ${body.length} bytes, ${(performance.now() - start).toFixed(1)} ms`,
    )
    expect(response.status).toBe(403)
    expect(body.length).toBeLessThan(500)
    expect(JSON.parse(body)).toEqual({ errors: [{ message: expect.stringContaining('/api/v1') }] })
  })

  it('refuses lists, documents, writes and the method override, with or without a forged token', async () => {
    for (const [method, path, init] of [
      ['GET', '/api/pages?limit=1000', {}],
      ['GET', '/api/products/1', {}],
      ['GET', '/api/stores?depth=0', { headers: { authorization: 'JWT forged.token.value' } }],
      ['GET', '/api/products', { headers: { cookie: 'payload-token=forged' } }],
      [
        'POST',
        '/api/products',
        {
          headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
          body: 'pagination=false&depth=10',
        },
      ],
      ['POST', '/api/graphql', { headers: { 'content-type': 'application/json' }, body: '{"query":"{ Products { docs { id } } }"}' }],
      ['PATCH', '/api/products/1', { headers: { 'content-type': 'application/json' }, body: '{}' }],
      ['DELETE', '/api/media/1', {}],
    ] as const) {
      const response = await call(method, path, init as RequestInit)
      expect(response.status, `${method} ${path}`).toBe(403)
    }
  })

  it('still reaches the staff sign-in routes', async () => {
    const me = await call('GET', '/api/users/me')
    expect(me.status).toBe(200)
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
    const wrong = await call('POST', '/api/users/login', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: 'pas-le-bon' }),
    })
    expect(wrong.status).toBe(401)
    expect((await call('GET', '/api/access')).status).toBe(200)
  })
})

describe('Payload REST for staff', () => {
  it('lists and reads documents as the admin does, depth bounded by maxDepth', async () => {
    const list = await call('GET', '/api/products?limit=2&depth=0', asStaff())
    expect(list.status).toBe(200)
    const body = (await list.json()) as { docs: { id: number }[]; totalDocs: number }
    expect(body.docs).toHaveLength(2)
    const one = await call('GET', `/api/products/${body.docs[0]?.id}?depth=10`, asStaff())
    expect(one.status).toBe(200)
  })

  it('a staff member asking for every product at depth 10 gets them at depth 2 (maxDepth): figure printed', async () => {
    const start = performance.now()
    const response = await call('GET', '/api/products?pagination=false&depth=10', asStaff())
    const body = await response.text()
    console.log(
      `[bench] staff GET /api/products?pagination=false&depth=10: ${response.status}, ${body.length} bytes, ${(performance.now() - start).toFixed(1)} ms`,
    )
    expect(response.status).toBe(200)
    expect((JSON.parse(body) as { docs: unknown[] }).docs.length).toBeGreaterThan(0)
  })

  it('signs in through the REST login', async () => {
    const response = await call('POST', '/api/users/login', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { token?: string }).token).toBeTruthy()
  })
})
