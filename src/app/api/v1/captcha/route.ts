import { captchaConfig } from '@/server/forms/captcha'

/** GET /api/v1/captcha — the captcha the forms use: a fresh proof-of-work challenge, or the reCAPTCHA site key. */
export async function GET(): Promise<Response> {
  return Response.json({ data: await captchaConfig() }, { headers: { 'Cache-Control': 'no-store' } })
}

export const dynamic = 'force-dynamic'
