// Store search API under load: p95 time of GET /api/v1/store-locator at 20 concurrent
// clients, over the 10,000+ stores of the benchmark database (bench/run.sh).
// Every request asks around another position (random towns of France) or another town.
import autocannon from 'autocannon'

const base = process.argv[2] ?? 'http://localhost:3000'
const CONNECTIONS = Number(process.env.BENCH_STORE_CONNECTIONS ?? 20)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)

let seed = 7
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648)
const TOWNS = ['69003', 'Lyon', '33000', 'Bordeaux', '13001', 'Marseille', '59000', 'Lille', '44000', 'Nantes', '67000', 'Strasbourg', '31000', 'Toulouse', '35000', 'Rennes']
function path() {
  const radius = [10, 25, 50, 100][Math.floor(rnd() * 4)]
  if (rnd() < 0.25) return `/api/v1/store-locator?city=${encodeURIComponent(TOWNS[Math.floor(rnd() * TOWNS.length)])}&radius=${radius}`
  // A point inside mainland France.
  const lat = (43 + rnd() * 6).toFixed(4)
  const lng = (-1 + rnd() * 8).toFixed(4)
  return `/api/v1/store-locator?lat=${lat}&lng=${lng}&radius=${radius}&limit=20`
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

// Warm-up: the first search loads the stores into the in-memory index.
const warm = await fetch(`${base}/api/v1/store-locator?city=Lyon&radius=50`)
const warmBody = await warm.json()
if (!warm.ok) throw new Error(`store-locator: HTTP ${warm.status}`)
for (let i = 0; i < 50; i++) await fetch(base + path())

const times = []
const result = await new Promise((resolve, reject) => {
  const instance = autocannon(
    { url: base, connections: CONNECTIONS, duration: DURATION, requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }] },
    (err, r) => (err ? reject(err) : resolve(r)),
  )
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
})
times.sort((a, b) => a - b)
console.log(`\nRecherche de points de vente, ${CONNECTIONS} clients simultanés, ${DURATION} s (${base})`)
console.log(`  points de vente dans un rayon de 50 km de Lyon : ${warmBody.data.total}`)
console.log(`  requêtes : ${times.length} (${result.requests.average.toFixed(0)} req/s), non-2xx : ${result.non2xx}, erreurs : ${result.errors}`)
console.log(`  temps de réponse (ms) : p50 ${percentile(times, 50).toFixed(1)}, p95 ${percentile(times, 95).toFixed(1)}, p99 ${percentile(times, 99).toFixed(1)} (objectif p95 ≤ 20 ms)`)
