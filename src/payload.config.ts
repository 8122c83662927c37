import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig, type Payload } from 'payload'
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
import { Stores } from './payload/collections/stores/config'
import { Teintes } from './payload/collections/teintes/config'
import { Users } from './payload/collections/users/config'
import { keepFieldErrors } from './payload/hooks/errors'
import { ContactRequests } from './payload/collections/contact-requests/config'
import { Cvs } from './payload/collections/cvs/config'
import { JobApplications } from './payload/collections/job-applications/config'
import { CustomerAddresses } from './payload/collections/customer-addresses/config'
import { Customers } from './payload/collections/customers/config'
import { Jobs } from './payload/collections/jobs/config'
import { LandingEntries } from './payload/collections/landing-entries/config'
import { Landings } from './payload/collections/landings/config'
import { TrainingRegistrations } from './payload/collections/training-registrations/config'
import { TrainingSessions } from './payload/collections/training-sessions/config'
import { WorksiteStarts } from './payload/collections/worksite-starts/config'
import { CartItems } from './payload/collections/cart-items/config'
import { Carriers } from './payload/collections/carriers/config'
import { Carts } from './payload/collections/carts/config'
import { DiscountCodes } from './payload/collections/discount-codes/config'
import { OrderCounters } from './payload/collections/order-counters/config'
import { Orders } from './payload/collections/orders/config'
import { PaymentEvents } from './payload/collections/payment-events/config'
import { PriceGroups } from './payload/collections/price-groups/config'
import { RelayPoints } from './payload/collections/relay-points/config'
import { MailOutbox } from './payload/collections/mail-outbox/config'
import { FormSubmissions } from './payload/collections/form-submissions/config'
import { purgeApplicationsTask } from './payload/tasks/purge-applications'
import { sendMailTask } from './payload/tasks/send-mail'
import { jobRunnerActive, releaseStaleJobs, runJobsOnceAcrossInstances } from './payload/tasks/runner'
import { UPLOAD_FILE_LIMIT } from './domain/api/body-limit'
import { MAIL_QUEUE } from './domain/mail/outbox'
import { ensureFirstAdmin } from './payload/first-admin'
import { closeInternalCollectionsToCustomers } from './payload/access/internal-collections'
import { isStaff, isStaffUser } from './payload/access/rules'
import { smtpEmailAdapter } from './server/mail/payload-adapter'
import { poolOptions } from './payload/db/pool'
import { retryBusySqlite } from './payload/db/sqlite-busy'
import { payloadLogger } from './payload/logger'
import { storagePlugin } from './payload/storage'
import { PAYLOAD_FRENCH } from './payload/i18n/fr'

/** The queue Payload fills when none is named: scheduled publications, saved exports. */
const DEFAULT_QUEUE = 'default'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * When PostgreSQL stops, every idle connection of the pool fails, and pg's pool emits 'error':
 * with no listener, Node throws it and the server process dies. Logged in one line instead:
 * the pool opens new connections when the database is back (issue 20, point 8).
 */
function keepPoolErrorsQuiet(payload: Payload): void {
  const pool = (payload.db as { pool?: { on?: (event: 'error', listener: (error: Error) => void) => void } }).pool
  pool?.on?.('error', (error) => payload.logger.warn(`[db] connexion à PostgreSQL perdue : ${error.message}`))
}
const STAFF_ONLY = { read: isStaff, create: isStaff, delete: isStaff } as const
const isPostgres = /^postgres(ql)?:\/\//.test(env.DATABASE_URL)

// Schema changes go through committed migrations; dev-mode push is opt-in for local work only.
const push = env.NODE_ENV === 'development' && process.env.PAYLOAD_DEV_PUSH === 'true'

const db = isPostgres
  ? postgresAdapter({
      // A database that does not answer fails a request in 3 s (pg waits forever by default);
      // a stopped one refuses at once; a burst waits its turn for a connection (decision 117).
      pool: poolOptions(env.DATABASE_URL),
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

/** The site's own origin: the only one whose requests may use Payload's session cookies (CSRF). */
const siteOrigin = new URL(env.SITE_URL).origin

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: '',
  csrf: [siteOrigin],
  db,
  editor: lexicalEditor(),
  sharp,
  email: smtpEmailAdapter,
  telemetry: false,
  // Payload's APIs are the back office's (decision 093): its REST refuses visitors (route file),
  // relationships are never populated deeper than the site's default of 2, and GraphQL is not served.
  maxDepth: 2,
  graphQL: { disable: true },
  // Expected client errors (an anonymous 403, a failed login, a refused upload) are one line, not an
  // ERROR with a stack (decision 093): by class name where the names survive the build, by status always.
  loggingLevels: {
    AuthenticationError: 'warn',
    Forbidden: 'info',
    Locked: 'info',
    LockedAuth: 'warn',
    MissingFile: 'info',
    NotFound: 'info',
    UnverifiedEmail: 'info',
    ValidationError: 'info',
  },
  logger: payloadLogger,
  hooks: { afterError: [keepFieldErrors] },
  // Files staff send through the back office (camera photos of 20–30 MB, PDF brochures): 40 MB at most,
  // refused above with a 413 in French (keepFieldErrors); Next's proxy lets a little more through
  // (next.config.ts, 42 MB) so that this refusal is the one seen (decision 129).
  upload: { limits: { fileSize: UPLOAD_FILE_LIMIT } },
  admin: {
    user: Users.slug,
    avatar: 'default',
    // Dates as French staff write them (29/11/2026 14:05), not Payload's « novembre 29 2026, 2:05 PM ».
    dateFormat: 'dd/MM/yyyy HH:mm',
    importMap: { baseDir: path.resolve(dirname) },
    // The brand's icons (decision 099) rather than Payload's, so that the back office's tab is ours too.
    meta: {
      titleSuffix: ' — Administration',
      icons: [
        { rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' },
        { rel: 'apple-touch-icon', url: '/apple-icon.png' },
      ],
    },
  },
  // The back office is French (staff of a French maker); labels keep an English text for later.
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr', translations: { fr: PAYLOAD_FRENCH } },
  localization: {
    locales: [
      { code: 'fr', label: 'Français' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'fr',
    fallback: true,
  },
  collections: [
    Products,
    Categories,
    Characteristics,
    Pages,
    Dossiers,
    Faq,
    Menus,
    Settings,
    Sites,
    SalesPlans,
    Redirects,
    Media,
    Documents,
    Users,
    Customers,
    CustomerAddresses,
    Jobs,
    JobApplications,
    Cvs,
    TrainingSessions,
    TrainingRegistrations,
    ContactRequests,
    WorksiteStarts,
    Landings,
    LandingEntries,
    Stores,
    Teintes,
    PriceGroups,
    Carts,
    CartItems,
    DiscountCodes,
    Carriers,
    RelayPoints,
    Orders,
    OrderCounters,
    PaymentEvents,
    MailOutbox,
    FormSubmissions,
  ],
  // Scheduled tasks (decision 068): the nightly purge of old applications; the mail outbox
  // (decision 092): every e-mail is a job of the `mail` queue, run every second. Crons start
  // with the first `payloadClient()` of a process (src/data/payload.ts), never in the build;
  // JOBS_AUTORUN=false turns the nightly queue off (tests, e2e), never the outbox. Every server
  // process runs the queues; each job is claimed and each schedule queued by one of them
  // (src/payload/tasks/runner.ts, decision 097); a stopping process starts no new run.
  jobs: {
    tasks: [
      purgeApplicationsTask,
      // The SMTP step is imported when a mail is sent, as the e-mail adapter does (CLI, types).
      sendMailTask(async () => (await import('./server/mail/send')).smtpSend),
    ],
    access: { run: ({ req }) => isStaffUser(req.user), queue: ({ req }) => isStaffUser(req.user) },
    autoRun: () => [
      { cron: '* * * * * *', queue: MAIL_QUEUE, limit: 10, disableScheduling: true, silent: true },
      // Payload's own queue: a publication or unpublication scheduled in the back office, a CSV
      // export saved there. Run always, as the outbox: staff expect both on time (decision 128).
      { cron: '*/10 * * * * *', queue: DEFAULT_QUEUE, limit: 10, silent: true },
      ...(process.env.JOBS_AUTORUN === 'false' ? [] : [{ cron: '0 * * * *', queue: 'nightly', limit: 5 }]),
    ],
    shouldAutoRun: () => process.env.NEXT_PHASE !== 'phase-production-build' && jobRunnerActive(),
  },
  plugins: [
    // Media, documents and CVs in the S3 bucket when S3_BUCKET is set, else on disk (decision 096).
    storagePlugin(),
    nestedDocsPlugin({
      collections: ['categories'],
      generateLabel: (_, doc) => String(doc.name ?? ''),
      generateURL: (docs) => docs.map((d) => String(d.slug ?? '')).join('/'),
    }),
    importExportPlugin({
      // Orders: CSV export for staff (groups and lines flattened to columns: totals_ttc, lines_0_name…);
      // never imported, as an order is written only by its transaction (decision 088).
      collections: [{ slug: 'redirects' }, { slug: 'orders', import: false }],
      // The plugin's own collections default to "anyone signed in": staff only, so that a customer never imports or exports.
      overrideExportCollection: ({ collection }) => ({ ...collection, access: { ...collection.access, ...STAFF_ONLY } }),
      overrideImportCollection: ({ collection }) => ({ ...collection, access: { ...collection.access, ...STAFF_ONLY } }),
    }),
  ],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  onInit: async (payload) => {
    retryBusySqlite(payload)
    closeInternalCollectionsToCustomers(payload)
    keepPoolErrorsQuiet(payload)
    runJobsOnceAcrossInstances(payload)
    await releaseStaleJobs(payload)
    await ensureFirstAdmin(payload, env)
  },
})
