/**
 * One server process's job runner, for tests/integration/job-runner.int.test.ts: Payload with
 * its crons (the `mail` queue every second, as `next start` runs it) on the database and SMTP
 * server of the environment. Prints one line per event, which the test reads:
 *   READY                    Payload is up, its crons started
 *   CLAIM <job id> <mail>    this process claimed the job (set it `processing`); mail: the outbox record's id
 *   RAN <job id>             this process ran the job to success
 *   SCHEDULED <n>            answer to `schedule <epoch ms>` (stdin): jobs queued by the nightly schedule
 *   STOPPED <n>              after SIGTERM: the graceful stop handed back n unfinished jobs, then exit 0
 * STOP_GRACE_MS bounds the graceful stop (default 20 s).
 */
import { createInterface } from 'node:readline'
import { getPayload } from 'payload'
import config from '../../src/payload.config'
import { stopJobRunner } from '../../src/payload/tasks/runner'

const payload = await getPayload({ config, cron: true })
const say = (line: string) => process.stdout.write(`${line}\n`)

// Seen from outside the runner's own wrappers (installed by onInit, before these).
type Job = { id: number; input?: { mail?: number } }
const db = payload.db as unknown as { updateJobs: (args: { data: Record<string, unknown> }) => Promise<Job[] | null> }
const updateJobs = db.updateJobs
db.updateJobs = async (args) => {
  const jobs = await updateJobs(args)
  if (args.data.processing === true) for (const job of jobs ?? []) say(`CLAIM ${job.id} ${job.input?.mail ?? '-'}`)
  return jobs
}
const run = payload.jobs.run
payload.jobs.run = (async (args?: Parameters<typeof run>[0]) => {
  const result = await run(args)
  if ('jobStatus' in result)
    for (const [id, status] of Object.entries(result.jobStatus ?? {})) if (status?.status === 'success') say(`RAN ${id}`)
  return result
}) as unknown as typeof run

createInterface({ input: process.stdin }).on('line', (line) => {
  const at = /^schedule (\d+)$/.exec(line.trim())?.[1]
  if (!at) return
  setTimeout(
    () => {
      payload.jobs.handleSchedules({ queue: 'nightly' }).then(
        (result) => say(`SCHEDULED ${result.queued.length}`),
        (error: Error) => say(`SCHEDULED error ${error.message}`),
      )
    },
    Math.max(0, Number(at) - Date.now()),
  )
})

process.once('SIGTERM', () => {
  void stopJobRunner(Date.now() + Number(process.env.STOP_GRACE_MS ?? 20_000)).then((handedBack) => {
    say(`STOPPED ${handedBack}`)
    process.exit(0)
  })
})

say('READY')
