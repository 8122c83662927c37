// First-load JavaScript of the home, a category and a product page: every script the
// HTML references (src and preloads), gzip-compressed as the server would send it.
import { gzipSync } from 'node:zlib'
import { pickPages } from './pages.mjs'

const base = process.argv[2] ?? 'http://localhost:3000'
const pages = await pickPages(base)
console.log('\nFirst-load JavaScript (gzip)')
for (const [label, path] of Object.entries(pages)) {
  const html = await (await fetch(base + path)).text()
  const urls = new Set()
  // Modern browsers skip `noModule` scripts (the polyfills): they are not counted.
  for (const match of html.matchAll(/<script([^>]+)>/g)) {
    const src = /\bsrc="([^"]+\.js[^"]*)"/.exec(match[1])?.[1]
    if (src && !/\bnoModule\b|\bnomodule\b/.test(match[1])) urls.add(src)
  }
  for (const match of html.matchAll(
    /<link[^>]+rel="preload"[^>]+as="script"[^>]*href="([^"]+)"|<link[^>]+href="([^"]+\.js)"[^>]+as="script"/g,
  ))
    urls.add(match[1] ?? match[2])
  let total = 0
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + m[1].length, 0)
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())
    total += gzipSync(body, { level: 9 }).length
  }
  console.log(
    `${label.padEnd(10)} ${(total / 1024).toFixed(1).padStart(7)} KB in ${urls.size} scripts (+ ${(inline / 1024).toFixed(1)} KB inline flight data, raw)`,
  )
}
