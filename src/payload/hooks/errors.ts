import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import type { AfterErrorHook, Field, LabelFunction, PayloadRequest } from 'payload'

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

/*
 * The back office's toast reads a message as « intro: a, b, c » (Payload's « Le champ suivant
 * n’est pas valide : a, b »): it cuts at the first colon, then at every comma after it, and shows
 * « intro (3): » over a list (`createErrorsFromMessage`, @payloadcms/ui). Our sentences say no
 * colon before a comma, so that each is shown as written (errors.test.ts checks them with it).
 */

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

const WRONG_TYPE = Symbol('wrong type')

/** Payload's checks of an uploaded file (checkFileRestrictions), each said in French. */
const UPLOAD_SENTENCES: [RegExp, string | typeof WRONG_TYPE][] = [
  [/^File type .* is not allowed\.?$/, WRONG_TYPE],
  [/^File type '.*' not allowed .*Restricted file type detected/, WRONG_TYPE],
  [/^Invalid MIME type: .*$/, WRONG_TYPE],
  [/^Invalid (or corrupted )?PDF file\.?$/, 'Ce PDF est incomplet ou endommagé. Enregistrez-le de nouveau, puis réessayez.'],
  [/^SVG file contains potentially harmful content\.?$/, 'Ce SVG est refusé, car il contient des scripts ou des liens vers l’extérieur.'],
  [/^Could not read uploaded file/, 'Le fichier envoyé n’a pas pu être lu. Réessayez.'],
  [/^Invalid or corrupted ISO base media file\.?$/, 'Ce fichier est endommagé. Enregistrez-le de nouveau, puis réessayez.'],
]

/** Payload joins the sentences of one refusal with « , ». */
const uploadSentences = (message: string): string[] => message.split(/(?<=\.), /)

/**
 * Payload's checks of an uploaded file write English sentences (no translation key), joined
 * by « , »: each is said again in French, with the formats the collection accepts. A sentence
 * this does not know is kept as Payload wrote it.
 */
export function uploadRefusalInFrench(message: string, acceptedTypes: readonly string[] = []): string {
  const formats = listInFrench([...new Set(acceptedTypes.map((type) => FORMAT_NAMES[type]).filter((name) => name !== undefined))])
  const wrongType = formats
    ? `Ce type de fichier n’est pas accepté ici. Envoyez un fichier ${formats}.`
    : 'Ce type de fichier n’est pas accepté ici.'
  const parts = uploadSentences(message).map((part) => {
    const french = UPLOAD_SENTENCES.find(([pattern]) => pattern.test(part))?.[1]
    return french === WRONG_TYPE ? wrongType : (french ?? part)
  })
  return [...new Set(parts)].join(' ')
}

/**
 * Whether a line Payload logs is its own refusal of an uploaded file: every sentence is one of
 * its checks. Payload logs it at ERROR, then throws it as a 400 that its error handler logs
 * again (decision 093: one line).
 */
export function isUploadRefusal(message: string): boolean {
  return uploadSentences(message).every((part) => UPLOAD_SENTENCES.some(([pattern]) => pattern.test(part)))
}

/** `payload.config.upload.limits.fileSize` in French: « 40 Mo ». */
function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`
}

/**
 * Payload's 413 for an upload above `upload.limits.fileSize` (busboy's limit, `abortOnLimit`),
 * or above the whole request's `requestSizeLimit`, in French (decision 129); null for any other error.
 */
export function uploadTooLargeInFrench(error: unknown, fileSizeLimit?: number): string | null {
  if (typeof error !== 'object' || error === null) return null
  const { status, message } = error as { status?: unknown; message?: unknown }
  if (status !== 413) return null
  const reduce = 'Réduisez son poids (photo redimensionnée ou PDF compressé), puis réessayez.'
  if (message === 'File size limit has been reached')
    return fileSizeLimit
      ? `Ce fichier dépasse ${megabytes(fileSizeLimit)}, la taille maximale acceptée. ${reduce}`
      : `Ce fichier dépasse la taille maximale acceptée. ${reduce}`
  if (message === 'Multipart request size limit has been reached') return `L’envoi dépasse la taille maximale acceptée. ${reduce}`
  return null
}

/** Payload's sentence for a unique constraint the database refused, in every language of its translations. */
const NOT_UNIQUE = new Set([en.translations.error.valueMustBeUnique, fr.translations.error.valueMustBeUnique])
export const ALREADY_USED = 'Cette valeur est déjà utilisée par un autre document.'

type Labelled = { path: string; label: unknown }

/** Every named field of a collection by its path (groups and named tabs add a segment; rows, collapsibles and unnamed tabs none). */
function namedFields(fields: readonly Field[], prefix = ''): Labelled[] {
  return fields.flatMap((field): Labelled[] => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => namedFields(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix))
    if ('name' in field && field.name) {
      const own = { path: `${prefix}${field.name}`, label: 'label' in field ? field.label : undefined }
      return field.type === 'group' ? [own, ...namedFields(field.fields, `${own.path}.`)] : [own]
    }
    return 'fields' in field && Array.isArray(field.fields) ? namedFields(field.fields, prefix) : []
  })
}

function frenchLabel(label: unknown, req: PayloadRequest | undefined): string | null {
  if (typeof label === 'string') return label
  if (typeof label === 'function') return req?.i18n ? String((label as LabelFunction)({ i18n: req.i18n, t: req.t })) : null
  if (typeof label !== 'object' || label === null) return null
  const text = (label as Record<string, unknown>).fr ?? Object.values(label)[0]
  return typeof text === 'string' ? text : null
}

/**
 * The field the database named and its French label. SQLite names a column when Payload does
 * not know its constraint (`technical_name` for `technicalName`): compared without `_` and `.`.
 */
function fieldOf(path: string, fields: readonly Field[], req: PayloadRequest | undefined): { path: string; label: string } {
  const flat = (value: string) => value.replace(/[._]/g, '').toLowerCase()
  const all = namedFields(fields)
  const found = all.find((field) => field.path === path) ?? all.find((field) => flat(field.path) === flat(path))
  return found ? { path: found.path, label: frenchLabel(found.label, req) ?? found.path } : { path, label: path }
}

type Said = { error: PayloadFieldError; toast: string | null; label?: string }

/**
 * Payload's refusal of a form, as the back office needs it (decision 123):
 * - its fields given back when Payload's REST answer lost them (it adds them only when the error
 *   passes its own `instanceof`); without them the back office shows « Les champs suivants ne
 *   sont pas valides » in a toast and marks no field;
 * - the refusal of an uploaded file in French, in the field and in the toast; a file above the
 *   upload limit too (a 413, decision 129);
 * - a value the database refused as already used (a unique field): the field's French label and
 *   the reason, in the field and in the toast, not « La valeur doit être unique » under its name.
 */
export const keepFieldErrors: AfterErrorHook = ({ collection, error, req, result }) => {
  const tooLarge = uploadTooLargeInFrench(error, req?.payload?.config?.upload?.limits?.fileSize)
  if (tooLarge) {
    const onField = collection?.upload ? { data: { errors: [{ path: 'file', message: tooLarge }] } } : {}
    return { response: { errors: [{ name: 'APIError', message: tooLarge, ...onField }] } }
  }
  const fields = payloadFieldErrors(error)
  if (!fields) return
  const listed = (result as { errors?: { data?: unknown }[] } | undefined)?.errors
  const accepted = collection?.upload ? (collection.upload.mimeTypes ?? []) : []
  const said = fields.map((field): Said => {
    if (field.path === 'file') {
      const message = uploadRefusalInFrench(field.message, accepted)
      return { error: { ...field, message }, toast: message === field.message ? null : message }
    }
    if (NOT_UNIQUE.has(field.message)) {
      const { path, label } = fieldOf(field.path, collection?.fields ?? [], req)
      return {
        error: { ...field, path, message: ALREADY_USED },
        toast: `${label} : cette valeur est déjà utilisée par un autre document.`,
        label,
      }
    }
    return { error: field, toast: null }
  })
  const translated = said.some(({ error: said }, i) => said.message !== fields[i]?.message || said.path !== fields[i]?.path)
  if (!translated && listed?.some((entry) => entry.data)) return
  const { data } = error as Error & { data: Record<string, unknown> }
  const labels = said.map((item) => item.label)
  const message =
    said.length === 1 && said[0]?.toast
      ? said[0].toast
      : labels.every((label) => label !== undefined)
        ? `Ces valeurs sont déjà utilisées par d’autres documents : ${labels.join(', ')}`
        : error.message
  return { response: { errors: [{ name: 'ValidationError', data: { ...data, errors: said.map((item) => item.error) }, message }] } }
}
