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

/** How the back office names an accepted type in a French sentence. */
const FORMAT_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
  'application/pdf': 'PDF',
  'application/msword': 'Word (.doc)',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (.docx)',
}

function listInFrench(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}`
}

/**
 * Payload's checks of an uploaded file write English sentences (no translation key), joined
 * by « , »: each is said again in French, with the formats the collection accepts. A sentence
 * this does not know is kept as Payload wrote it.
 */
export function uploadRefusalInFrench(message: string, acceptedTypes: readonly string[] = []): string {
  const formats = listInFrench([...new Set(acceptedTypes.map((type) => FORMAT_NAMES[type]).filter((name) => name !== undefined))])
  const wrongType = formats
    ? `Ce type de fichier n’est pas accepté ici : envoyez un fichier ${formats}.`
    : 'Ce type de fichier n’est pas accepté ici.'
  const sentences: [RegExp, string][] = [
    [/^File type .* is not allowed\.?$/, wrongType],
    [/^Invalid MIME type: .*$/, wrongType],
    [/^Invalid (or corrupted )?PDF file\.?$/, 'Ce PDF est incomplet ou endommagé : enregistrez-le de nouveau, puis réessayez.'],
    [/^SVG file contains potentially harmful content\.?$/, 'Ce SVG contient des scripts ou des liens vers l’extérieur : il est refusé.'],
    [/^Could not read uploaded file/, 'Le fichier envoyé n’a pas pu être lu : réessayez.'],
    [/^Invalid or corrupted ISO base media file\.?$/, 'Ce fichier est endommagé : enregistrez-le de nouveau, puis réessayez.'],
  ]
  const parts = message.split(/(?<=\.), /).map((part) => sentences.find(([pattern]) => pattern.test(part))?.[1] ?? part)
  return [...new Set(parts)].join(' ')
}

/**
 * Payload's refusal of a form, as the back office needs it (decision 123):
 * - its fields given back when Payload's REST answer lost them (it adds them only when the error
 *   passes its own `instanceof`); without them the back office shows « Les champs suivants ne
 *   sont pas valides » in a toast and marks no field;
 * - the refusal of an uploaded file in French, in the field and in the toast.
 */
export const keepFieldErrors: AfterErrorHook = ({ collection, error, result }) => {
  const fields = payloadFieldErrors(error)
  if (!fields) return
  const listed = (result as { errors?: { data?: unknown }[] } | undefined)?.errors
  const accepted = collection?.upload ? (collection.upload.mimeTypes ?? []) : []
  const said = fields.map((field) =>
    field.path === 'file' ? { ...field, message: uploadRefusalInFrench(field.message, accepted) } : field,
  )
  const translated = said.some((field, i) => field.message !== fields[i]?.message)
  if (!translated && listed?.some((entry) => entry.data)) return
  const { data } = error as Error & { data: Record<string, unknown> }
  const file = said.find((field) => field.path === 'file')
  const message = translated && file && said.length === 1 ? file.message : error.message
  return { response: { errors: [{ name: 'ValidationError', data: { ...data, errors: said }, message }] } }
}
