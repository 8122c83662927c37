// Rendering work while a page loads, on a phone-sized viewport: how many elements Chromium
// styles and how many layout objects it lays out from navigation to one second after the load
// event, read from its own trace. The counts hardly move from run to run, unlike the
// milliseconds, which follow this shared machine's load. Each page is measured as served, then
// with `content-visibility` forced to `visible` everywhere (decision 076), in alternation.
// The last column counts the fonts the rendered text needs (family × size × weight × style):
// each is one more face the browser looks up and rasterises before its first layout, and on
// Linux one more round trip to the browser process (decision 078).
import { chromium } from '@playwright/test'
import { pickPages } from './pages.mjs'

const base = process.argv[2] ?? 'http://localhost:3000'
const RUNS = Math.max(1, Number(process.env.BENCH_RENDER_RUNS ?? 5))
const pages = await pickPages(base)
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless=new'] })
const UNSKIPPED = '<style>*{content-visibility:visible!important}</style>'
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function measure(url, unskip) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  // Both variants go through the same interception, so that they differ only by the style.
  await page.route(url, async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    await route.fulfill({ response, body: unskip ? html.replace('</head>', `${UNSKIPPED}</head>`) : html })
  })
  await browser.startTracing(page, { categories: ['devtools.timeline'] })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(1000)
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
  const fonts = await page.evaluate(() => {
    const seen = new Set()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!node.textContent.trim() || !element?.checkVisibility({ contentVisibilityAuto: true })) continue
      const style = getComputedStyle(element)
      seen.add([style.fontFamily, style.fontSize, style.fontWeight, style.fontStyle].join('|'))
    }
    return seen.size
  })
  await context.close()
  const of = (name) => events.filter((e) => e.ph === 'X' && e.name === name)
  const layouts = of('Layout')
  const styles = of('UpdateLayoutTree')
  return {
    elements: styles.reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0),
    objects: layouts.reduce((sum, e) => sum + (e.args?.beginData?.dirtyObjects ?? 0), 0),
    fonts,
    ms: (styles.reduce((sum, e) => sum + e.dur, 0) + layouts.reduce((sum, e) => sum + e.dur, 0)) / 1000,
  }
}

console.log(`\nTravail de rendu au chargement (Chromium, 412 × 823), médiane de ${RUNS} passage(s)`)
console.log(
  'page'.padEnd(10),
  'variante'.padEnd(26),
  'éléments stylés'.padStart(16),
  'objets mis en page'.padStart(19),
  'style + layout'.padStart(15),
  'fontes'.padStart(7),
)
try {
  for (const [label, path] of Object.entries(pages)) {
    const runs = { served: [], unskipped: [] }
    for (let i = 0; i < RUNS; i += 1) {
      runs.served.push(await measure(base + path, false))
      runs.unskipped.push(await measure(base + path, true))
    }
    for (const [variant, name] of [
      ['served', 'telle que servie'],
      ['unskipped', 'tout rendu (sans 076)'],
    ]) {
      const rows = runs[variant]
      console.log(
        label.padEnd(10),
        name.padEnd(26),
        String(median(rows.map((r) => r.elements))).padStart(16),
        String(median(rows.map((r) => r.objects))).padStart(19),
        `${median(rows.map((r) => r.ms)).toFixed(0)} ms`.padStart(15),
        String(median(rows.map((r) => r.fonts))).padStart(7),
      )
    }
  }
} finally {
  await browser.close()
}
