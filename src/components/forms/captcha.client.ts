'use client'
import { solveChallenge } from 'altcha-lib/v1'
import { CAPTCHA_ERRORS, type CaptchaConfig } from '@/domain/forms/captcha'

/**
 * The forms' captcha, invisible: the proof of work (ALTCHA) is solved in a Web Worker
 * as soon as the form is shown; reCAPTCHA v3, when configured, loads its script on first
 * use only (its badge is then shown). Errors carry the spec §7 codes.
 */
export class CaptchaError extends Error {}

type Grecaptcha = { ready: (cb: () => void) => void; execute: (key: string, options: { action: string }) => Promise<string> }

let config: Promise<CaptchaConfig> | null = null
let solving: Promise<string> | null = null
let recaptchaScript: Promise<Grecaptcha> | null = null

async function loadConfig(): Promise<CaptchaConfig> {
  const response = await fetch('/api/v1/captcha', { cache: 'no-store' })
  if (!response.ok) throw new CaptchaError(CAPTCHA_ERRORS.noVersion)
  return ((await response.json()) as { data: CaptchaConfig }).data
}

export type AltchaJob = { challenge: string; salt: string; algorithm: string; max: number }
type AltchaSolution = { number: number; took: number } | null

/**
 * Solves the proof of work in a Web Worker, so that the page stays responsive while the
 * visitor types; on the page itself only where a worker cannot start.
 */
function solveOffMainThread(job: AltchaJob): Promise<AltchaSolution> {
  const onPage = () => solveChallenge(job.challenge, job.salt, job.algorithm, job.max).promise
  if (typeof Worker === 'undefined') return onPage()
  return new Promise<AltchaSolution>((resolve) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' })
    } catch {
      resolve(onPage())
      return
    }
    worker.onmessage = (event: MessageEvent<AltchaSolution>) => {
      worker.terminate()
      resolve(event.data)
    }
    worker.onerror = () => {
      worker.terminate()
      resolve(onPage())
    }
    worker.postMessage(job)
  })
}

async function solveAltcha(c: Extract<CaptchaConfig, { provider: 'altcha' }>['challenge']): Promise<string> {
  const solution = await solveOffMainThread({ challenge: c.challenge, salt: c.salt, algorithm: c.algorithm, max: c.maxnumber })
  if (!solution) throw new CaptchaError(CAPTCHA_ERRORS.executeFailed)
  return btoa(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution.number,
      salt: c.salt,
      signature: c.signature,
      took: solution.took,
    }),
  )
}

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
    script.async = true
    script.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha
      if (g) g.ready(() => resolve(g))
      else reject(new CaptchaError(CAPTCHA_ERRORS.loadFailed))
    }
    script.onerror = () => {
      recaptchaScript = null
      reject(new CaptchaError(CAPTCHA_ERRORS.loadFailed))
    }
    document.head.appendChild(script)
  })
  return recaptchaScript
}

/** Starts the work early (form shown): the token is usually ready before the visitor submits. */
export function prepareCaptcha(): void {
  config ??= loadConfig()
  config
    .then((c) => {
      if (c.provider === 'altcha') solving ??= solveAltcha(c.challenge)
    })
    .catch(() => {
      config = null
    })
}

/** A token for one submission (a proof of work is good for one use only). */
export async function captchaToken(action: string): Promise<string> {
  config ??= loadConfig()
  let c: CaptchaConfig
  try {
    c = await config
  } catch (error) {
    config = null
    throw error
  }
  if (c.provider === 'recaptcha') {
    if (!c.siteKey) throw new CaptchaError(CAPTCHA_ERRORS.noKey)
    const g = await loadRecaptcha(c.siteKey)
    try {
      return await g.execute(c.siteKey, { action })
    } catch {
      throw new CaptchaError(CAPTCHA_ERRORS.executeFailed)
    }
  }
  const token = solving ?? solveAltcha(c.challenge)
  // The next submission needs a fresh challenge.
  solving = null
  config = null
  try {
    return await token
  } finally {
    prepareCaptcha()
  }
}
