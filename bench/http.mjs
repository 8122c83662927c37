// Throughput of catalogue pages vs a trivial prerendered route, same server, same run.
import autocannon from 'autocannon'
import { pickPages } from './pages.mjs'

const base = process.argv[2] ?? 'http://localhost:3000'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

const pages = await pickPages(base)
const targets = [
  ['fichier statique (robots.txt prérendu)', '/robots.txt'],
  ['page produit', pages.product],
  ['page catégorie', pages.category],
  ['accueil', pages.home],
]
// Warm the ISR cache first: the first request renders and stores the page.
for (const [, path] of targets) await fetch(base + path)

const rows = []
for (const [label, path] of targets) {
  const r = await run(base + path)
  rows.push({ label, path, rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors })
}
const baseline = rows[0].rps
console.log(`\nDébit, ${CONNECTIONS} connexions, ${DURATION} s chacune (${base})`)
console.log('page'.padEnd(42), 'req/s'.padStart(8), 'p99 ms'.padStart(8), '% statique'.padStart(11), 'non-2xx'.padStart(8))
for (const r of rows) {
  console.log(r.label.padEnd(42), r.rps.toFixed(0).padStart(8), String(r.p99).padStart(8), `${((r.rps / baseline) * 100).toFixed(0)} %`.padStart(11), String(r.non2xx + r.errors).padStart(8))
}
