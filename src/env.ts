import { z } from 'zod'

/**
 * Environment, read once and validated at start. Every variable is documented
 * in `.env.example`; the defaults are those of the local demo.
 */
const boolish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().min(1).default('file:./data/enduits.db'),
  PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET doit contenir au moins 16 caractères'),
  SITE_URL: z.url().default('http://localhost:3000'),
  MAIN_HOST: z.string().default(''),
  ALIAS_HOSTS: z.string().default(''),
  IP_ALLOW_LIST: z.string().default(''),
  MEDIA_DIR: z.string().default('./media'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  DEMO: boolish,
  /** Map tiles of the store locator ({z}/{x}/{y} template; OpenStreetMap by default). */
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
})

export type Env = z.infer<typeof schema>

function load(): Env {
  const raw = { ...process.env }
  // The secret has no default outside the demo and tests: fail loudly at start.
  if (!raw.PAYLOAD_SECRET && (raw.NODE_ENV !== 'production' || raw.DEMO === 'true')) {
    raw.PAYLOAD_SECRET = 'demo-secret-change-me-in-production'
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Configuration invalide :\n${lines.join('\n')}`)
  }
  return parsed.data
}

export const env: Env = load()
