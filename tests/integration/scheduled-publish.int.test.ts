/**
 * A publication scheduled in the back office happens on time (decision 128): Payload queues it
 * in its own `default` queue, which the server's crons run (`jobs.autoRun`, started by
 * payloadClient() as on the server). Before, only the outbox and the nightly queue ran: the
 * job waited for ever and the page kept its old text.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadClient } from '@/data/payload'

let payload: Payload
let pageId: number
let originalTitle: string
let staffId: number | undefined

async function publishedTitle(): Promise<string> {
  const page = await payload.findByID({ collection: 'pages', id: pageId, draft: false, depth: 0, overrideAccess: true })
  return String(page.title)
}

beforeAll(async () => {
  payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  pageId = Number(docs[0]?.id)
  originalTitle = String(docs[0]?.title)
})

afterAll(async () => {
  if (staffId) await payload.delete({ collection: 'users', id: staffId, overrideAccess: true })
  await payload.update({ collection: 'pages', id: pageId, data: { title: originalTitle, _status: 'published' }, overrideAccess: true })
})

describe('scheduled publication', () => {
  it('a draft scheduled for publication by a staff member is published by the server’s own queue', async () => {
    const staff = await payload.create({
      collection: 'users',
      data: { email: `programmation.${Date.now()}@ardalis.example`, password: 'Staff-Programme-2026!', name: 'Équipe', role: 'editor' },
    })
    staffId = staff.id
    const title = `${originalTitle} (programmé ${Date.now()})`
    await payload.update({ collection: 'pages', id: pageId, data: { title }, draft: true, overrideAccess: true })
    expect(await publishedTitle()).toBe(originalTitle)

    // As the back office's « Programmer la publication » queues it (@payloadcms/ui's handler).
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: pageId }, user: { relationTo: 'users', value: staff.id } },
      waitUntil: new Date(Date.now() + 1_000),
    })

    const deadline = Date.now() + 30_000
    let seen = await publishedTitle()
    while (seen !== title && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      seen = await publishedTitle()
    }
    expect(seen).toBe(title)
  })
})
