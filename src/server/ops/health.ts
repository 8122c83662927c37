/**
 * The health endpoint of the load balancer (`GET`/`HEAD /api/health`, decision 097): 200
 * `{"status":"ok","checks":{…}}` when every named check answers within its time, else 503
 * with the check that failed; 503 `draining` while the instance stops (graceful-stop.ts).
 *
 * - A check is a function that resolves when its part answers and rejects (or resolves `false`,
 *   or `{ ok: false, detail }`) when it does not; each is given CHECK_TIMEOUT_MS.
 * - The answer never says why (no message, address or version: the endpoint is outside the
 *   IP allow-list); the log says it, one line when a check starts failing and one when it
 *   answers again, nothing for healthy calls.
 * - Concurrent calls share one run of the checks: a flood of probes costs one query at a time.
 * - Never cached, never rate-limited.
 */
import { isDraining } from './graceful-stop'

export type HealthCheck = () => Promise<unknown>
export type CheckResult = { status: 'ok' } | { status: 'fail'; reason: 'timeout' | 'error' | 'starting' }

/** Thrown by a check whose part is still starting (Payload's first initialisation): 503, not logged as a failure. */
export class StillStarting extends Error {
  constructor() {
    super('démarrage')
  }
}
export type HealthReport = { status: 'ok' | 'fail'; checks: Record<string, CheckResult & { ms: number }> }

/** Each check's time to answer (a database or Redis on the same network answers in about a millisecond). */
export const CHECK_TIMEOUT_MS = 1_000

const TIMED_OUT = Symbol('timeout')

async function runCheck(check: HealthCheck, timeoutMs: number): Promise<{ result: CheckResult; error?: string }> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs)
  })
  try {
    const outcome = await Promise.race([check(), timeout])
    if (outcome === TIMED_OUT) return { result: { status: 'fail', reason: 'timeout' }, error: `pas de réponse en ${timeoutMs} ms` }
    if (outcome === false) return { result: { status: 'fail', reason: 'error' }, error: 'indisponible' }
    if (typeof outcome === 'object' && outcome !== null && (outcome as { ok?: unknown }).ok === false)
      return { result: { status: 'fail', reason: 'error' }, error: String((outcome as { detail?: unknown }).detail ?? 'indisponible') }
    return { result: { status: 'ok' } }
  } catch (error) {
    if (error instanceof StillStarting) return { result: { status: 'fail', reason: 'starting' } }
    return { result: { status: 'fail', reason: 'error' }, error: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}

/** Runs named checks together: a report, and one log line per change of a check's state. */
export function healthMonitor(
  checks: Record<string, HealthCheck>,
  options: { timeoutMs?: number; log?: Pick<Console, 'warn' | 'info'> } = {},
) {
  const timeoutMs = options.timeoutMs ?? CHECK_TIMEOUT_MS
  const log = options.log ?? console
  const failing = new Set<string>()
  let running: Promise<HealthReport> | null = null

  async function runAll(): Promise<HealthReport> {
    const entries = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        const started = performance.now()
        const { result, error } = await runCheck(check, timeoutMs)
        const ms = Math.round((performance.now() - started) * 10) / 10
        if (result.status === 'fail' && result.reason !== 'starting' && !failing.has(name)) {
          failing.add(name)
          log.warn(`[santé] ${name} en échec : ${error ?? result.reason} — l’instance répond 503`)
        } else if (result.status === 'ok' && failing.delete(name)) {
          log.info(`[santé] ${name} répond de nouveau`)
        }
        return [name, { ...result, ms }] as const
      }),
    )
    const report: HealthReport['checks'] = Object.fromEntries(entries)
    return { status: entries.every(([, result]) => result.status === 'ok') ? 'ok' : 'fail', checks: report }
  }

  return {
    /** The checks' report; a call made while a run is under way gets that run's report. */
    check(): Promise<HealthReport> {
      running ??= runAll().finally(() => (running = null))
      return running
    },
  }
}

const NO_STORE = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' }

/** The endpoint's answer to GET or HEAD: 200 when all checks pass, 503 with the failing one or `draining`. */
export async function healthAnswer(request: Request, monitor: ReturnType<typeof healthMonitor>): Promise<Response> {
  const body = isDraining() ? { status: 'draining', checks: {} } : await monitor.check()
  const status = body.status === 'ok' ? 200 : 503
  return new Response(request.method === 'HEAD' ? null : JSON.stringify(body), { status, headers: NO_STORE })
}
