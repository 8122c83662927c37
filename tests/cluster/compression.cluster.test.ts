/**
 * The front compresses (decision 120): nginx sends brotli to a browser that accepts it, gzip to
 * one that accepts only gzip, and the plain body to a client that asks for nothing; the
 * instances behind it send plain bodies. Pages, their scripts and the RSC payload of a link
 * followed are compressed; the font and pictures, compressed already, are not.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { cluster, request } from './harness'

let front = ''

beforeAll(() => {
  front = cluster().front
})

/** A GET through the front; its body as sent on the wire is `bytes`. */
function get(path: string, headers: Record<string, string>) {
  return request(new URL(path, front).href, { headers })
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const GZIP_ONLY = { 'accept-encoding': 'gzip' }
const HOME = '/fr/enduit-professionnels'

describe('compression at the front', () => {
  it('sends a page in brotli to a browser, gzip to a gzip-only client, plain to the others: the same page', async () => {
    const plain = await get(HOME, {})
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const html = plain.bytes.toString('utf8')
    expect(html).toContain('</html>')

    const br = await get(HOME, BROWSER)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    const gzip = await get(HOME, GZIP_ONLY)
    expect(gzip.headers['content-encoding']).toBe('gzip')

    // The same document once decoded (the visible text and the page's data; the nonce-free
    // cached page is byte for byte the same).
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(html)
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(html)
    // Brotli's window spans the whole page, so the RSC payload at its end costs little where it
    // repeats the markup: a quarter smaller than gzip here (measured 21.9 KB against 29.6).
    expect(br.bytes.length).toBeLessThan(gzip.bytes.length * 0.85)
    expect(gzip.bytes.length).toBeLessThan(plain.bytes.length / 3)
  })

  it('compresses the page’s scripts and stylesheets, and the RSC payload of a link followed', async () => {
    const html = (await get(HOME, {})).bytes.toString('utf8')
    const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1]
    // The page carries its CSS in a `<style>` (decision 124) that names the files a link followed loads.
    const stylesheet = /<style data-precedence="next" data-href="(\/_next\/static\/[^" ]+\.css)/.exec(html)?.[1]
    expect(script).toBeTruthy()
    expect(stylesheet).toBeTruthy()
    for (const path of [script, stylesheet] as string[]) {
      const answer = await get(path, BROWSER)
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding'], path).toBe('br')
      expect(brotliDecompressSync(answer.bytes).equals((await get(path, {})).bytes)).toBe(true)
    }
    // Next sends an RSC request without its cache-busting parameter to the address with it.
    const asked = await get(`${HOME}/categorie/enduits-de-lissage`, { ...BROWSER, rsc: '1' })
    const rsc = asked.status === 307 && asked.headers.location ? await get(asked.headers.location, { ...BROWSER, rsc: '1' }) : asked
    expect(rsc.status).toBe(200)
    expect(rsc.headers['content-type']).toMatch(/text\/x-component/)
    expect(rsc.headers['content-encoding']).toBe('br')
  })

  it('leaves the font and the pictures as they are: they are compressed already', async () => {
    const html = (await get(HOME, {})).bytes.toString('utf8')
    const font = /href="(\/_next\/static\/media\/[^"]+\.woff2)"/.exec(html)?.[1]
    expect(font).toBeTruthy()
    const answer = await get(font as string, BROWSER)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBeUndefined()
    // The home's hero, as next/image serves it to a browser that takes AVIF.
    const hero = /<img[^>]*fetchPriority="high"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
    expect(hero).toBeTruthy()
    const picture = await get(hero as string, { ...BROWSER, accept: 'image/avif,image/webp,*/*' })
    expect(picture.status).toBe(200)
    expect(picture.headers['content-type']).toMatch(/^image\//)
    expect(picture.headers['content-encoding']).toBeUndefined()
  })
})
