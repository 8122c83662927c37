/**
 * Run by tests/integration/db-outage.int.test.ts in its own process (tsx), against a throwaway
 * PostgreSQL cluster of its own (PG_DIR, PG_PORT, DATABASE_URL): with connections idle in the
 * pool, the cluster is stopped, the same query is asked during the outage, then the cluster is
 * started again and asked once more — without restarting this process. Prints one JSON line.
 */
import { execFileSync } from 'node:child_process'
import { getPayload } from 'payload'
import { isUnavailable } from '../../src/domain/api/faults'
import config from '../../src/payload.config'

const dir = process.env.PG_DIR ?? ''
const port = process.env.PG_PORT ?? ''
const script = new URL('../../scripts/postgres.sh', import.meta.url).pathname
const cluster = (action: 'stop' | 'resume') => execFileSync('bash', [script, action, dir, port], { stdio: 'ignore' })

/** `unavailable`: what the API's fault answer makes of the error (a 503, decision 118). */
type Probe = { ok: boolean; ms: number; unavailable?: boolean }
const payload = await getPayload({ config })
const probe = async (): Promise<Probe> => {
  const started = performance.now()
  try {
    await payload.find({ collection: 'settings', limit: 1, depth: 0 })
    return { ok: true, ms: performance.now() - started }
  } catch (error) {
    return { ok: false, ms: performance.now() - started, unavailable: isUnavailable(error) }
  }
}

const before = await Promise.all([probe(), probe(), probe()])
cluster('stop')
await new Promise((resolve) => setTimeout(resolve, 300))
const during = [await probe(), await probe()]
cluster('resume')
const after = [await probe(), await probe()]
console.log(`PROBE=${JSON.stringify({ before, during, after })}`)
process.exit(0)
