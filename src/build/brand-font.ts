import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Blob, Face } from 'harfbuzzjs'
import subsetFont from 'subset-font'

/**
 * The brand font's file (decision 120): Source Sans 3, variable weight, cut from the Latin file of
 * the npm package @fontsource-variable/source-sans-3 down to what French and the other Western
 * European languages write, with the layout features the site's text uses. The Latin file holds
 * 324 glyphs in 28.9 KB, with fractions, numerators and modifier letters nobody sees here; the cut
 * is about 22 KB, one file fewer to share the first round trips with the stylesheets.
 *
 * `scripts/brand-font.ts` writes the file from the package; `brand-font.test.ts` checks that
 * the committed file is that output, that `fonts.ts` declares exactly its characters as the
 * face's `unicode-range`, and that every character the site's messages and sources write that
 * the package's Latin file drew is still in it. A character outside (a name in Polish typed in
 * the back office) is drawn in the metric-adjusted fallback, letter by letter.
 */

/** Where the package's Latin file is, from the repository's root. */
export const BRAND_FONT_SOURCE = 'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2'

/** The committed cut, from the repository's root. */
export const BRAND_FONT_FILE = 'src/brand/source-sans-3-fr-wght.woff2'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The code points asked for, as inclusive ranges. The file keeps those the font draws: the
 * General Punctuation block has spaces and invisible controls it has no glyph for (the narrow
 * no-break space of French numbers among them). Ÿ (U+0178) is in the package's Latin-extended
 * file, not its Latin one: left to the fallback.
 */
export const BRAND_FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: the French letters (é, ç, à…), « », °, ², ×, §, ®, the no-break space
  [0x152, 0x153], // Œ œ
  [0x2000, 0x206f], // General Punctuation: ’ “ ” – — … • ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2191, 0x2191], // ↑ (back to the top)
  [0x2193, 0x2193], // ↓
  [0x2212, 0x2212], // − (minus)
]

/**
 * The OpenType layout features kept: composition and local forms, the standard ligatures (fi,
 * fl), kerning and mark positioning. Left out: fractions, numerators, denominators and
 * proportional figures, which no style asks for (the default figures are already tabular).
 */
export const BRAND_FONT_FEATURES = ['ccmp', 'locl', 'liga', 'kern', 'mark', 'mkmk'] as const

/** Every character asked for, as one string (the subsetter's input). */
export function brandFontText(): string {
  let text = ''
  for (const [from, to] of BRAND_FONT_RANGES) for (let cp = from; cp <= to; cp += 1) text += String.fromCodePoint(cp)
  return text
}

/** Sorted code points as a CSS `unicode-range` value: `U+20-7E,U+A0-FF,…`. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const runs: [number, number][] = []
  for (const cp of [...new Set(codePoints)].sort((x, y) => x - y)) {
    const last = runs.at(-1)
    if (last && cp === last[1] + 1) last[1] = cp
    else runs.push([cp, cp])
  }
  const hex = (cp: number) => cp.toString(16).toUpperCase()
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',')
}

/** The code points of a CSS `unicode-range` value (`U+0000-00FF,U+0131,…`; no wildcards). */
export function codePointsOfRange(range: string): Set<number> {
  const out = new Set<number>()
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part)
    if (!match?.[1]) throw new Error(`unicode-range illisible : ${part}`)
    const from = Number.parseInt(match[1], 16)
    const to = match[2] ? Number.parseInt(match[2], 16) : from
    for (let cp = from; cp <= to; cp += 1) out.add(cp)
  }
  return out
}

/** The cut, made from the package's file: WOFF2 to serve, or the plain font (sfnt) to read. */
export async function cutBrandFont(format: 'woff2' | 'sfnt' = 'woff2'): Promise<Buffer> {
  return subsetFont(readFileSync(path.join(root, BRAND_FONT_SOURCE)), brandFontText(), {
    targetFormat: format,
    keepFeatures: [...BRAND_FONT_FEATURES],
  })
}

/** The code points a font file (sfnt) maps to a glyph: its cmap. */
export function codePointsOfFont(sfnt: Uint8Array): Set<number> {
  return new Set(new Face(new Blob(sfnt), 0).collectUnicodes())
}
