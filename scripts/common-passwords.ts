/**
 * Writes src/server/account/common-passwords.txt: the 10,000 commonest passwords, most
 * common first, one per line in lower case, from the frequency-ranked list that
 * @zxcvbn-ts/language-common ships (decision 083). Run again only to change the list:
 * `npx tsx scripts/common-passwords.ts`.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { dictionary } from '@zxcvbn-ts/language-common'

const COUNT = 10_000
const ranked = (dictionary as Record<string, string[]>)['passwords-common'] ?? []
const seen = new Set<string>()
for (const password of ranked) {
  if (seen.size === COUNT) break
  seen.add(password.toLowerCase())
}
if (seen.size < COUNT) throw new Error(`Liste trop courte : ${seen.size} mots de passe`)
const file = path.resolve(import.meta.dirname, '../src/server/account/common-passwords.txt')
writeFileSync(file, `${[...seen].join('\n')}\n`)
console.log(`${seen.size} mots de passe courants écrits dans ${path.relative(process.cwd(), file)}`)
