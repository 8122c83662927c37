import type { Access, Payload } from 'payload'
import { isCustomerUser } from './customers'

const OPERATIONS = ['read', 'create', 'update', 'delete', 'readVersions', 'unlock'] as const

/**
 * Payload's own collections (document locks, preferences, jobs, migrations, key-value)
 * let "anyone signed in" in. Their configuration cannot be given to buildConfig (Payload
 * adds them while sanitising), so their access is narrowed once the instance starts: a
 * customer is refused every operation on them, as a visitor is; staff keep what Payload
 * gives them. Called from the config's onInit, before the first request.
 */
export function closeInternalCollectionsToCustomers(payload: Payload): void {
  for (const [slug, collection] of Object.entries(payload.collections)) {
    if (!slug.startsWith('payload-')) continue
    const access = collection.config.access as Record<(typeof OPERATIONS)[number], Access | undefined>
    for (const operation of OPERATIONS) {
      const original = access[operation]
      if (typeof original !== 'function') continue
      access[operation] = (args) => (isCustomerUser(args.req.user) ? false : original(args))
    }
  }
}
