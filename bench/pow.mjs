// Proof-of-work difficulty (decision 091; printed figures, never assertions): the time to
// solve the forms' ALTCHA challenge at several `maxnumber` values, on a phone profile (Debian's
// Chromium, 412×823 viewport, CPU slowed 4× through CDP's Emulation.setCPUThrottlingRate,
// altcha-lib's own solver as the site's worker runs it) and on a script (Node: altcha-lib's
// solver, and a plain synchronous SHA-256 loop, what a determined script would write).
// The secret number is drawn uniformly in [0, maxnumber]: each run here is given the
// middle (maxnumber / 2), the average case, so that a few runs give a steady median; the
// worst case costs twice as much.
// Usage: node bench/pow.mjs [maxnumber,…]   (BENCH_POW_RUNS runs each, default 5)
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { createChallenge, solveChallenge } from 'altcha-lib/v1'

const MAX_NUMBERS = (process.argv[2] ?? '50000,100000,200000,400000').split(',').map(Number)
const RUNS = Math.max(1, Number(process.env.BENCH_POW_RUNS ?? 5))
const THROTTLE = Number(process.env.BENCH_POW_THROTTLE ?? 4)
const HMAC_KEY = 'bench-pow-hmac-key-0123456789'
const ALTCHA_DIR = path.resolve(import.meta.dirname, '../node_modules/altcha-lib/dist/esm/v1')

const sorted = (values) => [...values].sort((a, b) => a - b)
const median = (values) => {
  const s = sorted(values)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}
const seconds = (ms) => (ms / 1000).toFixed(2)
const summary = (values) => `médiane ${seconds(median(values))} s (de ${seconds(sorted(values)[0])} à ${seconds(sorted(values).at(-1))} s)`

const challengeFor = (maxNumber) => createChallenge({ hmacKey: HMAC_KEY, maxNumber, number: Math.floor(maxNumber / 2) })

async function nodeAltcha(maxNumber) {
  const c = await challengeFor(maxNumber)
  const start = performance.now()
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise
  if (!solution) throw new Error('non résolu')
  return performance.now() - start
}

function nodePlain(c) {
  const start = performance.now()
  for (let n = 0; n <= c.maxnumber; n += 1) {
    if (
      createHash('sha256')
        .update(c.salt + n)
        .digest('hex') === c.challenge
    )
      return performance.now() - start
  }
  throw new Error('non résolu')
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
})
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.6 })
// altcha-lib's ES modules served from node_modules at a secure origin (localhost: Web Crypto is there).
await context.route('http://localhost:9/**', async (route) => {
  const name = new URL(route.request().url()).pathname.slice(1)
  if (name === '') {
    const html = `<!doctype html><title>pow</title><script type="module">
      import { solveChallenge } from './index.js'
      window.solve = async (c) => {
        const start = performance.now()
        const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise
        if (!solution) throw new Error('non résolu')
        return performance.now() - start
      }
      window.ready = true
    </script>`
    return route.fulfill({ contentType: 'text/html', body: html })
  }
  if (!/^[a-z]+\.js$/.test(name)) return route.fulfill({ status: 404, body: '' })
  return route.fulfill({ contentType: 'text/javascript', body: await readFile(path.join(ALTCHA_DIR, name), 'utf8') })
})
const page = await context.newPage()
await page.goto('http://localhost:9/')
await page.waitForFunction(() => window.ready === true)
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })

console.log(`\nPreuve de travail ALTCHA (SHA-256), nombre secret au milieu de l’intervalle, ${RUNS} essais par difficulté`)
try {
  for (const maxNumber of MAX_NUMBERS) {
    const phone = []
    const script = []
    const plain = []
    for (let i = 0; i < RUNS; i += 1) {
      const c = await challengeFor(maxNumber)
      phone.push(await page.evaluate((challenge) => window.solve(challenge), c))
      script.push(await nodeAltcha(maxNumber))
      plain.push(nodePlain(await challengeFor(maxNumber)))
    }
    console.log(`maxnumber ${maxNumber.toLocaleString('fr-FR')}`)
    console.log(`  téléphone (Chromium, processeur ralenti ${THROTTLE}×)  ${summary(phone)} ; pire cas ≈ ${seconds(2 * median(phone))} s`)
    console.log(`  script Node, solveur altcha-lib       ${summary(script)}`)
    console.log(
      `  script Node, boucle SHA-256 directe   ${summary(plain)} ; ${Math.round(3600_000 / (2 * median(plain)))} envois/h par cœur`,
    )
  }
} finally {
  await browser.close()
}
