import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * A class read from a CSS module that the module does not define is `undefined`: the element
 * silently loses its style, or carries the word « undefined » in its class attribute. (The
 * results page's header took a class from the listing's module and touched the search field.)
 */
const SRC = resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Class names a stylesheet defines (in any selector), comments left out. */
function classesOf(css: string): Set<string> {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '')
  return new Set([...code.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''))
}

/** Each `name.cls` or `name['cls']` read from an imported CSS module, with the module's classes. */
function moduleReads(file: string) {
  const code = readFileSync(file, 'utf8')
  return [...code.matchAll(/import\s+(\w+)\s+from\s+'([^']+\.module\.css)'/g)].flatMap(([, binding = '', from = '']) => {
    const cssPath = from.startsWith('@/') ? join(SRC, from.slice(2)) : resolve(dirname(file), from)
    const defined = classesOf(readFileSync(cssPath, 'utf8'))
    const reads = [...code.matchAll(new RegExp(`(?<![\\w.])${binding}(?:\\.(\\w+)|\\[['"]([\\w-]+)['"]\\])`, 'g'))]
    return reads.map((match) => ({ file: file.slice(SRC.length + 1), cls: match[1] ?? match[2] ?? '', defined }))
  })
}

describe('CSS modules', () => {
  const reads = sourceFiles(SRC).flatMap(moduleReads)

  it('are read by many components: the check below has something to read', () => {
    expect(new Set(reads.map((read) => read.file)).size).toBeGreaterThan(50)
  })

  it('every class a component reads from its module is defined in that module', () => {
    expect(reads.filter((read) => !read.defined.has(read.cls)).map((read) => `${read.file}: .${read.cls}`)).toEqual([])
  })
})
