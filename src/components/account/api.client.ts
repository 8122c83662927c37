'use client'
import { UNKNOWN_ERROR_MESSAGE } from '@/domain/api/errors'
import { unansweredCallMessage } from '@/domain/browser/network'
import { SIGNED_OUT } from '@/domain/account/auth-state'
import { authStore } from '@/components/state/stores.client'
import { captchaToken } from '@/components/forms/captcha.client'

export type FieldError = { path: string; message: string }
export type Answer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string; errors: FieldError[] }

/** The site's message for a call that failed without saying why (the API's own words). */
export const UNKNOWN = UNKNOWN_ERROR_MESSAGE

/**
 * One call to the account API (/api/v1/account, /api/v1/address) with the session cookie.
 * The answer carries the server's French message and field errors; an answer 401 means
 * the session is over, so the persisted auth state is cleared (the header follows).
 */
export async function accountCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: Record<string, unknown>,
  options: { captcha?: string } = {},
): Promise<Answer<T>> {
  try {
    const payload = body && options.captcha ? { ...body, captcha: await captchaToken(options.captcha) } : body
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: payload ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
      body: payload ? JSON.stringify(payload) : undefined,
    })
    const json = (await response.json().catch(() => ({}))) as { data?: T; message?: string; errors?: FieldError[] }
    if (response.ok) return { ok: true, status: response.status, data: json.data as T }
    if (response.status === 401 && !url.endsWith('/account/login')) authStore.set(SIGNED_OUT)
    return { ok: false, status: response.status, message: json.message ?? UNKNOWN, errors: json.errors ?? [] }
  } catch (error) {
    // No answer: the network's message when it failed (offline, the connection cut).
    return { ok: false, status: 0, message: unansweredCallMessage(error, navigator.onLine), errors: [] }
  }
}

/** The account as the API shows it to its owner. */
export interface Account {
  id: number
  email: string
  audience: 'pro' | 'part'
  civility: string | null
  lastname: string
  firstname: string
  phone: string | null
  company: string | null
  siret: string | null
  function: string | null
  proStatus: 'pending' | 'approved' | 'refused' | null
  favourites: number[]
  tags: string[]
  pendingEmail?: string | null
}

/** After a login: the header's state, and the device's favourites merged into the account's (and back). */
export function rememberSignedIn(account: Pick<Account, 'firstname' | 'audience'>): void {
  authStore.set({ signedIn: true, firstname: account.firstname, audience: account.audience })
}
