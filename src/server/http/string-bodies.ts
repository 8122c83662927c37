import type { ServerResponse } from 'node:http'

/**
 * Below this many characters Node writes a string body from a stack buffer: fast enough.
 * Cached pages (100–150 KB) are far above it.
 */
export const STRING_BODY_MIN_CHARS = 16 * 1024

const INSTALLED = Symbol.for('enduits.stringBodiesAsBytes')

type End = ServerResponse['end']
type Proto = { end: End; [INSTALLED]?: true }

/**
 * Makes `response.end(largeString)` send the same bytes as a Buffer.
 *
 * Next answers a cached page with one `res.end(html)`. Node's HTTP layer prepends the
 * unsent headers to a string body (`header + body`) and the socket then encodes that
 * 100–150 KB concatenated string, which cost more than the whole rest of the request
 * on our machine; given as a Buffer, the same bytes go out with the headers as a
 * separate piece (decision 072). The encoding is done here once, with the caller's
 * encoding, so the bytes and the Content-Length the caller computed are unchanged.
 * Idempotent.
 */
export function sendStringBodiesAsBytes(proto: Proto): void {
  if (proto[INSTALLED]) return
  const original = proto.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse
  const end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk, second, third] = args
    if (typeof chunk === 'string' && chunk.length >= STRING_BODY_MIN_CHARS) {
      const encoding = typeof second === 'string' && Buffer.isEncoding(second) ? second : 'utf8'
      const callback = typeof second === 'function' ? second : third
      const body = Buffer.from(chunk, encoding)
      return typeof callback === 'function' ? original.call(this, body, callback) : original.call(this, body)
    }
    return original.apply(this, args)
  }
  proto.end = end as End
  proto[INSTALLED] = true
}
