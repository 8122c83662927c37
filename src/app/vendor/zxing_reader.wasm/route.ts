import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The WebAssembly barcode reader of the scan dialog's polyfill (zxing-wasm, the version
 * barcode-detector depends on), served from our own origin: never from a CDN.
 * Read from the installed package at build time (static route).
 */
export const dynamic = 'force-static'

export async function GET(): Promise<Response> {
  const file = await readFile(path.join(process.cwd(), 'node_modules', 'zxing-wasm', 'dist', 'reader', 'zxing_reader.wasm'))
  return new Response(new Uint8Array(file), {
    headers: { 'content-type': 'application/wasm', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
  })
}
