/** Runs once when the server starts (Next's instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { Server, ServerResponse } = await import('node:http')
  const { sendStringBodiesAsBytes } = await import('./server/http/string-bodies')
  const { stampPeerAddress } = await import('./server/http/peer-address')
  sendStringBodiesAsBytes(ServerResponse.prototype)
  // Route handlers learn the connection's address from a header only the server writes (client-address.ts).
  stampPeerAddress(Server.prototype)
  // The page cache handler hashes each page's inline scripts into its policy (decision 089).
  const { registerCachedPagePolicy } = await import('./edge/security-headers')
  registerCachedPagePolicy()
  // Several instances: content generations shared through Redis (decision 095).
  if (process.env.REDIS_URL && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startSharedGenerations } = await import('./server/redis/generations')
    startSharedGenerations(process.env.REDIS_URL)
  }
  // Graceful stop of the production server on SIGTERM/SIGINT (decision 097); `next dev` keeps Next's own.
  if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { installGracefulStop, trackConnections } = await import('./server/ops/graceful-stop')
    const { env } = await import('./env')
    trackConnections(Server.prototype)
    installGracefulStop({ graceMs: env.STOP_GRACE_SECONDS * 1000 })
  }
}
