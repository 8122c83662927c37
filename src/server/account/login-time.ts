import 'server-only'
import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

const hash = promisify(pbkdf2)

/**
 * The work Payload's login does for an existing account, spent when there is none, so that the
 * answer takes about the same time either way. Payload 3.90 hashes passwords with PBKDF2-SHA256,
 * 600,000 rounds and a 32-byte key (its `pbkdf2-sha256-v1:` hashes; older hashes, 25,000 rounds
 * and 512 bytes, cost about two thirds of that and are rewritten at their next login).
 */
export async function spendLoginTime(password: string): Promise<void> {
  await hash(password, 'compte-inexistant', 600_000, 32, 'sha256')
}
