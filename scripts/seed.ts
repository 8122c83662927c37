/**
 * Seeds the demo content (idempotent). Run with NODE_ENV=production so that
 * Payload never pushes a schema: the schema comes from the committed migrations.
 */
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { communeIndex } from '../src/data/geo'
import { seed } from '../src/payload/seed/seed'
import { DEMO_ADMIN, ensureDemoAdmin } from '../src/payload/seed/demo-admin'

const started = performance.now()
const payload = await getPayload({ config })
const report = await seed(payload, { communes: communeIndex().all, log: (m) => console.log(m) })
if (process.env.DEMO === 'true') await ensureDemoAdmin(payload)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`Contenu de démonstration prêt en ${seconds} s :`, JSON.stringify(report))
if (process.env.DEMO === 'true') {
  console.log(`Back-office : /admin — identifiant ${DEMO_ADMIN.email} / mot de passe ${DEMO_ADMIN.password}`)
}
process.exit(0)
