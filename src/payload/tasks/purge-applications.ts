import type { Payload, TaskConfig } from 'payload'

/** CNIL: applications and their CVs are kept 2 years after the last contact. */
export const RETENTION_YEARS = 2

export function retentionLimit(now: Date): Date {
  const limit = new Date(now)
  limit.setUTCFullYear(limit.getUTCFullYear() - RETENTION_YEARS)
  return limit
}

/**
 * Deletes every application whose last contact is older than 2 years; the collection's
 * afterDelete hook deletes the CV with it. Returns how many were deleted.
 */
export async function purgeApplications(payload: Payload, now = new Date()): Promise<number> {
  const limit = retentionLimit(now)
  let deleted = 0
  // Page by page so that a large backlog never loads at once.
  for (;;) {
    const old = await payload.find({
      collection: 'job-applications',
      where: { lastContactAt: { less_than: limit.toISOString() } },
      limit: 100,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    if (old.docs.length === 0) break
    for (const doc of old.docs) {
      await payload.delete({ collection: 'job-applications', id: doc.id, overrideAccess: true })
      deleted += 1
    }
    if (old.docs.length < 100) break
  }
  if (deleted > 0) payload.logger.info(`[purge] ${deleted} candidature(s) de plus de ${RETENTION_YEARS} ans supprimée(s) avec leur CV`)
  return deleted
}

/** Nightly task (payload.config.ts `jobs`): runs every day at 03:15. */
export const purgeApplicationsTask: TaskConfig<'purgeApplications'> = {
  slug: 'purgeApplications',
  label: 'Suppression des candidatures de plus de 2 ans',
  outputSchema: [{ name: 'deleted', type: 'number', required: true }],
  schedule: [{ cron: '0 15 3 * * *', queue: 'nightly' }],
  retries: 2,
  handler: async ({ req }) => ({ output: { deleted: await purgeApplications(req.payload) } }),
}
