/**
 * Interleaved 2 of 5 (ITF-14) bar layout of a GTIN-14, the barcode printed on cartons
 * (DOMAIN.md "Barcodes"). Pure: the component draws the bars as SVG rectangles.
 */

/** Narrow (n) / wide (w) pattern of each digit. */
const PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'] as const

export const NARROW = 2
export const WIDE = 5
/** Quiet zone on each side: ten narrow modules (GS1). */
export const QUIET = 10 * NARROW

export interface Bars {
  /** Dark bars, left to right, in narrow-module units (x includes the left quiet zone). */
  bars: { x: number; width: number }[]
  /** Total width including both quiet zones. */
  width: number
}

/** Bars of an even-length digit string (GTIN-14: 14 digits); null for anything else. */
export function itfBars(code: string): Bars | null {
  if (!/^(?:\d\d)+$/.test(code)) return null
  const elements: { dark: boolean; width: number }[] = []
  const push = (dark: boolean, wide: boolean) => elements.push({ dark, width: wide ? WIDE : NARROW })
  // Start: narrow bar, narrow space, narrow bar, narrow space.
  push(true, false)
  push(false, false)
  push(true, false)
  push(false, false)
  for (let index = 0; index < code.length; index += 2) {
    const bars = PATTERNS[Number(code[index])] ?? ''
    const spaces = PATTERNS[Number(code[index + 1])] ?? ''
    for (let k = 0; k < 5; k++) {
      push(true, bars[k] === 'w')
      push(false, spaces[k] === 'w')
    }
  }
  // Stop: wide bar, narrow space, narrow bar.
  push(true, true)
  push(false, false)
  push(true, false)

  const bars: Bars['bars'] = []
  let x = QUIET
  for (const element of elements) {
    if (element.dark) bars.push({ x, width: element.width })
    x += element.width
  }
  return { bars, width: x + QUIET }
}
