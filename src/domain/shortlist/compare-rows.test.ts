import { describe, expect, it } from 'vitest'
import { compareRows } from './compare-rows'

const carac = (technical_name: string, value: string | string[], compare = true) => ({
  technical_name,
  label: technical_name.toLowerCase(),
  value,
  show: { compare },
})

describe('compareRows', () => {
  it('keeps the compared characteristics in order and marks differences', () => {
    const rows = compareRows([
      {
        caracteristics: {
          GRAIN: carac('GRAIN', 'Fin'),
          SUPPORT: carac('SUPPORT', ['Béton', 'Plâtre']),
          TEINTE: carac('TEINTE', 'Blanc', false),
        },
      },
      { caracteristics: { GRAIN: carac('GRAIN', 'Fin'), SUPPORT: carac('SUPPORT', ['Béton']) } },
    ])
    expect(rows).toEqual([
      { technicalName: 'GRAIN', label: 'grain', values: ['Fin', 'Fin'], different: false },
      { technicalName: 'SUPPORT', label: 'support', values: ['Béton, plâtre', 'Béton'], different: true },
    ])
  })
  it('shows a missing value as empty, which differs', () => {
    const rows = compareRows([{ caracteristics: { GRAIN: carac('GRAIN', 'Fin') } }, { caracteristics: {} }])
    expect(rows[0]?.values).toEqual(['Fin', ''])
    expect(rows[0]?.different).toBe(true)
  })
})
