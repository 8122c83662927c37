import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { localSecretFile, resolvePayloadSecret } from './env'

const dir = mkdtempSync(path.join(os.tmpdir(), 'ardalis-secret-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const never = () => {
  throw new Error('no local secret expected here')
}

describe('PAYLOAD_SECRET', () => {
  it('the environment’s secret wins everywhere', () => {
    expect(resolvePayloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: 'un-secret-de-production-42' }, never)).toBe(
      'un-secret-de-production-42',
    )
    expect(resolvePayloadSecret({ NODE_ENV: 'development', PAYLOAD_SECRET: 'un-secret-local-1234' }, never)).toBe('un-secret-local-1234')
  })

  it('a real deployment refuses to start without one, or with the old public default', () => {
    expect(() => resolvePayloadSecret({ NODE_ENV: 'production' }, never)).toThrow(/PAYLOAD_SECRET manquant/)
    expect(() => resolvePayloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: '  ' }, never)).toThrow(/PAYLOAD_SECRET manquant/)
    expect(() => resolvePayloadSecret({ NODE_ENV: 'production', DEMO: 'false' }, never)).toThrow(/openssl rand -hex 32/)
    expect(() => resolvePayloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: 'demo-secret-change-me-in-production' }, never)).toThrow(
      /valeur publique/,
    )
  })

  it('the demo, development and tests use the checkout’s own secret', () => {
    const local = () => 'secret-de-ce-poste-0123456789'
    expect(resolvePayloadSecret({ NODE_ENV: 'production', DEMO: 'true' }, local)).toBe('secret-de-ce-poste-0123456789')
    expect(resolvePayloadSecret({ NODE_ENV: 'development' }, local)).toBe('secret-de-ce-poste-0123456789')
    expect(resolvePayloadSecret({ NODE_ENV: 'test' }, local)).toBe('secret-de-ce-poste-0123456789')
  })
})

describe('the local secret file', () => {
  it('is generated at random on the first run, private, then reused', () => {
    const file = path.join(dir, 'data', 'payload-secret')
    const first = localSecretFile(file)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(statSync(file).mode & 0o077).toBe(0)
    expect(localSecretFile(file)).toBe(first)
    expect(readFileSync(file, 'utf8').trim()).toBe(first)
  })

  it('differs from one checkout to another', () => {
    expect(localSecretFile(path.join(dir, 'a', 'secret'))).not.toBe(localSecretFile(path.join(dir, 'b', 'secret')))
  })
})
