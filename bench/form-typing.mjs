// Responsiveness of the form pages while their captcha is being solved (printed figures,
// no assertions): for each page, loaded BENCH_FORM_LOADS times (default 5), the longest
// main-thread task in the 4 s after load and the time from the first key typed in a field,
// 300 ms after load, to the next frame. Usage: node bench/form-typing.mjs http://localhost:3000
import { chromium } from '@playwright/test'
import { percentile } from './closed-loop.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'

const base = process.argv[2] ?? 'http://localhost:3000'
const LOADS = Math.max(1, Number(process.env.BENCH_FORM_LOADS ?? 5))
const PAGES = [
  ['jeu-concours', '/fr/landing/concours-2024', 'Nom'],
  ['contact', '/fr/enduit-professionnels/contact', 'Nom'],
]

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )
console.log(`\nFormulaires pendant le calcul du captcha, ${LOADS} chargements par page (${base})`)
try {
  for (const [label, path, field] of PAGES) {
    const longest = []
    const keyToFrame = []
    for (let i = 0; i < LOADS; i += 1) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
      await page.addInitScript(() => {
        window.__longTasks = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
        }).observe({ type: 'longtask', buffered: true })
      })
      await page.goto(base + path, { waitUntil: 'load' })
      await page.waitForTimeout(300)
      const input = page.getByRole('main').getByRole('textbox', { name: field, exact: true })
      const start = Date.now()
      await input.press('a')
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())))
      keyToFrame.push(Date.now() - start)
      await page.waitForTimeout(4000)
      longest.push(Math.max(0, ...(await page.evaluate(() => window.__longTasks))))
      await page.close()
    }
    console.log(
      `  ${label.padEnd(14)} plus longue tâche : médiane ${median(longest).toFixed(0)} ms (max ${Math.max(...longest).toFixed(0)}) ; touche → image : médiane ${median(keyToFrame)} ms (max ${Math.max(...keyToFrame)})`,
    )
  }
} finally {
  await browser.close()
}
