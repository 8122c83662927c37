/**
 * Applies the committed migrations, then checks that every one of them is recorded.
 * Run with tsx and NODE_ENV=production (never a dev push). Payload's own CLI
 * (`payload migrate`) loads the config through tsx's programmatic API, which on Node 20
 * sometimes stalls and exits 0 having done nothing; this script goes through the same
 * `getPayload` as the seed and fails loudly instead.
 */
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { applyMigrations } from '../src/payload/apply-migrations'

const payload = await getPayload({ config })
try {
  const applied = await applyMigrations(payload)
  if (applied > 0) console.log(`Schéma à jour : ${applied} migrations appliquées.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
process.exit(0)
