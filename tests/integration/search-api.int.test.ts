/** Search operations of the v1 API against the demo seed: suggest, search, freshness after edits, wish-list e-mail. */
import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchResponse, SuggestResponse } from '../../src/domain/api/search'
import { payloadClient } from '../../src/data/payload'
import { WISHLIST_MESSAGES } from '../../src/domain/api/wishlist'
import { PEER_HEADER } from '../../src/server/http/client-address'
import { waitForMail } from '../support/mailbox'
import { api, fails, ok, planIds, q } from './support/api'
import { solvedCaptcha } from './support/forms'

let plans: { pro: number; part: number }
beforeAll(async () => {
  plans = await planIds()
})

const group = (body: SuggestResponse, type: string) => body.data.groups.find((g) => g.type === type)

describe('GET /suggest', () => {
  it('answers every group with its total and at most 3 items', async () => {
    const body = await ok<SuggestResponse>(`/suggest?${q({ text: 'enduit lissage' })}`)
    expect(body.data.groups.map((g) => g.type)).toEqual(['products', 'categories', 'pages', 'faq'])
    for (const g of body.data.groups) {
      expect(g.items.length).toBeLessThanOrEqual(3)
      expect(g.total).toBeGreaterThanOrEqual(g.items.length)
    }
    expect(body.data.total).toBe(body.data.groups.reduce((sum, g) => sum + g.total, 0))
    expect(group(body, 'categories')?.items[0]).toMatchObject({
      name: 'Enduits de lissage',
      href: '/fr/enduit-professionnels/categorie/enduits-de-lissage',
    })
  })

  it('tolerates typos and finds references exactly, with the technical sheet', async () => {
    const typo = await ok<SuggestResponse>(`/suggest?${q({ text: 'rebouchge', type: 'products' })}`)
    expect(group(typo, 'products')?.items[0]?.name).toMatch(/Rebouchage/)
    const ref = await ok<SuggestResponse>(`/suggest?${q({ text: 'ARD-REB-100' })}`)
    const first = group(ref, 'products')?.items[0]
    expect(first).toMatchObject({ name: 'Rebouchor® Poudre', reference: 'ARD-REB-100' })
    expect(first?.medias.find((m) => m.title === 'FICHES_QCE')?.url).toMatch(/\.pdf$/)
  })

  it('searches the plan asked for: a private-only product is not suggested to professionals', async () => {
    const part = await ok<SuggestResponse>(`/suggest?${q({ text: 'rebouchor temoin', saleplan_id: plans.part, language: 'fr' })}`)
    expect(group(part, 'products')?.items[0]?.name).toBe('Rebouchor Témoin')
    expect(group(part, 'products')?.items[0]?.href).toBe('/fr/enduit-particuliers/produit/rebouchor-temoin')
    const pro = await ok<SuggestResponse>(`/suggest?${q({ text: 'rebouchor temoin', saleplan_id: plans.pro })}`)
    expect(group(pro, 'products')?.items.map((i) => i.name)).not.toContain('Rebouchor Témoin')
  })

  it('refuses bad input with 400 and a French message', async () => {
    const short = await fails(`/suggest?${q({ text: 're' })}`)
    expect(short.status).toBe(400)
    expect(short.body).toMatchObject({
      status: 'bad_request',
      errors: [{ path: 'text', message: 'Le texte de recherche doit faire au moins 3 caractères' }],
    })
    const missing = await fails('/suggest')
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Paramètre invalide : text')
    const type = await fails(`/suggest?${q({ text: 'enduit', type: 'videos' })}`)
    expect(type.status).toBe(400)
    expect(JSON.stringify(type.body)).toContain('Type attendu')
    const lang = await fails(`/suggest?${q({ text: 'enduit', lang: 'fr', language: 'en' })}`)
    expect(lang.status).toBe(400)
    expect(JSON.stringify(lang.body)).toContain('se contredisent')
    const plan = await fails(`/suggest?${q({ text: 'enduit', saleplan_id: 999 })}`)
    expect(plan.status).toBe(400)
  })
})

describe('GET /search', () => {
  it('pages one group and gives every group’s total', async () => {
    const first = await ok<SearchResponse>(`/search?${q({ text: 'enduit', perPage: 5 })}`)
    expect(first.data).toMatchObject({ type: 'products', page: 1, perPage: 5 })
    expect(first.data.items).toHaveLength(5)
    expect(first.data.totals.products).toBe(first.data.total)
    const second = await ok<SearchResponse>(`/search?${q({ text: 'enduit', perPage: 5, page: 2 })}`)
    expect(second.data.items.map((i) => i.id)).not.toEqual(first.data.items.map((i) => i.id))
    const pages = await ok<SearchResponse>(`/search?${q({ text: 'lisser', type: 'pages' })}`)
    expect(pages.data.items.length).toBeGreaterThan(0)
    expect(pages.data.items.every((i) => typeof i.title === 'string')).toBe(true)
    const bad = await fails(`/search?${q({ text: 'enduit', perPage: 0 })}`)
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('perPage doit valoir 1 ou plus')
  })
})

describe('freshness', () => {
  it('a product renamed in the back office is found under its new name', async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'products', where: { reference: { equals: 'ARD-DEC-830' } }, locale: 'fr', limit: 1 })
    const product = docs[0]
    expect(product).toBeDefined()
    if (!product) return
    const before = await ok<SuggestResponse>(`/suggest?${q({ text: 'Zellige' })}`)
    expect(group(before, 'products')?.total).toBe(0)
    await payload.update({ collection: 'products', id: product.id, locale: 'fr', data: { name: 'Décoralis Zellige Tadelakt' } })
    try {
      const after = await ok<SuggestResponse>(`/suggest?${q({ text: 'Zellige' })}`)
      expect(group(after, 'products')?.items[0]?.name).toBe('Décoralis Zellige Tadelakt')
    } finally {
      await payload.update({ collection: 'products', id: product.id, locale: 'fr', data: { name: product.name } })
    }
  })
})

describe('POST /wishlist/send', () => {
  let peer = 0
  const post = (body: unknown, options: { query?: string; address?: string } = {}) =>
    api(`http://localhost:3000/api/v1/wishlist/send${options.query ?? ''}`, {
      method: 'POST',
      // Each call from its own client address unless told: the per-address limit is tested apart.
      headers: { 'Content-Type': 'application/json', [PEER_HEADER]: options.address ?? `198.51.100.${(peer++ % 250) + 1}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const twoProducts = async () => (await ok<SearchResponse>(`/search?${q({ text: 'lissafin', perPage: 2 })}`)).data.items

  it('sends the products with their links to each recipient, one mail each, with the short note', async () => {
    const items = await twoProducts()
    const since = new Date().toISOString()
    const recipients = ['camille.artisan@example.org', 'Bureau.Etudes@example.org']
    const response = await post({
      email: recipients.join(', '),
      products: items.map((i) => i.id),
      saleplan_id: plans.pro,
      message: 'Pour le chantier de la rue Voltaire',
      captcha: await solvedCaptcha(),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: { sent: true, count: 2 } })
    for (const recipient of recipients.map((r) => r.toLowerCase())) {
      const mail = await waitForMail((m) => m.to.includes(recipient), { since })
      expect(mail.to).not.toContain(recipient === 'camille.artisan@example.org' ? 'bureau.etudes' : 'camille.artisan')
      expect(mail.text).toContain('Note de l’expéditeur : « Pour le chantier de la rue Voltaire »')
      for (const item of items) {
        expect(mail.text).toContain(item.name ?? '')
        expect(mail.html).toContain(item.href)
      }
    }
  })

  it('needs the captcha, 3 recipients at most and a short note without links, in French', async () => {
    const ids = (await twoProducts()).map((i) => i.id)
    const noCaptcha = await post({ email: 'a@example.org', products: ids })
    expect(noCaptcha.status).toBe(400)
    expect(((await noCaptcha.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('captcha')
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ email: 'a@x.org, b@x.org, c@x.org, d@x.org' }, 'email', WISHLIST_MESSAGES.tooManyRecipients],
      [{ email: 'a@x.org', message: 'Promo sur https://promo.example' }, 'message', WISHLIST_MESSAGES.noteLink],
      [{ email: 'a@x.org', message: 'Écrivez à vente@promo.example' }, 'message', WISHLIST_MESSAGES.noteLink],
      [{ email: 'a@x.org', message: 'x'.repeat(301) }, 'message', WISHLIST_MESSAGES.noteTooLong],
    ]
    for (const [fields, path, message] of refusals) {
      const response = await post({ products: ids, captcha: await solvedCaptcha(), ...fields })
      expect(response.status, message).toBe(400)
      expect(((await response.json()) as { errors: unknown[] }).errors).toContainEqual({ path, message })
    }
  })

  it('sends a recipient 3 lists a day at most, and one address 10 sends an hour', async () => {
    const ids = (await twoProducts()).map((i) => i.id)
    const recipient = `limite.${Date.now()}@example.org`
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const response = await post({ email: recipient, products: ids, captcha: await solvedCaptcha() })
      statuses.push(response.status)
      if (response.status === 429) {
        expect(((await response.json()) as { message: string }).message).toBe(WISHLIST_MESSAGES.recipientLimit)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429])

    // A forged X-Forwarded-For does not give a new budget: the address is the connection's.
    const address = '203.0.113.77'
    const answers: number[] = []
    for (let i = 0; i < 11; i++) {
      const response = await post(
        { email: `quota.${i}.${Date.now()}@example.org`, products: ids, captcha: await solvedCaptcha() },
        { address },
      )
      answers.push(response.status)
    }
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true)
    expect(answers[10]).toBe(429)
  })

  it('refuses bad input with 400 and French messages', async () => {
    const invalid = await post({ email: 'pas-une-adresse', products: [] })
    expect(invalid.status).toBe(400)
    const body = (await invalid.json()) as { errors: { path: string; message: string }[] }
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Veuillez renseigner une adresse mail valide.' },
        { path: 'products', message: 'Votre liste de favoris est vide.' },
      ]),
    )
    const json = await post('{pas du json')
    expect(json.status).toBe(400)
    expect(((await json.json()) as { message: string }).message).toBe('Corps de requête JSON invalide')
    const unknown = await post({ email: 'a@example.org', products: [999999] })
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(await unknown.json())).toContain('Produits inconnus')
  })
})
