import type { IncomingMessage, Server } from 'node:http'
import { PEER_HEADER } from './client-address'

const PATCHED = Symbol.for('enduits.peerAddress')

/**
 * Every request a server receives carries the address of the connection it came from in
 * PEER_HEADER, set here before any handler runs and overwriting whatever the client sent.
 * Next's route handlers see only headers; this is how they learn the real peer.
 */
export function stampPeerAddress(serverPrototype: Server): void {
  const target = serverPrototype as Server & { [PATCHED]?: true }
  if (target[PATCHED]) return
  const emit = target.emit
  target.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const request = args[0] as IncomingMessage
      request.headers[PEER_HEADER] = request.socket?.remoteAddress ?? ''
    }
    return (emit as (this: Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args)
  } as Server['emit']
  target[PATCHED] = true
}
