import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '@/env'
import { isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { CV_MIME_TYPES } from '@/domain/careers/cv'
import { mimeTypeField } from '../media/config'

/**
 * CVs of the applications: stored outside the public media folder and served only by
 * Payload's file route, which applies `read` (staff only). Created by the application
 * endpoint after a check of the file's content (src/server/forms/cv.ts).
 */
export const Cvs: CollectionConfig = {
  slug: 'cvs',
  labels: { singular: l('CV', 'CV'), plural: l('CV', 'CVs') },
  admin: {
    group: l('Recrutement', 'Recruitment'),
    useAsTitle: 'filename',
    hidden: ({ user }) => !user,
    // Not Payload's first fields, which include the storage plugin's internal `prefix` and `_objectKey`.
    defaultColumns: ['filename', 'filesize', 'createdAt'],
  },
  access: { read: isStaff, create: isStaff, update: () => false, delete: isStaff },
  upload: {
    staticDir: path.resolve(env.PRIVATE_DIR, 'cvs'),
    // file-type reports Word 97-2003 files as a generic OLE container (application/x-cfb);
    // the endpoint has already checked that the container holds a WordDocument stream.
    mimeTypes: [...CV_MIME_TYPES, 'application/x-cfb'],
    // Never cached by a shared cache, never shown inline by the browser.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  fields: [mimeTypeField()],
}
