/**
 * Property-based test (fast-check) of every v1 route handler: generated path params, query
 * strings, bodies and headers (unicode, huge strings, wrong types, nested junk JSON, broken
 * multipart) never get a 500. The real handlers are called as Next calls them (src/app/api/v1,
 * no server, no mock); a 4xx of any kind is a right answer to junk (issue 20).
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { UNREADABLE_VALUE } from '../../src/domain/api/params'
import type { BadRequestBody } from '../../src/domain/api/schemas'
import { postJson } from './support/forms'
import { ORIGIN, routeFiles, type RouteFile } from './support/in-process-fetch'

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** Runs per route and method: ~70 handlers × 10 keep the file near half a minute. */
const RUNS = 10

const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    '9007199254740993',
    'true',
    'null',
    '[]',
    '{}',
    '%',
    '%E9',
    '../..',
    '__proto__',
    'constructor',
  ),
  fc.nat({ max: 20_000 }).map((n) => 'é'.repeat(n)),
)

/** A value JSON can write and no comparison can read: a `length` with no usable `valueOf` or `toString`. */
const UNCOMPARABLE = { valueOf: 1, toString: 1 }

const junk = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(UNCOMPARABLE),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(text, fc.constantFrom('__proto__', 'email', 'password', 'items', 'quantity', 'code', 'id', 'length')),
      tie('value'),
      {
        maxKeys: 5,
      },
    ),
  ),
})).value

const body = fc.oneof(
  junk.map((value) => ({ type: 'application/json', body: JSON.stringify(value) ?? 'null' })),
  text.map((value) => ({ type: 'application/json', body: value })),
  fc.dictionary(text, text, { maxKeys: 6 }).map((fields) => {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    form.append('cv', new Blob([fields[Object.keys(fields)[0] ?? ''] ?? '%PDF-1.4']), 'cv.pdf')
    return { type: null, body: form }
  }),
  text.map((value) => ({ type: 'multipart/form-data; boundary=x', body: value })),
  text.map((value) => ({ type: 'text/plain', body: value })),
  fc.constant({ type: null, body: null }),
)

const query = fc.array(fc.tuple(text, text), { maxLength: 8 }).map((pairs) => new URLSearchParams(pairs).toString())

const headers = fc.record(
  {
    'x-cart-token': text,
    cookie: text.map((t) => `ardalis_client=${encodeURIComponent(t)}`),
    authorization: text.map((t) => `JWT ${t}`),
    'x-forwarded-for': text,
  },
  { requiredKeys: [] },
)

function paramsFor(route: RouteFile) {
  const dynamic = route.segments.flatMap((s) => (s.kind === 'static' ? [] : [s]))
  return fc.tuple(...dynamic.map((s) => (s.kind === 'catchAll' ? fc.array(text, { minLength: 1, maxLength: 3 }) : text))).map((values) => {
    const params: Record<string, string | string[]> = {}
    dynamic.forEach((s, i) => (params[s.name] = values[i] as string | string[]))
    return params
  })
}

function urlFor(route: RouteFile, params: Record<string, string | string[]>, search: string): string {
  const path = route.segments
    .map((s) => {
      if (s.kind === 'static') return s.value
      const value = params[s.name]
      return Array.isArray(value) ? value.map((v) => encodeURIComponent(v)).join('/') : encodeURIComponent(value ?? '')
    })
    .join('/')
  return `${ORIGIN}/api/v1/${path}${search ? `?${search}` : ''}`
}

const quiet: ReturnType<typeof vi.spyOn>[] = []
const ROUTES = routeFiles()

beforeAll(() => {
  // Each refused request logs its one line (decision 093): thousands of them here.
  quiet.push(
    vi.spyOn(console, 'info').mockImplementation(() => undefined),
    vi.spyOn(console, 'warn').mockImplementation(() => undefined),
  )
})

afterAll(() => {
  for (const spy of quiet) spy.mockRestore()
})

async function fuzz(route: RouteFile, method: string, handler: Handler): Promise<void> {
  await fc.assert(
    fc.asyncProperty(paramsFor(route), query, body, headers, async (params, search, sent, extra) => {
      const requestHeaders = new Headers()
      for (const [k, v] of Object.entries(extra)) {
        try {
          requestHeaders.set(k, v)
        } catch {
          // A header value fetch itself refuses (a line break): no client could send it.
        }
      }
      const init: RequestInit = { method, headers: requestHeaders }
      if (method !== 'GET' && sent.body !== null) {
        init.body = sent.body
        if (sent.type) requestHeaders.set('content-type', sent.type)
      }
      const response = await handler(new Request(urlFor(route, params, search), init), { params: Promise.resolve(params) })
      if (response.status >= 500) throw new Error(`${method} ${route.path} → ${response.status} ${await response.text()}`)
    }),
    { numRuns: RUNS },
  )
}

describe('no generated input gets a 500 from a v1 endpoint', () => {
  it('finds the route files', () => {
    expect(ROUTES.length).toBeGreaterThan(40)
  })

  it.each(ROUTES.map((route) => [route.path, route] as const))('%s', async (_path, route) => {
    const mod = (await import(/* @vite-ignore */ route.file)) as Record<string, Handler | undefined>
    const methods = METHODS.filter((m) => mod[m])
    expect(methods.length).toBeGreaterThan(0)
    for (const method of methods) await fuzz(route, method, mod[method] as Handler)
  })
})

describe('a value no comparison can read', () => {
  it.each([
    ['/construction-starts', 'lastname'],
    ['/account/signup', 'email'],
    ['/cart', 'products'],
  ])('POST %s with it in %s is a 400 naming the field', async (path, field) => {
    const { status, body } = await postJson<BadRequestBody>(path, { [field]: { length: UNCOMPARABLE } })
    expect(status).toBe(400)
    expect(body.errors).toContainEqual({ path: field, message: UNREADABLE_VALUE })
  })
})
