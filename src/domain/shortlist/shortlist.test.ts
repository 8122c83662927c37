import { describe, expect, it } from 'vitest'
import { comparatorFor, comparatorLimit, sanitizeComparator, sanitizeIds, toggleId, toggleWithLimit } from './shortlist'

describe('shortlists', () => {
  it('toggles: adds when absent, removes when present, never duplicates', () => {
    expect(toggleId([], 4)).toEqual({ list: [4], outcome: 'added' })
    expect(toggleId([4, 7], 4)).toEqual({ list: [7], outcome: 'removed' })
    expect(toggleId(toggleId([1], 2).list, 2).list).toEqual([1])
  })

  it('limits the comparator to 3 products on mobile and 5 otherwise', () => {
    expect(comparatorLimit(true)).toBe(3)
    expect(comparatorLimit(false)).toBe(5)
    expect(toggleWithLimit([1, 2, 3], 4, 3)).toEqual({ list: [1, 2, 3], outcome: 'limit' })
    expect(toggleWithLimit([1, 2, 3], 2, 3)).toEqual({ list: [1, 3], outcome: 'removed' })
    expect(toggleWithLimit([1, 2, 3], 4, 5)).toEqual({ list: [1, 2, 3, 4], outcome: 'added' })
  })

  it('keeps only positive integer ids from what local storage returns', () => {
    expect(sanitizeIds([3, '5', 3, -1, 0, 2.5, 'x', null, 9])).toEqual([3, 5, 9])
    expect(sanitizeIds('[1,2]')).toEqual([])
    expect(sanitizeIds(undefined)).toEqual([])
  })

  it('starts an empty comparator when the audience changes', () => {
    const saved = sanitizeComparator({ target: 'pro', ids: [1, 2] })
    expect(comparatorFor(saved, 'pro')).toBe(saved)
    expect(comparatorFor(saved, 'part')).toEqual({ target: 'part', ids: [] })
    expect(sanitizeComparator('nope')).toEqual({ target: null, ids: [] })
  })
})
