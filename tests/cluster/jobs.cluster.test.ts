/**
 * Queued jobs run once across instances (issue 21, decision 097): contact requests sent to
 * both instances queue their mails on each, both instances run the mail queue, and every
 * mail reaches the catcher exactly once. A solved captcha used on one instance is refused by
 * the other (decision 095).
 */
import { solveChallenge } from 'altcha-lib/v1'
import { beforeAll, describe, expect, it } from 'vitest'
import { COUNTRY_CODES, PROFILE_CODES, SUBJECT_CODES } from '../../src/domain/forms/options'
import { cluster } from './harness'

type Mail = { subject: string; text: string; to: string[] }
let a = ''
let b = ''
let catcher = ''
let sent = 0

/** Each request from its own client address (the instances trust one proxy), as distinct visitors. */
const visitor = () => ({ 'x-forwarded-for': `198.51.100.${(sent++ % 250) + 1}` })

async function solvedCaptcha(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/captcha`, { headers: visitor() })
  expect(response.status).toBe(200)
  const { data } = (await response.json()) as {
    data: { challenge: { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number } }
  }
  const c = data.challenge
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise
  if (!solution) throw new Error('captcha not solved')
  return Buffer.from(
    JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature }),
  ).toString('base64')
}

function contact(token: string, captcha: string) {
  return {
    civility: 'mme',
    lastname: 'Fournier',
    firstname: 'Élise',
    email: `elise.fournier.${token}@exemple.fr`,
    phone: '06 12 34 56 78',
    profile: PROFILE_CODES[0],
    subject: SUBJECT_CODES[0],
    zipcode: '69003',
    city: 'Lyon',
    country: COUNTRY_CODES[0],
    message: `Bonjour, quel enduit pour un mur de cave humide ? Réf. ${token}`,
    consent: true,
    captcha,
  }
}

async function send(base: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}/api/v1/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...visitor() },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json().catch(() => null) }
}

const mails = async (): Promise<Mail[]> => (await fetch(`${catcher}/messages`)).json() as Promise<Mail[]>

beforeAll(async () => {
  const topology = await cluster()
  a = topology.a
  b = topology.b
  catcher = topology.catcher
})

describe('with two instances running the mail queue', () => {
  it('every mail of requests sent to both is sent exactly once', async () => {
    const run = `essai${Date.now().toString(36)}`
    const tokens = Array.from({ length: 10 }, (_, i) => `${run}-${i}`)
    const answers = await Promise.all(
      tokens.map(async (token, i) => send(i % 2 ? b : a, contact(token, await solvedCaptcha(i % 2 ? b : a)))),
    )
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)

    // Two mails per request (the team's and the acknowledgement), then a few seconds more for any duplicate.
    const deadline = Date.now() + 30_000
    let ours: Mail[] = []
    while (Date.now() < deadline) {
      ours = (await mails()).filter((mail) => mail.text.includes(run) || mail.to.some((to) => to.includes(run)))
      if (ours.length >= tokens.length * 2) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    ours = (await mails()).filter((mail) => mail.text.includes(run) || mail.to.some((to) => to.includes(run)))
    for (const token of tokens) {
      const forToken = ours.filter((mail) => mail.text.includes(token) || mail.to.some((to) => to.includes(token)))
      expect(forToken.length, token).toBe(2)
    }
    expect(ours.length).toBe(tokens.length * 2)
  })

  it('a captcha solution used on A is refused on B', async () => {
    const token = `rejeu${Date.now().toString(36)}`
    const captcha = await solvedCaptcha(a)
    expect((await send(a, contact(token, captcha))).status).toBeLessThan(300)
    const replay = await send(b, contact(`${token}-bis`, captcha))
    expect(replay.status).toBe(400)
    expect(JSON.stringify(replay.body)).toContain('La vérification anti-robot a échoué')
  })
})
