// Keystroke-to-suggestions time in Chromium (printed figures, no assertions): for each
// query, the time from the last keystroke to the suggestions on screen, minus the
// 300 ms debounce of spec §9. Usage: node bench/search-keystroke.mjs http://localhost:3000
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'

const base = process.argv[2] ?? 'http://localhost:3000'
const ROUNDS = Number(process.env.BENCH_KEYSTROKES ?? 30)
const DEBOUNCE = 300
const QUERIES = [
  'reb',
  'lis',
  'egal',
  'jointex',
  'facade',
  'bois',
  'decoralis',
  'rebouchge',
  'platre',
  'hydralis',
  'finisoie',
  'multalis',
  'enduit lissage',
  'ARD-REB-100',
  'primalis',
]

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
await page.goto(`${base}/fr`)
const box = page.locator('#header-search')
await box.click()
const times = []
for (let i = 0; i < ROUNDS; i++) {
  const query = QUERIES[i % QUERIES.length]
  await box.fill('')
  await box.fill(query.slice(0, -1))
  // Armed before the last keystroke: resolves when the options or the empty message are shown.
  const measured = page.evaluate(
    () =>
      new Promise((resolve) => {
        let pressed = 0
        const input = document.getElementById('header-search')
        input.addEventListener('keydown', () => (pressed = performance.now()), { once: true })
        const panel = input.closest('form')?.parentElement?.querySelector('[data-testid="search-suggestions"]')
        const done = () => {
          const options = panel?.querySelectorAll('[role="option"]').length ?? 0
          const visible = panel && !panel.hidden && !panel.textContent?.includes('Recherche en cours')
          return pressed > 0 && visible && (options > 0 || panel.textContent?.includes('Désolé'))
        }
        setTimeout(() => resolve(Number.NaN), 5000)
        const observer = new MutationObserver(() => {
          if (done()) {
            observer.disconnect()
            requestAnimationFrame(() => resolve(performance.now() - pressed))
          }
        })
        observer.observe(panel ?? document.body, { subtree: true, childList: true, attributes: true, characterData: true })
      }),
  )
  await page.waitForTimeout(50)
  await box.press(query.slice(-1))
  const elapsed = await measured
  if (Number.isFinite(elapsed)) times.push(elapsed - DEBOUNCE)
}
if (times.length === 0) throw new Error('no suggestions measured')
await browser.close()
times.sort((a, b) => a - b)
const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]
console.log(
  `\nFrappe → suggestions affichées dans Chromium, moins les ${DEBOUNCE} ms d’attente (${times.length}/${ROUNDS} saisies mesurées, ${base})`,
)
console.log(`  p50 ${at(50).toFixed(0)} ms, p95 ${at(95).toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms`)
