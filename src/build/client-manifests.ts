/**
 * Next's client reference manifests (`page_client-reference-manifest.js`, one per page of a
 * production build): which scripts and stylesheets each route's server render names. The
 * post-build steps read them (compile hints, decision 074) and write them (the back office's
 * stylesheets, decision 124).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export type CssFile = { path: string; inlined: boolean; content?: string }
export type ClientManifest = Record<string, { entryJSFiles?: Record<string, string[]>; entryCSSFiles?: Record<string, CssFile[]> }>

/** Every `page_client-reference-manifest.js` below `dir` (none when it does not exist). */
export function manifestFiles(dir: string): string[] {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  const found: string[] = []
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...manifestFiles(full))
    else if (entry.name === 'page_client-reference-manifest.js') found.push(full)
  }
  return found
}

/** The manifest files assign to `globalThis.__RSC_MANIFEST`: run them in an empty context. */
export function readClientManifest(file: string): ClientManifest {
  const context: { __RSC_MANIFEST?: ClientManifest; globalThis?: unknown } = {}
  context.globalThis = context
  vm.runInNewContext(readFileSync(file, 'utf8'), context, { filename: file, timeout: 1000 })
  return context.__RSC_MANIFEST ?? {}
}

/** Writes the manifest back in the form Next loads: one assignment per page. */
export function writeClientManifest(file: string, manifest: ClientManifest): void {
  const lines = ['globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};']
  for (const [page, entry] of Object.entries(manifest))
    lines.push(`globalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify(entry)};`)
  writeFileSync(file, lines.join('\n') + '\n')
}
