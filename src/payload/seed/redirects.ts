/** Imports the committed legacy redirect table (`redirects.csv`), upserting by `from`. */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseRedirectCsv, type RedirectRule } from '@/domain/redirects/match'
import type { SeedContext } from './util'
import { api, loadIndex, Tally, WRITE } from './util'

/** Next to this module when run from source, else from the project root (bundled code). */
function csvPath(): string {
  const candidates: string[] = []
  try {
    candidates.push(fileURLToPath(new URL('./redirects.csv', import.meta.url)))
  } catch {
    // import.meta.url is not a file URL once bundled.
  }
  candidates.push(path.resolve(process.cwd(), 'src/payload/seed/redirects.csv'))
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found) throw new Error(`redirects.csv introuvable (${candidates.join(', ')})`)
  return found
}

export function loadRedirectRules(): RedirectRule[] {
  const { rules, errors } = parseRedirectCsv(readFileSync(csvPath(), 'utf8'))
  if (errors.length > 0) throw new Error(`redirects.csv : ${errors.map((e) => `ligne ${e.line} : ${e.message}`).join(' ; ')}`)
  return rules
}

export async function seedRedirects(ctx: SeedContext): Promise<void> {
  const tally = new Tally('Redirections')
  const rules = loadRedirectRules()
  const index = await loadIndex(ctx, 'redirects', 'from')
  const local = api(ctx.payload)
  for (const rule of rules) {
    const known = index.get(rule.from)
    if (!known) {
      await local.create({
        collection: 'redirects',
        data: { from: rule.from, to: rule.to, code: String(rule.code) as '301' | '302' },
        ...WRITE,
      })
      tally.add('created')
    } else if (known.to !== rule.to || known.code !== String(rule.code)) {
      await local.update({
        collection: 'redirects',
        id: known.id,
        data: { to: rule.to, code: String(rule.code) as '301' | '302' },
        ...WRITE,
      })
      tally.add('updated')
    } else tally.add('unchanged')
  }
  ctx.log(tally.toString())
}
