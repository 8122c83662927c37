/**
 * Customer accounts through the real v1 handlers (issue 18): verification before the first
 * login, one answer for wrong credentials, sessions ended on the server, single-use reset
 * links that expire, lockout, rate limits, and addresses only their owner sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { payloadClient } from '../../src/data/payload'
import { MISSING_CREDENTIALS } from '../../src/domain/account/schemas'
import { ACCOUNT_MESSAGES, LOGIN_PAIR_BUDGET } from '../../src/server/account/service'
import { PEER_HEADER } from '../../src/server/http/client-address'
import { waitForMail } from '../support/mailbox'
import { api } from './support/api'
import { solvedCaptcha } from './support/forms'
import { ORIGIN } from './support/in-process-fetch'

let payload: Payload
const PASSWORD = 'Enduit-Lisse-2026'
let peer = 0

interface Answer<T> {
  status: number
  body: T
  headers: Headers
}

/** A call from its own client address (so that the rate limits of one test do not touch another). */
async function call<T = { data?: Record<string, unknown>; message?: string; status?: string }>(
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; address?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { [PEER_HEADER]: options.address ?? `198.51.100.${(peer++ % 250) + 1}` }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.cookie) headers.cookie = options.cookie
  const response = await api(`${ORIGIN}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return { status: response.status, body: (await response.json()) as T, headers: response.headers }
}

function sessionOf(answer: Answer<unknown>): string {
  const cookie = answer.headers.get('set-cookie') ?? ''
  expect(cookie).toMatch(/^ardalis_client=[^;]+;/)
  expect(cookie).toContain('HttpOnly')
  expect(cookie).toContain('SameSite=Lax')
  return cookie.split(';')[0] as string
}

function tokenIn(html: string): string {
  const match = /jeton=([^"&<\s]+)/.exec(html)
  if (!match?.[1]) throw new Error('no token in the mail')
  return decodeURIComponent(match[1])
}

const signupBody = async (email: string, extra: Record<string, unknown> = {}) => ({
  audience: 'part',
  civility: 'mme',
  lastname: 'Morel',
  firstname: 'Inès',
  phone: '06 98 76 54 32',
  email,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  terms: true,
  captcha: await solvedCaptcha(),
  ...extra,
})

const emails: string[] = []

async function verifiedCustomer(email: string): Promise<void> {
  emails.push(email)
  await payload.create({
    collection: 'customers',
    data: { email, password: PASSWORD, audience: 'part', lastname: 'Essai', firstname: 'Compte', _verified: true },
    disableVerificationEmail: true,
  })
}

async function loginCookie(email: string, password = PASSWORD): Promise<string> {
  const answer = await call('POST', '/account/login', { body: { email, password } })
  expect(answer.status).toBe(200)
  return sessionOf(answer)
}

beforeAll(async () => {
  payload = await payloadClient()
})

afterAll(async () => {
  await payload.delete({ collection: 'customers', where: { email: { in: emails } } }).catch(() => undefined)
})

describe('signup and verification', () => {
  const email = 'ines.morel@exemple.fr'

  it('creates the account, mails a link to the site’s own page, and asks for it before the first login', async () => {
    emails.push(email)
    const since = new Date().toISOString()
    const signup = await call('POST', '/account/signup', { body: await signupBody(email) })
    expect(signup.status).toBe(201)
    expect(signup.body.data?.message).toBe(ACCOUNT_MESSAGES.signedUp)

    const mail = await waitForMail((m) => m.to.includes(email), { since })
    expect(mail.html).toContain('/fr/enduit-particuliers/verification-email?jeton=')
    expect(mail.html).not.toContain('/admin')

    const early = await call('POST', '/account/login', { body: { email, password: PASSWORD } })
    expect(early.status).toBe(403)
    expect(early.body.message).toBe(ACCOUNT_MESSAGES.unverified)

    const token = tokenIn(mail.html)
    expect((await call('POST', '/account/verify', { body: { token } })).status).toBe(200)
    const again = await call('POST', '/account/verify', { body: { token } })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.badVerifyLink)

    const cookie = await loginCookie(email)
    const me = await call('GET', '/account/me', { cookie })
    expect(me.status).toBe(200)
    expect(me.body.data).toMatchObject({ email, firstname: 'Inès', audience: 'part', proStatus: null })
    expect(JSON.stringify(me.body)).not.toMatch(/hash|salt|sessions|password/i)
  })

  it('answers a second signup with the same address as the first, and tells the owner instead', async () => {
    const since = new Date().toISOString()
    // Whoever signs up again types their own names and audience: none of it may reach the owner's mailbox.
    const again = await call('POST', '/account/signup', {
      body: await signupBody(email.toUpperCase(), {
        audience: 'pro',
        firstname: 'Max',
        lastname: 'Appelez le 08 99 00 00 00',
        company: 'Société Piège',
        function: 'Escroc',
        siret: '73282932000074',
      }),
    })
    expect(again.body).toEqual({ data: { message: ACCOUNT_MESSAGES.signedUp } })
    expect(again.status).toBe(201)
    expect(again.body.data?.message).toBe(ACCOUNT_MESSAGES.signedUp)
    const mail = await waitForMail((m) => m.to.includes(email) && /déjà un compte/.test(m.subject), { since })
    // The owner is greeted with the first name of their own account, and their own links (particuliers).
    expect(mail.text).toContain('Bonjour Inès,')
    expect(mail.html).toContain('Bonjour Inès,')
    for (const typed of ['Max', '08 99', 'Piège', 'Escroc']) {
      expect(mail.text).not.toContain(typed)
      expect(mail.html).not.toContain(typed)
    }
    expect(mail.text).toContain('/fr/enduit-particuliers/connexion')
    expect(mail.text).not.toContain('/fr/enduit-professionnels/')
    expect((await payload.count({ collection: 'customers', where: { email: { equals: email } } })).totalDocs).toBe(1)
  })

  it('refuses a weak or common password, a bad SIRET and a missing captcha with French messages', async () => {
    const weak = await call('POST', '/account/signup', {
      body: await signupBody('faible@exemple.fr', { password: 'abcdefgh', passwordConfirmation: 'abcdefgh' }),
    })
    expect(weak.status).toBe(400)
    const common = await call('POST', '/account/signup', {
      body: await signupBody('courant@exemple.fr', { password: 'Password1', passwordConfirmation: 'Password1' }),
    })
    expect(common.status).toBe(400)
    expect(common.body.message).toBe('Ce mot de passe fait partie des plus courants : choisissez-en un autre.')
    const pro = await call('POST', '/account/signup', {
      body: await signupBody('pro@exemple.fr', { audience: 'pro', company: 'Plâtrerie Morel', function: 'Gérante', siret: '123' }),
    })
    expect(pro.status).toBe(400)
    expect(JSON.stringify(pro.body)).toContain('Le numéro siret n’est pas valide')
    const noCaptcha = await call('POST', '/account/signup', { body: { ...(await signupBody('robot@exemple.fr')), captcha: 'x' } })
    expect(noCaptcha.status).toBe(400)
    expect(
      (
        await payload.count({
          collection: 'customers',
          where: { email: { in: ['faible@exemple.fr', 'courant@exemple.fr', 'pro@exemple.fr', 'robot@exemple.fr'] } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('login and sessions', () => {
  const email = 'session.cliente@exemple.fr'
  beforeAll(() => verifiedCustomer(email))

  it('gives one message for an empty field, and one for a wrong password or an unknown account', async () => {
    const empty = await call('POST', '/account/login', { body: { email, password: '' } })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toContain('password')
    expect(JSON.stringify(empty.body)).toContain(MISSING_CREDENTIALS)
    const wrong = await call('POST', '/account/login', { body: { email, password: 'Pas-Le-Bon-1' } })
    const unknown = await call('POST', '/account/login', { body: { email: 'personne@exemple.fr', password: 'Pas-Le-Bon-1' } })
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.invalidLogin)
  })

  it('ends the session on the server at logout, and every session with "everywhere"', async () => {
    const first = await loginCookie(email)
    const second = await loginCookie(email)
    expect(first).not.toBe(second)
    expect((await call('POST', '/account/logout', { cookie: first })).status).toBe(200)
    expect((await call('GET', '/account/me', { cookie: first })).status).toBe(401)
    expect((await call('GET', '/account/me', { cookie: second })).status).toBe(200)
    const third = await loginCookie(email)
    expect((await call('POST', '/account/logout?everywhere=true', { cookie: third })).status).toBe(200)
    expect((await call('GET', '/account/me', { cookie: second })).status).toBe(401)
  })

  it('answers 401 with a French message to a missing or forged session', async () => {
    const none = await call('GET', '/account/me')
    expect(none.status).toBe(401)
    expect(none.body).toEqual({ status: 'unauthorized', message: 'Vous devez être connecté pour accéder à ce contenu.' })
    expect((await call('GET', '/account/me', { cookie: 'ardalis_client=forged.token.value' })).status).toBe(401)
  })

  it('stops an address after five failures on an account, while the customer still signs in from elsewhere', async () => {
    const locked = 'verrou.cliente@exemple.fr'
    await verifiedCustomer(locked)
    const address = '203.0.113.70'
    for (let i = 0; i < LOGIN_PAIR_BUDGET.points; i++)
      expect((await call('POST', '/account/login', { body: { email: locked, password: `Mauvais-${i}-Essai` }, address })).status).toBe(401)
    const stopped = await call('POST', '/account/login', { body: { email: locked, password: PASSWORD }, address })
    expect(stopped.status).toBe(429)
    expect(stopped.body.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/)
    // No lock of the account itself: the customer's own address signs in, with no word of a lock.
    const own = await call('POST', '/account/login', { body: { email: locked, password: PASSWORD }, address: '198.51.100.240' })
    expect(own.status).toBe(200)
  })

  it('checks at most the pair’s budget of concurrent wrong passwords', async () => {
    const target = 'concurrence.cliente@exemple.fr'
    await verifiedCustomer(target)
    const address = '203.0.113.71'
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        call('POST', '/account/login', { body: { email: target, password: `Faux-${i}-Essai` }, address }),
      ),
    )
    expect(answers.filter((a) => a.status === 401)).toHaveLength(LOGIN_PAIR_BUDGET.points)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9 - LOGIN_PAIR_BUDGET.points)
  })

  it('limits logins per client address: 429 with Retry-After and a French message', async () => {
    const address = '203.0.113.77'
    const statuses: number[] = []
    let last: Answer<{ message?: string }> | null = null
    for (let i = 0; i < 11; i++) {
      // Another account each time: the address's own limit, not the pair's.
      last = await call('POST', '/account/login', { body: { email: `personne.${i}@exemple.fr`, password: 'Pas-Le-Bon-1' }, address })
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(last?.body.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/)
  })
})

describe('password reset', () => {
  const email = 'oubli.cliente@exemple.fr'
  beforeAll(() => verifiedCustomer(email))

  it('answers the same whether the address has an account, with a single-use link that ends the sessions', async () => {
    const session = await loginCookie(email)
    const since = new Date().toISOString()
    const known = await call('POST', '/account/forgot-password', { body: { email } })
    const unknown = await call('POST', '/account/forgot-password', { body: { email: 'inconnu@exemple.fr' } })
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(known.body).toEqual(unknown.body)
    expect(known.body.data?.message).toBe(ACCOUNT_MESSAGES.passwordMailSent)

    const mail = await waitForMail((m) => m.to.includes(email), { since })
    expect(mail.html).toContain('/fr/enduit-particuliers/nouveau-mot-de-passe?jeton=')
    const token = tokenIn(mail.html)
    const fresh = 'Crépi-Taloché-2027'
    const reset = await call('POST', '/account/reset-password', { body: { token, password: fresh, passwordConfirmation: fresh } })
    expect(reset.status).toBe(200)
    expect(reset.body.data?.message).toBe(ACCOUNT_MESSAGES.passwordChanged)
    expect((await call('GET', '/account/me', { cookie: session })).status).toBe(401)

    const reused = await call('POST', '/account/reset-password', {
      body: { token, password: 'Autre-Mot-2028', passwordConfirmation: 'Autre-Mot-2028' },
    })
    expect(reused.status).toBe(400)
    expect(reused.body.message).toBe(ACCOUNT_MESSAGES.badResetLink)
    expect((await call('POST', '/account/login', { body: { email, password: PASSWORD } })).status).toBe(401)
    await loginCookie(email, fresh)
  })

  it('refuses a link older than an hour', async () => {
    // Payload sends at most one reset e-mail per account every 15 s: the earlier request is made older.
    await payload.db.updateOne({
      collection: 'customers',
      where: { email: { equals: email } },
      data: { resetPasswordRequestedAt: null },
      returning: false,
    })
    const since = new Date().toISOString()
    const asked = await call('POST', '/account/forgot-password', { body: { email } })
    expect(asked.status).toBe(200)
    const token = tokenIn((await waitForMail((m) => m.to.includes(email), { since })).html)
    await payload.update({
      collection: 'customers',
      where: { email: { equals: email } },
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    const late = await call('POST', '/account/reset-password', {
      body: { token, password: 'Enduit-Tardif-2029', passwordConfirmation: 'Enduit-Tardif-2029' },
    })
    expect(late.status).toBe(400)
  })
})

describe('addresses', () => {
  const owner = 'adresses.cliente@exemple.fr'
  const stranger = 'adresses.autre@exemple.fr'
  const address = {
    label: 'Maison',
    civility: 'mme',
    lastname: 'Essai',
    firstname: 'Compte',
    address: '14 rue de la Paix',
    zipcode: '37000',
    city: 'Tours',
    country: 'FR',
    phone: '02 47 00 00 00',
  }
  beforeAll(async () => {
    await verifiedCustomer(owner)
    await verifiedCustomer(stranger)
  })

  it('lists, reads, changes and deletes only the owner’s addresses; another’s id is a 404', async () => {
    const mine = await loginCookie(owner)
    const theirs = await loginCookie(stranger)
    const home = await call<{ data: { address: { id: number } } }>('POST', '/address', {
      cookie: mine,
      body: { ...address, defaultDelivery: true },
    })
    expect(home.status).toBe(201)
    const site = await call<{ data: { address: { id: number } } }>('POST', '/address', {
      cookie: mine,
      body: { ...address, label: 'Chantier', defaultDelivery: true },
    })
    const list = await call<{ data: { items: { id: number; label: string; defaultDelivery: boolean }[]; total: number } }>(
      'GET',
      '/address',
      { cookie: mine },
    )
    expect(list.body.data.total).toBe(2)
    expect(list.body.data.items.filter((a) => a.defaultDelivery).map((a) => a.label)).toEqual(['Chantier'])

    const id = home.body.data.address.id
    expect((await call('GET', `/address/${id}`, { cookie: theirs })).status).toBe(404)
    expect((await call('PUT', `/address/${id}`, { cookie: theirs, body: address })).status).toBe(404)
    expect((await call('DELETE', `/address/${id}`, { cookie: theirs })).status).toBe(404)
    expect((await call<{ data: { total: number } }>('GET', '/address', { cookie: theirs })).body.data.total).toBe(0)
    expect((await call('GET', `/address/${id}`)).status).toBe(401)
    expect((await call('GET', '/address/abc', { cookie: mine })).status).toBe(404)

    const changed = await call<{ data: { address: { city: string } } }>('PUT', `/address/${id}`, {
      cookie: mine,
      body: { ...address, city: 'Blois', zipcode: '41000' },
    })
    expect(changed.body.data.address.city).toBe('Blois')
    const bad = await call('POST', '/address', { cookie: mine, body: { ...address, zipcode: '4100' } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('code postal')
    expect((await call('DELETE', `/address/${site.body.data.address.id}`, { cookie: mine })).status).toBe(200)
    expect((await call<{ data: { total: number } }>('GET', '/address', { cookie: mine })).body.data.total).toBe(1)
  })
})

describe('my account', () => {
  const email = 'compte.cliente@exemple.fr'
  beforeAll(() => verifiedCustomer(email))

  it('updates the profile, and refuses a bad phone without losing anything', async () => {
    const cookie = await loginCookie(email)
    const profile = {
      civility: 'mme',
      lastname: 'Essai',
      firstname: 'Camille',
      phone: '06 11 22 33 44',
      company: 'Atelier Camille',
      function: '',
    }
    const updated = await call('PUT', '/account/me', { cookie, body: profile })
    expect(updated.status).toBe(200)
    expect(updated.body.data?.message).toBe(ACCOUNT_MESSAGES.accountUpdated)
    const bad = await call('PUT', '/account/me', { cookie, body: { ...profile, phone: '12' } })
    expect(bad.status).toBe(400)
    expect((await call('GET', '/account/me', { cookie })).body.data).toMatchObject({
      firstname: 'Camille',
      phone: '06 11 22 33 44',
      company: 'Atelier Camille',
    })
  })

  it('changes the password only with the current one, and signs the other devices out', async () => {
    const other = await loginCookie(email)
    const cookie = await loginCookie(email)
    const fresh = 'Badigeon-Chaux-2030'
    const wrong = await call('POST', '/account/password', {
      cookie,
      body: { currentPassword: 'Pas-Le-Bon-1', password: fresh, passwordConfirmation: fresh },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.wrongCurrentPassword)
    const changed = await call('POST', '/account/password', {
      cookie,
      body: { currentPassword: PASSWORD, password: fresh, passwordConfirmation: fresh },
    })
    expect(changed.status).toBe(200)
    const renewed = sessionOf(changed)
    expect((await call('GET', '/account/me', { cookie: other })).status).toBe(401)
    expect((await call('GET', '/account/me', { cookie: renewed })).status).toBe(200)
    expect((await call('POST', '/account/login', { body: { email, password: PASSWORD } })).status).toBe(401)
    await loginCookie(email, fresh)
  })

  it('merges the device’s favourites into the account’s, without duplicates', async () => {
    const cookie = await loginCookie(email, 'Badigeon-Chaux-2030')
    expect(
      (await call<{ data: { favourites: number[] } }>('PUT', '/account/favourites', { cookie, body: { favourites: [4, 2] } })).body.data
        .favourites,
    ).toEqual([4, 2])
    const merged = await call<{ data: { favourites: number[] } }>('POST', '/account/favourites', { cookie, body: { favourites: [2, 9] } })
    expect(merged.body.data.favourites).toEqual([4, 2, 9])
    expect((await call('POST', '/account/favourites', { cookie, body: { favourites: ['x'] } })).status).toBe(400)
  })

  it('gives the customer’s data as a JSON file, then deletes the account and its addresses', async () => {
    const cookie = await loginCookie(email, 'Badigeon-Chaux-2030')
    await call('POST', '/address', {
      cookie,
      body: {
        label: 'Atelier',
        civility: 'mme',
        lastname: 'Essai',
        firstname: 'Camille',
        address: '2 quai Sud',
        zipcode: '33000',
        city: 'Bordeaux',
        country: 'FR',
        phone: '05 56 00 00 00',
      },
    })
    const response = await api(`${ORIGIN}/api/v1/account/export`, { headers: { cookie, [PEER_HEADER]: '198.51.100.250' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('attachment')
    const data = (await response.json()) as { account: { email: string }; addresses: { city: string }[] }
    expect(data.account.email).toBe(email)
    expect(data.addresses.map((a) => a.city)).toEqual(['Bordeaux'])
    expect(JSON.stringify(data)).not.toMatch(/hash|salt|sessions|"password/i)

    const deleted = await call('DELETE', '/account/me', { cookie })
    expect(deleted.status).toBe(200)
    expect(deleted.headers.get('set-cookie')).toContain('Max-Age=0')
    expect((await call('GET', '/account/me', { cookie })).status).toBe(401)
    expect((await payload.count({ collection: 'customers', where: { email: { equals: email } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'customer-addresses', where: { city: { equals: 'Bordeaux' } } })).totalDocs).toBe(0)
  })
})
