// Soak: a long closed-loop load over a realistic mix of pages and v1 API calls, to see
// whether the server holds (errors, latency over time) and whether its memory comes back
// down. Prints p50/p99 per kind, the errors, and the server's resident memory at start,
// at its peak and at the end (sum over the server's process group).
//
//   node bench/soak.mjs http://localhost:3200 <server process group id>
//
// BENCH_SOAK_SECONDS (default 600) and BENCH_SOAK_CONNECTIONS (default 50). Each client
// names its own address in X-Forwarded-For (the bench server trusts one proxy), as a
// crowd of visitors would, so the per-address limits of the forms do not apply to it.
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import { percentile } from './closed-loop.mjs'

const base = process.argv[2] ?? 'http://localhost:3000'
const pgid = process.argv[3]
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600)
const CLIENTS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 50)

/** Resident memory of the server's process group, in MB (null when unknown). */
function serverMemory() {
  if (!pgid) return null
  try {
    const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' })
    return (
      out
        .split('\n')
        .map((line) => Number(line.trim()) || 0)
        .reduce((sum, kb) => sum + kb, 0) / 1024
    )
  } catch {
    return null
  }
}

async function json(path) {
  const res = await fetch(base + path)
  if (!res.ok) throw new Error(`${path} : HTTP ${res.status}`)
  return res.json()
}

// The mix: every public page of the site map (both audiences), the catalogue and search APIs.
const sitemap = await json('/api/v1/sitemap')
const pages = sitemap.data.items.map((item) => new URL(item.url ?? item.loc ?? item, base).pathname).filter((p) => p.startsWith('/'))
if (pages.length === 0) throw new Error('plan du site vide')
const products = (await json('/api/v1/product?perPage=50&page=1')).data.items
const words = ['enduit', 'lissage', 'rebouchage', 'facade', 'joint', 'plaque', 'fissure', 'poudre', 'pate', 'ext']
const towns = ['Lyon', 'Nantes', 'Lille', 'Bordeaux', 'Rennes', 'Tours', 'Dijon', 'Toulouse']
const pick = (list) => list[Math.floor(Math.random() * list.length)]
const KINDS = [
  // [kind, weight, address]
  ['page', 60, () => pick(pages)],
  ['api produit', 10, () => `/api/v1/product?perPage=12&page=${1 + Math.floor(Math.random() * 3)}`],
  ['api fiche', 8, () => `/api/v1/product/${pick(products).id}`],
  ['api suggest', 12, () => `/api/v1/suggest?text=${pick(words).slice(0, 3 + Math.floor(Math.random() * 4))}`],
  ['api magasins', 5, () => `/api/v1/store-locator?city=${pick(towns)}&radius=30`],
  ['api url', 5, () => `/api/v1/url?url=${encodeURIComponent(pick(pages))}`],
]
const totalWeight = KINDS.reduce((sum, [, w]) => sum + w, 0)
function nextRequest() {
  let r = Math.random() * totalWeight
  for (const [kind, weight, path] of KINDS) {
    r -= weight
    if (r <= 0) return { kind, path: path() }
  }
  return { kind: KINDS[0][0], path: KINDS[0][2]() }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS })
const byKind = new Map(KINDS.map(([kind]) => [kind, { latencies: [], errors: 0, statuses: new Map() }]))
const memory = { start: serverMemory(), peak: 0, samples: [] }
const perMinute = []
let minute = { count: 0, errors: 0, latencies: [] }

const end = Date.now() + SECONDS * 1000
const sampler = setInterval(() => {
  const mb = serverMemory()
  if (mb !== null) {
    memory.peak = Math.max(memory.peak, mb)
    memory.samples.push(mb)
  }
}, 5000)
const minuteTimer = setInterval(() => {
  minute.latencies.sort((a, b) => a - b)
  perMinute.push({ count: minute.count, errors: minute.errors, p99: percentile(minute.latencies, 99), mb: serverMemory() })
  minute = { count: 0, errors: 0, latencies: [] }
}, 60_000)

async function client(index) {
  const address = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`
  while (Date.now() < end) {
    const { kind, path } = nextRequest()
    const start = performance.now()
    const status = await new Promise((resolve) => {
      const req = http.get(base + path, { agent, headers: { 'x-forwarded-for': address, 'accept-encoding': 'gzip, br' } }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', () => resolve(0))
      })
      req.on('error', () => resolve(0))
      req.setTimeout(30_000, () => req.destroy())
    })
    const ms = performance.now() - start
    const stats = byKind.get(kind)
    stats.latencies.push(ms)
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1)
    // A page of the site map answers 200; a redirect would be a defect of the map itself.
    const failed = status === 0 || status >= 500 || status === 429
    if (failed) stats.errors += 1
    minute.count += 1
    minute.latencies.push(ms)
    if (failed) minute.errors += 1
  }
}

console.log(`\nEndurance : ${CLIENTS} connexions, ${SECONDS} s, ${pages.length} pages du plan du site et 5 appels d'API (${base})`)
await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)))
clearInterval(sampler)
clearInterval(minuteTimer)
agent.destroy()
// Let the server settle, then read its memory at rest.
await new Promise((resolve) => setTimeout(resolve, 10_000))
const endMemory = serverMemory()

const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–')
console.log('type'.padEnd(16), 'requêtes'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'erreurs'.padStart(8), '  statuts')
let total = 0
let errors = 0
for (const [kind, stats] of byKind) {
  stats.latencies.sort((a, b) => a - b)
  total += stats.latencies.length
  errors += stats.errors
  const statuses = [...stats.statuses].map(([s, n]) => `${s}×${n}`).join(' ')
  console.log(
    kind.padEnd(16),
    String(stats.latencies.length).padStart(9),
    fmt(percentile(stats.latencies, 50)).padStart(8),
    fmt(percentile(stats.latencies, 99)).padStart(8),
    String(stats.errors).padStart(8),
    ' ',
    statuses,
  )
}
const all = [...byKind.values()].flatMap((s) => s.latencies).sort((a, b) => a - b)
console.log(
  `total : ${total} requêtes (${fmt(total / SECONDS)} req/s), p50 ${fmt(percentile(all, 50))} ms, p99 ${fmt(percentile(all, 99))} ms, ${errors} erreurs (5xx, 429, coupures)`,
)
console.log(
  'par minute (requêtes, erreurs, p99 ms, mémoire Mo) :',
  perMinute.map((m) => `${m.count}/${m.errors}/${fmt(m.p99)}/${fmt(m.mb)}`).join('  '),
)
console.log(`mémoire du serveur : départ ${fmt(memory.start)} Mo, pic ${fmt(memory.peak)} Mo, fin (10 s après) ${fmt(endMemory)} Mo`)
