/**
 * Uploads in S3-compatible storage (decision 096): one private bucket, one prefix per upload
 * collection. The public /media route's folders serve the two public collections; CVs have no
 * public folder.
 */

export const STORAGE_PREFIXES = { media: 'media', documents: 'documents', cvs: 'cvs' } as const

export type StoredCollection = keyof typeof STORAGE_PREFIXES

/** The /media route's folders (see catalogue/media-files.ts) and the collection each one serves. */
const PUBLIC_FOLDERS: ReadonlyMap<string, 'media' | 'documents'> = new Map([
  ['images', 'media'],
  ['documents', 'documents'],
])

/** The key of an upload (or of one of its image sizes) in the bucket. */
export function objectKey(collection: StoredCollection, filename: string): string {
  return `${STORAGE_PREFIXES[collection]}/${filename}`
}

/** The key behind /media/{folder}/{filename}; null for a folder that is not public. */
export function publicObjectKey(folder: string, filename: string): string | null {
  const collection = PUBLIC_FOLDERS.get(folder)
  return collection ? objectKey(collection, filename) : null
}

/** The S3_* variables, as src/env.ts validates them. */
export interface S3Variables {
  S3_BUCKET?: string
  S3_ENDPOINT?: string
  S3_REGION: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
  S3_FORCE_PATH_STYLE: boolean
}

/** Options of an S3 client (a subset of the SDK's S3ClientConfig). */
export interface S3ClientOptions {
  region: string
  endpoint?: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
  requestHandler: {
    connectionTimeout: number
    socketTimeout: number
    httpAgent: { keepAlive: boolean; maxSockets: number }
    httpsAgent: { keepAlive: boolean; maxSockets: number }
  }
}

const AGENT = { keepAlive: true, maxSockets: 100 }

/**
 * The client of the configured storage: an unreachable server fails a request in 2 s rather than
 * hanging (the SDK's default is no timeout), a stalled transfer after 30 s of silence; without
 * keys the SDK's own sources apply (instance role, ~/.aws).
 */
export function s3ClientOptions(vars: S3Variables): S3ClientOptions {
  return {
    region: vars.S3_REGION,
    ...(vars.S3_ENDPOINT ? { endpoint: vars.S3_ENDPOINT } : {}),
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
    ...(vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY } }
      : {}),
    requestHandler: { connectionTimeout: 2_000, socketTimeout: 30_000, httpAgent: AGENT, httpsAgent: AGENT },
  }
}
