import { ApiProblem } from '@/domain/api/errors'
import { captchaConfig } from '@/server/forms/captcha'
import { errorResponse } from '@/server/http/error-response'
import { limitAddress } from '@/server/http/limits'

/** GET /api/v1/captcha — the captcha the forms use: a fresh proof-of-work challenge, or the reCAPTCHA site key. */
export async function GET(request: Request): Promise<Response> {
  try {
    await limitAddress(request, 'captcha')
  } catch (error) {
    if (error instanceof ApiProblem) return errorResponse(error)
    throw error
  }
  return Response.json({ data: await captchaConfig() }, { headers: { 'Cache-Control': 'no-store' } })
}

export const dynamic = 'force-dynamic'
