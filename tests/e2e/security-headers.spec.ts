import { execFileSync, spawn } from 'node:child_process'
import { expect, type APIRequestContext } from '@playwright/test'
import { test } from './fixtures'
import { startTlsFront, type TlsFront } from './tls-front'

/**
 * Security headers (issue 20, decision 089): MDN's HTTP Observatory, its own retriever, tests
 * and grader (installed at test time by scripts/observatory.sh), run against the e2e server
 * behind a local TLS front (https with a throwaway certificate, http answering 301). Every
 * public page template must get A+, the v1 API and the back office at least A. The grade and
 * the score of each address are printed.
 */

const PRO = '/fr/enduit-professionnels'
const PART = '/fr/enduit-particuliers'

/** One address per public page template (the product's is read from its category). */
const PAGES: [template: string, path: string][] = [
  ['home (professionals)', PRO],
  ['home (private customers)', PART],
  ['category listing', `${PRO}/categorie/enduits-de-lissage`],
  ['CMS page', `${PRO}/service-technique`],
  ['news list', `${PRO}/actualites`],
  ['news item', `${PRO}/ardalis-au-salon-renov-expo-2025`],
  ['search results (per request)', `${PRO}/resultats/lissage`],
  ['store locator (map)', `${PART}/ou-trouver-nos-produits`],
  ['quantity calculator', `${PRO}/calculateur-de-quantite`],
  ['contact form (captcha)', `${PRO}/contact`],
  ['cart', `${PRO}/panier`],
  ['login', `${PRO}/connexion`],
  ['English page', '/en/enduit-professionnels/news'],
]
const OTHERS: [what: string, path: string][] = [
  ['v1 API', '/api/v1/product'],
  ['back office', '/admin'],
]

interface Scan {
  path: string
  status: number
  grade: string
  score: number
  tests: { name: string; result: string; pass: boolean; modifier: number }[]
}

let front: TlsFront
let scannerReady = false

test.beforeAll(async ({ baseURL }) => {
  execFileSync('bash', ['scripts/observatory.sh'], { stdio: 'ignore' })
  scannerReady = true
  front = await startTlsFront(baseURL ?? 'http://localhost:3100')
})

test.afterAll(async () => {
  await front?.close()
})

/** A scan in a child process that trusts the front's certificate (read by Node at start only). */
function observatory(path: string): Promise<Scan> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/observatory-scan.mjs', 'localhost', String(front.httpPort), String(front.httpsPort), path],
      {
        // Generous timeouts: the machine is shared; the grade does not depend on them.
        env: { ...process.env, NODE_EXTRA_CA_CERTS: front.certificate, ABORT_TIMEOUT: '60000', CLIENT_TIMEOUT: '50000' },
      },
    )
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(out) as Scan)
      else reject(new Error(`observatory ${path}: exit ${code}\n${err}`))
    })
  })
}

function report(label: string, scan: Scan): string {
  const lost = scan.tests.filter((t) => t.modifier < 0).map((t) => `${t.name}: ${t.result} (${t.modifier})`)
  const line = `Observatory ${scan.grade} ${scan.score}  ${label}  ${scan.path} (${scan.status})${lost.length ? `  — ${lost.join('; ')}` : ''}`
  console.log(line)
  return line
}

async function productPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(`${PRO}/categorie/enduits-de-lissage`)).text()
  const href = /href="(\/fr\/enduit-professionnels\/produit\/[^"]+)"/.exec(html)?.[1]
  if (!href) throw new Error('no product link on the category page')
  return href
}

/** The raw header lines of an answer (Playwright joins repeated headers). */
async function headerLines(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { response, lines: response.headersArray().map((h) => ({ name: h.name.toLowerCase(), value: h.value })) }
}

test('every page answer carries exactly one policy, without inline code or eval, and a cached page no Set-Cookie', async ({ request }) => {
  const pages = [...PAGES, ['product', await productPath(request)] as [string, string]]
  for (const [template, path] of pages) {
    // The first answer may be the render that fills the cache (MISS), the second comes from it.
    for (let i = 0; i < 2; i += 1) {
      const { response, lines } = await headerLines(request, path)
      expect(response.status(), `${template} ${path}`).toBe(200)
      const policies = lines.filter((h) => h.name === 'content-security-policy')
      expect(policies, `${template} ${path}: one policy`).toHaveLength(1)
      const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policies[0]?.value ?? '')?.[1] ?? ''
      expect(scriptSrc, template).toMatch(/'(sha256|nonce)-/)
      expect(scriptSrc, template).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
      expect(policies[0]?.value).toMatch(/object-src 'none'/)
      expect(policies[0]?.value).toMatch(/frame-ancestors 'self'/)
      expect(policies[0]?.value).toMatch(/base-uri 'self'/)
      expect(lines.find((h) => h.name === 'permissions-policy')?.value).toContain('camera=(self)')
      expect(lines.find((h) => h.name === 'cross-origin-opener-policy')?.value).toBe('same-origin')
      if (response.headers()['x-nextjs-cache'] !== undefined) {
        expect(
          lines.filter((h) => h.name === 'set-cookie'),
          `${template}: cached, no cookie`,
        ).toEqual([])
      }
    }
  }
})

test('the 404 page, redirects, the API and files carry one policy too', async ({ request }) => {
  for (const path of [`${PRO}/page-qui-n-existe-pas`, '/results/lissage', '/api/v1/product', '/robots.txt', '/logo.svg', '/admin']) {
    const { lines, response } = await headerLines(request, path)
    expect(
      lines.filter((h) => h.name === 'content-security-policy'),
      `${path} (${response.status()})`,
    ).toHaveLength(1)
  }
})

test('Next’s scripts, stylesheets and font keep nosniff and the referrer policy, without the headers only a document reads', async ({
  request,
}) => {
  const html = await (await request.get(PRO)).text()
  // The page's CSS is inlined (decision 124): its `<style>` names the files a link followed loads.
  const files = [
    ...new Set(
      [...html.matchAll(/(?:data-href|href|src)="(\/_next\/static\/[^"]+\.(?:css|js|woff2))"/g)].flatMap((m) =>
        (m[1] as string).split(' '),
      ),
    ),
  ]
  expect(files.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0)
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0)
  expect(files.filter((file) => file.endsWith('.woff2')).length).toBeGreaterThan(0)
  for (const file of files) {
    const { response, lines } = await headerLines(request, file)
    expect(response.status(), file).toBe(200)
    const names = lines.map((h) => h.name)
    expect(lines.find((h) => h.name === 'x-content-type-options')?.value, file).toBe('nosniff')
    expect(lines.find((h) => h.name === 'referrer-policy')?.value, file).toBe('strict-origin-when-cross-origin')
    for (const documentOnly of ['x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'content-security-policy']) {
      expect(names, `${file}: ${documentOnly}`).not.toContain(documentOnly)
    }
  }
  // The page itself, and any other answer of the app, keeps them all.
  for (const path of [PRO, '/api/v1/product', '/robots.txt']) {
    const { lines } = await headerLines(request, path)
    for (const name of [
      'x-frame-options',
      'permissions-policy',
      'cross-origin-opener-policy',
      'x-content-type-options',
      'referrer-policy',
    ]) {
      expect(
        lines.map((h) => h.name),
        `${path}: ${name}`,
      ).toContain(name)
    }
  }
})

test('the locale cookie is written when the visitor reads a page in another locale, never by a cached page answer', async ({
  page,
  request,
}) => {
  const answer = await request.get('/en/enduit-professionnels/news')
  expect(answer.headers()['set-cookie']).toBeUndefined()
  await page.goto('/en/enduit-professionnels/news')
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en')
  const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected')
  expect(cookie?.sameSite).toBe('Lax')
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000)
  // The choice holds: the root now leads to the English home, even for a French browser.
  await page.goto('/')
  await expect(page).toHaveURL(/\/en(\/|$)/)
  await page.goto(PRO)
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('fr')
})

test.describe('MDN HTTP Observatory behind a TLS front', () => {
  test.describe.configure({ timeout: 300_000 })

  test('every public page template gets A+', async ({ request }) => {
    expect(scannerReady).toBe(true)
    const pages = [...PAGES, ['product', await productPath(request)] as [string, string]]
    const failures: string[] = []
    for (const [template, path] of pages) {
      // Filled in the cache first: the scan grades what visitors get.
      await request.get(path)
      const scan = await observatory(path)
      const line = report(template, scan)
      if (scan.grade !== 'A+') failures.push(line)
    }
    expect(failures).toEqual([])
  })

  test('the v1 API and the back office get at least A', async () => {
    const failures: string[] = []
    for (const [what, path] of OTHERS) {
      const scan = await observatory(path)
      const line = report(what, scan)
      if (!['A+', 'A'].includes(scan.grade)) failures.push(line)
    }
    expect(failures).toEqual([])
  })

  test('HSTS and the redirection to https are seen by the scanner', async () => {
    const scan = await observatory(PRO)
    const byName = new Map(scan.tests.map((t) => [t.name, t]))
    expect(byName.get('strict-transport-security')?.result).toBe('hsts-implemented-max-age-at-least-six-months')
    expect(byName.get('redirection')?.result).toBe('redirection-to-https')
    expect(byName.get('content-security-policy')?.pass).toBe(true)
    expect(byName.get('x-frame-options')?.result).toBe('x-frame-options-implemented-via-csp')
  })
})
