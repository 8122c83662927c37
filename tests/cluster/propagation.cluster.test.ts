/**
 * An edit saved on instance A reaches instance B's pages, v1 API, search suggestions, store
 * locator and edge redirects within 5 seconds, without a restart (issue 21, decision 095).
 * Each check reads B directly (not through nginx) so that it is B that answers.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { cluster } from './harness'
import { staffSession, type StaffSession } from './staff'

const LIMIT_MS = 5_000
let a: StaffSession
let b = ''

/** Polls `check` against B until it holds; returns the time it took (ms) or throws after `limit`. */
async function within(limit: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now()
  let last: unknown = null
  while (Date.now() - start < limit + 5_000) {
    try {
      if (await check()) {
        const took = Date.now() - start
        console.log(`[propagation] ${what}: ${took} ms`)
        return took
      }
    } catch (error) {
      last = error
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what}: not seen on B after ${limit + 5_000} ms ${last ? String(last) : ''}`)
}

const text = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, { redirect: 'manual', ...init })
  return { status: response.status, body: await response.text(), location: response.headers.get('location') }
}

/** A word that exists nowhere else, so that finding it proves the edit arrived. */
const word = () => `Zircalis${Math.random().toString(36).slice(2, 8)}`

beforeAll(async () => {
  const topology = await cluster()
  b = topology.b
  a = await staffSession(topology.a, topology.admin)
})

describe('an edit on A, seen on B', () => {
  it('a product’s new name: its page, the v1 API and the search suggestions', async () => {
    const list = await (await fetch(`${b}/api/v1/product?perPage=1`)).json()
    const product = list.data.items[0] as { id: number; name: string; url: string }
    expect(product).toBeTruthy()
    // B has the page and the answers in its cache before the edit.
    expect((await text(`${b}${product.url}`)).body).toContain(product.name.split(' ')[0])
    const token = word()
    const name = `${product.name} ${token}`
    await a.patch(`/api/products/${product.id}?locale=fr`, { name })

    const times = await Promise.all([
      within(LIMIT_MS, 'product page', async () => (await text(`${b}${product.url}`)).body.includes(token)),
      within(LIMIT_MS, 'v1 product', async () => {
        const body = await (await fetch(`${b}/api/v1/product/${product.id}`)).json()
        return String(body.data?.name ?? body.data?.product?.name ?? '').includes(token)
      }),
      within(LIMIT_MS, 'search suggestions', async () => {
        const body = await (await fetch(`${b}/api/v1/suggest?text=${token.toLowerCase()}`)).json()
        return body.data.total > 0
      }),
    ])
    for (const took of times) expect(took).toBeLessThanOrEqual(LIMIT_MS)
    await a.patch(`/api/products/${product.id}?locale=fr`, { name: product.name })
  })

  it('a store’s new name in the store locator', async () => {
    const found = await a.get(`/api/stores?limit=1&depth=0&sort=id`)
    const store = found.docs[0] as { id: number; name: string; latitude: number; longitude: number }
    const near = `${b}/api/v1/store-locator?lat=${store.latitude}&lng=${store.longitude}&radius=5&limit=50`
    expect((await text(near)).body).toContain(store.name.split(' ')[0])
    const token = word()
    await a.patch(`/api/stores/${store.id}`, { name: `${store.name} ${token}` })
    const took = await within(LIMIT_MS, 'store locator', async () => (await text(near)).body.includes(token))
    expect(took).toBeLessThanOrEqual(LIMIT_MS)
    await a.patch(`/api/stores/${store.id}`, { name: store.name })
  })

  it('a page deleted on A answers 404 on B', async () => {
    const token = word().toLowerCase()
    const created = await a.post('/api/pages?locale=fr', {
      title: `Chantier d’essai ${token}`,
      slug: `chantier-essai-${token}`,
      targets: ['part'],
      _status: 'published',
    })
    const url = `${b}/fr/enduit-particuliers/chantier-essai-${token}`
    await within(LIMIT_MS, 'new page', async () => (await text(url)).status === 200)
    await a.delete(`/api/pages/${created.doc.id}`)
    const took = await within(LIMIT_MS, 'deleted page', async () => (await text(url)).status === 404)
    expect(took).toBeLessThanOrEqual(LIMIT_MS)
  })

  it('a new legacy redirect applies on B', async () => {
    const token = word().toLowerCase()
    const from = `/ancien-site/${token}.html`
    expect((await text(`${b}${from}`)).status).toBe(404)
    const created = await a.post('/api/redirects', { from, to: '/fr/enduit-particuliers/contact', code: '301' })
    const took = await within(LIMIT_MS, 'redirect', async () => {
      const answer = await text(`${b}${from}`)
      return answer.status === 301 && (answer.location ?? '').endsWith('/fr/enduit-particuliers/contact')
    })
    expect(took).toBeLessThanOrEqual(LIMIT_MS)
    await a.delete(`/api/redirects/${created.doc.id}`)
  })
})
