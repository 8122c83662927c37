/**
 * Idempotent form submissions (decision 134). The browser sends one key per submission,
 * kept until the server has answered it: sending again with that key (a double tap, a retry
 * after a lost answer) gets the first answer back instead of a second request, a second set
 * of e-mails or a second booking of training seats. Pure: the key's shape, the content's
 * canonical text (hashed by the server), and what a key already seen means.
 */

/** The form field and the header that carry the key. */
export const SUBMISSION_KEY_FIELD = 'submission_key'
export const IDEMPOTENCY_HEADER = 'idempotency-key'

/** A random identifier: 16 to 100 letters, digits, `-` or `_` (a UUID fits). */
const KEY = /^[A-Za-z0-9_-]{16,100}$/

export const SUBMISSION_KEY_INVALID = 'La clé d’envoi doit compter 16 à 100 lettres, chiffres, tirets ou soulignés.'
export const SUBMISSION_KEY_REUSED = 'Cette clé d’envoi a déjà servi pour une autre demande. Envoyez la nouvelle avec une autre clé.'
export const SUBMISSION_IN_PROGRESS = 'Votre demande est encore en cours d’envoi. Réessayez dans quelques instants.'

/** The key of a request: null when none is sent; `false` when one is sent that is not a key. */
export function readSubmissionKey(header: string | null, field: unknown): string | null | false {
  const value = header ?? (typeof field === 'string' ? field : field === undefined || field === null ? null : false)
  if (value === null) return null
  if (value === false) return false
  const key = value.trim()
  return KEY.test(key) ? key : false
}

/**
 * The content of a submission as one text, the same whatever the order of its keys: sent
 * again with the same key, the same content is a repeat; another content is a mistake.
 */
export function canonicalContent(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalContent).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalContent(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** A key already stored, as the server finds it. */
export interface SeenSubmission {
  form: string
  fingerprint: string
  status: 'pending' | 'done'
  response: unknown
}

export type Repeat = { kind: 'replay'; response: unknown } | { kind: 'pending' } | { kind: 'reused' }

/** What a key already seen means for a new request of `form` with `fingerprint`. */
export function repeatOf(seen: SeenSubmission, form: string, fingerprint: string): Repeat {
  if (seen.form !== form || seen.fingerprint !== fingerprint) return { kind: 'reused' }
  return seen.status === 'done' ? { kind: 'replay', response: seen.response } : { kind: 'pending' }
}
