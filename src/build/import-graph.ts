/**
 * The import graph of `src` and its cycles, read from the source text: static imports
 * and exports (type-only ones included: a cycle of types is still two modules that
 * cannot be understood apart), dynamic `import()`, `@/` and relative specifiers.
 * Used by a unit test so that no cycle comes back.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs']
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1/gm

export type ImportGraph = Map<string, string[]>

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return EXTENSIONS.includes(path.extname(name)) ? [full] : []
  })
}

function resolveFile(base: string): string | null {
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** The project's own modules each file of `srcDir` imports (paths relative to `srcDir`). */
export function readImportGraph(srcDir: string, skip: (file: string) => boolean = () => false): ImportGraph {
  const graph: ImportGraph = new Map()
  for (const file of sourceFiles(srcDir)) {
    const id = path.relative(srcDir, file)
    if (skip(id)) continue
    const targets = new Set<string>()
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[2] ?? ''
      const base = specifier.startsWith('@/')
        ? path.join(srcDir, specifier.slice(2))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : null
      const resolved = base && resolveFile(base)
      if (resolved && resolved.startsWith(srcDir)) targets.add(path.relative(srcDir, resolved))
    }
    graph.set(
      id,
      [...targets].filter((target) => !skip(target)),
    )
  }
  return graph
}

/** Every strongly connected group of two or more modules (or a module importing itself). */
export function findCycles(graph: ImportGraph): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []

  // Tarjan's algorithm, iterative so that a deep graph cannot overflow the call stack.
  for (const root of graph.keys()) {
    if (index.has(root)) continue
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }]
    index.set(root, counter)
    low.set(root, counter++)
    stack.push(root)
    onStack.add(root)
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; next: number }
      const edges = graph.get(frame.node) ?? []
      if (frame.next < edges.length) {
        const target = edges[frame.next++] as string
        if (!index.has(target)) {
          index.set(target, counter)
          low.set(target, counter++)
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, next: 0 })
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0))
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = []
        let member: string | undefined
        do {
          member = stack.pop()
          if (member === undefined) break
          onStack.delete(member)
          group.push(member)
        } while (member !== frame.node)
        if (group.length > 1 || edges.includes(frame.node)) cycles.push(group.sort())
      }
    }
  }
  return cycles
}
