import { createServer, request, ServerResponse, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STRING_BODY_MIN_CHARS, sendStringBodiesAsBytes } from './string-bodies'

// A subclass, so that the real server of this test uses the wrapped `end` and nothing else does.
class Response extends ServerResponse {}
sendStringBodiesAsBytes(Response.prototype)
sendStringBodiesAsBytes(Response.prototype)

const page = `<!DOCTYPE html><html lang="fr"><body>${'<p>Enduit de lissage Airlis® – « prêt à l’emploi », séchage 24 h, 1,2 kg/m²/mm.</p>'.repeat(1500)}</body></html>`
const latin = 'Façade, intérieur, ponçage : très facile. '.repeat(800)
const callbacks: string[] = []

const routes: Record<string, (res: ServerResponse) => void> = {
  '/page': (res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Length', Buffer.byteLength(page))
    res.end(page)
  },
  '/latin1': (res) => {
    res.setHeader('Content-Length', Buffer.byteLength(latin, 'latin1'))
    res.end(latin, 'latin1', () => callbacks.push('latin1'))
  },
  '/callback': (res) => res.end(page, () => callbacks.push('callback')),
  '/after-write': (res) => {
    res.write('<!-- début -->')
    res.end(page)
  },
  '/small': (res) => res.end('Délai : 48 h'),
}

let server: Server
let port = 0
beforeAll(async () => {
  server = createServer({ ServerResponse: Response }, (req, res) => (routes[req.url ?? ''] ?? ((r) => r.writeHead(404).end()))(res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function fetchRaw(path: string, method = 'GET'): Promise<{ res: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('string bodies sent as bytes', () => {
  it('sends a large French page byte for byte, with the Content-Length the caller computed', async () => {
    expect(page.length).toBeGreaterThan(STRING_BODY_MIN_CHARS)
    const { res, body } = await fetchRaw('/page')
    expect(res.statusCode).toBe(200)
    expect(Number(res.headers['content-length'])).toBe(body.length)
    expect(body.equals(Buffer.from(page, 'utf8'))).toBe(true)
    expect(body.toString('utf8')).toContain('Airlis® – « prêt à l’emploi »')
  })

  it('keeps the encoding and the callback given to end()', async () => {
    const { body } = await fetchRaw('/latin1')
    expect(body.equals(Buffer.from(latin, 'latin1'))).toBe(true)
    const second = await fetchRaw('/callback')
    expect(second.body.toString('utf8')).toBe(page)
    expect(callbacks).toEqual(expect.arrayContaining(['latin1', 'callback']))
  })

  it('sends a body that follows an earlier write, and a small body, unchanged', async () => {
    const { body } = await fetchRaw('/after-write')
    expect(body.toString('utf8')).toBe(`<!-- début -->${page}`)
    expect((await fetchRaw('/small')).body.toString('utf8')).toBe('Délai : 48 h')
  })

  it('answers a HEAD request without a body', async () => {
    const { res, body } = await fetchRaw('/page', 'HEAD')
    expect(res.statusCode).toBe(200)
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(page))
    expect(body.length).toBe(0)
  })
})
