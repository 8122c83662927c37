import 'server-only'
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { ApiProblem, badRequest } from '@/domain/api/errors'
import { canonicalContent, repeatOf, SUBMISSION_IN_PROGRESS, SUBMISSION_KEY_REUSED, type SeenSubmission } from '@/domain/forms/idempotency'
import { FORM_SUBMISSIONS } from '@/payload/collections/form-submissions/config'

/** How long a key answers for its submission (then a new submission with it is a new one). */
const KEPT_MS = 24 * 60 * 60 * 1000
/** How long a repeat waits for the first request of its key to finish before saying so. */
const WAIT_MS = 10_000
const POLL_MS = 200

/** The fields and the files' names, sizes and types of a submission, hashed. */
export function fingerprintOf(form: string, input: { fields: Record<string, unknown>; files: Record<string, File | null> }): string {
  const files = Object.fromEntries(
    Object.entries(input.files).map(([name, file]) => [name, file ? { name: file.name, size: file.size, type: file.type } : null]),
  )
  return createHash('sha256')
    .update(canonicalContent({ form, fields: input.fields, files }))
    .digest('hex')
}

async function seen(payload: Payload, key: string): Promise<(SeenSubmission & { id: number | string }) | null> {
  const { docs } = await payload.find({
    collection: FORM_SUBMISSIONS,
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const doc = docs[0] as
    { id: number | string; form: string; fingerprint: string; status: 'pending' | 'done'; response?: unknown } | undefined
  return doc ? { id: doc.id, form: doc.form, fingerprint: doc.fingerprint, status: doc.status, response: doc.response ?? null } : null
}

export type Claim = { kind: 'first'; id: number | string } | { kind: 'replay'; response: unknown }

/**
 * Takes a submission's key. The first request of a key gets `first` (its row, pending, is
 * written with a unique key: of two requests at once, one only). A repeat of a finished one
 * gets its answer back; of one still running, waits for it a moment (then 503 with
 * Retry-After); with another content or form, 400.
 */
export async function claimSubmission(payload: Payload, form: string, key: string, fingerprint: string): Promise<Claim> {
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const found = await seen(payload, key)
    if (!found) {
      try {
        const created = await payload.create({
          collection: FORM_SUBMISSIONS,
          data: { key, form, fingerprint, status: 'pending' },
          overrideAccess: true,
        })
        await forgetOld(payload)
        return { kind: 'first', id: created.id }
      } catch (error) {
        // Another request of the same key wrote it first (unique key): read it again.
        if (await seen(payload, key)) continue
        throw error
      }
    }
    const repeat = repeatOf(found, form, fingerprint)
    if (repeat.kind === 'replay') return repeat
    if (repeat.kind === 'reused') throw badRequest(SUBMISSION_KEY_REUSED, [{ path: 'submission_key', message: SUBMISSION_KEY_REUSED }])
    if (Date.now() >= deadline) throw new ApiProblem(503, { status: 'unavailable', message: SUBMISSION_IN_PROGRESS }, 2)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** The first request of a key succeeded: its answer is kept for the repeats. */
export async function completeSubmission(payload: Payload, id: number | string, response: unknown): Promise<void> {
  await payload.update({ collection: FORM_SUBMISSIONS, id, data: { status: 'done', response: response as never }, overrideAccess: true })
}

/** The first request of a key failed: the key is free again, so that the corrected form can be sent with it. */
export async function releaseSubmission(payload: Payload, id: number | string): Promise<void> {
  await payload.delete({ collection: FORM_SUBMISSIONS, id, overrideAccess: true }).catch(() => undefined)
}

/** Keys older than a day are forgotten (with the first submission of each new key: forms are few). */
async function forgetOld(payload: Payload): Promise<void> {
  await payload
    .delete({
      collection: FORM_SUBMISSIONS,
      where: { createdAt: { less_than: new Date(Date.now() - KEPT_MS).toISOString() } },
      overrideAccess: true,
    })
    .catch(() => undefined)
}
