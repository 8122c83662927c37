// Customer accounts: login and GET /api/v1/address at 20 concurrent clients (closed loop),
// server round trip p50/p95, answers per second, and the cost of one password hash
// (Payload's PBKDF2-SHA256, 25,000 rounds) measured in this process. The server runs with
// TRUSTED_PROXIES=1 and each login names another client address, so that the per-address
// limit measures nothing here (it is tested in tests/integration/account.int.test.ts).
import { pbkdf2Sync } from 'node:crypto'
import { percentile } from './closed-loop.mjs'

const base = process.argv[2] ?? 'http://localhost:3000'
const CLIENTS = Number(process.env.BENCH_ACCOUNT_CLIENTS ?? 20)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CUSTOMER = { email: 'banc.essai@exemple.fr', password: 'Banc-Essai-Enduit-2026' }

let address = 0
const nextAddress = () => `198.18.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`

async function login() {
  return fetch(`${base}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(CUSTOMER),
  })
}

async function load(name, request) {
  const latencies = []
  let errors = 0
  const end = Date.now() + SECONDS * 1000
  async function client() {
    while (Date.now() < end) {
      const start = performance.now()
      const response = await request()
      await response.arrayBuffer()
      if (response.status !== 200) errors++
      latencies.push(performance.now() - start)
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client))
  latencies.sort((a, b) => a - b)
  const fmt = (v) => v.toFixed(0).padStart(6)
  console.log(
    `${name.padEnd(22)} ${fmt(percentile(latencies, 50))} ms p50 ${fmt(percentile(latencies, 95))} ms p95 ${(latencies.length / SECONDS).toFixed(1).padStart(7)} rép./s  ${errors} erreur(s) sur ${latencies.length}`,
  )
}

const rounds = 5
const t0 = performance.now()
for (let i = 0; i < rounds; i++) pbkdf2Sync(CUSTOMER.password, 'sel-de-mesure', 25_000, 512, 'sha256')
console.log(`\nComptes clients, ${CLIENTS} clients en boucle fermée, ${SECONDS} s (${base})`)
console.log(`Un hachage de mot de passe (PBKDF2-SHA256, 25 000 tours) : ${((performance.now() - t0) / rounds).toFixed(1)} ms sur un cœur`)

const first = await login()
if (first.status !== 200) throw new Error(`connexion du banc d’essai refusée : ${first.status} ${await first.text()}`)
const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]
// Warm-up of both routes.
for (let i = 0; i < 10; i++) await (await login()).arrayBuffer()
await load('POST /account/login', login)
await load('GET /address', () => fetch(`${base}/api/v1/address`, { headers: { cookie } }))
