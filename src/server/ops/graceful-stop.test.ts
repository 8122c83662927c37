import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { isDraining, stopGracefully, trackConnections } from './graceful-stop'

/**
 * The graceful stop on a real Node HTTP server of this process, with keep-alive connections
 * kept 65 s as `npm start` keeps them (decision 079). tests/e2e/graceful-stop.spec.ts does
 * the same against `next start` and its signal.
 */
trackConnections(http.Server.prototype)

const server = http.createServer((request, response) => {
  if (request.url === '/never') return // an answer that never comes: cut at the deadline
  setTimeout(() => response.end('fini'), request.url === '/slow' ? 400 : 0)
})
server.keepAliveTimeout = 65_000
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address() as AddressInfo

afterAll(() => {
  server.closeAllConnections()
})

type Answer = { status: number; connection: string | undefined; body: string; socketClosed: Promise<void> }

function get(path: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      const socketClosed = new Promise<void>((done) => response.socket.once('close', () => done()))
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body, socketClosed }))
    })
    call.on('error', reject)
  })
}

describe('graceful stop', () => {
  it('refuses new connections, closes idle ones, lets the answers under way finish and closes their connections, cuts what outlasts the grace', async () => {
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const idle = await get('/fast', idleAgent)
    expect(idle.connection).toBe('keep-alive')

    const busyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const slow = get('/slow', busyAgent)
    const never = get('/never', new http.Agent({ keepAlive: true })).catch((error: NodeJS.ErrnoException) => error.code)
    await new Promise((resolve) => setTimeout(resolve, 100))

    const started = performance.now()
    const stopped = stopGracefully(1_500)
    expect(isDraining()).toBe(true)
    // The idle keep-alive connection is closed at once.
    await idle.socketClosed
    expect(performance.now() - started).toBeLessThan(300)
    // New connections are refused.
    const refused = await get('/fast', new http.Agent()).catch((error: NodeJS.ErrnoException) => error.code)
    expect(refused).toBe('ECONNREFUSED')
    // The answer under way arrives whole, and its connection is not kept.
    const answer = await slow
    expect(answer).toMatchObject({ status: 200, body: 'fini', connection: 'close' })
    await answer.socketClosed
    // The answer that never comes is cut at the deadline, and the stop ends there.
    const summary = await stopped
    expect(await never).toBe('ECONNRESET')
    expect(summary.cut).toBe(1)
    expect(summary.ms).toBeGreaterThanOrEqual(1_400)
    expect(summary.ms).toBeLessThan(2_500)
  })
})
