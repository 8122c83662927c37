import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { env } from './env'
import { Categories } from './payload/collections/categories/config'
import { Characteristics } from './payload/collections/characteristics/config'
import { Documents } from './payload/collections/documents/config'
import { Dossiers } from './payload/collections/dossiers/config'
import { Faq } from './payload/collections/faq/config'
import { Media } from './payload/collections/media/config'
import { Menus } from './payload/collections/menus/config'
import { Pages } from './payload/collections/pages/config'
import { Products } from './payload/collections/products/config'
import { Redirects } from './payload/collections/redirects/config'
import { SalesPlans } from './payload/collections/sales-plans/config'
import { Settings } from './payload/collections/settings/config'
import { Sites } from './payload/collections/sites/config'
import { Users } from './payload/collections/users/config'
import { ensureFirstAdmin } from './payload/first-admin'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const isPostgres = /^postgres(ql)?:\/\//.test(env.DATABASE_URL)

// Schema changes go through committed migrations; dev-mode push is opt-in for local work only.
const push = env.NODE_ENV === 'development' && process.env.PAYLOAD_DEV_PUSH === 'true'

const db = isPostgres
  ? postgresAdapter({
      pool: { connectionString: env.DATABASE_URL },
      push,
      migrationDir: path.resolve(dirname, 'migrations-postgres'),
    })
  : sqliteAdapter({
      client: { url: env.DATABASE_URL },
      push,
      wal: true,
      busyTimeout: 5000,
      migrationDir: path.resolve(dirname, 'migrations'),
    })

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: '',
  db,
  editor: lexicalEditor(),
  sharp,
  telemetry: false,
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' — Administration' },
  },
  // The back office is French (staff of a French maker); labels keep an English text for later.
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr' },
  localization: {
    locales: [
      { code: 'fr', label: 'Français' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'fr',
    fallback: true,
  },
  collections: [Products, Categories, Characteristics, Pages, Dossiers, Faq, Menus, Settings, Sites, SalesPlans, Redirects, Media, Documents, Users],
  plugins: [
    nestedDocsPlugin({
      collections: ['categories'],
      generateLabel: (_, doc) => String(doc.name ?? ''),
      generateURL: (docs) => docs.map((d) => String(d.slug ?? '')).join('/'),
    }),
    importExportPlugin({ collections: [{ slug: 'redirects' }] }),
  ],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  onInit: async (payload) => {
    await ensureFirstAdmin(payload, env)
  },
})
