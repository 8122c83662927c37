import type { AfterErrorHook } from 'payload'

export type PayloadFieldError = { path: string; message: string }

function fieldErrorList(value: unknown): PayloadFieldError[] | null {
  if (!Array.isArray(value)) return null
  const list = value.filter(
    (item): item is PayloadFieldError =>
      typeof item === 'object' && item !== null && typeof item.path === 'string' && typeof item.message === 'string',
  )
  return list.length === value.length && list.length > 0 ? list : null
}

/**
 * The field errors of a Payload validation error (a 400 whose `data.errors` name fields), or
 * null. Read by shape, not with `instanceof`: the built app holds one copy of Payload's error
 * classes per route bundle but one Payload instance for all routes, so an error Payload throws
 * for one route's request may come from the copy another route loaded first (decision 123).
 */
export function payloadFieldErrors(error: unknown): PayloadFieldError[] | null {
  if (typeof error !== 'object' || error === null) return null
  const { status, data } = error as { status?: unknown; data?: unknown }
  if (status !== 400 || typeof data !== 'object' || data === null) return null
  return fieldErrorList((data as { errors?: unknown }).errors)
}

/**
 * Gives back the field errors Payload's REST answer lost (decision 123). Payload adds them to
 * its 400 only when the error passes its own `instanceof`; without them the back office shows
 * « Les champs suivants ne sont pas valides » in a toast and marks no field.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  if (!payloadFieldErrors(error)) return
  const listed = (result as { errors?: { data?: unknown }[] } | undefined)?.errors
  if (listed?.some((entry) => entry.data)) return
  const { data } = error as Error & { data: Record<string, unknown> }
  return { response: { errors: [{ name: 'ValidationError', data, message: error.message }] } }
}
