import { describe, expect, it } from 'vitest'
import { itfBars, NARROW, QUIET, WIDE } from './itf'

describe('itfBars', () => {
  it('refuses codes that are not an even number of digits', () => {
    expect(itfBars('123')).toBeNull()
    expect(itfBars('12a4')).toBeNull()
    expect(itfBars('')).toBeNull()
  })

  it('draws start, 5 bars per digit pair and stop, between quiet zones', () => {
    const result = itfBars('03760990310028')
    expect(result).not.toBeNull()
    const { bars, width } = result as NonNullable<typeof result>
    // 2 start bars + 7 pairs × 5 bars + 2 stop bars.
    expect(bars).toHaveLength(2 + 7 * 5 + 2)
    expect(bars[0]).toStrictEqual({ x: QUIET, width: NARROW })
    expect(bars[1]).toStrictEqual({ x: QUIET + 2 * NARROW, width: NARROW })
    // Each digit has 2 wide and 3 narrow elements: 14 digits → 28 wide, 42 narrow, plus start/stop.
    const symbol = 4 * NARROW + 14 * (2 * WIDE + 3 * NARROW) + WIDE + 2 * NARROW
    expect(width).toBe(symbol + 2 * QUIET)
    const last = bars[bars.length - 1] as { x: number; width: number }
    expect(last.x + last.width).toBe(width - QUIET)
  })

  it('encodes the first digit of a pair in the bars ("0" = nnwwn)', () => {
    const { bars } = itfBars('00') as NonNullable<ReturnType<typeof itfBars>>
    expect(bars.slice(2, 7).map((b) => b.width)).toStrictEqual([NARROW, NARROW, WIDE, WIDE, NARROW])
  })
})
