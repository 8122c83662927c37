/**
 * The account endpoints that came after the first ones (issue 18, decision 085): the
 * verification e-mail sent again, the change of e-mail address through a link mailed to the
 * new address, the account's project tags, and the favourites e-mail to the account's own
 * address. Through the real v1 handlers and the local SMTP catcher.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { payloadClient } from '../../src/data/payload'
import { TAG_MESSAGES } from '../../src/domain/account/schemas'
import { ACCOUNT_MESSAGES } from '../../src/server/account/service'
import { PEER_HEADER } from '../../src/server/http/client-address'
import { WISHLIST_EMPTY, WISHLIST_SENT } from '../../src/server/mail/wishlist'
import { listMails, waitForMail } from '../support/mailbox'
import { api } from './support/api'
import { ORIGIN } from './support/in-process-fetch'

let payload: Payload
const PASSWORD = 'Enduit-Lisse-2026'
let peer = 0

interface Body {
  data?: Record<string, unknown>
  message?: string
  status?: string
  errors?: { path: string; message: string }[]
}

interface Answer<T> {
  status: number
  body: T
  headers: Headers
}

/** A call from its own client address (so that the rate limits of one test do not touch another). */
async function call<T = Body>(
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; address?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { [PEER_HEADER]: options.address ?? `192.0.2.${(peer++ % 250) + 1}` }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.cookie) headers.cookie = options.cookie
  const response = await api(`${ORIGIN}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return { status: response.status, body: (await response.json()) as T, headers: response.headers }
}

function tokenIn(html: string): string {
  const match = /jeton=([^"&<\s]+)/.exec(html)
  if (!match?.[1]) throw new Error('no token in the mail')
  return decodeURIComponent(match[1])
}

const emails: string[] = []

async function customer(email: string, options: { verified?: boolean; audience?: 'pro' | 'part' } = {}): Promise<number> {
  emails.push(email)
  const doc = await payload.create({
    collection: 'customers',
    data: {
      email,
      password: PASSWORD,
      audience: options.audience ?? 'part',
      lastname: 'Essai',
      firstname: 'Compte',
      _verified: options.verified ?? true,
    },
    disableVerificationEmail: true,
  })
  return doc.id
}

async function loginCookie(email: string, password = PASSWORD): Promise<string> {
  const answer = await call('POST', '/account/login', { body: { email, password } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return (answer.headers.get('set-cookie') ?? '').split(';')[0] as string
}

/** Mails received since `since` for this address. */
async function mailsTo(address: string, since: string) {
  return (await listMails()).filter((m) => m.receivedAt >= since && m.to.includes(address))
}

beforeAll(async () => {
  payload = await payloadClient()
})

afterAll(async () => {
  await payload.delete({ collection: 'customers', where: { email: { in: emails } } }).catch(() => undefined)
})

describe('POST /account/resend-verification', () => {
  const waiting = 'attente.confirmation@exemple.fr'
  const confirmed = 'deja.confirme@exemple.fr'
  beforeAll(async () => {
    await customer(waiting, { verified: false })
    await customer(confirmed)
  })

  it('answers the same for any address, and mails the link only to an account waiting for it', async () => {
    const since = new Date().toISOString()
    const unknown = await call('POST', '/account/resend-verification', { body: { email: 'personne.ici@exemple.fr' } })
    const known = await call('POST', '/account/resend-verification', { body: { email: confirmed } })
    const pending = await call('POST', '/account/resend-verification', { body: { email: waiting.toUpperCase() } })
    expect([unknown.status, known.status, pending.status]).toEqual([200, 200, 200])
    expect(known.body).toEqual(unknown.body)
    expect(pending.body).toEqual(unknown.body)
    expect(pending.body).toEqual({ data: { message: ACCOUNT_MESSAGES.verificationResent } })

    const mail = await waitForMail((m) => m.to.includes(waiting), { since })
    expect(mail.html).toContain('/fr/enduit-particuliers/verification-email?jeton=')
    expect(mail.html).not.toContain('/admin')
    // Sent in order: had the others been mailed, they would be in the catcher by now.
    expect(await mailsTo(confirmed, since)).toEqual([])
    expect(await mailsTo('personne.ici@exemple.fr', since)).toEqual([])

    expect((await call('POST', '/account/login', { body: { email: waiting, password: PASSWORD } })).status).toBe(403)
    const verified = await call('POST', '/account/verify', { body: { token: tokenIn(mail.html) } })
    expect(verified.status).toBe(200)
    expect(verified.body.data).toEqual({ message: ACCOUNT_MESSAGES.emailVerified, kind: 'signup' })
    await loginCookie(waiting)
  })

  it('refuses a bad address with a French message', async () => {
    const bad = await call('POST', '/account/resend-verification', { body: { email: 'pas-une-adresse' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.[0]?.path).toBe('email')
  })

  it('is limited per account and per client address: 429 with a French message', async () => {
    const email = 'limite.renvoi@exemple.fr'
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await call('POST', '/account/resend-verification', { body: { email } })).status)
    expect(statuses).toEqual([200, 200, 200, 429])

    const address = '203.0.113.91'
    let last: Answer<Body> | null = null
    for (let i = 0; i < 6; i++)
      last = await call('POST', '/account/resend-verification', { body: { email: `renvoi.${i}@exemple.fr` }, address })
    expect(last?.status).toBe(429)
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(last?.body.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/)
  })
})

describe('POST /account/email', () => {
  const current = 'adresse.actuelle@exemple.fr'
  const other = 'adresse.prise@exemple.fr'
  const fresh = 'adresse.nouvelle@exemple.fr'
  let id: number
  beforeAll(async () => {
    id = await customer(current)
    await customer(other)
    emails.push(fresh, 'adresse.expiree@exemple.fr')
  })

  it('asks the current password, refuses a taken address, and changes nothing before the link', async () => {
    const cookie = await loginCookie(current)
    expect((await call('POST', '/account/email', { body: { email: fresh, currentPassword: PASSWORD } })).status).toBe(401)

    const wrong = await call('POST', '/account/email', { cookie, body: { email: fresh, currentPassword: 'Pas-Le-Bon-1' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.wrongCurrentPassword)
    expect(wrong.body.errors).toEqual([{ path: 'currentPassword', message: ACCOUNT_MESSAGES.wrongCurrentPassword }])

    const taken = await call('POST', '/account/email', { cookie, body: { email: other.toUpperCase(), currentPassword: PASSWORD } })
    expect(taken.status).toBe(400)
    expect(taken.body.message).toBe(ACCOUNT_MESSAGES.emailUnavailable)
    const same = await call('POST', '/account/email', { cookie, body: { email: current, currentPassword: PASSWORD } })
    expect(same.status).toBe(400)
    expect(same.body.message).toBe(ACCOUNT_MESSAGES.sameEmail)
    const invalid = await call('POST', '/account/email', { cookie, body: { email: 'nulle-part', currentPassword: PASSWORD } })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors?.[0]?.path).toBe('email')

    // The password checks open no session that would stay on the account.
    const sessions = (await payload.findByID({ collection: 'customers', id, depth: 0, showHiddenFields: true })).sessions ?? []
    expect(sessions).toHaveLength(1)
  })

  it('mails the link to the new address and a notice to the current one; the link switches the address once', async () => {
    const cookie = await loginCookie(current)
    const since = new Date().toISOString()
    const asked = await call('POST', '/account/email', { cookie, body: { email: fresh, currentPassword: PASSWORD } })
    expect(asked.status).toBe(200)
    expect(asked.body).toEqual({
      data: {
        message:
          'Un courriel de confirmation vient d’être envoyé à votre nouvelle adresse : votre adresse ne change qu’après avoir suivi son lien.',
      },
    })
    const link = await waitForMail((m) => m.to.includes(fresh), { since })
    expect(link.html).toContain('/fr/enduit-particuliers/verification-email?jeton=')
    const notice = await waitForMail((m) => m.to.includes(current), { since })
    expect(notice.subject).toContain('changement d’adresse mail demandé')
    expect(notice.text).toContain(fresh)
    expect(notice.text).not.toContain('jeton=')

    // Nothing changes before the link: the old address still signs in, the new one is pending.
    const me = await call('GET', '/account/me', { cookie })
    expect(me.body.data).toMatchObject({ email: current, pendingEmail: fresh })
    expect(JSON.stringify(me.body)).not.toContain('pendingEmailToken')
    const stored = await payload.findByID({ collection: 'customers', id, depth: 0, showHiddenFields: true })
    expect(stored.pendingEmailToken).toMatch(/^[0-9a-f]{64}$/)
    expect(link.html).not.toContain(stored.pendingEmailToken as string)

    const token = tokenIn(link.html)
    const confirmed = await call('POST', '/account/verify', { body: { token } })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data).toEqual({ message: ACCOUNT_MESSAGES.emailChanged, kind: 'emailChange' })
    const again = await call('POST', '/account/verify', { body: { token } })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.badVerifyLink)

    const old = await call('POST', '/account/login', { body: { email: current, password: PASSWORD } })
    expect(old.status).toBe(401)
    const renewed = await loginCookie(fresh)
    expect((await call('GET', '/account/me', { cookie: renewed })).body.data).toMatchObject({ email: fresh, pendingEmail: null })
    const after = await payload.findByID({ collection: 'customers', id, depth: 0, showHiddenFields: true })
    expect([after.pendingEmail, after.pendingEmailToken, after.pendingEmailExpiresAt]).toEqual([null, null, null])
  })

  it('refuses a link older than 24 hours', async () => {
    const cookie = await loginCookie(fresh)
    const since = new Date().toISOString()
    const late = 'adresse.expiree@exemple.fr'
    expect((await call('POST', '/account/email', { cookie, body: { email: late, currentPassword: PASSWORD } })).status).toBe(200)
    const token = tokenIn((await waitForMail((m) => m.to.includes(late), { since })).html)
    await payload.db.updateOne({
      collection: 'customers',
      id,
      data: { pendingEmailExpiresAt: new Date(Date.now() - 1000).toISOString() },
      returning: false,
    })
    const expired = await call('POST', '/account/verify', { body: { token } })
    expect(expired.status).toBe(400)
    expect(expired.body.message).toBe(ACCOUNT_MESSAGES.badVerifyLink)
    expect((await payload.findByID({ collection: 'customers', id, depth: 0 })).email).toBe(fresh)
  })

  it('refuses the change when another account took the address before the link was followed', async () => {
    const cookie = await loginCookie(fresh)
    const since = new Date().toISOString()
    const wanted = 'adresse.convoitee@exemple.fr'
    expect((await call('POST', '/account/email', { cookie, body: { email: wanted, currentPassword: PASSWORD } })).status).toBe(200)
    const token = tokenIn((await waitForMail((m) => m.to.includes(wanted), { since })).html)
    await customer(wanted)
    const refused = await call('POST', '/account/verify', { body: { token } })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.emailUnavailable)
    expect((await payload.findByID({ collection: 'customers', id, depth: 0 })).email).toBe(fresh)
  })

  it('lets no customer write the address or the pending fields through Payload', async () => {
    const user = { ...(await payload.findByID({ collection: 'customers', id, depth: 0 })), collection: 'customers' as const }
    await payload.update({
      collection: 'customers',
      id,
      overrideAccess: false,
      user,
      data: { email: 'pirate@exemple.fr', pendingEmail: 'pirate@exemple.fr', pendingEmailToken: 'x', firstname: 'Camille' },
    })
    const stored = await payload.findByID({ collection: 'customers', id, depth: 0, showHiddenFields: true })
    expect(stored).toMatchObject({ email: fresh, firstname: 'Camille', pendingEmail: null, pendingEmailToken: null })
  })
})

describe('the current password asked again', () => {
  it('allows 5 wrong ones every 15 minutes per account, the right one giving the checks back', async () => {
    const email = `mot.de.passe.actuel.${Date.now()}@exemple.fr`
    await customer(email)
    const cookie = await loginCookie(email)
    const wrong = () =>
      call('POST', '/account/password', {
        cookie,
        body: { currentPassword: 'Pas-Le-Bon-1', password: 'Nouveau-Mot-2026!', passwordConfirmation: 'Nouveau-Mot-2026!' },
      })
    for (let i = 0; i < 4; i++) expect((await wrong()).status).toBe(400)
    // The right one in between: the wrong ones count again from zero.
    const right = await call('POST', '/account/email', { cookie, body: { email, currentPassword: PASSWORD } })
    expect(right.body.message).toBe(ACCOUNT_MESSAGES.sameEmail)
    for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(400)
    const stopped = await wrong()
    expect(stopped.status).toBe(429)
    expect(stopped.body.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/)
  })
})

describe('GET and PUT /account/tags', () => {
  const owner = 'etiquettes.cliente@exemple.fr'
  const stranger = 'etiquettes.autre@exemple.fr'
  beforeAll(async () => {
    await customer(owner)
    await customer(stranger)
  })

  it('reads and replaces only the caller’s project tags, trimmed and without duplicates', async () => {
    const mine = await loginCookie(owner)
    const theirs = await loginCookie(stranger)
    expect((await call('GET', '/account/tags')).status).toBe(401)
    expect((await call('PUT', '/account/tags', { body: { tags: ['x'] } })).status).toBe(401)
    expect((await call('GET', '/account/tags', { cookie: mine })).body).toEqual({ data: { tags: [] } })

    const saved = await call('PUT', '/account/tags', {
      cookie: mine,
      body: { tags: ['  Salle de bain ', 'Cuisine', 'SALLE DE BAIN', 'cuisine'] },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ data: { message: ACCOUNT_MESSAGES.tagsSaved, tags: ['Salle de bain', 'Cuisine'] } })
    expect((await call('GET', '/account/tags', { cookie: mine })).body).toEqual({ data: { tags: ['Salle de bain', 'Cuisine'] } })
    expect((await call('GET', '/account/me', { cookie: mine })).body.data?.tags).toEqual(['Salle de bain', 'Cuisine'])

    expect((await call('GET', '/account/tags', { cookie: theirs })).body).toEqual({ data: { tags: [] } })
    await call('PUT', '/account/tags', { cookie: theirs, body: { tags: ['Garage'] } })
    expect((await call('GET', '/account/tags', { cookie: mine })).body).toEqual({ data: { tags: ['Salle de bain', 'Cuisine'] } })

    expect((await call('PUT', '/account/tags', { cookie: mine, body: { tags: [] } })).body.data?.tags).toEqual([])
  })

  it('refuses bad lists with French messages and keeps the saved tags', async () => {
    const cookie = await loginCookie(owner)
    await call('PUT', '/account/tags', { cookie, body: { tags: ['Façade'] } })
    const message = async (body: unknown) => {
      const answer = await call('PUT', '/account/tags', { cookie, body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      return answer.body.errors?.map((e) => e.message)
    }
    const many = Array.from({ length: 31 }, (_, i) => `Chantier ${i}`)
    expect(await message({ tags: many })).toEqual([TAG_MESSAGES.tooMany])
    expect(await message({ tags: ['   '] })).toEqual([TAG_MESSAGES.empty])
    expect(await message({ tags: ['x'.repeat(41)] })).toEqual([TAG_MESSAGES.tooLong])
    expect(await message({ tags: [12] })).toEqual([TAG_MESSAGES.text])
    expect(await message({ tags: 'Façade' })).toEqual([TAG_MESSAGES.list])
    expect(await message({})).toEqual([TAG_MESSAGES.list])
    // 31 spellings of 30 tags: the limit counts distinct tags.
    const ok = await call('PUT', '/account/tags', { cookie, body: { tags: [...many.slice(0, 30), 'chantier 0'] } })
    expect(ok.status).toBe(200)
    expect(ok.body.data?.tags).toHaveLength(30)
    expect(await message({ tags: ['y'.repeat(41)] })).toEqual([TAG_MESSAGES.tooLong])
    expect((await call('GET', '/account/tags', { cookie })).body.data?.tags).toHaveLength(30)
  })
})

describe('POST /account/wishlist', () => {
  const email = 'favoris.cliente@exemple.fr'
  const empty = 'favoris.vides@exemple.fr'
  let products: { id: number; name: string }[]
  beforeAll(async () => {
    await customer(email)
    await customer(empty)
    const found = await payload.find({
      collection: 'products',
      where: { targets: { contains: 'part' } },
      overrideAccess: false,
      limit: 3,
      depth: 0,
      locale: 'fr',
      sort: 'id',
    })
    products = found.docs.map((p) => ({ id: p.id, name: p.name }))
    expect(products).toHaveLength(3)
  })

  it('mails the account’s favourites to its own address, with the product names and links', async () => {
    const cookie = await loginCookie(email)
    const [first, second, third] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]]
    await call('PUT', '/account/favourites', { cookie, body: { favourites: [first.id, second.id, 999_999] } })
    const since = new Date().toISOString()
    const sent = await call('POST', '/account/wishlist', { cookie })
    expect(sent.status).toBe(200)
    expect(sent.body).toEqual({ data: { message: WISHLIST_SENT, count: 2 } })
    expect(WISHLIST_SENT).toBe('Votre liste de favoris vous a été envoyée par e-mail.')
    const mail = await waitForMail((m) => m.to.includes(email), { since })
    expect(mail.subject).toMatch(/^Ma liste de favoris /)
    expect(mail.text).toContain(first.name)
    expect(mail.text).toContain(second.name)
    expect(mail.text).not.toContain(third.name)
    expect(mail.html).toContain('/fr/enduit-particuliers/')

    const since2 = new Date().toISOString()
    const given = await call('POST', '/account/wishlist', { cookie, body: { favourites: [third.id] } })
    expect(given.body).toEqual({ data: { message: WISHLIST_SENT, count: 1 } })
    const mail2 = await waitForMail((m) => m.to.includes(email), { since: since2 })
    expect(mail2.text).toContain(third.name)
    expect(mail2.text).not.toContain(first.name)
  })

  it('refuses an empty list, a bad body and a visitor', async () => {
    const cookie = await loginCookie(empty)
    const none = await call('POST', '/account/wishlist', { cookie })
    expect(none.status).toBe(400)
    expect(none.body.message).toBe(WISHLIST_EMPTY)
    expect((await call('POST', '/account/wishlist', { cookie, body: { favourites: [] } })).body.message).toBe(WISHLIST_EMPTY)
    expect((await call('POST', '/account/wishlist', { cookie, body: { favourites: ['x'] } })).status).toBe(400)
    const visitor = await call('POST', '/account/wishlist', { body: { favourites: [1] } })
    expect(visitor.status).toBe(401)
    expect(visitor.body.message).toBe('Vous devez être connecté pour accéder à ce contenu.')
  })

  it('sends 5 an hour per account, then 429', async () => {
    const cookie = await loginCookie(email)
    const statuses = []
    // Two were sent by the first test.
    for (let i = 0; i < 4; i++) statuses.push((await call('POST', '/account/wishlist', { cookie })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
