/**
 * The graceful stop and the health probe against a real `next start` of the production build
 * (decision 097): a second server of the same build and database as the other end-to-end tests
 * (scripts/e2e.sh builds once; alone: `E2E_SKIP_BUILD=1 bash scripts/e2e.sh tests/e2e/graceful-stop.spec.ts`
 * reuses the checkout's `.next`). It is started as `npm start` starts it, but without
 * NEXT_MANUAL_SIG_HANDLE, so that Next's own signal handler is installed and must be set aside.
 * No browser: plain HTTP from Node.
 *
 * A request in flight — a cart addition whose body is uploaded over ~2 s — when SIGTERM comes
 * completes with 200; an idle keep-alive connection is closed; new connections are refused;
 * the process exits 0 well within STOP_GRACE_SECONDS. Before that, the health probe answers
 * 200 from an address the IP allow-list refuses.
 */
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import type { Socket } from 'node:net'
import { expect, test } from '@playwright/test'
import { type SecondServer, startSecondServer } from './second-server'

const PORT = Number(process.env.E2E_PORT ?? 3100) + 8
let second: SecondServer | null = null

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; socket: Socket }

function call(
  method: string,
  target: string,
  options: { from?: string; agent?: http.Agent; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: PORT, method, path: target, localAddress: options.from, agent: options.agent, headers: options.headers },
      (answer) => {
        // Taken now: once the answer has ended, a keep-alive socket goes back to its agent.
        const socket = answer.socket
        let body = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => (body += chunk))
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body, socket }))
      },
    )
    request.on('error', reject)
    request.end(options.body)
  })
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  second = await startSecondServer({
    port: PORT,
    args: ['--keepAliveTimeout', '65000'],
    env: { IP_ALLOW_LIST: '127.0.0.1', TRUSTED_PROXIES: '0', STOP_GRACE_SECONDS: '20', NEXT_MANUAL_SIG_HANDLE: '' },
    isUp: async () => (await call('GET', '/api/health')).status === 200,
  })
})

test.afterAll(() => second?.stop())

test('the health probe answers 200 outside the IP allow-list, never stored', async () => {
  const refused = await call('GET', '/robots.txt', { from: '127.0.0.2' })
  expect(refused.status).toBe(401)
  const probe = await call('GET', '/api/health', { from: '127.0.0.2' })
  expect(probe.status).toBe(200)
  expect(probe.headers['cache-control']).toBe('no-store')
  expect(JSON.parse(probe.body)).toMatchObject({ status: 'ok', checks: { database: { status: 'ok' } } })
  const head = await call('HEAD', '/api/health', { from: '127.0.0.2' })
  expect(head.status).toBe(200)
  expect(head.body).toBe('')
})

test('SIGTERM: the request in flight completes, idle connections close, new ones are refused, exit 0', async () => {
  test.setTimeout(60_000)
  const product = JSON.parse((await call('GET', '/api/v1/product?perPage=1')).body) as { data: { items: { id: number }[] } }
  const productId = product.data.items[0]?.id
  expect(productId).toBeTruthy()

  // An idle keep-alive connection (as a load balancer keeps them).
  const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const idle = await call('GET', '/api/health', { agent: idleAgent })
  expect(idle.headers.connection).toBe('keep-alive')
  const idleClosed = once(idle.socket, 'close')

  // A cart addition whose body takes ~2 s to arrive.
  const body = JSON.stringify({ products: [{ element_id: productId, element_type: 'product', quantity: 1 }] })
  let completed = false
  const slow = new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/api/v1/cart',
        agent: new http.Agent({ keepAlive: true }),
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      },
      (answer) => {
        const socket = answer.socket
        let text = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => (text += chunk))
        answer.on('end', () => {
          completed = true
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text, socket })
        })
      },
    )
    request.on('error', reject)
    const pieces = body.match(/[\s\S]{1,8}/g) ?? [body]
    const every = 2_000 / pieces.length
    pieces.forEach((piece, i) => setTimeout(() => (i === pieces.length - 1 ? request.end(piece) : request.write(piece)), i * every))
  })

  await new Promise((resolve) => setTimeout(resolve, 500))
  const signalled = performance.now()
  const exited = once(second?.process as ChildProcess, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  second?.process.kill('SIGTERM')

  await idleClosed
  expect(performance.now() - signalled).toBeLessThan(1_000)
  // New connections are refused while the request is still under way. A connection the kernel
  // had queued as the listener closed is reset, never served (ECONNRESET, seen once in CI): the
  // next attempt must then be refused.
  let refusal = ''
  for (let i = 0; i < 40 && refusal !== 'ECONNREFUSED'; i += 1) {
    refusal = await call('GET', '/api/health', { agent: new http.Agent() }).then(
      () => '',
      (error: NodeJS.ErrnoException) => error.code ?? 'error',
    )
    expect(['', 'ECONNRESET', 'ECONNREFUSED']).toContain(refusal)
    if (refusal !== 'ECONNREFUSED') await new Promise((resolve) => setTimeout(resolve, 25))
  }
  expect(refusal).toBe('ECONNREFUSED')
  expect(completed).toBe(false)

  const answer = await slow
  expect(answer.status, answer.body).toBe(200)
  expect((JSON.parse(answer.body) as { data: { token: string } }).data.token).toBeTruthy()
  expect(answer.headers.connection).toBe('close')
  expect(performance.now() - signalled).toBeGreaterThan(1_000)

  const [code, signal] = await exited
  expect({ code, signal }).toEqual({ code: 0, signal: null })
  expect(performance.now() - signalled).toBeLessThan(20_000)
  expect(second?.output()).toMatch(/\[arrêt\] SIGTERM reçu : plus de nouvelle connexion, 1 requête\(s\) en cours/)
  expect(second?.output()).toMatch(/\[arrêt\] terminé en \d+ ms/)
})
