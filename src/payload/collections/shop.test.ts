import { describe, expect, it } from 'vitest'
import { SHOP_RECORDS_ADMIN } from './shop'

const hidden = (user: unknown) => {
  const rule = SHOP_RECORDS_ADMIN.hidden
  return typeof rule === 'function' ? rule({ user: user as never }) : rule
}

describe('the shop’s technical records in the back office menu', () => {
  it('are listed for administrators only', () => {
    expect(hidden({ collection: 'users', role: 'admin' })).toBe(false)
    expect(hidden({ collection: 'users', role: 'editor' })).toBe(true)
    // A customer's account never counts as staff, whatever its fields say.
    expect(hidden({ collection: 'customers', role: 'admin' })).toBe(true)
  })
})
