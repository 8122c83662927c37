import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Plugin } from 'payload'
import { STORAGE_PREFIXES, s3ClientOptions, type StoredCollection } from '@/domain/storage/objects'
import { env } from '@/env'

/** How long a staff member's CV download link stays valid (decision 096). */
export const CV_DOWNLOAD_SECONDS = 60

/**
 * Payload's own file address (`/api/{collection}/file/{name}`), the same as with local storage:
 * the site rewrites the public ones to /media (domain/catalogue/media-files.ts), and every
 * download still passes Payload's access control (no direct bucket address is ever published).
 */
function payloadFileUrl({ collection, filename }: { collection: CollectionConfig; filename: string }): string {
  return `/api/${collection.slug}/file/${encodeURIComponent(filename)}`
}

const collection = (slug: StoredCollection) => ({ prefix: STORAGE_PREFIXES[slug], generateFileURL: payloadFileUrl })

/**
 * Uploads in S3-compatible storage when S3_BUCKET is set (decision 096): images with every size
 * and webp (`media/`), PDF documents (`documents/`) and CVs (`cvs/`), in one private bucket.
 * Images and documents are public and served by the /media route (src/app/media); a CV is read
 * by staff only: Payload checks `read`, then answers with a signed link valid CV_DOWNLOAD_SECONDS.
 *
 * Without S3_BUCKET the plugin is off and files stay in MEDIA_DIR and PRIVATE_DIR; its fields
 * (`prefix`, `_objectKey`) are in the schema either way, so one set of migrations serves both.
 */
export function storagePlugin(): Plugin {
  return s3Storage({
    enabled: Boolean(env.S3_BUCKET),
    alwaysInsertFields: true,
    bucket: env.S3_BUCKET ?? '',
    config: s3ClientOptions(env),
    // No ACL: objects take the bucket's own, private (never public-read).
    collections: {
      media: collection('media'),
      documents: collection('documents'),
      cvs: { ...collection('cvs'), signedDownloads: { expiresIn: CV_DOWNLOAD_SECONDS } },
    },
  })
}
