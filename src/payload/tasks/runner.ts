/**
 * Payload's job runner with any number of server processes on one database (decision 097).
 *
 * Every process runs the queues (`jobs.autoRun`: the `mail` queue every second, the `nightly`
 * queue hourly). Payload claims jobs by a read then an update (`updateJobs`: find the runnable
 * jobs, then set `processing`), so two processes that read at the same moment would both run
 * the same job, and its scheduler counts the pending scheduled jobs then queues one, so two
 * processes would both queue the nightly purge. Here both steps hold one database lock for
 * their transaction, so they take turns across processes and each sees what the previous one
 * wrote: PostgreSQL's transaction-scoped advisory lock (`pg_advisory_xact_lock`), SQLite's
 * write lock (libsql's BEGIN IMMEDIATE). A job is then claimed once, a schedule queued once.
 *
 * - Nothing runnable (the common case, every second): one read as before, no lock taken.
 * - No leader: every process keeps claiming, so a stopped one leaves no gap. A process that
 *   stops gracefully hands back the jobs it could not finish (`stopJobRunner`); a job left
 *   `processing` by one that died goes back to the queue once stale (`releaseStaleJobs`).
 * - SQLite: a run takes the process's turn of transactions (decision 092), now on every queue.
 */
import { createLocalReq, type Payload, type Where } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { MAIL_QUEUE } from '@/domain/mail/outbox'
import { inTransaction, takeTurn, type Tx } from '@/payload/db/transaction'

/** Key of PostgreSQL's advisory lock of the job queues (any constant the site uses for nothing else). */
export const JOB_LOCK_KEY = 97_000_001

/**
 * A job still `processing` this long after it was claimed was cut off (its process stopped
 * mid-run): it goes back to the queue. A mail's try ends within ~40 s (SMTP timeouts, decision
 * 092); the purge pages through old applications.
 */
export const STALE_AFTER_MS: Readonly<Record<string, number>> = { [MAIL_QUEUE]: 2 * 60_000, nightly: 30 * 60_000 }

/** How often a process looks for stale jobs (from its runs). */
export const SWEEP_EVERY_MS = 30_000

type JobId = number | string
type Job = { id: JobId }
type UpdateJobsArgs = {
  id?: JobId
  data: Record<string, unknown>
  where?: Where
  limit?: number
  sort?: unknown
  returning?: boolean
  req?: unknown
}
type UpdateJobs = (args: UpdateJobsArgs) => Promise<Job[] | null>
type Run = Payload['jobs']['run']
type RunResult = Awaited<ReturnType<Run>>

interface RunnerState {
  payload?: Payload
  stopping: boolean
  /** Runs under way in this process. */
  runs: Set<Promise<unknown>>
  /** Jobs this process claimed and has not finished running. */
  claimed: Set<string>
  lastSweep: number
}

const KEY = Symbol.for('ardalis.jobRunner')

/** Shared by every bundle of the server (the instrumentation hook stops what the routes started). */
function runnerState(): RunnerState {
  const holder = globalThis as { [KEY]?: RunnerState }
  return (holder[KEY] ??= { stopping: false, runs: new Set(), claimed: new Set(), lastSweep: 0 })
}

/** False once the process is stopping: `jobs.shouldAutoRun` (no new run starts). */
export function jobRunnerActive(): boolean {
  return !runnerState().stopping
}

/**
 * `work` in one transaction that holds the job lock: other processes' claims and schedules
 * wait for its commit. PostgreSQL: the advisory lock, released at commit. SQLite: the write
 * transaction itself (inTransaction: in the process's turn, waiting for another process's).
 */
export function underJobLock<T>(payload: Payload, work: (tx: Tx) => Promise<T>): Promise<T> {
  const postgres = payload.db.name !== 'sqlite'
  return inTransaction(payload, async (tx) => {
    if (postgres) await tx.rows(JOB_LOCK)
    return work(tx)
  })
}

const JOB_LOCK = sql`SELECT pg_advisory_xact_lock(${sql.raw(String(JOB_LOCK_KEY))})`

/**
 * PostgreSQL: the transaction Payload opened for the claim (`updateJobs` gets its id in `req`),
 * so that a claim holds one pooled connection, as before. Undefined on SQLite (no transaction).
 */
async function payloadClaimSession(
  payload: Payload,
  req: unknown,
): Promise<{ execute: (query: typeof JOB_LOCK) => Promise<unknown> } | undefined> {
  if (payload.db.name === 'sqlite') return undefined
  const id = await (req as { transactionID?: string | number | Promise<string | number> } | undefined)?.transactionID
  const sessions = (
    payload.db as unknown as { sessions?: Record<string, { db?: { execute?: (query: typeof JOB_LOCK) => Promise<unknown> } }> }
  ).sessions
  const session = id === undefined ? undefined : sessions?.[String(id)]?.db
  return session?.execute ? (session as { execute: (query: typeof JOB_LOCK) => Promise<unknown> }) : undefined
}

/** The claim of runJobs: `processing: true` on the runnable jobs its `where` selects (not runByID's single id). */
function isClaim(args: UpdateJobsArgs): boolean {
  return (
    args.id === undefined &&
    args.where !== undefined &&
    args.data.processing === true &&
    Object.keys(args.data).every((key) => key === 'processing' || key === 'updatedAt')
  )
}

/**
 * Claims under the job lock: Payload's own read-then-update, in a transaction that waits for
 * any other process's claim, so that it reads what that one wrote (PostgreSQL: Payload's own
 * claim transaction takes the lock first; SQLite: a write transaction of ours). A stopping
 * process claims nothing.
 */
function claimOnce(payload: Payload, state: RunnerState): void {
  const db = payload.db as unknown as { updateJobs: UpdateJobs }
  const updateJobs = db.updateJobs
  db.updateJobs = async (args) => {
    if (!isClaim(args)) return updateJobs.call(db, args)
    if (state.stopping) return []
    const peek = await payload.db.find({
      collection: 'payload-jobs',
      where: args.where ?? {},
      limit: 1,
      pagination: false,
      req: { transactionID: undefined },
    })
    if (peek.docs.length === 0) return []
    const session = await payloadClaimSession(payload, args.req)
    const claimed = session
      ? await session.execute(JOB_LOCK).then(() => updateJobs.call(db, args))
      : await underJobLock(payload, (tx) => updateJobs.call(db, { ...args, req: tx.req }))
    for (const job of claimed ?? []) state.claimed.add(String(job.id))
    return claimed
  }
}

/** Scheduling under the job lock: the count of pending scheduled jobs and the queueing are one step across processes. */
function scheduleOnce(payload: Payload, state: RunnerState): void {
  const handleSchedules = payload.jobs.handleSchedules
  payload.jobs.handleSchedules = async (args) => {
    if (state.stopping) return { errored: [], queued: [], skipped: [] }
    return underJobLock(payload, async (tx) => {
      const req = await createLocalReq({}, payload)
      req.transactionID = tx.req.transactionID
      return handleSchedules({ ...args, req })
    })
  }
}

/** Every run takes the SQLite turn (decision 092), is counted while under way, and sweeps stale jobs now and then. */
function trackRuns(payload: Payload, state: RunnerState): void {
  const run = payload.jobs.run
  payload.jobs.run = ((args?: Parameters<Run>[0]) => {
    const work = takeTurn(payload, async (): Promise<RunResult> => {
      if (Date.now() - state.lastSweep >= SWEEP_EVERY_MS) {
        state.lastSweep = Date.now()
        await releaseStaleJobs(payload)
      }
      const result = await run(args)
      for (const id of Object.keys('jobStatus' in result ? (result.jobStatus ?? {}) : {})) state.claimed.delete(id)
      return result
    })
    state.runs.add(work)
    void work.then(
      () => state.runs.delete(work),
      () => state.runs.delete(work),
    )
    return work
  }) as unknown as Run
}

/** From the config's onInit: claims and schedules once across processes, runs tracked for the graceful stop. */
export function runJobsOnceAcrossInstances(payload: Payload): void {
  const state = runnerState()
  state.payload = payload
  claimOnce(payload, state)
  scheduleOnce(payload, state)
  trackRuns(payload, state)
}

/**
 * Jobs left `processing` by a process that stopped mid-run (crash, kill) would never run
 * again: past STALE_AFTER_MS they go back to the queue. At start (onInit) and every
 * SWEEP_EVERY_MS from the runs; a database without the jobs table yet is left alone.
 */
export async function releaseStaleJobs(payload: Payload, now = new Date()): Promise<number> {
  let released = 0
  for (const [queue, staleMs] of Object.entries(STALE_AFTER_MS)) {
    try {
      const { docs } = await payload.update({
        collection: 'payload-jobs',
        where: {
          and: [
            { queue: { equals: queue } },
            { processing: { equals: true } },
            { updatedAt: { less_than: new Date(now.getTime() - staleMs).toISOString() } },
          ],
        },
        data: { processing: false },
        depth: 0,
        overrideAccess: true,
      })
      if (docs.length > 0) payload.logger.warn(`[jobs] ${docs.length} tâche(s) interrompue(s) remise(s) dans la file « ${queue} »`)
      released += docs.length
    } catch {
      // No jobs table yet (before the first migration), or the database is away: next sweep.
    }
  }
  return released
}

/**
 * The graceful stop (src/server/ops/graceful-stop.ts): no new claim, schedule or run; the
 * crons stop; the runs under way may finish until `deadline` (ms since the epoch); the jobs
 * still unfinished then go back to the queue at once, for another process to run. Returns
 * how many were handed back.
 */
export async function stopJobRunner(deadline: number): Promise<number> {
  const state = runnerState()
  state.stopping = true
  const payload = state.payload
  if (!payload) return 0
  await Promise.all(payload.crons.splice(0).map((cron) => cron.stop()))
  const wait = Math.max(0, deadline - Date.now())
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    Promise.allSettled([...state.runs]),
    new Promise((resolve) => {
      timer = setTimeout(resolve, wait)
    }),
  ])
  clearTimeout(timer)
  const unfinished = [...state.claimed]
  if (unfinished.length === 0) return 0
  try {
    await payload.update({
      collection: 'payload-jobs',
      where: { and: [{ id: { in: unfinished } }, { processing: { equals: true } }] },
      data: { processing: false },
      depth: 0,
      overrideAccess: true,
    })
    payload.logger.warn(`[jobs] arrêt : ${unfinished.length} tâche(s) inachevée(s) remise(s) dans la file`)
  } catch (error) {
    payload.logger.error(
      `[jobs] arrêt : ${unfinished.length} tâche(s) inachevée(s) non remise(s) dans la file : ${(error as Error).message}`,
    )
  }
  return unfinished.length
}
