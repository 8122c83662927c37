import { describe, expect, it } from 'vitest'
import { expire, generation, recordSharedGenerations, shareGenerations, type Tag } from './index'

describe('generations', () => {
  it('change with each edit of their tags, and only theirs', () => {
    const faq = generation('faq')
    const jobs = generation('jobs')
    expire(['faq'], { revalidate: false })
    expect(generation('faq')).not.toBe(faq)
    expect(generation('jobs')).toBe(jobs)
  })

  it('count an edit once when the shared count includes it, and change with other instances’ edits', () => {
    const published: Tag[][] = []
    shareGenerations({ publish: (tags) => void published.push([...tags]) })
    const before = generation('landings')
    expire(['landings'], { revalidate: false })
    expect(published).toEqual([['landings']])
    const afterEdit = generation('landings')
    expect(afterEdit).not.toBe(before)
    // The shared store now counts this edit (1): the generation does not move again.
    recordSharedGenerations(new Map([['landings', 1]]), ['landings'])
    expect(generation('landings')).toBe(afterEdit)
    // A poll that reads the same count changes nothing; another instance's edit does.
    recordSharedGenerations(new Map([['landings', 1]]))
    expect(generation('landings')).toBe(afterEdit)
    recordSharedGenerations(new Map([['landings', 2]]))
    expect(generation('landings')).not.toBe(afterEdit)
  })
})
