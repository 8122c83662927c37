import { describe, expect, it } from 'vitest'
import { beginLoading, getInFlight, subscribeLoading, trackLoading } from './loading.client'

describe('loading indicator', () => {
  it('counts requests in flight and finishes when none remain', async () => {
    const seen: number[] = []
    const unsubscribe = subscribeLoading(() => seen.push(getInFlight()))
    const endFirst = beginLoading()
    const second = trackLoading(Promise.resolve('ok'))
    expect(getInFlight()).toBe(2)
    endFirst()
    endFirst()
    expect(getInFlight()).toBe(1)
    await expect(second).resolves.toBe('ok')
    await expect(trackLoading(Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(getInFlight()).toBe(0)
    unsubscribe()
    expect(seen).toEqual([1, 2, 1, 0, 1, 0])
  })
})
