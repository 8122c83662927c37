import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The 10,000 commonest passwords (common-passwords.txt beside this file, written by
 * scripts/common-passwords.ts), read once per process on first use. Compared in lower case.
 */
const FILE = path.join(process.cwd(), 'src/server/account/common-passwords.txt')
const KEY = Symbol.for('enduits.commonPasswords')
type Holder = { [KEY]?: ReadonlySet<string> }

function commonPasswords(): ReadonlySet<string> {
  const holder = globalThis as Holder
  holder[KEY] ??= new Set(
    readFileSync(FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  )
  return holder[KEY]
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase())
}

export function commonPasswordCount(): number {
  return commonPasswords().size
}
