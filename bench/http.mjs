// Throughput of catalogue pages vs a trivial prerendered route, same server, same run.
// The client shares the machine with the server, so one 10-second figure moves by
// ±15 %: after a warm-up, the targets are measured in turn BENCH_ROUNDS times
// (default 3) and the median round of each is reported.
import autocannon from 'autocannon'
import { percentile } from './closed-loop.mjs'
import { pickPages } from './pages.mjs'

const base = process.argv[2] ?? 'http://localhost:3000'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3))

function run(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

const pages = await pickPages(base)
const targets = [
  ['fichier statique (robots.txt prérendu)', '/robots.txt'],
  ['page produit', pages.product],
  ['page catégorie', pages.category],
  ['accueil', pages.home],
]
// Warm the ISR cache and the server's compiled code: the first requests render and store the page.
for (const [, path] of targets) await run(base + path, 3)

const results = new Map(targets.map(([, path]) => [path, []]))
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [, path] of targets) {
    const r = await run(base + path, DURATION)
    results.get(path).push({
      rps: r.requests.average,
      p99: r.latency.p99,
      failed: r.non2xx + r.errors,
      bytes: r.throughput.average / Math.max(1, r.requests.average),
    })
  }
}

const medianRound = (rounds) =>
  percentile(
    [...rounds].sort((a, b) => a.rps - b.rps),
    50,
  )
const rows = targets.map(([label, path]) => ({ label, path, rounds: results.get(path), ...medianRound(results.get(path)) }))
const baseline = rows[0].rps
console.log(`\nDébit, ${CONNECTIONS} connexions, ${ROUNDS} × ${DURATION} s par page, médiane (${base})`)
console.log(
  'page'.padEnd(42),
  'req/s'.padStart(8),
  'p99 ms'.padStart(8),
  '% statique'.padStart(11),
  'Ko/rép.'.padStart(8),
  'non-2xx'.padStart(8),
  '  passages req/s',
)
for (const r of rows) {
  console.log(
    r.label.padEnd(42),
    r.rps.toFixed(0).padStart(8),
    String(r.p99).padStart(8),
    `${((r.rps / baseline) * 100).toFixed(0)} %`.padStart(11),
    (r.bytes / 1024).toFixed(1).padStart(8),
    String(r.rounds.reduce((n, x) => n + x.failed, 0)).padStart(8),
    `  ${r.rounds.map((x) => x.rps.toFixed(0)).join(' / ')}`,
  )
}
