import { describe, expect, it } from 'vitest'
import { settleQuantity } from './QuantityField.client'

describe('settleQuantity', () => {
  it('takes a whole quantity from 1 to the limit, spaces around it ignored', () => {
    expect(settleQuantity('1', 999)).toEqual({ quantity: 1, capped: false })
    expect(settleQuantity(' 12 ', 999)).toEqual({ quantity: 12, capped: false })
    expect(settleQuantity('999', 999)).toEqual({ quantity: 999, capped: false })
  })

  it('brings a quantity above the limit down to it, and says it did', () => {
    expect(settleQuantity('5000', 999)).toEqual({ quantity: 999, capped: true })
    expect(settleQuantity('1000', 999)).toEqual({ quantity: 999, capped: true })
  })

  it('refuses what is not a quantity: empty, zero, negative, decimal, letters', () => {
    for (const raw of ['', '0', '000', '-3', '2.5', '2,5', 'dix', '1e3']) expect(settleQuantity(raw, 999)).toBeNull()
  })
})
