import 'server-only'
import { GetObjectCommand, HeadBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { s3ClientOptions } from '@/domain/storage/objects'
import { env } from '@/env'

/**
 * The site's own access to the S3 bucket (decision 096): the /media route streams public files
 * from it, the health endpoint checks it. Uploads, deletions and CV downloads go through Payload's
 * storage plugin (src/payload/storage.ts), which has its own client built from the same options.
 */

/** Whether uploads live in the S3 bucket (S3_BUCKET set) rather than on this machine's disk. */
export const storageInS3 = Boolean(env.S3_BUCKET)

let client: S3Client | undefined

function s3(): S3Client {
  client ??= new S3Client(s3ClientOptions(env))
  return client
}

function bucket(): string {
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET non défini : les fichiers sont sur le disque')
  return env.S3_BUCKET
}

export type StoredObject =
  | { status: 'found'; body: ReadableStream<Uint8Array>; size: number; etag: string; lastModified: Date }
  | { status: 'not-modified'; etag: string; lastModified: Date | null }
  | { status: 'missing' }

function httpStatus(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined
}

/**
 * An object of the bucket, read once: with `ifNoneMatch`, S3 itself answers 304 when the copy the
 * client holds is current (no second request, no body). A missing key is `missing`; any other
 * failure (storage unreachable, refused credentials) is thrown.
 */
export async function getObject(key: string, ifNoneMatch?: string | null, signal?: AbortSignal): Promise<StoredObject> {
  try {
    const object = await s3().send(
      new GetObjectCommand({ Bucket: bucket(), Key: key, ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}) }),
      { abortSignal: signal },
    )
    if (!object.Body) return { status: 'missing' }
    return {
      status: 'found',
      body: object.Body.transformToWebStream(),
      size: object.ContentLength ?? 0,
      etag: object.ETag ?? '',
      lastModified: object.LastModified ?? new Date(0),
    }
  } catch (error) {
    const status = httpStatus(error)
    if (status === 304) {
      const headers = (error as S3ServiceException).$response?.headers ?? {}
      const lastModified = headers['last-modified'] ? new Date(headers['last-modified']) : null
      // S3 repeats the ETag on a 304; a server that does not (s3rver) matched the client's only tag.
      const single = ifNoneMatch && !ifNoneMatch.includes(',') ? ifNoneMatch.trim() : ''
      return { status: 'not-modified', etag: headers.etag ?? single, lastModified }
    }
    if (status === 404 || (error instanceof S3ServiceException && error.name === 'NoSuchKey')) return { status: 'missing' }
    throw error
  }
}

/** The storage as the load balancer's health check sees it: the bucket answers within a second. */
export async function storageHealth(): Promise<{ ok: boolean; detail?: string }> {
  if (!storageInS3) return { ok: true, detail: 'disque local' }
  try {
    await s3().send(new HeadBucketCommand({ Bucket: bucket() }), { abortSignal: AbortSignal.timeout(1_000) })
    return { ok: true }
  } catch (error) {
    const status = httpStatus(error)
    const reason =
      error instanceof Error && error.name === 'AbortError'
        ? 'pas de réponse en 1 s'
        : error instanceof Error
          ? error.message
          : String(error)
    return { ok: false, detail: `compartiment ${env.S3_BUCKET} injoignable${status ? ` (HTTP ${status})` : ''} : ${reason}` }
  }
}
