import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { isUploadRefusal, keepFieldErrors, payloadFieldErrors, uploadRefusalInFrench, uploadTooLargeInFrench } from './errors'

/** What Payload throws when the error class comes from another route's copy of Payload: same shape, other class. */
function foreignValidationError(errors: unknown[]): Error {
  return Object.assign(new Error('Le champ suivant n’est pas valide : Nouvelle adresse'), {
    status: 400,
    isPublic: true,
    data: { collection: 'redirects', errors },
  })
}

const TO = { label: 'Nouvelle adresse', message: 'Cette adresse ne mène à aucune page du site.', path: 'to' }
const hookArgs = (error: Error, result: unknown, collection?: unknown) =>
  ({ error, result, context: {}, collection }) as Parameters<typeof keepFieldErrors>[0]
const IMAGES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']

describe('payloadFieldErrors', () => {
  it('reads the fields of a validation error, from this copy of Payload or another', () => {
    expect(payloadFieldErrors(new ValidationError({ collection: 'redirects', errors: [TO] }))).toEqual([TO])
    expect(payloadFieldErrors(foreignValidationError([TO]))).toEqual([TO])
  })

  it('is null for anything that names no field', () => {
    expect(payloadFieldErrors(new Error('disk full'))).toBeNull()
    expect(payloadFieldErrors(Object.assign(new Error('x'), { status: 500, data: { errors: [TO] } }))).toBeNull()
    expect(payloadFieldErrors(foreignValidationError([]))).toBeNull()
    expect(payloadFieldErrors(foreignValidationError([{ message: 'sans champ' }]))).toBeNull()
    expect(payloadFieldErrors('to')).toBeNull()
    expect(payloadFieldErrors(null)).toBeNull()
  })
})

describe('keepFieldErrors', () => {
  it('puts back the fields Payload’s answer lost, for the back office to mark them', async () => {
    const error = foreignValidationError([TO])
    const result = await keepFieldErrors(hookArgs(error, { errors: [{ message: error.message }] }))
    expect(result).toEqual({
      response: { errors: [{ name: 'ValidationError', data: { collection: 'redirects', errors: [TO] }, message: error.message }] },
    })
  })

  it('leaves an answer that has its fields, and every other error, as they are', async () => {
    const error = foreignValidationError([TO])
    expect(await keepFieldErrors(hookArgs(error, { errors: [{ message: error.message, data: error }] }))).toBeUndefined()
    expect(await keepFieldErrors(hookArgs(new Error('Something went wrong.'), { errors: [{ message: 'x' }] }))).toBeUndefined()
  })
})

describe('uploadRefusalInFrench', () => {
  it('says each of Payload’s sentences in French, with the formats the collection accepts', () => {
    expect(uploadRefusalInFrench('File type text/plain (from extension png) is not allowed.', IMAGES)).toBe(
      'Ce type de fichier n’est pas accepté ici. Envoyez un fichier PNG, JPEG, WebP ou SVG.',
    )
    expect(uploadRefusalInFrench('Invalid MIME type: application/zip.', ['application/pdf'])).toBe(
      'Ce type de fichier n’est pas accepté ici. Envoyez un fichier PDF.',
    )
    expect(uploadRefusalInFrench('Invalid PDF file.', ['application/pdf'])).toBe(
      'Ce PDF est incomplet ou endommagé. Enregistrez-le de nouveau, puis réessayez.',
    )
    expect(uploadRefusalInFrench('Invalid MIME type: text/html., SVG file contains potentially harmful content.', IMAGES)).toBe(
      'Ce type de fichier n’est pas accepté ici. Envoyez un fichier PNG, JPEG, WebP ou SVG. Ce SVG est refusé, car il contient des scripts ou des liens vers l’extérieur.',
    )
  })

  it('keeps a sentence it does not know', () => {
    expect(uploadRefusalInFrench('Something new.', IMAGES)).toBe('Something new.')
  })
})

describe('keepFieldErrors on an upload', () => {
  it('answers the refusal of a file in French, in the field and in the toast', async () => {
    const error = Object.assign(new Error('The following field is invalid: file'), {
      status: 400,
      data: { errors: [{ path: 'file', message: 'File type text/plain (from extension png) is not allowed.' }] },
    })
    const answer = await keepFieldErrors(
      hookArgs(error, { errors: [{ message: error.message, data: error.data }] }, { upload: { mimeTypes: IMAGES } }),
    )
    const french = 'Ce type de fichier n’est pas accepté ici. Envoyez un fichier PNG, JPEG, WebP ou SVG.'
    expect(answer).toEqual({
      response: { errors: [{ name: 'ValidationError', data: { errors: [{ path: 'file', message: french }] }, message: french }] },
    })
  })
})

/**
 * The back office's toast, as @payloadcms/ui builds it from a message: it cuts at the first
 * colon and at every comma after it, and lists the pieces (« Ce type … ici (3): • envoyez un
 * fichier PNG • JPEG • WebP ou SVG. »). Our sentences must come out whole.
 */
type ReadToast = (message: string) => { message: string; errors?: string[] }
let createErrorsFromMessage: ReadToast

beforeAll(async () => {
  // The toast's own module, which the package's entry points do not export.
  const entry = createRequire(import.meta.url).resolve('@payloadcms/ui')
  const file = path.resolve(path.dirname(entry), '../../elements/Toasts/fieldErrors.js')
  createErrorsFromMessage = ((await import(pathToFileURL(file).href)) as { createErrorsFromMessage: ReadToast }).createErrorsFromMessage
})

function toastText(message: string): { text: string; pieces: number } {
  const { message: intro, errors } = createErrorsFromMessage(message)
  return { text: `${intro}${errors?.join(' • ') ?? ''}`, pieces: errors?.length ?? 0 }
}

const PRODUCTS = {
  slug: 'products',
  fields: [
    { name: 'name', type: 'text', label: { fr: 'Nom', en: 'Name' } },
    { name: 'slug', type: 'text', unique: true, label: { fr: 'Slug (adresse)', en: 'Slug' } },
    { name: 'reference', type: 'text', unique: true, label: { fr: 'Référence', en: 'Reference' } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Présentation',
          fields: [{ type: 'row', fields: [{ name: 'technicalName', type: 'text', unique: true, label: 'Nom technique' }] }],
        },
        { name: 'seo', label: 'SEO', fields: [{ name: 'code', type: 'text', unique: true, label: { fr: 'Code SEO', en: 'SEO code' } }] },
      ],
    },
    { name: 'group', type: 'group', fields: [{ name: 'number', type: 'number', unique: true }] },
  ],
}
const notUnique = (...paths: string[]) =>
  Object.assign(new Error(`Le champ suivant n’est pas valide : ${paths.join(', ')}`), {
    status: 400,
    data: { collection: 'products', errors: paths.map((path) => ({ path, message: 'La valeur doit être unique', tableName: 'products' })) },
  })
const answerOf = async (error: Error, collection: unknown = PRODUCTS) =>
  (await keepFieldErrors(
    hookArgs(error, { errors: [{ message: error.message, data: (error as Error & { data: unknown }).data }] }, collection),
  )) as { response: { errors: [{ message: string; data: { errors: { path: string; message: string }[] } }] } } | undefined

describe('the toast shows each of our sentences whole', () => {
  it('splits Payload’s list of fields, and the old wording, but none of ours', () => {
    expect(toastText('Les champs suivants ne sont pas valides : reference, slug').pieces).toBe(2)
    expect(toastText('Ce type de fichier n’est pas accepté ici : envoyez un fichier PNG, JPEG, WebP ou SVG.').pieces).toBe(3)
    expect(toastText('Ce type de fichier n’est pas accepté ici. Formats acceptés : PNG, JPEG, WebP ou SVG.').pieces).toBe(3)
    const ours = [
      uploadRefusalInFrench('File type text/plain (from extension png) is not allowed.', IMAGES),
      uploadRefusalInFrench('Invalid MIME type: application/zip.', ['application/pdf']),
      uploadRefusalInFrench('Invalid MIME type: application/zip.', [
        'application/pdf',
        'application/msword',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ]),
      uploadRefusalInFrench('Invalid MIME type: application/zip.'),
      uploadRefusalInFrench('Invalid or corrupted PDF file.', ['application/pdf']),
      uploadRefusalInFrench('Invalid MIME type: text/html., SVG file contains potentially harmful content.', IMAGES),
      uploadRefusalInFrench('Could not read uploaded file for validation.', IMAGES),
      uploadRefusalInFrench('Invalid or corrupted ISO base media file.', IMAGES),
      uploadTooLargeInFrench({ status: 413, message: 'File size limit has been reached' }, 40 * 1024 * 1024) ?? '',
      uploadTooLargeInFrench({ status: 413, message: 'File size limit has been reached' }, 41.5 * 1024 * 1024) ?? '',
      uploadTooLargeInFrench({ status: 413, message: 'Multipart request size limit has been reached' }) ?? '',
    ]
    for (const sentence of ours) expect(toastText(sentence), sentence).toEqual({ text: sentence, pieces: 0 })
  })

  it('shows a value already used as the field’s label, then the reason, in one piece', async () => {
    const message = (await answerOf(notUnique('reference')))?.response.errors[0].message ?? ''
    expect(message).toBe('Référence : cette valeur est déjà utilisée par un autre document.')
    expect(toastText(message)).toEqual({ text: message, pieces: 1 })
  })
})

describe('uploadTooLargeInFrench', () => {
  it('says Payload’s 413 in French, with the configured limit in Mo', () => {
    const over = { status: 413, message: 'File size limit has been reached' }
    expect(uploadTooLargeInFrench(over, 40 * 1024 * 1024)).toBe(
      'Ce fichier dépasse 40 Mo, la taille maximale acceptée. Réduisez son poids (photo redimensionnée ou PDF compressé), puis réessayez.',
    )
    expect(uploadTooLargeInFrench(over, 41.5 * 1024 * 1024)).toMatch(/^Ce fichier dépasse 41,5 Mo, /)
    expect(uploadTooLargeInFrench(over)).toMatch(/^Ce fichier dépasse la taille maximale acceptée\. /)
  })

  it('is null for anything else', () => {
    expect(uploadTooLargeInFrench({ status: 413, message: 'Multipart limit has been reached' }, 1)).toBeNull()
    expect(uploadTooLargeInFrench({ status: 400, message: 'File size limit has been reached' }, 1)).toBeNull()
    expect(uploadTooLargeInFrench(new Error('File size limit has been reached'), 1)).toBeNull()
    expect(uploadTooLargeInFrench('File size limit has been reached', 1)).toBeNull()
  })
})

describe('keepFieldErrors on a file above the limit', () => {
  const tooLarge = () => Object.assign(new Error('File size limit has been reached'), { status: 413, data: { size: 0 } })
  const withLimit = (collection: unknown) =>
    ({
      ...hookArgs(
        tooLarge(),
        { errors: [{ name: 'APIError', message: 'File size limit has been reached', data: { size: 0 } }] },
        collection,
      ),
      req: { payload: { config: { upload: { limits: { fileSize: 40 * 1024 * 1024 } } } } },
    }) as unknown as Parameters<typeof keepFieldErrors>[0]

  it('answers in French, in the toast and on the file field of an upload collection', async () => {
    const french =
      'Ce fichier dépasse 40 Mo, la taille maximale acceptée. Réduisez son poids (photo redimensionnée ou PDF compressé), puis réessayez.'
    expect(await keepFieldErrors(withLimit({ upload: { mimeTypes: IMAGES } }))).toEqual({
      response: { errors: [{ name: 'APIError', message: french, data: { errors: [{ path: 'file', message: french }] } }] },
    })
    expect(await keepFieldErrors(withLimit({ slug: 'products', fields: [] }))).toEqual({
      response: { errors: [{ name: 'APIError', message: french }] },
    })
  })
})

describe('keepFieldErrors on a value another document already has', () => {
  it('puts the reason on the field and its French label in the toast, on SQLite and PostgreSQL alike', async () => {
    const answer = await answerOf(notUnique('reference'))
    expect(answer?.response.errors[0].data.errors).toEqual([
      { path: 'reference', message: 'Cette valeur est déjà utilisée par un autre document.', tableName: 'products' },
    ])
    expect(answer?.response.errors[0].data).toMatchObject({ collection: 'products' })
    // Payload's English sentence (a request without the French translation).
    const english = notUnique('slug')
    english.data.errors[0]!.message = 'Value must be unique'
    expect((await answerOf(english))?.response.errors[0].message).toBe(
      'Slug (adresse) : cette valeur est déjà utilisée par un autre document.',
    )
  })

  it('finds the field inside rows and tabs, and from a column name SQLite reports', async () => {
    const column = await answerOf(notUnique('technical_name'))
    expect(column?.response.errors[0].message).toBe('Nom technique : cette valeur est déjà utilisée par un autre document.')
    expect(column?.response.errors[0].data.errors[0]?.path).toBe('technicalName')
    expect((await answerOf(notUnique('seo.code')))?.response.errors[0].message).toBe(
      'Code SEO : cette valeur est déjà utilisée par un autre document.',
    )
    const unlabelled = await answerOf(notUnique('group_number'))
    expect(unlabelled?.response.errors[0].message).toBe('group.number : cette valeur est déjà utilisée par un autre document.')
    expect(unlabelled?.response.errors[0].data.errors[0]?.path).toBe('group.number')
    expect((await answerOf(notUnique('inconnu'), undefined))?.response.errors[0].message).toBe(
      'inconnu : cette valeur est déjà utilisée par un autre document.',
    )
  })

  it('lists the labels when several values are already used', async () => {
    expect((await answerOf(notUnique('reference', 'slug')))?.response.errors[0].message).toBe(
      'Ces valeurs sont déjà utilisées par d’autres documents : Référence, Slug (adresse)',
    )
  })

  it('keeps Payload’s other field errors as they are', async () => {
    expect(
      await keepFieldErrors(hookArgs(foreignValidationError([TO]), { errors: [{ message: 'x', data: {} }] }, PRODUCTS)),
    ).toBeUndefined()
  })
})

describe('isUploadRefusal', () => {
  it('knows Payload’s refusals of a file, alone or joined', () => {
    expect(isUploadRefusal('File type text/plain (from extension png) is not allowed.')).toBe(true)
    expect(isUploadRefusal('Invalid MIME type: application/pdf.')).toBe(true)
    expect(isUploadRefusal('Invalid MIME type: text/html., SVG file contains potentially harmful content.')).toBe(true)
    expect(isUploadRefusal('Invalid or corrupted PDF file.')).toBe(true)
  })

  it('is false for anything else', () => {
    expect(isUploadRefusal('disque plein')).toBe(false)
    expect(isUploadRefusal('Invalid MIME type: text/html., disque plein')).toBe(false)
    expect(isUploadRefusal('')).toBe(false)
  })
})
