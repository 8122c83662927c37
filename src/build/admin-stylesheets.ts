/**
 * The site's pages carry their CSS in the HTML (`experimental.inlineCss`, decision 124): the
 * first paint no longer waits for a stylesheet's round trip. Next has that switch for the
 * whole app only, and the back office's CSS is Payload's, 330 KB: inlined, every admin page
 * would carry it in its HTML twice (a `<style>` and the RSC payload). So after `next build`
 * the back office's routes get their stylesheets back as files, cached by the browser once:
 * their manifests name each CSS file without its content, which makes Next render a
 * `<link rel="stylesheet">` as it does without the switch. Idempotent.
 */
import path from 'node:path'
import { manifestFiles, readClientManifest, writeClientManifest } from './client-manifests'

/** Under `server/app/{routes}`, CSS files stop being inlined; returns the manifest files changed. */
export function linkStylesheets(distDir: string, routes = '(payload)'): string[] {
  const changed: string[] = []
  for (const file of manifestFiles(path.join(distDir, 'server', 'app', routes))) {
    const manifest = readClientManifest(file)
    let found = false
    for (const page of Object.values(manifest)) {
      for (const files of Object.values(page.entryCSSFiles ?? {})) {
        files.forEach((css, index) => {
          if (!css.inlined) return
          files[index] = { path: css.path, inlined: false }
          found = true
        })
      }
    }
    if (!found) continue
    writeClientManifest(file, manifest)
    changed.push(path.relative(distDir, file))
  }
  return changed
}
