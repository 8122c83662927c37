/**
 * Jobs run once with several server processes on one database (issue 21, decision 097): two
 * separate Node processes (tests/support/job-runner-probe.ts) run Payload's job queues on the
 * integration database — PostgreSQL with INTEGRATION_DATABASE_URL, else two processes on one
 * SQLite file — and send through the real SMTP catcher. This process only queues (no crons).
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import config from '@payload-config'
import { queueMail } from '@/server/mail/outbox'
import { listMails } from '../support/mailbox'
import { nodeEntryArgs } from '@/build/node-entry'

const root = path.resolve(import.meta.dirname, '../..')

class Runner {
  readonly lines: string[] = []
  readonly child: ChildProcessWithoutNullStreams
  readonly exited: Promise<number | null>
  output = ''

  constructor(
    readonly name: string,
    env: Record<string, string> = {},
  ) {
    const childEnv = { ...process.env, ...env }
    this.child = spawn(process.execPath, nodeEntryArgs(path.join(root, 'tests/support/job-runner-probe.ts'), childEnv), {
      cwd: root,
      env: childEnv,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let pending = ''
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.output += chunk.toString()
      pending += chunk.toString()
      const parts = pending.split('\n')
      pending = parts.pop() ?? ''
      this.lines.push(...parts.map((line) => line.trim()).filter((line) => /^(READY|CLAIM|RAN|SCHEDULED|STOPPED)\b/.test(line)))
    })
    this.child.stderr.on('data', (chunk: Buffer) => (this.output += chunk.toString()))
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)))
  }

  /** Job ids (SQLite may give a deleted job's id to a new one: compare within a short span only). */
  ids(kind: 'CLAIM' | 'RAN'): string[] {
    return this.lines.filter((line) => line.startsWith(`${kind} `)).map((line) => line.split(' ')[1] ?? '')
  }

  /** The outbox records whose mail job this process claimed (never reused). */
  claimedMails(): string[] {
    return this.lines.filter((line) => line.startsWith('CLAIM ')).map((line) => line.split(' ')[2] ?? '')
  }

  async waitFor(what: string, check: () => boolean, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!check()) {
      if (this.child.exitCode !== null) throw new Error(`${this.name} s’est arrêté (${this.child.exitCode}) :\n${this.output.slice(-3000)}`)
      if (Date.now() > deadline) throw new Error(`${this.name} : toujours pas ${what} :\n${this.output.slice(-3000)}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  send(line: string): void {
    this.child.stdin.write(`${line}\n`)
  }
}

let payload: Payload
const runners: Runner[] = []

/** A runner process that has printed READY (its whole output is in the error if it stops first). */
async function started(name: string, env: Record<string, string> = {}): Promise<Runner> {
  const runner = new Runner(name, env)
  await runner.waitFor('prêt', () => runner.lines.includes('READY'), 120_000)
  return runner
}

const tag = `r${Date.now().toString(36)}`

async function smtp(action: 'stop' | 'stall' | 'start'): Promise<void> {
  const response = await fetch(`${process.env.MAIL_CATCHER_URL}/smtp/${action}`, { method: 'POST' })
  expect(response.status).toBe(204)
}

/** Queues `count` mails whose subjects start with `prefix`; returns the subjects. */
async function queue(prefix: string, count: number): Promise<string[]> {
  const subjects = Array.from({ length: count }, (_, i) => `${prefix} n°${i + 1}`)
  for (const subject of subjects) await queueMail(payload, { to: [`${tag}@exemple.fr`], subject, text: subject })
  return subjects
}

/** How many times each subject arrived, once all have (and a little longer, for a late duplicate). */
async function arrivals(subjects: string[], timeoutMs = 60_000): Promise<Map<string, number>> {
  const deadline = Date.now() + timeoutMs
  const count = async () => {
    const seen = new Map<string, number>()
    for (const mail of await listMails()) if (subjects.includes(mail.subject)) seen.set(mail.subject, (seen.get(mail.subject) ?? 0) + 1)
    return seen
  }
  while ((await count()).size < subjects.length) {
    if (Date.now() > deadline) throw new Error(`arrivés : ${(await count()).size} sur ${subjects.length}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await new Promise((resolve) => setTimeout(resolve, 2_500))
  return count()
}

const scheduledPurges = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'purgeApplications' } }, { completedAt: { exists: false } }] },
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  // No crons here: only the two runners run jobs.
  payload = await getPayload({ config })
  runners.push(...(await Promise.all([started('A'), started('B', { STOP_GRACE_MS: '1000' })])))
}, 180_000)

afterAll(async () => {
  for (const runner of runners) if (runner.child.exitCode === null) runner.child.kill('SIGKILL')
  await smtp('start')
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'purgeApplications' } }, overrideAccess: true })
})

describe('two server processes on one database', () => {
  it('send each of 40 queued mails once, both taking part, and never claim the same job twice', async () => {
    const [a, b] = runners as [Runner, Runner]
    const subjects = await queue(`Lot ${tag}`, 40)
    const seen = await arrivals(subjects)
    expect([...seen.values()].filter((n) => n !== 1)).toEqual([])
    expect(seen.size).toBe(40)
    const claimedByB = new Set(b.claimedMails())
    expect(a.claimedMails().filter((mail) => mail !== '-' && claimedByB.has(mail))).toEqual([])
    expect(a.ids('RAN').length + b.ids('RAN').length).toBeGreaterThanOrEqual(40)
    // Both processes really ran the queue side by side (each claims 10 jobs per second at most).
    expect(a.ids('RAN').length).toBeGreaterThan(0)
    expect(b.ids('RAN').length).toBeGreaterThan(0)
    console.log(`[jobs] 40 courriels : ${a.ids('RAN').length} envoyés par A, ${b.ids('RAN').length} par B`)
  })

  it('queue the nightly schedule once when both schedule at the same instant', async () => {
    const [a, b] = runners as [Runner, Runner]
    for (let round = 1; round <= 5; round += 1) {
      await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'purgeApplications' } }, overrideAccess: true })
      const before = [a, b].map((runner) => runner.lines.filter((line) => line.startsWith('SCHEDULED')).length)
      const at = Date.now() + 300
      a.send(`schedule ${at}`)
      b.send(`schedule ${at}`)
      await Promise.all(
        [a, b].map((runner, i) =>
          runner.waitFor('planifié', () => runner.lines.filter((line) => line.startsWith('SCHEDULED')).length > (before[i] ?? 0)),
        ),
      )
      const answers = [a, b].map((runner) => runner.lines.filter((line) => line.startsWith('SCHEDULED')).at(-1))
      expect(answers.sort(), `tour ${round}`).toEqual(['SCHEDULED 0', 'SCHEDULED 1'])
      expect((await scheduledPurges()).length, `tour ${round}`).toBe(1)
    }
  })

  it('keep sending with the other process when one is killed', async () => {
    const [a, b] = runners as [Runner, Runner]
    a.child.kill('SIGKILL')
    await a.exited
    const ranByB = b.ids('RAN').length
    const subjects = await queue(`Après A ${tag}`, 20)
    const seen = await arrivals(subjects)
    expect([...seen.values()].filter((n) => n !== 1)).toEqual([])
    expect(seen.size).toBe(20)
    expect(b.ids('RAN').length - ranByB).toBeGreaterThanOrEqual(20)
  })

  it('hand the jobs a stopping process could not finish to another at once, and exit 0', async () => {
    const [, b] = runners as [Runner, Runner]
    // B alone takes the next mail, and its try hangs: the SMTP server accepts and never greets.
    await smtp('stall')
    const ranByB = b.ids('RAN').length
    const subject = `Relais ${tag}`
    const mail = String(await queueMail(payload, { to: [`${tag}@exemple.fr`], subject, text: subject }))
    await b.waitFor('le courriel pris', () => b.claimedMails().includes(mail), 30_000)
    const held = b.lines.find((line) => line.startsWith('CLAIM ') && line.endsWith(` ${mail}`))?.split(' ')[1] ?? ''
    const c = new Runner('C')
    runners.push(c)
    await c.waitFor('prêt', () => c.lines.includes('READY'), 120_000)
    expect(c.claimedMails()).not.toContain(mail)
    const stopped = performance.now()
    b.child.kill('SIGTERM')
    expect(await b.exited).toBe(0)
    expect(performance.now() - stopped).toBeLessThan(10_000)
    expect(b.lines).toContain('STOPPED 1')
    // C takes it at its next tick; the server greets again, and the mail arrives once, sent by C.
    await c.waitFor('le courriel rendu', () => c.claimedMails().includes(mail), 10_000)
    await smtp('start')
    const seen = await arrivals([subject], 60_000)
    expect(seen.get(subject)).toBe(1)
    expect(c.ids('RAN')).toContain(held)
    expect(b.ids('RAN').slice(ranByB)).not.toContain(held)
  })
})
