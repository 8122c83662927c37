import 'server-only'
import { createHash } from 'node:crypto'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import type { CaptchaConfig } from '@/domain/forms/captcha'
import { env } from '@/env'
import { sharedRedis } from '@/server/redis/connection.cjs'

/**
 * Captcha of the public forms (decision 065). By default a self-hosted proof of work
 * (ALTCHA: the browser finds a number whose hash matches a signed challenge; nothing
 * leaves our servers, nothing to click). With RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET
 * set, Google reCAPTCHA v3 (invisible, score checked here).
 */
const CHALLENGE_TTL_MS = 10 * 60 * 1000

function hmacKey(): string {
  return env.CAPTCHA_HMAC_KEY ?? createHash('sha256').update(`captcha:${env.PAYLOAD_SECRET}`).digest('hex')
}

export function recaptchaEnabled(): boolean {
  return Boolean(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET)
}

export async function captchaConfig(): Promise<CaptchaConfig> {
  if (recaptchaEnabled()) return { provider: 'recaptcha', siteKey: env.RECAPTCHA_SITE_KEY as string }
  const challenge = await createChallenge({
    hmacKey: hmacKey(),
    maxNumber: env.CAPTCHA_MAX_NUMBER,
    expires: new Date(Date.now() + CHALLENGE_TTL_MS),
  })
  return { provider: 'altcha', challenge: { ...challenge, maxnumber: challenge.maxnumber ?? env.CAPTCHA_MAX_NUMBER } }
}

/**
 * Solutions already used (a solved challenge is good for one submission): in this process's
 * memory, and with REDIS_URL also in Redis (`SET … NX`), so that a solution used on one
 * instance is refused by the others (decision 095). While Redis is away, memory alone.
 */
const used = new Map<string, number>()
async function firstUse(signature: string): Promise<boolean> {
  const now = Date.now()
  for (const [key, expires] of used) if (expires < now) used.delete(key)
  if (used.has(signature)) return false
  used.set(signature, now + CHALLENGE_TTL_MS)
  if (!env.REDIS_URL) return true
  const redis = sharedRedis(env.REDIS_URL)
  if (!redis.isReady) return true
  try {
    const taken = await redis.set(`ardalis:captcha:${signature}`, '1', { NX: true, PX: CHALLENGE_TTL_MS })
    return taken === 'OK'
  } catch {
    return true
  }
}

async function verifyAltcha(token: string): Promise<boolean> {
  try {
    if (!(await verifySolution(token, hmacKey(), true))) return false
    const decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: unknown }
    return typeof decoded.signature === 'string' && (await firstUse(decoded.signature))
  } catch {
    return false
  }
}

async function verifyRecaptcha(token: string, action: string, ip: string | null): Promise<boolean> {
  const body = new URLSearchParams({ secret: env.RECAPTCHA_SECRET as string, response: token })
  if (ip) body.set('remoteip', ip)
  try {
    const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    })
    const result = (await response.json()) as { success?: boolean; score?: number; action?: string }
    return result.success === true && (result.score ?? 0) >= env.RECAPTCHA_MIN_SCORE && result.action === action
  } catch (error) {
    console.error('[captcha] reCAPTCHA injoignable :', error)
    return false
  }
}

export async function verifyCaptcha(token: unknown, action: string, ip: string | null): Promise<boolean> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4000) return false
  return recaptchaEnabled() ? verifyRecaptcha(token, action, ip) : verifyAltcha(token)
}
