// Suggest benchmark (printed figures, no assertions):
//  1. index of a generated catalogue of 10,000 products: build time and memory;
//  2. p95 of the suggest answer at 20 concurrent clients (server time and round trip),
//     on a bare HTTP server running the site's index and answer mapping (child process);
//  3. with --next URL: the same load on the real /api/v1/suggest of a running site
//     (demo catalogue), which adds Next.js routing and the API wrapper.
// Usage: node bench/search.mjs [--next http://localhost:3000]
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'
import { closedLoop, percentile } from './closed-loop.mjs'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 3152)
const QUERIES = [
  'reb',
  'rebo',
  'rebouch',
  'rebouchage',
  'lis',
  'lissa',
  'lissafin pate',
  'enduit lissage',
  'egalisor',
  'facade',
  'bois exterieur',
  'ARD-REB-10042',
  'jointex',
  'rebouchge',
  'hydralis pieces humides',
  'poudre allege',
  'decoralis beton',
  'plaque de platre',
  'finition satin',
  'anti fissures',
]

const here = fileURLToPath(new URL('.', import.meta.url))

/** Closed-loop load: CLIENTS loops, each sends the next query as soon as the previous answer ends. */
async function load(base, seconds, queries = QUERIES) {
  let n = 0
  const nextUrl = () => `${base}?text=${encodeURIComponent(queries[n++ % queries.length])}`
  const { latencies, serverTimes, errors } = await closedLoop({ clients: CLIENTS, seconds, nextUrl })
  return {
    count: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    server95: percentile(serverTimes, 95),
    server50: percentile(serverTimes, 50),
    errors,
  }
}

const fmt = (n) => (Number.isNaN(n) ? '—' : n.toFixed(1))

if (process.argv[2] === '--child') {
  register()
  const lib = await import(`${here}search-lib.ts`)
  global.gc?.()
  const before = process.memoryUsage().heapUsed
  const { index, docsMs, buildMs } = lib.buildIndex(PRODUCTS)
  global.gc?.()
  const heapMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024
  // One sequential pass: engine time alone, no concurrency.
  const times = []
  for (let r = 0; r < 10; r++)
    for (const q of QUERIES) {
      const t = performance.now()
      lib.suggestBody(index, q)
      times.push(performance.now() - t)
    }
  times.sort((a, b) => a - b)
  await lib.serve(index, PORT)
  process.send({
    queries: lib.typedQueries(5000, PRODUCTS),
    docsMs,
    buildMs,
    heapMb,
    size: index.size,
    seq50: percentile(times, 50),
    seq95: percentile(times, 95),
    rssMb: process.memoryUsage().rss / 1024 / 1024,
  })
} else {
  const child = fork(fileURLToPath(import.meta.url), ['--child'], { execArgv: ['--expose-gc'], stdio: 'inherit' })
  const info = await new Promise((resolve) => child.once('message', resolve))
  console.log(`\nRecherche — index de ${PRODUCTS} produits générés (${info.size} documents)`)
  console.log(
    `  documents : ${info.docsMs.toFixed(0)} ms ; index : ${info.buildMs.toFixed(0)} ms ; tas : +${info.heapMb.toFixed(0)} Mo (RSS ${info.rssMb.toFixed(0)} Mo)`,
  )
  console.log(`  une requête seule (moteur + JSON) : p50 ${fmt(info.seq50)} ms, p95 ${fmt(info.seq95)} ms`)
  await load(`http://127.0.0.1:${PORT}/api/v1/suggest`, 2) // warm-up
  const r = await load(`http://127.0.0.1:${PORT}/api/v1/suggest`, SECONDS, info.queries)
  console.log(
    `  ${CLIENTS} clients simultanés, ${SECONDS} s, ${info.queries.length} saisies différentes, sans cache : ${r.rps.toFixed(0)} req/s`,
  )
  console.log(
    `    temps serveur (moteur + JSON) p50 ${fmt(r.server50)} ms, p95 ${fmt(r.server95)} ms ; aller-retour p50 ${fmt(r.p50)} ms, p95 ${fmt(r.p95)} ms, p99 ${fmt(r.p99)} ms ; erreurs ${r.errors}`,
  )
  child.kill()

  const nextAt = process.argv.indexOf('--next')
  if (nextAt > 0) {
    const base = process.argv[nextAt + 1]
    await load(`${base}/api/v1/suggest`, 2)
    const s = await load(`${base}/api/v1/suggest`, SECONDS)
    console.log(
      `\nSuggestions par le site (${base}, catalogue de démonstration, Next.js + enveloppe API), ${CLIENTS} clients, ${SECONDS} s`,
    )
    console.log(
      `  ${s.rps.toFixed(0)} req/s ; aller-retour p50 ${fmt(s.p50)} ms, p95 ${fmt(s.p95)} ms, p99 ${fmt(s.p99)} ms ; erreurs ${s.errors}`,
    )
  }
}
