/**
 * The IP allow-list (spec §6) against the real server (decision 090): a second `next start` of
 * the same build, allowing 127.0.0.1 only, with no trusted proxy. A request from 127.0.0.1 is
 * let through — the edge sees the connection's own address, stamped by the server — and one
 * from another loopback address (127.0.0.2) is refused even when it writes the allowed
 * address in X-Forwarded-For.
 */
import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { type SecondServer, startSecondServer } from './second-server'

const PORT = Number(process.env.E2E_PORT ?? 3100) + 7
let server: SecondServer | null = null

function get(path: string, options: { from: string; headers?: Record<string, string> }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port: PORT, path, localAddress: options.from, headers: options.headers ?? {} },
      (answer) => {
        let body = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => (body += chunk))
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }))
      },
    )
    call.on('error', reject)
    call.end()
  })
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startSecondServer({
    port: PORT,
    env: { IP_ALLOW_LIST: '127.0.0.1', TRUSTED_PROXIES: '0' },
    isUp: async () => (await get('/robots.txt', { from: '127.0.0.1' })).status === 200,
  })
})

test.afterAll(() => server?.stop())

test('the allow-list judges the connection’s address, never a forged X-Forwarded-For', async () => {
  for (const path of ['/robots.txt', '/fr/enduit-particuliers', '/admin']) {
    const allowed = await get(path, { from: '127.0.0.1' })
    expect(allowed.status, path).not.toBe(401)
    expect(allowed.status, path).toBeLessThan(400)
    const refused = await get(path, { from: '127.0.0.2' })
    expect(refused.status, path).toBe(401)
    expect(refused.body).toBe('You are not allowed to access this application')
    const forged = await get(path, { from: '127.0.0.2', headers: { 'x-forwarded-for': '127.0.0.1' } })
    expect(forged.status, path).toBe(401)
  }
})
