'use client'
import { notifyError, notifySuccess } from '@/components/state/toast.client'
import { isNetworkFailure, NETWORK_ERROR_MESSAGE } from '@/domain/browser/network'
import { captchaToken } from './captcha.client'

export type FieldError = { path: string; message: string }
export type SubmitResult<T> = { ok: true; data: T } | { ok: false; message: string; errors: FieldError[] }

const UNKNOWN = "Une erreur inconnue s'est produite"

async function send(url: string, body: Record<string, unknown> | FormData, token: string): Promise<Response> {
  if (body instanceof FormData) {
    body.set('captcha', token)
    return fetch(url, { method: 'POST', body })
  }
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, captcha: token }) })
}

/**
 * Posts a form with a captcha token. A 400 gives the server's messages (shown by the
 * fields); a failed captcha is retried once with a fresh token; another refusal gives its
 * own message when it has one (429, 502); no answer at all (offline, the connection cut,
 * before or while sending) says to check the network; anything else is the default error.
 * Toasts: the success message, or the error.
 */
export async function submitForm<T>(
  url: string,
  action: string,
  body: Record<string, unknown> | FormData,
  success: string,
): Promise<SubmitResult<T>> {
  try {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await send(url, body, await captchaToken(action))
      if (response.ok) {
        const json = (await response.json()) as { data: T }
        notifySuccess(success)
        return { ok: true, data: json.data }
      }
      const refusal = (await response.json().catch(() => ({}))) as { message?: unknown; errors?: FieldError[] }
      const message = typeof refusal.message === 'string' && refusal.message !== '' ? refusal.message : null
      if (response.status === 400) {
        const errors = refusal.errors ?? []
        if (attempt === 0 && errors.length === 1 && errors[0]?.path === 'captcha') continue
        notifyError(message)
        return { ok: false, message: message ?? UNKNOWN, errors }
      }
      // Any other refusal that says why in French (too many tries today, the mail server away): its own words.
      if (message) {
        notifyError(message)
        return { ok: false, message, errors: [] }
      }
      break
    }
  } catch (error) {
    // The network failed (the captcha's challenge or the form never reached the server): said as such.
    if (isNetworkFailure(error, navigator.onLine)) {
      notifyError(NETWORK_ERROR_MESSAGE)
      return { ok: false, message: NETWORK_ERROR_MESSAGE, errors: [] }
    }
    // Another captcha failure: the default error below.
  }
  notifyError()
  return { ok: false, message: UNKNOWN, errors: [] }
}

const CONFIRMATION_KEY = 'ardalis:confirmation'

export type Confirmation = { title: string; text: string }

export function rememberConfirmation(confirmation: Confirmation): void {
  try {
    sessionStorage.setItem(CONFIRMATION_KEY, JSON.stringify(confirmation))
  } catch {
    // Private mode: the confirmation page shows its generic text.
  }
}

export function readConfirmation(): Confirmation | null {
  try {
    const raw = sessionStorage.getItem(CONFIRMATION_KEY)
    return raw ? (JSON.parse(raw) as Confirmation) : null
  } catch {
    return null
  }
}
