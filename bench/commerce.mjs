// Commerce (issue 19): cart add, cart get and order placement at 20 concurrent clients
// (closed loop), round trip and server time (`Server-Timing: app;dur=`) p50/p95, answers per
// second. Carts are guest carts of the private plan; orders are placed by the 20 customers of
// bench/commerce-seed.ts, each from its own cart (home delivery, bank transfer). With
// BENCH_COMMERCE_STATE, writes a signed-in customer's cookie and a cart token with three lines
// there, for the Lighthouse runs of the cart and the delivery step (bench/lighthouse.mjs).
import { writeFileSync } from 'node:fs'
import { percentile } from './closed-loop.mjs'

const base = process.argv[2] ?? 'http://localhost:3000'
const CLIENTS = Number(process.env.BENCH_COMMERCE_CLIENTS ?? 20)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PASSWORD = 'Banc-Commande-Enduit-2026'
let address = 0
const nextAddress = () => `198.19.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`

async function call(path, { method = 'GET', body, token, cookie } = {}) {
  const headers = { 'x-forwarded-for': nextAddress() }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers['x-cart-token'] = token
  if (cookie) headers.cookie = cookie
  const start = performance.now()
  const response = await fetch(`${base}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const data = await response.json().catch(() => null)
  const elapsed = performance.now() - start
  const timing = /app;dur=([0-9.]+)/.exec(response.headers.get('server-timing') ?? '')
  return { status: response.status, data, elapsed, server: timing ? Number(timing[1]) : null, headers: response.headers }
}

const site = await call('/site')
const plans = site.data?.data?.salesplan ?? []
const part = plans.find((p) => p.target === 'part')
if (!part) throw new Error('plan des particuliers introuvable')
const listing = await call(`/product?perPage=100&saleplan_id=${part.id}`)
const packs = (listing.data?.data?.items ?? []).flatMap((p) =>
  p.variants.filter((v) => v.price !== null).map((v) => ({ element_id: p.id, element_type: 'product', variant: v.reference })),
)
if (packs.length < 3) throw new Error('pas assez de conditionnements avec un prix')
const q = `?saleplan_id=${part.id}`
const pick = (i) => packs[i % packs.length]

function report(name, samples, errors) {
  const rt = samples.map((s) => s.elapsed).sort((a, b) => a - b)
  const server = samples
    .map((s) => s.server)
    .filter((v) => v !== null)
    .sort((a, b) => a - b)
  const fmt = (v) => (Number.isFinite(v) ? v.toFixed(1) : '—').padStart(7)
  console.log(
    `${name.padEnd(20)} serveur ${fmt(percentile(server, 50))} ms p50 ${fmt(percentile(server, 95))} ms p95 | aller-retour ${fmt(percentile(rt, 50))} ms p50 ${fmt(percentile(rt, 95))} ms p95 | ${(samples.length / SECONDS).toFixed(1).padStart(6)} rép./s, ${errors} erreur(s) sur ${samples.length + errors}`,
  )
}

async function load(name, perClient) {
  const samples = []
  let errors = 0
  const end = Date.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const state = await perClient.setup(client)
      let n = 0
      while (Date.now() < end) {
        const result = await perClient.step(state, n++)
        if (result === null) continue
        if (result.ok) samples.push(result.sample)
        else errors++
      }
    }),
  )
  report(name, samples, errors)
}

console.log(`\nCommerce, ${CLIENTS} clients en boucle fermée, ${SECONDS} s par mesure (${base})`)

// Cart add: each client fills its own guest cart, a new one every 40 adds.
await load('POST /cart (ajout)', {
  setup: () => ({ token: null }),
  step: async (state, n) => {
    if (n % 40 === 0) state.token = null
    const r = await call(`/cart${q}`, { method: 'POST', token: state.token, body: { products: [{ ...pick(n), quantity: 1 }] } })
    if (r.status === 200) state.token = r.data.data.token
    return { ok: r.status === 200, sample: r }
  },
})

// Cart get: a cart of three lines per client.
await load('GET /cart', {
  setup: async (client) => {
    const r = await call(`/cart${q}`, {
      method: 'POST',
      body: { products: [0, 1, 2].map((k) => ({ ...pick(client + k), quantity: 2 })) },
    })
    return { token: r.data.data.token }
  },
  step: async (state) => {
    const r = await call(`/cart${q}`, { token: state.token })
    return { ok: r.status === 200 && r.data.data.cart.items.length === 3, sample: r }
  },
})

async function signIn(client) {
  const r = await call('/account/login', { method: 'POST', body: { email: `banc.commande.${client}@exemple.fr`, password: PASSWORD } })
  if (r.status !== 200) throw new Error(`connexion du banc d’essai refusée : ${r.status} ${JSON.stringify(r.data)}`)
  return (r.headers.get('set-cookie') ?? '').split(';')[0]
}

// Order placement: a cart of two lines, then the order (its time alone is measured). The first
// submit of each cart asks the total with shipping (409 price_changed, nothing placed).
await load('POST /order', {
  setup: async (client) => {
    const cookie = await signIn(client)
    const addresses = await call('/address', { cookie })
    return { cookie, address: addresses.data.data.items[0].id }
  },
  step: async (state, n) => {
    const added = await call(`/cart${q}`, {
      method: 'POST',
      cookie: state.cookie,
      body: {
        products: [
          { ...pick(n), quantity: 1 },
          { ...pick(n + 1), quantity: 2 },
        ],
      },
    })
    if (added.status !== 200) return { ok: false }
    const token = added.data.data.token
    const order = {
      carrier: 'domicile',
      shipping_address: state.address,
      billing_address: state.address,
      payment: 'transfer',
      phone: '02 38 00 00 00',
      terms: true,
      expected_total: 0,
    }
    const quote = await call('/order', { method: 'POST', cookie: state.cookie, token, body: order })
    if (quote.status !== 409) return { ok: false }
    const placed = await call('/order', {
      method: 'POST',
      cookie: state.cookie,
      token,
      body: { ...order, expected_total: quote.data.cart.amount.ttc },
    })
    return { ok: placed.status === 201, sample: placed }
  },
})

if (process.env.BENCH_COMMERCE_STATE) {
  const cookie = await signIn(0)
  const r = await call(`/cart${q}`, {
    method: 'POST',
    cookie,
    body: { products: [0, 1, 2].map((k) => ({ ...pick(k), quantity: 1 })) },
  })
  const segment = 'enduit-particuliers'
  writeFileSync(
    process.env.BENCH_COMMERCE_STATE,
    JSON.stringify({
      cookie,
      token: r.data.data.token,
      plan: 'part',
      cart: `/fr/${segment}/panier`,
      delivery: `/fr/${segment}/commande/livraison`,
    }),
  )
}
