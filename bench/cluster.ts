// Scale-out figures (issue 21), on the topology of scripts/cluster.sh (nginx + two `next start`
// + PostgreSQL + Redis + s3rver on this machine). Prints figures, asserts nothing.
//
//   npm run bench:cluster            (starts the cluster, measures, stops it)
//   CLUSTER_DIR=.cluster npx tsx bench/cluster.ts   (on a cluster already running)
//
// - req/s and p50/p99 through nginx for cached pages and for v1 API reads, with two instances
//   and then with one (B stopped), BENCH_CLUSTER_SECONDS each (default 20) at 20 connections;
// - the time instance B takes to rejoin (start → healthy → answering through nginx);
// - propagation of an edit saved on A until B's product page and v1 API show it (20 edits);
// - each instance's resident memory at rest and after BENCH_CLUSTER_LOAD_SECONDS (default 300)
//   of the mixed load through nginx.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { cluster, control, request, sleep, accessLog, upstreamOf } from '../tests/cluster/harness'
import { describeLoad, load, siteMix } from '../tests/cluster/load'
import { staffSession } from '../tests/cluster/staff'

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 20)
const LOAD_SECONDS = Number(process.env.BENCH_CLUSTER_LOAD_SECONDS ?? 300)
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 20)
const EDITS = Number(process.env.BENCH_CLUSTER_EDITS ?? 20)

const topology = cluster()

/** Resident memory (MB) of an instance: its process group (npm and the Next server), from the script's pid file. */
function memoryOf(name: 'a' | 'b'): number | null {
  try {
    const pid = readFileSync(path.join(topology.dir, 'run', `${name}.pid`), 'utf8').trim()
    const out = execFileSync('ps', ['-o', 'rss=', '-g', pid], { encoding: 'utf8' })
    return out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024
  } catch {
    return null
  }
}
const mb = (value: number | null) => (value === null ? '?' : `${value.toFixed(0)} Mo`)

function median(list: number[]): number {
  const sorted = [...list].sort((x, y) => x - y)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

async function main(): Promise<void> {
  const { front, a, b } = topology
  const mix = await siteMix(front, { pages: 30 })
  const pages = mix.filter((p) => !p.startsWith('/api/')).map((p) => front + p)
  const api = mix.filter((p) => p.startsWith('/api/')).map((p) => front + p)
  console.log(`Cluster : nginx ${front}, A ${a}, B ${b} ; ${pages.length} pages, ${api.length} appels d'API ; ${CONNECTIONS} connexions`)
  console.log(`Mémoire au repos : A ${mb(memoryOf('a'))}, B ${mb(memoryOf('b'))}`)
  // Warm both instances' caches (shared in Redis) and their processes.
  await load({ urls: [...pages, ...api], connections: 4, seconds: 5 })

  for (const instances of [2, 1] as const) {
    if (instances === 1) {
      await control('instance', 'b', 'stop')
      await sleep(1000)
    }
    // The reference of the same run: a trivial prerendered route (robots.txt) through the same nginx.
    const reference = await load({ urls: [`${front}/robots.txt`], connections: CONNECTIONS, seconds: SECONDS })
    console.log(describeLoad(`${instances} instance(s), référence /robots.txt`, reference))
    const cached = await load({ urls: pages, connections: CONNECTIONS, seconds: SECONDS })
    const ratio = (cached.perSecond / reference.perSecond).toFixed(2)
    console.log(`${describeLoad(`${instances} instance(s), pages en cache`, cached)} — ${ratio} × la référence`)
    console.log(describeLoad(`${instances} instance(s), API v1`, await load({ urls: api, connections: CONNECTIONS, seconds: SECONDS })))
  }

  // Rejoin: B started again, until it is healthy and nginx sends it traffic.
  const started = Date.now()
  await control('instance', 'b', 'start')
  let healthy = NaN
  while (Date.now() - started < 120_000) {
    const answer = await request(`${b}/api/health`).catch(() => null)
    if (answer?.status === 200) {
      healthy = Date.now() - started
      break
    }
    await sleep(100)
  }
  const since = Date.now()
  let served = NaN
  while (Date.now() - since < 60_000) {
    await Promise.all(pages.slice(0, 8).map((url) => request(url).catch(() => null)))
    if (accessLog().some((line) => line.at >= since && line.upstreams.at(-1) === upstreamOf(b))) {
      served = Date.now() - started
      break
    }
    await sleep(200)
  }
  console.log(`Retour de B : démarré et sain en ${(healthy / 1000).toFixed(1)} s, servi par nginx à ${(served / 1000).toFixed(1)} s`)

  // Propagation: an edit saved on A, until B shows it (its v1 API, then its page).
  const staff = await staffSession(a, topology.admin)
  const list = (await (await fetch(`${b}/api/v1/product?perPage=1`)).json()) as {
    data: { items: { id: number; name: string; url: string }[] }
  }
  const product = list.data.items[0]
  if (!product) throw new Error('aucun produit')
  const apiTimes: number[] = []
  const pageTimes: number[] = []
  for (let i = 0; i < EDITS; i++) {
    const token = `Zircalis${Date.now().toString(36)}`
    const saved = Date.now()
    await staff.patch(`/api/products/${product.id}?locale=fr`, { name: `${product.name} ${token}` })
    let apiSeen = NaN
    let pageSeen = NaN
    while (Date.now() - saved < 15_000 && (Number.isNaN(apiSeen) || Number.isNaN(pageSeen))) {
      if (Number.isNaN(apiSeen) && (await request(`${b}/api/v1/product/${product.id}`)).body.includes(token)) apiSeen = Date.now() - saved
      if (Number.isNaN(pageSeen) && (await request(`${b}${product.url}`)).body.includes(token)) pageSeen = Date.now() - saved
      await sleep(25)
    }
    apiTimes.push(apiSeen)
    pageTimes.push(pageSeen)
  }
  await staff.patch(`/api/products/${product.id}?locale=fr`, { name: product.name })
  const line = (label: string, times: number[]) =>
    `${label} : médiane ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`
  console.log(`Propagation d'une modification enregistrée sur A (${EDITS} modifications, mesurée depuis la fin de l'enregistrement)`)
  console.log(`  ${line('API v1 de B', apiTimes)}`)
  console.log(`  ${line('page produit de B', pageTimes)}`)

  // Memory after a long mixed load.
  console.log(
    describeLoad(
      `Charge mixte ${LOAD_SECONDS} s`,
      await load({ urls: [...pages, ...api], connections: CONNECTIONS, seconds: LOAD_SECONDS }),
    ),
  )
  console.log(`Mémoire après la charge : A ${mb(memoryOf('a'))}, B ${mb(memoryOf('b'))}`)
  await sleep(10_000)
  console.log(`Mémoire 10 s plus tard : A ${mb(memoryOf('a'))}, B ${mb(memoryOf('b'))}`)
  console.log(
    `Cœurs : ${(await import('node:os')).cpus().length} (nginx, les deux instances, PostgreSQL, Redis et ce banc se les partagent)`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
