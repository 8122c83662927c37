/**
 * Regenerates `redirects.csv` from the seed data:
 *   npx tsx src/payload/seed/generate-redirects.ts
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildRedirectRules } from './redirect-rules'
import { toRedirectCsv } from '@/domain/redirects/match'

const rules = buildRedirectRules()
const target = fileURLToPath(new URL('./redirects.csv', import.meta.url))
writeFileSync(target, toRedirectCsv(rules))
console.log(`${rules.length} redirections écrites dans ${target}`)
