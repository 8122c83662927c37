/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is
 * `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, on a
 * background thread, instead of each one on the main thread the first time it is called
 * (decision 074). Next.js gives no way to add a banner to Turbopack's chunks, so this runs
 * after `next build` on the scripts that every public page loads first: the framework's root
 * files and the chunks of the public routes' entries. Chunks loaded later (map, consent
 * banner, forms) keep V8's lazy compilation. Idempotent.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { manifestFiles, readClientManifest } from './client-manifests'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * The first-load scripts of the public site, relative to the build folder
 * (`static/chunks/….js`): the root main files of the build manifest and the entry chunks
 * of every route under `app/(frontend)` (or `app/{routes}`; '' for every route).
 */
export function firstLoadScripts(distDir: string, routes = '(frontend)'): string[] {
  const build = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] }
  const files = new Set(build.rootMainFiles ?? [])
  const frontend = path.join(distDir, 'server', 'app', routes)
  for (const file of manifestFiles(frontend)) {
    for (const page of Object.values(readClientManifest(file))) {
      for (const chunks of Object.values(page.entryJSFiles ?? {})) for (const chunk of chunks) files.add(chunk)
    }
  }
  return [...files].filter((file) => /^static\/chunks\/[^/]+\.js$/.test(file)).sort()
}

/** Puts the hint on the first line of each first-load script; returns the files changed. */
export function addCompileHints(distDir: string, scripts: string[] = firstLoadScripts(distDir)): string[] {
  const changed: string[] = []
  for (const file of scripts) {
    const full = path.join(distDir, file)
    const source = readFileSync(full, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(full, COMPILE_HINT + source)
    changed.push(file)
  }
  return changed
}
