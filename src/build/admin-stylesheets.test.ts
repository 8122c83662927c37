import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { linkStylesheets } from './admin-stylesheets'
import { readClientManifest } from './client-manifests'

let dist: string
const ADMIN = 'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js'
const SITE = 'server/app/(frontend)/[locale]/[[...path]]/page_client-reference-manifest.js'

function write(file: string, content: string): void {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  writeFileSync(path.join(dist, file), content)
}

// The shape Next writes: a guard, then one assignment per page.
const manifest = (page: string, css: Record<string, unknown[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify({
    moduleLoading: { prefix: '' },
    entryJSFiles: { layout: ['static/chunks/a.js'] },
    entryCSSFiles: css,
  })};`

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'admin-css-'))
  write(
    ADMIN,
    manifest('/(payload)/admin/[[...segments]]/page', {
      '[project]/src/app/(payload)/layout': [
        { path: 'static/chunks/payload.css', inlined: true, content: '@layer payload-default{.banner{color:red}}' },
        { path: 'static/chunks/ui.css', inlined: true, content: '.icon{width:1rem}' },
      ],
      '[project]/src/app/global-error': [],
    }),
  )
  write(
    SITE,
    manifest('/(frontend)/[locale]/[[...path]]/page', {
      '[project]/src/app/(frontend)/layout': [{ path: 'static/chunks/site.css', inlined: true, content: 'body{margin:0}' }],
    }),
  )
})

afterEach(() => rmSync(dist, { recursive: true, force: true }))

const cssOf = (file: string) => Object.values(readClientManifest(path.join(dist, file)))[0]?.entryCSSFiles

describe('back-office stylesheets after the build', () => {
  it('names the back office’s CSS files without their content, so that Next links them', () => {
    expect(linkStylesheets(dist)).toEqual([ADMIN])
    expect(cssOf(ADMIN)).toEqual({
      '[project]/src/app/(payload)/layout': [
        { path: 'static/chunks/payload.css', inlined: false },
        { path: 'static/chunks/ui.css', inlined: false },
      ],
      '[project]/src/app/global-error': [],
    })
    // The rest of the manifest is kept, in a file Next can load.
    const page = readClientManifest(path.join(dist, ADMIN))['/(payload)/admin/[[...segments]]/page']
    expect(page?.entryJSFiles).toEqual({ layout: ['static/chunks/a.js'] })
  })

  it('leaves the site’s pages inlined', () => {
    const before = readFileSync(path.join(dist, SITE), 'utf8')
    linkStylesheets(dist)
    expect(readFileSync(path.join(dist, SITE), 'utf8')).toBe(before)
    expect(cssOf(SITE)?.['[project]/src/app/(frontend)/layout']?.[0]).toMatchObject({ inlined: true, content: 'body{margin:0}' })
  })

  it('changes nothing the second time', () => {
    linkStylesheets(dist)
    const once = readFileSync(path.join(dist, ADMIN), 'utf8')
    expect(linkStylesheets(dist)).toEqual([])
    expect(readFileSync(path.join(dist, ADMIN), 'utf8')).toBe(once)
  })
})
