import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findCycles, readImportGraph } from './import-graph'

const SRC = path.resolve(import.meta.dirname, '..')

describe('import cycles', () => {
  it('finds a cycle, a self-import and nothing in a tree', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
      ['f.ts', ['d.ts']],
    ])
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']])
    expect(
      findCycles(
        new Map([
          ['x.ts', ['y.ts']],
          ['y.ts', []],
        ]),
      ),
    ).toEqual([])
  })

  it('reads the imports of the source tree', () => {
    const graph = readImportGraph(SRC)
    expect(graph.get(path.join('loaders', 'resolve.ts'))).toContain(path.join('loaders', 'table.ts'))
    expect(graph.get(path.join('components', 'tools', 'ScanButton.client.tsx'))).toContain(
      path.join('components', 'tools', 'ScanDialog.client.tsx'),
    )
  })

  it('src has no import cycle', () => {
    expect(findCycles(readImportGraph(SRC))).toEqual([])
  })
})
