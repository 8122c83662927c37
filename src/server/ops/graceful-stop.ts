/**
 * Graceful stop of the production server (decision 097), so that a rolling restart drops
 * nothing. On SIGTERM or SIGINT:
 *
 * 1. the instance is `draining`: the health endpoint answers 503 (src/server/ops/health.ts);
 * 2. every HTTP server stops listening (new connections are refused: the load balancer sends
 *    them to another instance) and its idle keep-alive connections are closed;
 * 3. the requests under way finish: each answer not yet begun says `Connection: close`, and a
 *    connection is closed as soon as it has no request left (Node's `server.close()` alone
 *    keeps a keep-alive connection that was busy, and it would serve again for 65 s);
 * 4. the job runner starts nothing more, lets its runs finish and hands back what it could not
 *    (src/payload/tasks/runner.ts);
 * 5. after STOP_GRACE_SECONDS at most, what is left is cut; the process exits 0.
 *
 * Next's own handler (`next start`: close the server, wait without limit, exit 143) is off:
 * `npm start` sets NEXT_MANUAL_SIG_HANDLE (Next's documented switch) and, when a deployment
 * runs `next start` without it, `installGracefulStop` removes the listeners Next installed
 * before the instrumentation hook ran.
 *
 * State lives on globalThis: the instrumentation hook and the route bundles share it.
 */
import type { Server, ServerResponse } from 'node:http'

interface StopState {
  draining: boolean
  servers: Set<Server>
  /** Answers under way (from the request event to the response's close). */
  responses: Set<ServerResponse>
  /** Servers that stopped listening and whose last connection ended. */
  closed: Set<Server>
  closing: Set<Server>
}

const KEY = Symbol.for('ardalis.gracefulStop')
const PATCHED = Symbol.for('ardalis.gracefulStop.patched')
const SIGNALS = ['SIGTERM', 'SIGINT'] as const

function stopState(): StopState {
  const holder = globalThis as { [KEY]?: StopState }
  return (holder[KEY] ??= { draining: false, servers: new Set(), responses: new Set(), closed: new Set(), closing: new Set() })
}

/** True from the stop signal on: the health endpoint answers 503 `draining`. */
export function isDraining(): boolean {
  return stopState().draining
}

/** Stops `server` listening (once); its idle connections close at once (Node ≥ 19). */
function closeListener(state: StopState, server: Server): void {
  if (state.closing.has(server)) return
  state.closing.add(server)
  server.close(() => state.closed.add(server))
}

/**
 * Patches the server prototype's `emit` (from the instrumentation hook, like peer-address.ts):
 * the servers and the answers under way become known; while draining, an answer closes its
 * connection after it, and a server met for the first time stops listening too.
 */
export function trackConnections(serverPrototype: Server): void {
  const target = serverPrototype as Server & { [PATCHED]?: true }
  if (target[PATCHED]) return
  const emit = target.emit
  target.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'connection' || event === 'request') {
      const state = stopState()
      state.servers.add(this)
      if (state.draining) closeListener(state, this)
      if (event === 'request') {
        const response = args[1] as ServerResponse
        state.responses.add(response)
        response.once('close', () => state.responses.delete(response))
        if (state.draining) response.setHeader('Connection', 'close')
      }
    }
    return (emit as (this: Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args)
  } as Server['emit']
  target[PATCHED] = true
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface StopSummary {
  /** Requests still under way at the deadline, cut. */
  cut: number
  /** Jobs handed back to the queue unfinished. */
  handedBack: number
  ms: number
}

/** Steps 1–5 above; resolves when the servers are closed and the jobs stopped, `graceMs` at most. */
export async function stopGracefully(graceMs: number): Promise<StopSummary> {
  const started = Date.now()
  const deadline = started + graceMs
  const state = stopState()
  state.draining = true
  for (const server of state.servers) closeListener(state, server)
  for (const response of state.responses) if (!response.headersSent) response.setHeader('Connection', 'close')
  let handedBack: number | null = null
  // Loaded here only: the health endpoint reads isDraining() without loading Payload's runner.
  const { stopJobRunner } = await import('@/payload/tasks/runner')
  const jobs = stopJobRunner(deadline).then((count) => (handedBack = count))
  // A server first met during the stop (its first connection) is closed by trackConnections and waited for here.
  const drained = () => state.responses.size === 0 && [...state.servers].every((server) => state.closed.has(server))
  while (Date.now() < deadline && !(drained() && handedBack !== null)) {
    // A connection whose last answer has gone out is closed at once (not after its keep-alive time).
    for (const server of state.servers) server.closeIdleConnections()
    await pause(25)
  }
  const cut = state.responses.size
  for (const server of state.servers) server.closeAllConnections()
  await jobs
  return { cut, handedBack: handedBack ?? 0, ms: Date.now() - started }
}

/**
 * Installs the stop on SIGTERM and SIGINT (once; a repeated signal changes nothing) and turns
 * Next's own handler off. Production `next start` only (the instrumentation hook).
 */
export function installGracefulStop(options: { graceMs: number; exit?: (code: number) => void }): void {
  const holder = globalThis as { [KEY]?: StopState; __ardalisStopInstalled?: true }
  if (holder.__ardalisStopInstalled) return
  holder.__ardalisStopInstalled = true
  const exit = options.exit ?? ((code: number) => process.exit(code))
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) for (const signal of SIGNALS) process.removeAllListeners(signal)
  let stopping = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    const underWay = stopState().responses.size
    console.info(
      `[arrêt] ${signal} reçu : plus de nouvelle connexion, ${underWay} requête(s) en cours, ${Math.round(options.graceMs / 1000)} s au plus`,
    )
    stopGracefully(options.graceMs).then(
      ({ cut, handedBack, ms }) => {
        const extra = [cut > 0 ? `${cut} requête(s) coupée(s)` : '', handedBack > 0 ? `${handedBack} tâche(s) rendue(s) à la file` : '']
        console.info(
          `[arrêt] terminé en ${ms} ms${extra
            .filter(Boolean)
            .map((part) => `, ${part}`)
            .join('')}`,
        )
        exit(0)
      },
      (error: unknown) => {
        console.error(`[arrêt] interrompu : ${(error as Error).message}`)
        exit(1)
      },
    )
  }
  for (const signal of SIGNALS) process.on(signal, onSignal)
}
