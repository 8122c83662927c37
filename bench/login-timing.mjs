// Does the login's time tell whether an account exists? (issue 20 point 9, decision 090;
// printed figures, never assertions). Wrong passwords, one request at a time, alternating an
// existing account and an unknown e-mail: the staff login (POST /api/users/login, the demo
// administrator) and the customers' (POST /api/v1/account/login, bench/account-seed.ts's
// customer). The server runs with TRUSTED_PROXIES=1 and each attempt names another client
// address, so that the limits (tested in tests/integration/staff-login.int.test.ts) stay out of it.
// Usage: node bench/login-timing.mjs http://localhost:3000   (BENCH_LOGIN_RUNS per case, default 30)
const base = process.argv[2] ?? 'http://localhost:3000'
const RUNS = Math.max(1, Number(process.env.BENCH_LOGIN_RUNS ?? 30))
const STAFF = process.env.BENCH_STAFF_EMAIL ?? 'admin@ardalis.example'
const CUSTOMER = process.env.BENCH_CUSTOMER_EMAIL ?? 'banc.essai@exemple.fr'

let address = 0
const nextAddress = () => `198.18.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`

async function attempt(path, email) {
  const start = performance.now()
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email, password: 'Mauvais-Mot-De-Passe-2026' }),
  })
  const body = await response.text()
  return { ms: performance.now() - start, status: response.status, body }
}

const sorted = (values) => [...values].sort((a, b) => a - b)
const median = (values) => {
  const s = sorted(values)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}
const describe = (runs) => {
  const ms = runs.map((r) => r.ms)
  const statuses = [...new Set(runs.map((r) => r.status))].join('/')
  return `médiane ${median(ms).toFixed(1)} ms (de ${sorted(ms)[0].toFixed(1)} à ${sorted(ms).at(-1).toFixed(1)} ms), statut ${statuses}`
}

console.log(`\nConnexion avec un mauvais mot de passe, compte existant ou non (${RUNS} essais chacun, ${base})`)
for (const [label, path, known] of [
  ['équipe  POST /api/users/login        ', '/api/users/login', STAFF],
  ['clients POST /api/v1/account/login   ', '/api/v1/account/login', CUSTOMER],
]) {
  // One warm-up of each, then the two cases alternated so that a drift of the machine touches both.
  await attempt(path, known)
  await attempt(path, `inconnu.${Date.now()}@exemple.fr`)
  const existing = []
  const unknown = []
  for (let i = 0; i < RUNS; i += 1) {
    existing.push(await attempt(path, known))
    unknown.push(await attempt(path, `inconnu.${i}.${Date.now()}@exemple.fr`))
  }
  const sameBody = new Set([...existing, ...unknown].map((r) => r.body)).size === 1
  console.log(`${label} existant ${describe(existing)}`)
  console.log(`${label} inconnu  ${describe(unknown)} ; corps ${sameBody ? 'identiques' : 'DIFFÉRENTS'}`)
}
