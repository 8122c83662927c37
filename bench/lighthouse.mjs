// Lighthouse (mobile, default throttling) on the home, a category and a product page.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { pickPages } from './pages.mjs'

const base = process.argv[2] ?? 'http://localhost:3000'
const pages = await pickPages(base)
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
console.log('\nLighthouse (mobile)')
console.log('page'.padEnd(12), 'perf'.padStart(5), 'a11y'.padStart(5), 'bp'.padStart(5), 'seo'.padStart(5), '  LCP', '   TBT', '  CLS')
try {
  for (const [label, path] of Object.entries(pages)) {
    // Warm the page cache so the figure is the cached page, not the first render.
    await fetch(base + path)
    const { lhr } = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
    const s = (k) => String(Math.round((lhr.categories[k]?.score ?? 0) * 100)).padStart(5)
    const a = lhr.audits
    console.log(label.padEnd(12), s('performance'), s('accessibility'), s('best-practices'), s('seo'), `${(a['largest-contentful-paint'].numericValue / 1000).toFixed(2)}s`.padStart(6), `${Math.round(a['total-blocking-time'].numericValue)}ms`.padStart(6), a['cumulative-layout-shift'].numericValue.toFixed(3).padStart(6))
    for (const cat of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of lhr.categories[cat].auditRefs) {
        const audit = a[ref.id]
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.log(`   ↳ ${cat}: ${ref.id} — ${audit.title}`)
      }
    }
  }
} finally {
  await chrome.kill()
}
