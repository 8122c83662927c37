/** Form helpers of the integration tests: a solved captcha and POSTs through the real handlers. */
import { solveChallenge } from 'altcha-lib/v1'
import type { CaptchaConfig } from '../../../src/domain/forms/captcha'
import { api, ok } from './api'
import { ORIGIN } from './in-process-fetch'

/** Solves the proof of work exactly as the browser does. */
export async function solvedCaptcha(): Promise<string> {
  const { data } = await ok<{ data: CaptchaConfig }>('/captcha')
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
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

export async function postForm<T = unknown>(path: string, form: FormData): Promise<{ status: number; body: T }> {
  const response = await api(`${ORIGIN}/api/v1${path}`, { method: 'POST', body: form })
  return { status: response.status, body: (await response.json()) as T }
}
