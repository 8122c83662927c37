import { describe, expect, it } from 'vitest'
import { own } from './own'

describe('own', () => {
  const record: Record<string, number> = { menu_pro: 1 }

  it('finds the record’s own keys', () => {
    expect(own(record, 'menu_pro')).toBe(1)
    expect(own(record, 'menu_part')).toBeUndefined()
  })

  it('does not find what every object inherits', () => {
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) expect(own(record, key)).toBeUndefined()
  })
})
