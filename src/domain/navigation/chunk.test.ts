import { describe, expect, it } from 'vitest'
import { chunk } from './chunk'

describe('chunk', () => {
  it('makes columns of 4 links by default', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7, 8, 9])).toStrictEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]])
    expect(chunk([])).toStrictEqual([])
    expect(chunk([1, 2, 3, 4])).toStrictEqual([[1, 2, 3, 4]])
  })
  it('accepts another size and refuses invalid ones', () => {
    expect(chunk(['a', 'b', 'c'], 2)).toStrictEqual([['a', 'b'], ['c']])
    expect(() => chunk([1], 0)).toThrow(RangeError)
  })
})
