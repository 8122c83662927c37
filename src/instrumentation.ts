/** Runs once when the server starts (Next's instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { ServerResponse } = await import('node:http')
  const { sendStringBodiesAsBytes } = await import('./server/http/string-bodies')
  sendStringBodiesAsBytes(ServerResponse.prototype)
}
