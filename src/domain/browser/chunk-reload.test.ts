import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReload, shouldReloadFor } from './chunk-reload'

/** What Turbopack's runtime rejects with when a chunk does not come (seen offline with the toasts' library). */
const turbopackFailure = Object.assign(new Error('Failed to load chunk /_next/static/chunks/1ogkvclxqmo0f.js from module 357706'), {
  name: 'ChunkLoadError',
})

describe('chunk-load reload', () => {
  it('recognises failed chunk loads only', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(turbopackFailure)).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'))).toBe(true)
    expect(isChunkLoadError('Uncaught ChunkLoadError: Failed to load chunk /_next/static/chunks/a.js from module 1')).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('does not take a failed request for a failed chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError('Uncaught (in promise) TypeError: Failed to fetch')).toBe(false)
    expect(isChunkLoadError(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false)
  })

  it('reloads at most once per guard period', () => {
    expect(shouldReload(null, 1_000)).toBe(true)
    expect(shouldReload(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false)
    expect(shouldReload(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true)
    expect(shouldReload(Number.NaN, 5)).toBe(true)
  })

  it('never reloads while the browser is offline: the page and what was typed stay', () => {
    expect(shouldReload(null, 1_000, false)).toBe(false)
    expect(shouldReload(1_000, 1_000 + 10 * CHUNK_RELOAD_GUARD_MS, false)).toBe(false)
    expect(shouldReload(null, 1_000, true)).toBe(true)
  })

  it('decides for an unhandled error: a chunk, online, not reloaded in the last minute', () => {
    const online = { lastReloadAt: null, now: 1_000, online: true }
    expect(shouldReloadFor(turbopackFailure, online)).toBe(true)
    expect(shouldReloadFor(turbopackFailure, { ...online, online: false })).toBe(false)
    expect(shouldReloadFor(turbopackFailure, { ...online, lastReloadAt: 500 })).toBe(false)
    expect(shouldReloadFor(new TypeError('Failed to fetch'), online)).toBe(false)
    expect(shouldReloadFor(new Error('Une erreur'), online)).toBe(false)
    expect(shouldReloadFor(undefined, online)).toBe(false)
  })
})
