import type { Payload } from 'payload'
import type { Env } from '@/env'

/**
 * Outside the demo no account with a known password is ever created: the first
 * admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, or from Payload's first-user screen.
 */
export async function ensureFirstAdmin(payload: Payload, env: Env): Promise<void> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return
  try {
    const { totalDocs } = await payload.count({ collection: 'users' })
    if (totalDocs > 0) return
    await payload.create({
      collection: 'users',
      data: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: 'Administrateur', role: 'admin' },
    })
    payload.logger.info(`Compte administrateur créé : ${env.ADMIN_EMAIL}`)
  } catch (error) {
    // The schema may not exist yet (before the first migration).
    payload.logger.warn({ err: error }, 'Impossible de créer le premier administrateur')
  }
}
