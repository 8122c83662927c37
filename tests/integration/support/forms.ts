/** Form helpers of the integration tests: a solved captcha and POSTs through the real handlers. */
import { solveChallenge } from 'altcha-lib/v1'
import type { CaptchaConfig } from '../../../src/domain/forms/captcha'
import { PEER_HEADER } from '../../../src/server/http/client-address'
import { api } from './api'
import { ORIGIN } from './in-process-fetch'

let challenges = 0
let submissions = 0
/** Each submission from its own client address: the forms' per-address limit is tested in rate-limits.int.test.ts. */
const nextAddress = () => `198.18.0.${(submissions++ % 250) + 1}`

/** Solves the proof of work exactly as the browser does. */
export async function solvedCaptcha(): Promise<string> {
  // Each challenge from its own client address: the captcha's per-address limit is not what the callers test.
  const response = await api(`${ORIGIN}/api/v1/captcha`, { headers: { [PEER_HEADER]: `192.0.2.${(challenges++ % 250) + 1}` } })
  if (response.status !== 200) throw new Error(`GET /captcha → ${response.status}`)
  const { data } = (await response.json()) as { data: CaptchaConfig }
  if (data.provider !== 'altcha') throw new Error('proof-of-work captcha expected')
  const c = data.challenge
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise
  if (!solution) throw new Error('captcha not solved')
  return Buffer.from(
    JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature }),
  ).toString('base64')
}

export async function postJson<T = unknown>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await api(`${ORIGIN}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PEER_HEADER]: nextAddress() },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

export async function postForm<T = unknown>(path: string, form: FormData): Promise<{ status: number; body: T }> {
  const response = await api(`${ORIGIN}/api/v1${path}`, { method: 'POST', body: form, headers: { [PEER_HEADER]: nextAddress() } })
  return { status: response.status, body: (await response.json()) as T }
}
