import { describe, expect, it } from 'vitest'
import { deviceClasses } from './device'

describe('device classes', () => {
  it('follows the breakpoints of the spec at their edges', () => {
    expect(deviceClasses(1280)).toEqual({ mobile: false, tablet: false, phablet: false, phone: false })
    expect(deviceClasses(1024)).toEqual({ mobile: true, tablet: true, phablet: false, phone: false })
    expect(deviceClasses(769)).toEqual({ mobile: true, tablet: true, phablet: false, phone: false })
    expect(deviceClasses(768)).toEqual({ mobile: true, tablet: false, phablet: true, phone: false })
    expect(deviceClasses(566)).toEqual({ mobile: true, tablet: false, phablet: true, phone: false })
    expect(deviceClasses(565)).toEqual({ mobile: true, tablet: false, phablet: false, phone: true })
    expect(deviceClasses(375).phone).toBe(true)
  })
})
