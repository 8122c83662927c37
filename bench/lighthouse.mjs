// Lighthouse (mobile, default simulated throttling) on the home, a category and a product page, and (with
// BENCH_COMMERCE_STATE) the cart and the delivery step of a signed-in customer.
// One run moves by up to 8 points on this machine, so each page is measured
// BENCH_LIGHTHOUSE_RUNS times (default 5) and the median run is reported with the range.
// The score depends on the machine's speed at parsing, styling and laying out a page, not
// only on ours: the product page is measured once more with its script files blocked, and
// Lighthouse's CPU index is printed, so that two machines' figures can be compared.
// Headless Chromium sometimes holds the first frame back for one or two seconds after the
// document is ready (its paint-holding feature); the simulation then counts every script in the
// LCP. The last column says in how many runs the observed first paint came over 500 ms after
// DOMContentLoaded, so that a bad median can be told from a held paint.
// FCP and LCP are the medians of the runs' simulated values, LCP with its range; TBT and CLS are
// those of the median run. « LCP = 1re » counts the runs whose LCP element was painted in the
// first frame (observed LCP = observed FCP): there, any gap between the simulated FCP and LCP is
// made of scripts that the LCP graph keeps and the FCP graph leaves out (decision 105).
// BENCH_LIGHTHOUSE_DETAILS=1 adds the LCP element, its phases and the render-blocking files.
// BENCH_LIGHTHOUSE_GRAPH=1 adds, for the median run, the nodes of the replay's optimistic LCP graph with their
// simulated start and end: requests (type, path, transferred size) and main-thread tasks (observed duration).
// A second table measures the same pages with the network and CPU really slowed (devtools throttling).
import { existsSync, readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { percentile } from './closed-loop.mjs'
import { pickPages } from './pages.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'

const base = process.argv[2] ?? 'http://localhost:3000'
// The framework floor (bench/floor, served by bench/run.sh): one empty page of the same
// Next.js and React, no code of ours. What the framework's own scripts cost on this machine.
const floor = process.argv[3]
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5))
const pages = await pickPages(base)
// Through bench/front.sh the pages come over TLS with a throwaway certificate, which this
// Chromium is told to accept (BENCH_LIGHTHOUSE_FRONT=1); Node trusts it by NODE_EXTRA_CA_CERTS.
const front = process.env.BENCH_LIGHTHOUSE_FRONT === '1'
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...(front ? ['--ignore-certificate-errors'] : []), ...CHROMIUM_ARGS],
})

const score = (lhr, k) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )
const lcpSeconds = (lhr) => lhr.audits['largest-contentful-paint'].numericValue / 1000
const lcpRange = (runs) => {
  const values = runs.map(lcpSeconds)
  return `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`
}
/** With BENCH_LIGHTHOUSE_DETAILS=1: the LCP element of the median run and the time of its phases. */
function lcpDetails(lhr) {
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []
  const blocking = lhr.audits['render-blocking-resources']?.details?.items ?? []
  return [
    `   ↳ LCP : ${element?.snippet?.slice(0, 140) ?? '?'}`,
    `   ↳ phases : ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`,
    ...blocking.map(
      (b) =>
        `   ↳ bloquant : ${b.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(b.totalBytes / 1024)} Kio ${Math.round(b.wastedMs)} ms`,
    ),
  ]
}
/**
 * With BENCH_LIGHTHOUSE_GRAPH=1: the optimistic graph that Lighthouse's replay cuts the LCP from, node by
 * node (decision 105), computed again from the run's own trace and network log.
 */
async function lcpGraph(lhr, artifacts) {
  const settings = lhr.configSettings
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  }
  const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings })
  const timings = [...result.optimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)
  return timings.map(([node, t]) => {
    const span = `${Math.round(t.startTime)}–${Math.round(t.endTime)} ms`.padStart(14)
    if (node.type === 'network') {
      const { request } = node
      return `   ↳ ${span} ${request.resourceType ?? 'Other'} ${request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)} ${(request.transferSize / 1024).toFixed(1)} Kio`
    }
    return `   ↳ ${span} tâche ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observée`
  })
}
/**
 * The stylesheets the first paint waits for, as transferred (compressed, headers included). The simulation opens a
 * new connection for each beyond the first and shares its window among those in flight: three
 * files get 7 segments each (10,220 bytes) in their first round trip, so a file that passes that
 * size costs a whole round trip (150 ms) on the FCP and the LCP (decision 114).
 */
function stylesheetLine(lhr) {
  // Those asked for before the observed first paint: a lazy component's, loaded later, do not hold it.
  const label = '   ↳ feuilles de style avant la première peinture :'
  const paint = lhr.audits.metrics.details?.items?.[0]?.observedFirstContentfulPaint
  if (paint === undefined) return `${label} ? (pas de mesure observée dans ce passage)`
  const sheets = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Stylesheet' && r.networkRequestTime < paint,
  )
  if (sheets.length === 0) return `${label} aucune`
  const sizes = sheets.map((r) => (r.transferSize / 1024).toFixed(1))
  return `${label} ${sheets.length} (${sizes.join(' + ')} Kio transférés)`
}
const held = (lhr) => {
  const m = lhr.audits.metrics.details?.items?.[0]
  if (!m) return false
  return m.observedFirstPaint - m.observedDomContentLoaded > 500
}
const fcpSeconds = (lhr) => lhr.audits['first-contentful-paint'].numericValue / 1000
const lcpInFirstFrame = (lhr) => {
  const m = lhr.audits.metrics.details?.items?.[0]
  return Boolean(m) && m.observedLargestContentfulPaint <= m.observedFirstContentfulPaint
}

console.log(`\nLighthouse (mobile), médiane de ${RUNS} passage(s) par page`)
console.log(
  'page'.padEnd(16),
  'perf'.padStart(5),
  ' (min–max)',
  'a11y'.padStart(5),
  'bp'.padStart(5),
  'seo'.padStart(5),
  '   FCP',
  '  LCP',
  ' (min–max)  ',
  '   TBT',
  '  CLS',
  ' LCP = 1re',
  ' peinture retenue',
)
/**
 * The cart and the delivery step (issue 19) need a signed-in customer and a cart: bench/commerce.mjs
 * leaves a session cookie and a cart token in BENCH_COMMERCE_STATE; they are put in this Chromium's
 * profile (cookie and local storage, as the site would have left them) and kept between runs.
 * A customer with a cart has browsed the site and answered the consent banner: the profile answers
 * it too (« Tout refuser »). Unanswered, the banner's sentence, drawn by a script loaded after the
 * page's own, would be these pages' largest paint (decision 124).
 */
async function commerceTargets() {
  const file = process.env.BENCH_COMMERCE_STATE
  if (!file || !existsSync(file)) return []
  const state = JSON.parse(readFileSync(file, 'utf8'))
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const context = browser.contexts()[0]
  const [name, value] = state.cookie.split('=')
  await context.addCookies([{ name, value, url: base }])
  const page = await context.newPage()
  await page.goto(`${base}/robots.txt`)
  const cart = { plan: state.plan, products: [], cart_token: state.token, token_validity: Date.now() + 3 * 24 * 3600 * 1000 }
  await page.evaluate((value) => window.localStorage.setItem('enduits:cart', value), JSON.stringify(cart))
  await page.goto(`${base}/fr`)
  await page.locator('#cc-main .cm').getByRole('button', { name: 'Tout refuser' }).click()
  await page.locator('#cc-main .cm').waitFor({ state: 'hidden' })
  await page.close()
  await browser.close().catch(() => {})
  return [
    ['panier', base + state.cart, [], true],
    ['livraison', base + state.delivery, [], true],
  ]
}

/**
 * The same pages with the network and the CPU really slowed down by Chromium (Lighthouse's
 * `devtools` throttling: 562 ms of latency a request, 1.44 Mbit/s, CPU 4×) instead of
 * simulated afterwards. The simulation replays the page as it loaded on this fast local link: a
 * script that finished downloading before the observed paint is counted before the LCP, even
 * when it ran after it. Here the browser paints what it has when it has it, as a phone on a slow
 * network would (decision 105). BENCH_LIGHTHOUSE_APPLIED_RUNS runs a page (default 3).
 */
async function appliedThrottling(targets) {
  const runs = Math.max(0, Number(process.env.BENCH_LIGHTHOUSE_APPLIED_RUNS ?? 3))
  if (runs === 0) return
  console.log(`\nRalentissement appliqué (devtools), médiane de ${runs} passage(s)`)
  console.log('page'.padEnd(16), 'perf'.padStart(5), '   FCP', '   LCP', ' (min–max)')
  for (const [label, url, , keepStorage = false] of targets) {
    const results = []
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        throttlingMethod: 'devtools',
        disableStorageReset: keepStorage,
        onlyCategories: ['performance'],
      })
      if (!lhr.runtimeError) results.push(lhr)
    }
    if (results.length === 0) continue
    const lcps = results.map(lcpSeconds)
    const fcps = results.map(fcpSeconds)
    console.log(
      label.padEnd(16),
      String(median(results.map((lhr) => score(lhr, 'performance')))).padStart(5),
      `${median(fcps).toFixed(2)}s`.padStart(6),
      `${median(lcps).toFixed(2)}s`.padStart(6),
      ` (${Math.min(...lcps).toFixed(2)}–${Math.max(...lcps).toFixed(2)})`,
    )
  }
}

try {
  const targets = [
    ...Object.entries(pages).map(([label, path]) => [label, base + path, []]),
    ['product sans JS', base + pages.product, ['*.js']],
    ...(await commerceTargets()),
  ]
  if (floor) targets.push(['plancher Next', floor, []])
  const cpuIndex = []
  for (const [label, url, blockedUrlPatterns, keepStorage = false] of targets) {
    // Warm the page cache so the figure is the cached page, not the first render.
    await fetch(url)
    const runs = []
    const artifactsOf = new Map()
    for (let i = 0, failures = 0; i < RUNS; i += 1) {
      const { lhr, artifacts } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        blockedUrlPatterns,
        disableStorageReset: keepStorage,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      // A run that Lighthouse could not complete (a page not painted in time on a loaded machine) is run again, twice at most.
      if (lhr.runtimeError && failures < 2) {
        console.log(`   ↳ passage repris (${lhr.runtimeError.code})`)
        failures += 1
        i -= 1
        continue
      }
      runs.push(lhr)
      if (process.env.BENCH_LIGHTHOUSE_GRAPH === '1') artifactsOf.set(lhr, artifacts)
      cpuIndex.push(lhr.environment.benchmarkIndex)
    }
    const perfs = runs.map((lhr) => score(lhr, 'performance'))
    const mid = median(perfs)
    const lhr = runs.find((r) => score(r, 'performance') === mid) ?? runs[0]
    const a = lhr.audits
    // Accessibility, best practices and SEO do not depend on timing: the worst run is shown.
    const worst = (k) => String(Math.min(...runs.map((r) => score(r, k)))).padStart(5)
    console.log(
      label.padEnd(16),
      String(mid).padStart(5),
      ` (${Math.min(...perfs)}–${Math.max(...perfs)})`.padEnd(10),
      worst('accessibility'),
      worst('best-practices'),
      worst('seo'),
      `${median(runs.map(fcpSeconds)).toFixed(2)}s`.padStart(6),
      `${median(runs.map(lcpSeconds)).toFixed(2)}s`.padStart(6),
      `(${lcpRange(runs)})`.padEnd(12),
      `${Math.round(a['total-blocking-time'].numericValue)}ms`.padStart(6),
      a['cumulative-layout-shift'].numericValue.toFixed(3).padStart(6),
      `${runs.filter(lcpInFirstFrame).length}/${runs.length}`.padStart(10),
      `${runs.filter(held).length}/${runs.length}`.padStart(8),
    )
    console.log(stylesheetLine(lhr))
    if (process.env.BENCH_LIGHTHOUSE_DETAILS === '1') for (const line of lcpDetails(lhr)) console.log(line)
    if (artifactsOf.has(lhr)) for (const line of await lcpGraph(lhr, artifactsOf.get(lhr))) console.log(line)
    const failed = new Set()
    for (const run of runs) {
      for (const cat of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of run.categories[cat].auditRefs) {
          const audit = run.audits[ref.id]
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failed.add(`   ↳ ${cat}: ${ref.id} — ${audit.title}`)
        }
      }
    }
    for (const line of failed) console.log(line)
  }
  await appliedThrottling(targets.filter(([, , blocked]) => blocked.length === 0))
  console.log(
    `Indice CPU de Lighthouse (benchmarkIndex), médiane : ${median(cpuIndex).toFixed(0)} ; « sans JS » = mêmes octets HTML et CSS, fichiers de script bloqués (étalonnage de la machine)`,
  )
  if (floor)
    console.log(
      '« plancher Next » = une page vide du même Next.js et de React (bench/floor), sans code du site : ce que coûtent les scripts du framework seuls sur cette machine',
    )
} finally {
  await chrome.kill()
}
