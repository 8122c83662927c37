/**
 * The page and data cache and the content generations shared through Redis (decision 095),
 * against a real redis-server of this test's own (with an append-only file, so that a
 * restart keeps what it held). This process plays instance A with the site's own cache
 * handler (the file Next requires); a second Redis connection plays instance B.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as Freshness from '../../src/freshness'

const require = createRequire(import.meta.url)

type Entry = {
  value: { kind: string; html?: string; headers?: Record<string, string> } | null
  lastModified: number
  tags: string[]
} | null
type Handler = {
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>
  get(key: string, ctx: Record<string, unknown>): Promise<Entry>
  revalidateTag(tags: string | string[]): Promise<void>
}
type RedisClient = {
  isReady: boolean
  get(key: string): Promise<string | null>
  hGet(key: string, field: string): Promise<string | null>
  hIncrBy(key: string, field: string, by: number): Promise<number>
  sendCommand(args: string[]): Promise<unknown>
  destroy(): void
}

let dir = ''
let port = 0
let server: ChildProcess | null = null
let cache: Handler
let other: RedisClient
let freshness: typeof Freshness
const warnings: string[] = []

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`timed out waiting for ${what}`)
}

function startRedis(): void {
  server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always'],
    { stdio: 'ignore' },
  )
}

async function stopRedis(): Promise<void> {
  const stopping = server
  await other.sendCommand(['SHUTDOWN', 'NOSAVE']).catch(() => undefined)
  if (stopping && stopping.exitCode === null) await new Promise((resolve) => stopping.once('exit', resolve))
  server = null
}

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  status: 200,
  headers: { 'x-next-cache-tags': tags },
  postponed: undefined,
  segmentData: undefined,
})
const read = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, softTags: [] }
const write = { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, isFallback: false }
const PRODUCT = '/fr/enduit-professionnels/produit/lissafin-pate'
/** The build the handler serves (Next's BUILD_ID beside the server folder): its keys carry it. */
const BUILD_ID = 'version-essai-42'
/** What instance B, running the same build, finds in Redis for a page key. */
const storedByB = async (key: string) => other.get(`ardalis:cache:${BUILD_ID}:${key}`)

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'redis-cache-'))
  await writeFile(path.join(dir, 'BUILD_ID'), BUILD_ID)
  port = await freePort()
  startRedis()
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')))
  // Instance B's connection: a plain client (the site's own would log the outage too).
  const { createClient } = await import('redis')
  other = createClient({ url: process.env.REDIS_URL, disableOfflineQueue: true }) as unknown as RedisClient
  ;(other as unknown as { on(event: string, listener: () => void): void }).on('error', () => undefined)
  void (other as unknown as { connect(): Promise<unknown> }).connect().catch(() => undefined)
  // The policy the server registers at start (src/instrumentation.ts).
  const { registerCachedPagePolicy } = await import('../../src/edge/security-headers')
  registerCachedPagePolicy()
  const PageCacheHandler = require('../../src/server/page-cache-handler.cjs') as new (ctx: Record<string, unknown>) => Handler
  cache = new PageCacheHandler({ serverDistDir: path.join(dir, 'server'), dev: false })
  const { sharedRedis } = require('../../src/server/redis/connection.cjs') as { sharedRedis: (url: string) => RedisClient }
  await until(() => other.isReady && sharedRedis(process.env.REDIS_URL ?? '').isReady, 'Redis')
  freshness = await import('../../src/freshness')
  const { startSharedGenerations } = await import('../../src/server/redis/generations')
  startSharedGenerations(process.env.REDIS_URL)
})

afterAll(async () => {
  other?.destroy()
  server?.kill()
  await rm(dir, { recursive: true, force: true })
  delete process.env.REDIS_URL
})

describe('pages and data cached in Redis', () => {
  it('are stored where every instance reads them, with their Content-Security-Policy', async () => {
    await cache.set(PRODUCT, page('<script>self.x=1</script><h1>Lissafin Pâte</h1>', 'catalogue'), write)
    const stored = await storedByB(PRODUCT)
    expect(stored).toContain('Lissafin Pâte')
    const entry = await cache.get(PRODUCT, read)
    expect(entry?.value?.html).toContain('Lissafin Pâte')
    expect(entry?.value?.headers?.['content-security-policy'] ?? '').toMatch(/script-src[^;]*'sha256-/)
  })

  it('are gone for every instance when one expires their tag', async () => {
    await cache.set('/fr/enduit-particuliers/faq', page('<h1>FAQ</h1>', 'faq'), write)
    await cache.revalidateTag('catalogue')
    expect(await storedByB(PRODUCT)).toBeNull()
    expect(await cache.get(PRODUCT, read)).toBeNull()
    // Another tag's page stays.
    expect(await storedByB('/fr/enduit-particuliers/faq')).toContain('FAQ')
  })

  it('never keep a page that answered 404', async () => {
    await cache.set('/fr/enduit-professionnels/produit/inconnu', { ...page('<h1>404</h1>', 'catalogue'), status: 404 }, write)
    expect(await storedByB('/fr/enduit-professionnels/produit/inconnu')).toBeNull()
  })
})

describe('generations shared through Redis', () => {
  it('count this instance’s edits where the others read them', async () => {
    const before = Number((await other.hGet('ardalis:generations', 'stores')) ?? 0)
    const seen = freshness.generation('stores')
    freshness.expire(['stores'], { revalidate: false })
    expect(freshness.generation('stores')).not.toBe(seen)
    await until(async () => Number(await other.hGet('ardalis:generations', 'stores')) === before + 1, 'the shared count')
  })

  it('see another instance’s edit within a second or two', async () => {
    const seen = freshness.generation('teintes')
    await other.hIncrBy('ardalis:generations', 'teintes', 1)
    await until(() => freshness.generation('teintes') !== seen, 'the other instance’s edit', 3_000)
  })
})

describe('while Redis is away', () => {
  it('keeps serving from memory, logs the outage once, and expires in Redis what was edited meanwhile', async () => {
    await cache.set('/fr/enduit-particuliers/conseils', page('<h1>Conseils</h1>', 'pages'), write)
    expect(await storedByB('/fr/enduit-particuliers/conseils')).toContain('Conseils')
    const sharedBefore = Number((await other.hGet('ardalis:generations', 'pages')) ?? 0)
    warnings.length = 0
    await stopRedis()
    const { sharedRedis } = require('../../src/server/redis/connection.cjs') as { sharedRedis: (url: string) => RedisClient }
    const client = sharedRedis(process.env.REDIS_URL ?? '')
    await until(() => !client.isReady, 'the connection to drop')

    // Pages still cached and read, in this instance's memory; no error reaches Next.
    await cache.set('/fr/enduit-particuliers/actualites', page('<h1>Actualités</h1>', 'pages'), write)
    expect((await cache.get('/fr/enduit-particuliers/actualites', read))?.value?.html).toBe('<h1>Actualités</h1>')
    // An edit made here while Redis is away…
    await cache.revalidateTag('pages')
    const seen = freshness.generation('pages')
    freshness.expire(['pages'], { revalidate: false })
    expect(freshness.generation('pages')).not.toBe(seen)
    expect(await cache.get('/fr/enduit-particuliers/actualites', read)).toBeNull()

    // …reaches Redis when it is back: the other instances no longer serve the old page.
    startRedis()
    await until(() => client.isReady && other.isReady, 'Redis to come back')
    await until(async () => (await storedByB('/fr/enduit-particuliers/conseils')) === null, 'the missed expiry')
    await until(async () => Number(await other.hGet('ardalis:generations', 'pages')) > sharedBefore, 'the missed generation')
    // Read from Redis again (the outage's memory is dropped).
    await cache.set(PRODUCT, page('<h1>Lissafin Pâte, nouvelle fiche</h1>', 'catalogue'), write)
    expect(await storedByB(PRODUCT)).toContain('nouvelle fiche')

    const outage = warnings.filter((line) => line.includes('[redis] Redis indisponible'))
    const back = warnings.filter((line) => line.includes('[redis] Redis de nouveau joignable'))
    expect(outage).toHaveLength(1)
    expect(back).toHaveLength(1)
  })
})
