/**
 * A bounded closed-loop load for the cluster tests: `connections` loops, each sending its next
 * GET as soon as the previous answer has ended, for `seconds`, over a list of URLs. Every answer
 * outside 2xx/3xx and every network error (with its reason) is counted; the round trips give
 * p50/p99. https trusts the cluster's throwaway certificate through this agent only.
 */
import http from 'node:http'
import https from 'node:https'
import { cluster, getJson } from './harness'

export interface Failure {
  /** milliseconds since the load started */
  at: number
  url: string
  /** `HTTP 502`, or the network error's code (`ECONNRESET`, `délai dépassé`…) */
  reason: string
}

export interface LoadResult {
  requests: number
  failed: number
  /** failures counted by reason */
  reasons: Record<string, number>
  /** the first 200 failures, in order */
  failures: Failure[]
  p50: number
  p99: number
  max: number
  perSecond: number
  seconds: number
}

export interface LoadOptions {
  urls: string[]
  connections: number
  seconds: number
  /** a request still unanswered after this is a failure (default 15 s) */
  timeoutMs?: number
  ca?: string
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN)

export async function load(options: LoadOptions): Promise<LoadResult> {
  if (options.urls.length === 0) throw new Error('aucune adresse à charger')
  const timeoutMs = options.timeoutMs ?? 15_000
  const ca = options.ca ?? cluster().ca
  const agents = {
    'https:': new https.Agent({ keepAlive: true, maxSockets: options.connections, ca }),
    'http:': new http.Agent({ keepAlive: true, maxSockets: options.connections }),
  }
  const latencies: number[] = []
  const failures: Failure[] = []
  const reasons: Record<string, number> = {}
  let failed = 0
  const started = performance.now()
  const end = started + options.seconds * 1000

  const fail = (url: string, reason: string) => {
    failed++
    reasons[reason] = (reasons[reason] ?? 0) + 1
    if (failures.length < 200) failures.push({ at: Math.round(performance.now() - started), url, reason })
  }

  const once = (url: string): Promise<void> =>
    new Promise((resolve) => {
      const target = new URL(url)
      const send = target.protocol === 'https:' ? https.get : http.get
      const sent = performance.now()
      let done = false
      const finish = (reason: string | null) => {
        if (done) return
        done = true
        if (reason) fail(url, reason)
        else latencies.push(performance.now() - sent)
        resolve()
      }
      const req = send(
        target,
        { agent: agents[target.protocol as 'https:' | 'http:'], headers: { 'accept-encoding': 'gzip, br' } },
        (res) => {
          res.resume()
          res.on('end', () => {
            const status = res.statusCode ?? 0
            finish(status >= 200 && status < 400 ? null : `HTTP ${status}`)
          })
          res.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message))
          res.on('aborted', () => finish('réponse interrompue'))
        },
      )
      req.setTimeout(timeoutMs, () => {
        finish('délai dépassé')
        req.destroy()
      })
      req.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message))
    })

  const loop = async (index: number) => {
    let next = index % options.urls.length
    while (performance.now() < end) {
      await once(options.urls[next] as string)
      next = (next + 1 + Math.floor(Math.random() * 3)) % options.urls.length
    }
  }
  await Promise.all(Array.from({ length: options.connections }, (_, i) => loop(i * 7)))
  const seconds = (performance.now() - started) / 1000
  agents['https:'].destroy()
  agents['http:'].destroy()
  latencies.sort((a, b) => a - b)
  const requests = latencies.length + failed
  return {
    requests,
    failed,
    reasons,
    failures,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    perSecond: requests / seconds,
    seconds,
  }
}

/** One line of figures for the test's output. */
export function describeLoad(label: string, result: LoadResult): string {
  const reasons = Object.entries(result.reasons)
    .map(([reason, count]) => `${reason} ×${count}`)
    .join(', ')
  return (
    `${label} : ${result.requests} requêtes en ${result.seconds.toFixed(1)} s (${result.perSecond.toFixed(0)}/s), ` +
    `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(0)} ms, ` +
    `${result.failed} échecs${reasons ? ` (${reasons})` : ''}`
  )
}

interface SitemapBody {
  data: { items: { url: string }[] }
}
interface ProductsBody {
  data: { items: { id: number; slug: string }[] }
}

/**
 * The usual mix, as paths: public pages of the site map (cached: ISR) and v1 API reads
 * (catalogue, product sheets, categories, site, addresses of products, filters). `suggest` adds the
 * rate-limited suggestions, which count in Redis when it is there.
 */
export async function siteMix(base: string, options: { pages?: number; suggest?: boolean } = {}): Promise<string[]> {
  const sitemap = await getJson<SitemapBody>(`${base}/api/v1/sitemap`)
  const pages = sitemap.data.items.map((item) => item.url).filter((url) => url.startsWith('/'))
  const products = (await getJson<ProductsBody>(`${base}/api/v1/product?perPage=24`)).data.items
  const spread = (list: string[], count: number) =>
    list.filter((_, i) => i % Math.max(1, Math.floor(list.length / count)) === 0).slice(0, count)
  const api = [
    '/api/v1/product?perPage=12',
    '/api/v1/product?perPage=12&page=2',
    '/api/v1/category',
    '/api/v1/site',
    '/api/v1/filters-products',
    ...products.slice(0, 8).map((p) => `/api/v1/product/${p.id}`),
    ...products.slice(8, 14).map((p) => `/api/v1/url/entity?entity_type=product&slug=${encodeURIComponent(p.slug)}`),
  ]
  const suggest = options.suggest ? ['/api/v1/suggest?text=enduit', '/api/v1/suggest?text=lissa', '/api/v1/suggest?text=facad'] : []
  return [...spread(pages, options.pages ?? 30), ...api, ...suggest]
}
