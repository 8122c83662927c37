import { describe, expect, it } from 'vitest'
import { canPrefetch } from './prefetch'

describe('prefetch policy', () => {
  it('skips 2g connections and data saver', () => {
    expect(canPrefetch(undefined)).toBe(true)
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true)
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false)
  })
})
