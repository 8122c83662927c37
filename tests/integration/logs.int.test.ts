/**
 * Expected client errors log one line, without a stack (decision 093): a 403 and a failed
 * login answered by Payload's REST handlers (through its error handler and the config's
 * logger), and a 400 and a 404 of the v1 API. A fault keeps its stack.
 */
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { AuthenticationError, Forbidden, logError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { payloadClient } from '../../src/data/payload'
import { payloadLogger } from '../../src/payload/logger'
import { get } from './support/api'
import { ORIGIN } from './support/in-process-fetch'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let rest: Record<'POST' | 'DELETE', Handler>
let payload: Payload

const EDITOR = { email: 'journal.editeur@ardalis.example', password: 'Journal-Editeur-2026!' }
const created: number[] = []
let editorToken = ''
let adminId = 0

/** Payload's logger with the config's options, writing into `lines` instead of the terminal. */
function capture(lines: string[]): ReturnType<typeof pino> {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  return pino(payloadLogger.options, sink)
}

async function call(method: 'POST' | 'DELETE', path: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(path, ORIGIN)
  return rest[method](new Request(url, { method, ...init }), { params: Promise.resolve({ slug: url.pathname.slice(5).split('/') }) })
}

beforeAll(async () => {
  rest = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as typeof rest
  payload = await payloadClient()
  const editor = await payload.create({ collection: 'users', data: { ...EDITOR, name: 'Journal', role: 'editor' } })
  const admin = await payload.create({
    collection: 'users',
    data: { email: 'journal.admin@ardalis.example', password: 'Journal-Admin-2026!', name: 'Journal admin', role: 'admin' },
  })
  created.push(editor.id, admin.id)
  adminId = admin.id
  editorToken = (await payload.login({ collection: 'users', data: EDITOR })).token ?? ''
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'users', id })
})

describe('Payload’s expected errors', () => {
  it('a 403 and a failed login are one line each, at info and warn, without a stack', async () => {
    const lines: string[] = []
    const original = payload.logger
    payload.logger = capture(lines) as unknown as Payload['logger']
    try {
      // An editor may not delete an administrator: Payload's own Forbidden.
      const forbidden = await call('DELETE', `/api/users/${adminId}`, { headers: { authorization: `JWT ${editorToken}` } })
      expect(forbidden.status).toBe(403)
      const failed = await call('POST', '/api/users/login', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EDITOR.email, password: 'pas-le-bon' }),
      })
      expect(failed.status).toBe(401)
    } finally {
      payload.logger = original
    }
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown })
    expect(logged).toHaveLength(2)
    expect(logged.map((entry) => entry.level)).toEqual([30, 40])
    for (const entry of logged) {
      expect(entry.msg).toBeTruthy()
      expect(entry.err).toBeUndefined()
      expect(JSON.stringify(entry)).not.toMatch(/\bat .*\.js:\d+|stack/)
    }
  })

  it('the same when the production build has minified the errors’ class names (Payload picks levels by name)', () => {
    const lines: string[] = []
    const logger = capture(lines) as unknown as Payload['logger']
    const minified = (error: Error) => Object.assign(error, { name: 'e' })
    logError({ err: minified(new Forbidden()), payload: { ...payload, config: payload.config, logger } as Payload })
    logError({ err: minified(new AuthenticationError()), payload: { ...payload, config: payload.config, logger } as Payload })
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown })
    expect(logged).toEqual([
      expect.objectContaining({ level: 30, msg: '[payload] status=403 message="You are not allowed to perform this action."' }),
      expect.objectContaining({ level: 40, msg: '[payload] status=401 message="The email or password provided is incorrect."' }),
    ])
    expect(logged.every((entry) => entry.err === undefined)).toBe(true)
  })

  it('a fault keeps its stack', () => {
    const lines: string[] = []
    capture(lines).error({ err: new Error('disque plein') })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('"stack"')
  })
})

describe('the v1 API’s expected errors', () => {
  const spies: ReturnType<typeof vi.spyOn>[] = []
  afterAll(() => spies.forEach((spy) => spy.mockRestore()))

  it('a 400 and a 404 are one line each with status, code, method and path', async () => {
    const info = vi.spyOn(console, 'info')
    const error = vi.spyOn(console, 'error')
    spies.push(info, error)
    expect((await get('/product?lang=de')).status).toBe(400)
    expect((await get('/produits')).status).toBe(404)
    const lines = info.mock.calls.map((args) => args.map(String).join(' '))
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[api\/v1\] status=400 code=bad_request method=GET path=\/api\/v1\/product message="Paramètre invalide : lang"$/,
      ),
      '[api/v1] status=404 code=not_found method=GET path=/api/v1/produits message="Ressource inconnue : /api/v1/produits"',
    ])
    expect(error).not.toHaveBeenCalled()
  })
})
