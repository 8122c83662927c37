import { describe, expect, it } from 'vitest'
import { enabledUpTo, resetAfter } from './guide-chain'

describe('choice-guide chain', () => {
  it('enables the selects up to one past the last filled one', () => {
    expect(enabledUpTo(['', '', ''])).toBe(0)
    expect(enabledUpTo(['a', '', ''])).toBe(1)
    expect(enabledUpTo(['a', 'b', ''])).toBe(2)
  })
  it('clears every later choice when one changes', () => {
    expect(resetAfter(['a', 'b', 'c'], 0, 'x')).toEqual(['x', '', ''])
    expect(resetAfter(['a', 'b', 'c'], 1, '')).toEqual(['a', '', ''])
    expect(resetAfter(['a', 'b', 'c'], 2, 'z')).toEqual(['a', 'b', 'z'])
  })
})
