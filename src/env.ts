import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * Environment, read once and validated at start. Every variable is documented
 * in `.env.example`; the defaults are those of the local demo.
 */
const boolish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

/** An optional text where an empty value means "not set". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.string().min(1).default('file:./data/enduits.db'),
    PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET doit contenir au moins 16 caractères'),
    SITE_URL: z.url().default('http://localhost:3000'),
    MAIN_HOST: z.string().default(''),
    ALIAS_HOSTS: z.string().default(''),
    IP_ALLOW_LIST: z.string().default(''),
    /** Reverse proxies in front of the app that append to X-Forwarded-For (the client address is counted from the right). */
    TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
    /** Shared store of the rate limits (decision 090): redis://[user:password@]host:port[/db]; empty = in memory per instance. */
    REDIS_URL: z
      .string()
      .optional()
      .transform((v) => v || undefined)
      .pipe(
        z
          .string()
          .regex(/^rediss?:\/\/[^\s]+$/, 'REDIS_URL doit commencer par redis:// ou rediss://')
          .optional(),
      ),
    /** Multiplies every rate-limit budget (decision 090): 1 in production; the end-to-end run, one address for every test, raises it. */
    RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
    /** Graceful stop (decision 097): seconds the requests and jobs under way get after SIGTERM before the server exits. */
    STOP_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
    MEDIA_DIR: z.string().default('./media'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12).optional(),
    DEMO: boolish,
    /** SMTP server for every e-mail the site sends (a local catcher in dev, demo and tests). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL doit commencer par smtp:// ou smtps://')
      .default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().min(3).default('Ardalis <ne-pas-repondre@ardalis.example>'),
    /** Files never served publicly (CVs): outside MEDIA_DIR, read through Payload's access control only. */
    PRIVATE_DIR: z.string().default('./private'),
    /**
     * S3-compatible storage of the uploads (decision 096): with S3_BUCKET, images, documents and CVs
     * live in this private bucket (prefixes media/, documents/, cvs/), shared by every instance;
     * without it, in MEDIA_DIR and PRIVATE_DIR on this machine's disk.
     */
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET : 3 à 63 caractères, minuscules, chiffres, points et tirets')
        .optional(),
    ),
    /** Address of the S3-protocol server (MinIO, s3rver, another provider); empty = AWS of S3_REGION. */
    S3_ENDPOINT: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT doit être une adresse http:// ou https://' }).optional(),
    ),
    S3_REGION: optionalText.transform((v) => v ?? 'us-east-1').pipe(z.string().regex(/^[a-z0-9-]+$/, 'S3_REGION invalide (ex. eu-west-3)')),
    /** Both or neither: without them the SDK's usual sources apply (instance role, ~/.aws). */
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** true for servers that take the bucket in the path (MinIO, s3rver); false = bucket.host, as AWS. */
    S3_FORCE_PATH_STYLE: boolish,
    /** Team mailboxes of the forms (decision 066). */
    MAIL_TO_CONTACT: z.email().default('contact@ardalis.example'),
    MAIL_TO_TECHNICAL: z.email().default('technique@ardalis.example'),
    MAIL_TO_SALES: z.email().default('commercial@ardalis.example'),
    MAIL_TO_TRAINING: z.email().default('formations@ardalis.example'),
    MAIL_TO_HR: z.email().default('recrutement@ardalis.example'),
    MAIL_TO_WORKSITE: z.email().default('chantiers@ardalis.example'),
    /** Self-hosted proof-of-work captcha (decision 065): HMAC key and difficulty (decision 091, measured by bench/pow.mjs). */
    CAPTCHA_HMAC_KEY: z.string().min(16).optional(),
    CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(100).max(10_000_000).default(50_000),
    /** reCAPTCHA v3 instead of the proof of work when both keys are set. */
    RECAPTCHA_SITE_KEY: z.string().optional(),
    RECAPTCHA_SECRET: z.string().optional(),
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    /** Map tiles of the store locator ({z}/{x}/{y} template; OpenStreetMap by default). */
    MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    /** Name of the cookie that keeps the visitor's consent choice (spec §9: set in the environment). */
    CONSENT_COOKIE_NAME: z
      .string()
      .regex(/^[\w-]+$/)
      .default('ardalis_consent'),
    /** Trackers, each loaded only after its consent category is accepted; empty = not loaded. */
    TRACKING_GTM_ID: z.string().default(''),
    TRACKING_ADS_ID: z.string().default(''),
    TRACKING_META_PIXEL_ID: z.string().default(''),
    TRACKING_PINTEREST_TAG_ID: z.string().default(''),
    /** Stripe Checkout for card payments when both are set (decision 088); else the local test provider. */
    STRIPE_SECRET_KEY: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .optional()
      .transform((v) => v || undefined),
  })
  .superRefine((value, ctx) => {
    if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble : les deux, ou aucune',
      })
  })

export type Env = z.infer<typeof schema>

/** The public default of earlier versions: never accepted for a real deployment. */
const PUBLIC_DEFAULT_SECRET = 'demo-secret-change-me-in-production'

/** Where the demo, development and tests keep their own generated secret (ignored by git: /data/). */
export const LOCAL_SECRET_FILE = 'data/payload-secret'

export const MISSING_SECRET_MESSAGE =
  'PAYLOAD_SECRET manquant : en production, définissez une valeur secrète et aléatoire d’au moins 16 caractères (par exemple `openssl rand -hex 32`). ' +
  'Elle signe les sessions, la clé du captcha, le prestataire de paiement de test et les jetons internes.'

/**
 * The secret's rule (issue 20, decision 092): the environment's PAYLOAD_SECRET when set; else a
 * real deployment (NODE_ENV=production without DEMO=true) refuses to start; else (demo,
 * development, tests) the secret of this checkout, generated at random on the first run and kept
 * in LOCAL_SECRET_FILE. Every other secret derives from it (captcha key, test payment provider,
 * internal token, staff sessions at the edge).
 */
export function resolvePayloadSecret(raw: NodeJS.ProcessEnv, localSecret: () => string): string {
  const given = raw.PAYLOAD_SECRET?.trim()
  const deployment = raw.NODE_ENV === 'production' && raw.DEMO !== 'true'
  if (given) {
    if (deployment && given === PUBLIC_DEFAULT_SECRET)
      throw new Error(`Configuration invalide :\n- PAYLOAD_SECRET: valeur publique de démonstration. ${MISSING_SECRET_MESSAGE}`)
    return given
  }
  if (deployment) throw new Error(`Configuration invalide :\n- ${MISSING_SECRET_MESSAGE}`)
  return localSecret()
}

/**
 * The secret kept in `file`, created (32 random bytes, hex, mode 600) if there is none. Several
 * processes may start at once (build workers, test workers): the file appears whole or not at
 * all (written aside, then linked), and whoever comes second reads the first one's secret.
 */
export function localSecretFile(file = path.resolve(LOCAL_SECRET_FILE)): string {
  const read = () => {
    try {
      return readFileSync(file, 'utf8').trim()
    } catch {
      return ''
    }
  }
  const existing = read()
  if (existing) return existing
  mkdirSync(path.dirname(file), { recursive: true })
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(aside, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 })
  try {
    linkSync(aside, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(aside)
  }
  return read()
}

function load(): Env {
  const raw = { ...process.env }
  raw.PAYLOAD_SECRET = resolvePayloadSecret(raw, localSecretFile)
  // The demo shows the consent flow with fictitious tracker identifiers.
  if (raw.DEMO === 'true') {
    raw.TRACKING_GTM_ID ??= 'GTM-ARDALIS'
    raw.TRACKING_ADS_ID ??= 'AW-000000000'
    raw.TRACKING_META_PIXEL_ID ??= '000000000000000'
    raw.TRACKING_PINTEREST_TAG_ID ??= '0000000000000'
  }
  return parseEnv(raw)
}

/** The environment checked against the schema; a clear French message for each wrong variable. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Configuration invalide :\n${lines.join('\n')}`)
  }
  return parsed.data
}

export const env: Env = load()
