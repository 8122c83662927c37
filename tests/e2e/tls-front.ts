import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A local TLS front for the e2e server, as a reverse proxy in production would be (decision 089):
 * https with a throwaway certificate for localhost (made here with openssl, trusted only by
 * the processes given its file), forwarding to the app with `X-Forwarded-Proto: https`
 * like nginx's `proxy_set_header`, and plain http answering 301 to the same address over https.
 */
export interface TlsFront {
  httpPort: number
  httpsPort: number
  /** The certificate file, for NODE_EXTRA_CA_CERTS. */
  certificate: string
  close: () => Promise<void>
}

function throwawayCertificate(): { key: string; certificate: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tls-front-'))
  const key = path.join(dir, 'key.pem')
  const certificate = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  )
  return { key, certificate }
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, () => resolve((server.address() as AddressInfo).port)))
}

export async function startTlsFront(upstream: string): Promise<TlsFront> {
  const target = new URL(upstream)
  const files = throwawayCertificate()
  const secure = https.createServer({ key: readFileSync(files.key), cert: readFileSync(files.certificate) }, (request, response) => {
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ')
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': forwardedFor,
          'x-forwarded-host': request.headers.host ?? '',
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(response)
      },
    )
    outgoing.on('error', () => {
      response.writeHead(502).end()
    })
    request.pipe(outgoing)
  })
  const httpsPort = await listen(secure)
  const plain = http.createServer((request, response) => {
    response.writeHead(301, { location: `https://localhost:${httpsPort}${request.url ?? '/'}` }).end()
  })
  const httpPort = await listen(plain)
  const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()))
  return {
    httpPort,
    httpsPort,
    certificate: files.certificate,
    close: async () => {
      secure.closeAllConnections()
      plain.closeAllConnections()
      await Promise.all([close(secure), close(plain)])
    },
  }
}
