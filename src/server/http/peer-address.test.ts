import { createServer, Server, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PEER_HEADER } from './client-address'
import { stampPeerAddress } from './peer-address'

let server: Server
let port: number

beforeAll(async () => {
  stampPeerAddress(Server.prototype)
  server = createServer((req, res) => res.end(String(req.headers[PEER_HEADER] ?? '')))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve(body))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('stampPeerAddress', () => {
  it('gives handlers the connection’s address, even when the client sends the header itself', async () => {
    expect(await get({})).toBe('127.0.0.1')
    expect(await get({ [PEER_HEADER]: '203.0.113.66' })).toBe('127.0.0.1')
  })
})
