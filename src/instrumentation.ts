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
}
