import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { localSecretFile, parseEnv, resolvePayloadSecret } from './env'

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

describe('S3 storage variables', () => {
  const base = { PAYLOAD_SECRET: 'un-secret-de-test-0123456789' }

  it('all empty: files stay on disk', () => {
    const env = parseEnv({ ...base, S3_BUCKET: '', S3_ENDPOINT: '', S3_REGION: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' })
    expect(env.S3_BUCKET).toBeUndefined()
    expect(env.S3_ENDPOINT).toBeUndefined()
    expect(env.S3_REGION).toBe('us-east-1')
    expect(env.S3_FORCE_PATH_STYLE).toBe(false)
  })

  it('a bucket on an S3-protocol server of our own', () => {
    const env = parseEnv({
      ...base,
      S3_BUCKET: 'ardalis-medias',
      S3_ENDPOINT: 'http://127.0.0.1:4568',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(env).toMatchObject({
      S3_BUCKET: 'ardalis-medias',
      S3_ENDPOINT: 'http://127.0.0.1:4568',
      S3_REGION: 'eu-west-3',
      S3_FORCE_PATH_STYLE: true,
    })
  })

  it('refuses a wrong bucket name, a non-http endpoint and half a key pair, in French', () => {
    expect(() => parseEnv({ ...base, S3_BUCKET: 'Mon_Bucket' })).toThrow(/S3_BUCKET : 3 à 63 caractères/)
    expect(() => parseEnv({ ...base, S3_ENDPOINT: 'ftp://stockage.example' })).toThrow(/S3_ENDPOINT doit être une adresse http/)
    expect(() => parseEnv({ ...base, S3_ACCESS_KEY_ID: 'AKIA0000' })).toThrow(/S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble/)
    expect(() => parseEnv({ ...base, S3_FORCE_PATH_STYLE: 'oui' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })
})
