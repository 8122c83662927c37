import 'server-only'
import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

const hash = promisify(pbkdf2)

/**
 * The work Payload's login does for an existing account (PBKDF2-SHA256, 25,000 rounds, 512
 * bytes), spent when there is none, so that the answer takes about the same time either way.
 */
export async function spendLoginTime(password: string): Promise<void> {
  await hash(password, 'compte-inexistant', 25_000, 512, 'sha256')
}
