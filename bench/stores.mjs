// Store search API under load: GET /api/v1/store-locator at 20 concurrent clients, over
// the 10,000+ stores of the benchmark database (bench/run.sh). Every request asks
// around another position (random points of mainland France) or another town.
// Prints the server time (the handler's `Server-Timing: app;dur=`, target p95 ≤ 20 ms)
// and the round trip seen by the clients (which adds Next.js routing and the queue of
// one Node.js thread shared by 20 clients).
import { closedLoop, percentile } from './closed-loop.mjs'

const base = process.argv[2] ?? 'http://localhost:3000'
const CLIENTS = Number(process.env.BENCH_STORE_CONNECTIONS ?? 20)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

let seed = 7
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
const TOWNS = [
  '69003',
  'Lyon',
  '33000',
  'Bordeaux',
  '13001',
  'Marseille',
  '59000',
  'Lille',
  '44000',
  'Nantes',
  '67000',
  'Strasbourg',
  '31000',
  'Toulouse',
  '35000',
  'Rennes',
]
function path() {
  const radius = [10, 25, 50, 100][Math.floor(rnd() * 4)]
  if (rnd() < 0.25) return `/api/v1/store-locator?city=${encodeURIComponent(TOWNS[Math.floor(rnd() * TOWNS.length)])}&radius=${radius}`
  // A point inside mainland France.
  const lat = (43 + rnd() * 6).toFixed(4)
  const lng = (-1 + rnd() * 8).toFixed(4)
  return `/api/v1/store-locator?lat=${lat}&lng=${lng}&radius=${radius}&limit=20`
}

// Warm-up: the first search loads the stores into the in-memory index.
const warm = await fetch(`${base}/api/v1/store-locator?city=Lyon&radius=50`)
if (!warm.ok) throw new Error(`store-locator: HTTP ${warm.status}`)
const warmBody = await warm.json()
await closedLoop({ clients: CLIENTS, seconds: 2, nextUrl: () => base + path() })

const {
  latencies: roundTrips,
  serverTimes,
  errors: failures,
} = await closedLoop({ clients: CLIENTS, seconds: SECONDS, nextUrl: () => base + path() })
const fmt = (n) => (Number.isNaN(n) ? '—' : n.toFixed(1))
console.log(`\nRecherche de points de vente, ${CLIENTS} clients simultanés, ${SECONDS} s (${base})`)
console.log(`  points de vente dans un rayon de 50 km de Lyon : ${warmBody.data.total}`)
console.log(`  requêtes : ${roundTrips.length} (${(roundTrips.length / SECONDS).toFixed(0)} req/s), échecs : ${failures}`)
console.log(
  `  temps serveur (ms, Server-Timing) : p50 ${fmt(percentile(serverTimes, 50))}, p95 ${fmt(percentile(serverTimes, 95))}, p99 ${fmt(percentile(serverTimes, 99))} (objectif p95 ≤ 20 ms)`,
)
console.log(
  `  aller-retour (ms) : p50 ${fmt(percentile(roundTrips, 50))}, p95 ${fmt(percentile(roundTrips, 95))}, p99 ${fmt(percentile(roundTrips, 99))}`,
)
