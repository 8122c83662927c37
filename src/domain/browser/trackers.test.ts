import { describe, expect, it } from 'vitest'
import { trackerScripts, type TrackerIds } from './trackers'

const ids: TrackerIds = { gtm: 'GTM-ABC123', ads: 'AW-1234', meta: '1234567', pinterest: '2612345' }

describe('tracker scripts', () => {
  it('loads nothing without consent', () => {
    expect(trackerScripts(ids, () => false)).toEqual([])
  })

  it('loads each tracker only with its own category', () => {
    expect(trackerScripts(ids, (c) => c === 'analytics').map((s) => s.id)).toEqual(['gtm'])
    expect(trackerScripts(ids, (c) => c === 'pinboard').map((s) => s.src)).toEqual(['https://s.pinimg.com/ct/core.js'])
    expect(trackerScripts(ids, () => true).map((s) => s.category)).toEqual(['analytics', 'ads', 'social', 'pinboard'])
  })

  it('ignores missing or malformed identifiers', () => {
    expect(trackerScripts({ gtm: null, ads: '', meta: 'x"><script>', pinterest: null }, () => true)).toEqual([])
  })
})
