import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReload } from './chunk-reload'

describe('chunk-load reload', () => {
  it('recognises failed chunk loads only', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads at most once per guard period', () => {
    expect(shouldReload(null, 1_000)).toBe(true)
    expect(shouldReload(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false)
    expect(shouldReload(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true)
    expect(shouldReload(Number.NaN, 5)).toBe(true)
  })
})
