import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT, firstLoadScripts } from './compile-hints'

let dist: string

function write(file: string, content: string): void {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  writeFileSync(path.join(dist, file), content)
}

const chunk = (name: string) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}",1,(e)=>{e.x=1}]);`

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'hints-'))
  write(
    'build-manifest.json',
    JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'], polyfillFiles: ['static/chunks/polyfill.js'] }),
  )
  const page = {
    entryJSFiles: {
      '[project]/src/app/(frontend)/[locale]/[[...path]]/page': ['static/chunks/page.js', 'static/chunks/layout.js'],
      '[project]/src/app/(frontend)/[locale]/layout': ['static/chunks/layout.js'],
    },
  }
  write(
    'server/app/(frontend)/[locale]/[[...path]]/page_client-reference-manifest.js',
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/(frontend)/[locale]/[[...path]]/page"] = ${JSON.stringify(page)};`,
  )
  // The back office is not a first load of the public site.
  write(
    'server/app/(payload)/admin/page_client-reference-manifest.js',
    `globalThis.__RSC_MANIFEST = {"/admin": ${JSON.stringify({ entryJSFiles: { admin: ['static/chunks/admin.js'] } })}};`,
  )
  for (const name of ['runtime', 'react', 'polyfill', 'page', 'layout', 'admin', 'leaflet']) write(`static/chunks/${name}.js`, chunk(name))
})

afterEach(() => rmSync(dist, { recursive: true, force: true }))

const read = (name: string) => readFileSync(path.join(dist, 'static/chunks', `${name}.js`), 'utf8')

describe('compile hints', () => {
  it('lists the root files and the public routes’ entry chunks, once each', () => {
    expect(firstLoadScripts(dist)).toEqual([
      'static/chunks/layout.js',
      'static/chunks/page.js',
      'static/chunks/react.js',
      'static/chunks/runtime.js',
    ])
  })

  it('takes every route’s entry chunks when asked for all routes (the benchmarks’ framework floor)', () => {
    expect(firstLoadScripts(dist, '')).toEqual([
      'static/chunks/admin.js',
      'static/chunks/layout.js',
      'static/chunks/page.js',
      'static/chunks/react.js',
      'static/chunks/runtime.js',
    ])
  })

  it('puts the hint on the first line of those scripts only, keeping their code', () => {
    expect(addCompileHints(dist)).toHaveLength(4)
    expect(read('page')).toBe(COMPILE_HINT + chunk('page'))
    expect(read('runtime').startsWith('//# allFunctionsCalledOnLoad\n(globalThis')).toBe(true)
    for (const lazy of ['admin', 'leaflet', 'polyfill']) expect(read(lazy)).toBe(chunk(lazy))
  })

  it('changes nothing the second time', () => {
    addCompileHints(dist)
    expect(addCompileHints(dist)).toEqual([])
    expect(read('react')).toBe(COMPILE_HINT + chunk('react'))
  })
})
