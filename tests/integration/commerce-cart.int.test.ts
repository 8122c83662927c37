/**
 * The cart endpoints of the v1 API (issue 19, decision 087) through the real handlers and
 * database: adds, changes and deletions, concurrent adds that lose nothing, tokens (expired,
 * forged, in the address, another customer's), refused quantities that change nothing, a
 * pack of the other plan, discount codes and their refusals, shipping costs per zone, relay
 * points and the merge of a guest cart at login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { payloadClient } from '../../src/data/payload'
import { CART_MESSAGES } from '../../src/domain/api/errors'
import { discountMessage } from '../../src/domain/commerce/discounts'
import { withTax } from '../../src/domain/commerce/pricing'
import { COMMERCE_MESSAGES } from '../../src/domain/commerce/schemas'
import { CART_ANSWERS } from '../../src/server/commerce/cart'
import { PEER_HEADER } from '../../src/server/http/client-address'
import { api, planIds } from './support/api'
import { ORIGIN } from './support/in-process-fetch'

interface Item {
  id: number
  product_id: number
  variant: string
  name: string
  slug: string
  pack: string
  quantity: number
  unit_price: number
  price: number
  price_with_tax: number
  free: boolean
}
interface Cart {
  id: number
  plan: 'pro' | 'part'
  basis: 'ht' | 'ttc'
  items: Item[]
  count: number
  goods: number
  discounted_amount: number
  shipping: number | null
  amount: { ht: number; tax: number; ttc: number }
  discounts: { code: string; type: string; description: string; amount?: number; unit?: string }[]
}
interface Body {
  data?: { token: string | null; token_validity: string | null; cart: Cart | null; added?: Item[] } & Record<string, unknown>
  status?: string
  message?: string
  errors?: { path: string; message: string }[]
  exist_in?: number[]
}
interface Answer {
  status: number
  body: Body
  headers: Headers
}

let payload: Payload
let plans: { pro: number; part: number }
let peer = 0
const PASSWORD = 'Enduit-Lisse-2026'
const emails: string[] = []
const codes: number[] = []

async function call(
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null; cookie?: string; plan?: 'pro' | 'part' } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { [PEER_HEADER]: `198.51.100.${(peer++ % 250) + 1}` }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers['x-cart-token'] = options.token
  if (options.cookie) headers.cookie = options.cookie
  const separator = path.includes('?') ? '&' : '?'
  const url = `${ORIGIN}/api/v1${path}${options.plan ? `${separator}saleplan_id=${plans[options.plan]}` : ''}`
  const response = await api(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  return { status: response.status, body: (await response.json()) as Body, headers: response.headers }
}

const line = (productId: number, variant: string | undefined, quantity: unknown) => ({
  element_id: productId,
  element_type: 'product',
  ...(variant === undefined ? {} : { variant }),
  quantity,
})

/** A pack of the demo catalogue with its prices. */
interface Pack {
  productId: number
  reference: string
  pricePro: number | null
  pricePart: number | null
}

let rebouchor: { id: number; part1kg: Pack; part330g: Pack; pro4kg: Pack }

async function pack(slug: string, suffix: string): Promise<Pack> {
  const { docs } = await payload.find({ collection: 'products', where: { slug: { equals: slug } }, depth: 0, limit: 1 })
  const product = docs[0]
  const variant = product?.variants?.find((v) => v.reference.endsWith(`-${suffix}`))
  if (!product || !variant) throw new Error(`${slug} ${suffix} missing from the demo seed`)
  return { productId: product.id, reference: variant.reference, pricePro: variant.pricePro ?? null, pricePart: variant.pricePart ?? null }
}

async function newCart(plan: 'pro' | 'part', items: ReturnType<typeof line>[], options: { cookie?: string } = {}) {
  const answer = await call('POST', '/cart', { plan, body: { products: items }, cookie: options.cookie })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const data = answer.body.data
  if (!data?.token || !data.cart) throw new Error('no cart')
  return { token: data.token, cart: data.cart }
}

async function customer(email: string, extra: Record<string, unknown> = {}): Promise<{ id: number; cookie: string }> {
  emails.push(email)
  const doc = await payload.create({
    collection: 'customers',
    data: { email, password: PASSWORD, audience: 'part', lastname: 'Panier', firstname: 'Client', _verified: true, ...extra },
    disableVerificationEmail: true,
  })
  const { token } = await payload.login({ collection: 'customers', data: { email, password: PASSWORD } })
  return { id: doc.id, cookie: `ardalis_client=${token}` }
}

/** The lines of a cart straight from the database. */
async function storedLines(cartId: number) {
  const { docs } = await payload.find({
    collection: 'cart-items',
    where: { cart: { equals: cartId } },
    depth: 0,
    pagination: false,
    sort: 'id',
  })
  return docs.map((d) => ({ id: d.id, variant: d.variant, quantity: d.quantity, free: d.free }))
}

beforeAll(async () => {
  payload = await payloadClient()
  plans = await planIds()
  const [part1kg, part330g, pro4kg] = await Promise.all([
    pack('rebouchor-pate', '1KG'),
    pack('rebouchor-pate', '330G'),
    pack('rebouchor-pate', '4KG'),
  ])
  rebouchor = { id: part1kg.productId, part1kg, part330g, pro4kg }
})

afterAll(async () => {
  await payload.delete({ collection: 'discount-codes', where: { id: { in: codes } } }).catch(() => undefined)
  await payload.delete({ collection: 'customers', where: { email: { in: emails } } }).catch(() => undefined)
})

describe('adding, reading, changing and deleting', () => {
  it('prices the seeded packs as the decision says', () => {
    expect(rebouchor.part1kg.pricePart).toBeGreaterThan(0)
    expect(rebouchor.part1kg.pricePro).toBeNull()
    expect(rebouchor.pro4kg.pricePro).toBeGreaterThan(0)
    expect(rebouchor.pro4kg.pricePart).toBeNull()
  })

  it('adds a pack to a new cart of the plan, then reads, changes and deletes its line', async () => {
    const unit = rebouchor.part1kg.pricePart as number
    const added = await call('POST', '/cart', { plan: 'part', body: { products: [line(rebouchor.id, rebouchor.part1kg.reference, 2)] } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.headers.get('cache-control')).toBe('no-store')
    const data = added.body.data!
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Date.parse(data.token_validity ?? '') - Date.now()).toBeGreaterThan(71 * 3600 * 1000)
    const cart = data.cart!
    expect(cart).toMatchObject({
      plan: 'part',
      basis: 'ttc',
      count: 2,
      goods: 2 * unit,
      discounted_amount: 0,
      shipping: null,
      discounts: [],
    })
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({
      product_id: rebouchor.id,
      variant: rebouchor.part1kg.reference,
      slug: 'rebouchor-pate',
      pack: 'Seau 1\u00a0kg',
      quantity: 2,
      unit_price: unit,
      price: 2 * unit,
      price_with_tax: 2 * unit,
      free: false,
    })
    expect(cart.amount.ttc).toBe(2 * unit)
    expect(cart.amount.ht + cart.amount.tax).toBe(cart.amount.ttc)
    expect(data.added?.map((i) => i.id)).toEqual([cart.items[0]?.id])
    // The token is stored hashed only.
    const stored = await payload.findByID({ collection: 'carts', id: cart.id, depth: 0, showHiddenFields: true })
    expect(stored.tokenHash).not.toContain(data.token)
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/)

    const token = data.token!
    const again = await call('POST', '/cart', { token, body: { products: [line(rebouchor.id, rebouchor.part1kg.reference, 1)] } })
    expect(again.body.data?.cart?.items[0]?.quantity).toBe(3)
    expect(again.body.data?.token).toBe(token)

    const read = await call('GET', '/cart', { token })
    expect(read.status).toBe(200)
    expect(read.headers.get('cache-control')).toBe('no-store')
    expect(read.body.data?.cart?.items[0]?.quantity).toBe(3)

    const itemId = cart.items[0]!.id
    const changed = await call('PATCH', `/cart/item/${itemId}`, { token, body: { quantity: 7 } })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.data?.cart?.items[0]).toMatchObject({ quantity: 7, price: 7 * unit })

    const viaBody = await call('PATCH', `/cart/item/${itemId}`, { body: { quantity: 4, cart_token: token } })
    expect(viaBody.body.data?.cart?.items[0]?.quantity).toBe(4)

    const deleted = await call('DELETE', `/cart/item/${itemId}`, { token })
    expect(deleted.status).toBe(200)
    expect(deleted.body.data?.cart?.items).toEqual([])
    expect(deleted.body.data?.cart?.count).toBe(0)

    const reset = await call('DELETE', '/cart', { token })
    expect(reset.status).toBe(200)
    expect(reset.body.data).toEqual({ cart: null })
    expect((await call('GET', '/cart', { token })).body.status).toBe('cart_not_found')
  })

  it('answers a GET without a token or session with no cart', async () => {
    const none = await call('GET', '/cart')
    expect(none.status).toBe(200)
    expect(none.body.data).toEqual({ token: null, token_validity: null, cart: null })
  })

  it('takes the first pack sold in the plan when no pack is named', async () => {
    const { cart } = await newCart('pro', [line(rebouchor.id, undefined, 1)])
    expect(cart.items[0]?.variant).toBe(rebouchor.id && (await pack('rebouchor-pate', 'C12')).reference)
    expect(cart.basis).toBe('ht')
    const item = cart.items[0]!
    expect(item.price_with_tax).toBe(withTax(item.price))
    expect(cart.amount.ht).toBe(item.price)
    expect(cart.amount.tax).toBe(cart.amount.ttc - cart.amount.ht)
  })

  it('loses no quantity when 20 adds to the same line arrive at once', async () => {
    const { token, cart } = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 1)])
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/cart', { token, body: { products: [line(rebouchor.id, rebouchor.part1kg.reference, 1)] } }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200))
    expect(await storedLines(cart.id)).toEqual([
      expect.objectContaining({ variant: rebouchor.part1kg.reference, quantity: 21, free: false }),
    ])
  })

  it('caps a line at 999 units', async () => {
    const { token, cart } = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 999)])
    const more = await call('POST', '/cart', { token, body: { products: [line(rebouchor.id, rebouchor.part1kg.reference, 5)] } })
    expect(more.status).toBe(200)
    expect((await storedLines(cart.id))[0]?.quantity).toBe(999)
  })
})

describe('tokens', () => {
  it('refuses an expired token with cart_expired and leaves the cart as it was', async () => {
    const { token, cart } = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 2)])
    await payload.update({ collection: 'carts', id: cart.id, data: { expiresAt: new Date(Date.now() - 60_000).toISOString() } })
    const before = await storedLines(cart.id)
    for (const answer of [
      await call('GET', '/cart', { token }),
      await call('POST', '/cart', { token, body: { products: [line(rebouchor.id, rebouchor.part1kg.reference, 1)] } }),
      await call('PATCH', `/cart/item/${before[0]!.id}`, { token, body: { quantity: 9 } }),
    ]) {
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ status: 'cart_expired', message: CART_MESSAGES.expired })
      expect(answer.headers.get('cache-control')).toBe('no-store')
    }
    expect(await storedLines(cart.id)).toEqual(before)
  })

  it('refuses a forged or unknown token with cart_not_found', async () => {
    for (const token of ['forged', 'A'.repeat(43), 'x'.repeat(500)]) {
      const answer = await call('GET', '/cart', { token })
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ status: 'cart_not_found', message: CART_MESSAGES.notFound })
      const add = await call('POST', '/cart', { token, body: { products: [line(rebouchor.id, rebouchor.part1kg.reference, 1)] } })
      expect(add.status).toBe(404)
    }
    expect((await call('PATCH', '/cart/item/1', { body: { quantity: 2 } })).body.status).toBe('cart_not_found')
  })

  it('refuses a token in the address', async () => {
    const { token } = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 1)])
    const answer = await call('GET', `/cart?cart_token=${token}`)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Le jeton du panier ne doit pas figurer dans l’adresse.')
  })

  it('never reaches another cart’s line: 404 and the other cart unchanged', async () => {
    const mine = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 1)])
    const theirs = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 3)])
    const theirLine = theirs.cart.items[0]!.id
    const patch = await call('PATCH', `/cart/item/${theirLine}`, { token: mine.token, body: { quantity: 50 } })
    expect(patch.status).toBe(404)
    expect(patch.body.message).toBe(CART_ANSWERS.lineGone)
    expect((await call('DELETE', `/cart/item/${theirLine}`, { token: mine.token })).status).toBe(404)
    expect((await call('PATCH', '/cart/item/abc', { token: mine.token, body: { quantity: 2 } })).status).toBe(404)
    expect(await storedLines(theirs.cart.id)).toEqual([expect.objectContaining({ id: theirLine, quantity: 3 })])
  })

  it('keeps a customer’s cart from anyone holding only its token', async () => {
    const owner = await customer('panier.proprietaire@exemple.fr')
    const other = await customer('panier.autre@exemple.fr')
    const { token } = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 1)], { cookie: owner.cookie })
    expect((await call('GET', '/cart', { token, cookie: owner.cookie })).status).toBe(200)
    expect((await call('GET', '/cart', { token })).body.status).toBe('cart_not_found')
    expect((await call('GET', '/cart', { token, cookie: other.cookie })).body.status).toBe('cart_not_found')
    // The owner finds it by the session alone, with a new token.
    const bySession = await call('GET', '/cart', { cookie: owner.cookie })
    expect(bySession.body.data?.cart?.items).toHaveLength(1)
    expect(bySession.body.data?.token).not.toBe(token)
  })
})

describe('refused inputs change nothing', () => {
  const cases: [unknown, string][] = [
    [0, COMMERCE_MESSAGES.quantityMin],
    [-1, COMMERCE_MESSAGES.quantityMin],
    [1.5, COMMERCE_MESSAGES.quantityWhole],
    [1000, COMMERCE_MESSAGES.quantityMax],
  ]

  it('refuses each bad quantity with its French message, on add and on change', async () => {
    const { token, cart } = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 2)])
    const before = await storedLines(cart.id)
    for (const [quantity, message] of [...cases, ['abc', '']] as [unknown, string][]) {
      const add = await call('POST', '/cart', { token, body: { products: [line(rebouchor.id, rebouchor.part1kg.reference, quantity)] } })
      expect(add.status, String(quantity)).toBe(400)
      expect(add.body.status).toBe('bad_request')
      expect(add.body.errors?.[0]?.path).toBe('products.0.quantity')
      if (message) expect(add.body.errors?.[0]?.message).toBe(message)
      else expect(add.body.errors?.[0]?.message).toMatch(/quantité/)
      const change = await call('PATCH', `/cart/item/${before[0]!.id}`, { token, body: { quantity } })
      expect(change.status, String(quantity)).toBe(400)
      expect(change.body.errors?.[0]?.path).toBe('quantity')
    }
    expect(await storedLines(cart.id)).toEqual(before)
  })

  it('refuses a body that is not JSON, and an empty add', async () => {
    const { token } = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 1)])
    const response = await api(`${ORIGIN}/api/v1/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cart-token': token },
      body: '{pas du json',
    })
    expect(response.status).toBe(400)
    expect((await call('POST', '/cart', { token, body: { products: [] } })).body.errors?.[0]?.message).toBe(COMMERCE_MESSAGES.noProducts)
  })

  it('answers any malformed input with a 400, never a 500', async () => {
    const { token, cart } = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 1)])
    const before = await storedLines(cart.id)
    const bodies: unknown[] = [
      { products: 'x' },
      { products: [{}] },
      { products: [{ element_id: 'abc', element_type: 'product', quantity: 1 }] },
      { products: [{ element_id: rebouchor.id, element_type: 'page', quantity: 1 }] },
      { products: [{ element_id: rebouchor.id, element_type: 'product', variant: 12, quantity: 1 }] },
      { products: [line(rebouchor.id, rebouchor.part1kg.reference, null)] },
      { products: [line(rebouchor.id, rebouchor.part1kg.reference, {})] },
      { products: Array.from({ length: 21 }, () => line(rebouchor.id, rebouchor.part1kg.reference, 1)) },
      [1, 2],
    ]
    for (const body of bodies) {
      const answer = await call('POST', '/cart', { token, body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.message, JSON.stringify(body)).toBeTruthy()
    }
    for (const body of [{ code: 123 }, { code: 'X'.repeat(41) }, {}]) {
      expect((await call('POST', '/cart/discount', { token, body })).status, JSON.stringify(body)).toBe(400)
    }
    for (const query of ['saleplan_id=abc', 'saleplan_id=999999', 'lang=de']) {
      expect((await call('GET', `/cart?${query}`, { token })).status, query).toBe(400)
    }
    expect(await storedLines(cart.id)).toEqual(before)
  })

  it('refuses a pack of the other plan with exist_in, and an unknown product or pack with 404', async () => {
    const { token, cart } = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 1)])
    const before = await storedLines(cart.id)
    const other = await call('POST', '/cart', { token, body: { products: [line(rebouchor.id, rebouchor.pro4kg.reference, 1)] } })
    expect(other.status).toBe(400)
    expect(other.body).toMatchObject({ status: 'not_available_in_this_saleplan', exist_in: [plans.pro] })
    // A part cart refuses the pro pack even when the request names the pro plan.
    const proPlan = await call('POST', '/cart', {
      token,
      plan: 'pro',
      body: { products: [line(rebouchor.id, rebouchor.pro4kg.reference, 1)] },
    })
    expect(proPlan.body.status).toBe('not_available_in_this_saleplan')
    for (const bad of [line(99_999_999, undefined, 1), line(rebouchor.id, 'ARD-NOPE-1KG', 1)]) {
      const answer = await call('POST', '/cart', { token, body: { products: [line(rebouchor.id, rebouchor.part1kg.reference, 1), bad] } })
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ status: 'not_found', message: 'Ce produit n’existe pas ou plus.' })
    }
    expect(await storedLines(cart.id)).toEqual(before)
  })
})

describe('discount codes', () => {
  async function code(data: Record<string, unknown>) {
    const doc = await payload.create({
      collection: 'discount-codes',
      data: { kind: 'cart_discount', description: 'Essai', value: 5, unit: 'percent', targets: ['part'], minAmount: 0, ...data } as never,
    })
    codes.push(doc.id)
    return doc
  }

  it('refuses each code with its French reason and leaves the cart without one', async () => {
    const future = await code({ code: 'ESSAI-FUTUR', startsAt: new Date(Date.now() + 86_400_000).toISOString() })
    const used = await code({ code: 'ESSAI-EPUISE', maxUses: 1 })
    await payload.update({ collection: 'discount-codes', id: used.id, data: { used: 1 } })
    expect(future.code).toBe('ESSAI-FUTUR')
    const { token, cart } = await newCart('part', [line(rebouchor.id, rebouchor.part330g.reference, 1)])
    const welcome = (await payload.find({ collection: 'discount-codes', where: { code: { equals: 'BIENVENUE10' } }, depth: 0 })).docs[0]!
    const expected: [string, string][] = [
      ['NEXISTEPAS', discountMessage('unknown')],
      ['pro50', discountMessage('other_plan')],
      ['ete2025', discountMessage('expired')],
      ['ESSAI-FUTUR', discountMessage('not_started')],
      ['ESSAI-EPUISE', discountMessage('exhausted')],
      [' bienvenue 10 ', discountMessage('minimum', { ...welcome, minAmount: welcome.minAmount ?? 0 } as never, 'part')],
    ]
    for (const [typed, message] of expected) {
      const answer = await call('POST', '/cart/discount', { token, body: { code: typed } })
      expect(answer.status, typed).toBe(400)
      expect(answer.body.message, typed).toBe(message)
      expect(answer.body.errors?.[0]?.path).toBe('code')
    }
    expect(expected[5]?.[1]).toContain('30')
    expect((await call('POST', '/cart/discount', { token, body: { code: '' } })).body.errors?.[0]?.message).toBe(
      COMMERCE_MESSAGES.codeRequired,
    )
    expect((await payload.findByID({ collection: 'carts', id: cart.id, depth: 0 })).discount).toBeFalsy()
  })

  it('applies a percent code, replaces it by a free product code, and removes it', async () => {
    const unit = rebouchor.part1kg.pricePart as number
    const quantity = Math.ceil(3000 / unit) + 1
    const { token } = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, quantity)])
    const goods = quantity * unit

    const welcome = await call('POST', '/cart/discount', { token, body: { code: 'bienvenue10' } })
    expect(welcome.status, JSON.stringify(welcome.body)).toBe(200)
    const cart = welcome.body.data!.cart!
    expect(cart.discounts).toEqual([
      { code: 'BIENVENUE10', type: 'cart_discount', description: expect.any(String), amount: 10, unit: 'percent' },
    ])
    expect(cart.discounted_amount).toBe(Math.round(goods / 10))
    expect(cart.amount.ttc).toBe(goods - Math.round(goods / 10))
    expect(cart.amount.ht + cart.amount.tax).toBe(cart.amount.ttc)

    const gift = await call('POST', '/cart/discount', { token, body: { code: 'OFFERT-REBOUCHOR' } })
    expect(gift.status, JSON.stringify(gift.body)).toBe(200)
    const withGift = gift.body.data!.cart!
    expect(withGift.discounts).toEqual([{ code: 'OFFERT-REBOUCHOR', type: 'free_product', description: expect.any(String) }])
    const free = withGift.items.find((i) => i.free)
    expect(free).toMatchObject({ variant: rebouchor.part330g.reference, quantity: 1, unit_price: 0, price: 0, price_with_tax: 0 })
    expect(withGift.discounted_amount).toBe(0)
    expect(withGift.amount.ttc).toBe(goods)
    // The free line's quantity cannot be changed; applying the code again adds nothing.
    expect((await call('PATCH', `/cart/item/${free!.id}`, { token, body: { quantity: 5 } })).status).toBe(404)
    const twice = await call('POST', '/cart/discount', { token, body: { code: 'OFFERT-REBOUCHOR' } })
    expect(twice.body.data?.cart?.items.filter((i) => i.free)).toHaveLength(1)

    const removed = await call('DELETE', '/cart/discount', { token })
    expect(removed.status).toBe(200)
    expect(removed.body.data?.cart?.discounts).toEqual([])
    expect(removed.body.data?.cart?.items.some((i) => i.free)).toBe(false)
    expect(removed.body.data?.cart?.amount.ttc).toBe(goods)
  })
})

describe('shipping costs and relay points', () => {
  it('prices each carrier by zone and weight, and delivers free from the threshold', async () => {
    const { token } = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 2)])
    const paris = await call('GET', '/cart/shipping?zipcode=75011', { token })
    expect(paris.status, JSON.stringify(paris.body)).toBe(200)
    expect(paris.headers.get('cache-control')).toBe('no-store')
    expect(paris.body.data).toMatchObject({ zipcode: '75011', zone: 'metropole', costs: { domicile: withTax(1290), relais: withTax(410) } })
    // Professional carriers are not offered to private customers.
    expect(Object.keys(paris.body.data?.costs as object).sort()).toEqual(['domicile', 'relais'])
    const ajaccio = await call('GET', '/cart/shipping?zipcode=20000', { token })
    expect(ajaccio.body.data).toMatchObject({ zone: 'corse', costs: { domicile: withTax(2490), relais: withTax(990) } })
    const fortDeFrance = await call('GET', '/cart/shipping?zipcode=97200', { token })
    expect(fortDeFrance.body.data).toMatchObject({ zone: 'outre-mer', costs: { domicile: withTax(4990), relais: null } })

    const unit = rebouchor.part1kg.pricePart as number
    await call('POST', '/cart', { token, body: { products: [line(rebouchor.id, rebouchor.part1kg.reference, Math.ceil(15000 / unit))] } })
    const free = await call('GET', '/cart/shipping?zipcode=75011', { token })
    expect((free.body.data?.costs as Record<string, number | null>).domicile).toBe(0)

    const bad = await call('GET', '/cart/shipping?zipcode=abc', { token })
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.[0]).toEqual({ path: 'zipcode', message: 'Le code postal doit comporter 5 chiffres.' })
    expect((await call('GET', '/cart/shipping?zipcode=75011')).body.status).toBe('cart_not_found')
  })

  it('prices a professional cart HT, with the pallet and the free pickup', async () => {
    const { token } = await newCart('pro', [line(rebouchor.id, rebouchor.pro4kg.reference, 1)])
    const costs = (await call('GET', '/cart/shipping?zipcode=69002', { token })).body.data?.costs
    expect(costs).toEqual({ domicile: 1290, palette: 8900, retrait: 0 })
  })

  it('delivers abroad only at a distributor, whatever the postcode looks like', async () => {
    const { token } = await newCart('pro', [line(rebouchor.id, rebouchor.pro4kg.reference, 1)])
    // Madrid's 28001 has 5 digits, as Paris's 75001: the country decides, not the shape.
    const madrid = await call('GET', '/cart/shipping?zipcode=28001&country=ES', { token })
    expect(madrid.status, JSON.stringify(madrid.body)).toBe(200)
    expect(madrid.body.data).toMatchObject({ zipcode: '28001', country: 'ES', zone: null })
    expect(madrid.body.data?.costs).toEqual({ domicile: null, palette: null, retrait: 0 })
    const london = await call('GET', `/cart/shipping?zipcode=${encodeURIComponent('SW1A 1AA')}&country=GB`, { token })
    expect(london.status, JSON.stringify(london.body)).toBe(200)
    expect(london.body.data?.costs).toEqual({ domicile: null, palette: null, retrait: 0 })
    const lyon = await call('GET', '/cart/shipping?zipcode=69002&country=FR', { token })
    expect(lyon.body.data).toMatchObject({ country: 'FR', zone: 'metropole', costs: { domicile: 1290, palette: 8900, retrait: 0 } })
    const unknown = await call('GET', '/cart/shipping?zipcode=12345&country=XX', { token })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors?.[0]).toMatchObject({ path: 'country' })
    const frenchShape = await call('GET', `/cart/shipping?zipcode=${encodeURIComponent('SW1A 1AA')}`, { token })
    expect(frenchShape.body.errors?.[0]).toEqual({ path: 'zipcode', message: 'Le code postal doit comporter 5 chiffres.' })
  })

  it('finds the nearest relay points to a postcode or a position', async () => {
    const paris = await call('GET', '/relay-point?zipcode=75011')
    expect(paris.status).toBe(200)
    const items = paris.body.data?.items as { city: string; distance: number }[]
    expect(items[0]?.city).toBe('Paris')
    expect(items.map((i) => i.distance)).toEqual([...items.map((i) => i.distance)].sort((a, b) => a - b))
    const ajaccio = await call('GET', '/relay-point?lat=41.92&lng=8.74&limit=1')
    expect((ajaccio.body.data?.items as { city: string }[]).map((i) => i.city)).toEqual(['Ajaccio'])
    expect((await call('GET', '/relay-point')).status).toBe(400)
    expect((await call('GET', '/relay-point?zipcode=00000')).status).toBe(404)
  })
})

describe('price groups', () => {
  it('gives an approved professional of a group its rate, and no one else', async () => {
    const group = (await payload.find({ collection: 'price-groups', where: { name: { equals: 'Entreprise générale' } }, depth: 0 }))
      .docs[0]!
    const approved = await customer('panier.pro.valide@exemple.fr', { audience: 'pro', proStatus: 'approved', priceGroup: group.id })
    const pending = await customer('panier.pro.attente@exemple.fr', { audience: 'pro', proStatus: 'pending', priceGroup: group.id })
    const base = rebouchor.pro4kg.pricePro as number
    const priced = await newCart('pro', [line(rebouchor.id, rebouchor.pro4kg.reference, 1)], { cookie: approved.cookie })
    expect(priced.cart.items[0]?.unit_price).toBe(Math.round((base * 95) / 100))
    const plain = await newCart('pro', [line(rebouchor.id, rebouchor.pro4kg.reference, 1)], { cookie: pending.cookie })
    expect(plain.cart.items[0]?.unit_price).toBe(base)
  })

  it('never lets a customer set their own price group or payment term', async () => {
    const groups = await payload.find({ collection: 'price-groups', depth: 0, sort: '-defaultPercent' })
    const best = groups.docs[0]!
    const buyer = await customer('panier.pro.malin@exemple.fr', { audience: 'pro', proStatus: 'approved' })
    const user = { ...(await payload.findByID({ collection: 'customers', id: buyer.id, depth: 0 })), collection: 'customers' as const }
    await payload.update({
      collection: 'customers',
      id: buyer.id,
      data: { priceGroup: best.id, paymentTermDays: 60 },
      overrideAccess: false,
      user,
    })
    const after = await payload.findByID({ collection: 'customers', id: buyer.id, depth: 0 })
    expect(after.priceGroup ?? null).toBeNull()
    expect(after.paymentTermDays).toBe(30)
    await expect(payload.find({ collection: 'price-groups', overrideAccess: false, user })).rejects.toThrow()
    await expect(payload.find({ collection: 'carts', overrideAccess: false, user })).rejects.toThrow()
    await expect(payload.find({ collection: 'discount-codes', overrideAccess: false, user })).rejects.toThrow()
  })
})

describe('merge at login', () => {
  it('adds the guest lines to the customer’s open cart, and the guest token stops working', async () => {
    const buyer = await customer('panier.fusion@exemple.fr')
    const own = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 2)], { cookie: buyer.cookie })
    const guest = await newCart('part', [
      line(rebouchor.id, rebouchor.part1kg.reference, 3),
      line(rebouchor.id, rebouchor.part330g.reference, 1),
    ])
    const merged = await call('POST', '/cart/merge', { token: guest.token, cookie: buyer.cookie, body: {} })
    expect(merged.status, JSON.stringify(merged.body)).toBe(200)
    const cart = merged.body.data!.cart!
    expect(cart.id).toBe(own.cart.id)
    expect(cart.items.map((i) => [i.variant, i.quantity])).toEqual([
      [rebouchor.part1kg.reference, 5],
      [rebouchor.part330g.reference, 1],
    ])
    expect((await call('GET', '/cart', { token: guest.token })).body.status).toBe('cart_not_found')
    const again = await call('GET', '/cart', { token: merged.body.data!.token, cookie: buyer.cookie })
    expect(again.body.data?.cart?.id).toBe(own.cart.id)
  })

  it('gives the guest cart to a customer who has none, and asks for a session', async () => {
    const buyer = await customer('panier.premier@exemple.fr')
    const guest = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 1)])
    expect((await call('POST', '/cart/merge', { token: guest.token, body: {} })).status).toBe(401)
    const merged = await call('POST', '/cart/merge', { token: guest.token, cookie: buyer.cookie, body: {} })
    expect(merged.body.data?.cart?.id).toBe(guest.cart.id)
    expect(merged.body.data?.token).toBe(guest.token)
    expect((await payload.findByID({ collection: 'carts', id: guest.cart.id, depth: 0 })).customer).toBe(buyer.id)
  })
})

describe('staff', () => {
  it('may delete a cart with its lines (the lines go first)', async () => {
    const { token, cart } = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 2)])
    await payload.delete({ collection: 'carts', id: cart.id })
    expect(await storedLines(cart.id)).toEqual([])
    expect((await call('GET', '/cart', { token })).body.status).toBe('cart_not_found')
  })
})

describe('a cart with an order', () => {
  it('is emptied by a reset and its token stops working, but its row stays for its order', async () => {
    const buyer = await customer('panier.commande@exemple.fr')
    const { token, cart } = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 1)], { cookie: buyer.cookie })
    const order = await payload.create({
      collection: 'orders',
      data: {
        number: 'CMD-1999-999901',
        placedAt: new Date().toISOString(),
        customer: buyer.id,
        cart: cart.id,
        target: 'part',
        status: 'payment_refused',
        paymentMethod: 'card',
        paymentStatus: 'refused',
        totals: { goods: 690, discount: 0, shipping: 0, ht: 575, tax: 115, ttc: 690 },
      },
    })
    const reset = await call('DELETE', '/cart', { token, cookie: buyer.cookie })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    expect(reset.body.data).toEqual({ cart: null })
    expect(await storedLines(cart.id)).toEqual([])
    expect((await call('GET', '/cart', { token })).body.status).toBe('cart_not_found')
    await expect(payload.delete({ collection: 'carts', id: cart.id })).rejects.toThrow('Ce panier a une commande')
    await payload.delete({ collection: 'orders', id: order.id })
    await payload.delete({ collection: 'carts', id: cart.id })
  })
})

describe('abandoned carts', () => {
  it('are deleted with their lines 30 days after their token expired, when a cart is created', async () => {
    const old = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 1)])
    const recent = await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 1)])
    const day = 86_400_000
    await payload.update({ collection: 'carts', id: old.cart.id, data: { expiresAt: new Date(Date.now() - 31 * day).toISOString() } })
    await payload.update({ collection: 'carts', id: recent.cart.id, data: { expiresAt: new Date(Date.now() - 29 * day).toISOString() } })
    await newCart('part', [line(rebouchor.id, rebouchor.part1kg.reference, 1)])
    expect(await payload.findByID({ collection: 'carts', id: old.cart.id, disableErrors: true })).toBeNull()
    expect(await storedLines(old.cart.id)).toEqual([])
    expect((await call('GET', '/cart', { token: recent.token })).body.status).toBe('cart_expired')
  })
})
