/**
 * The Ardalis logo as plain SVG path data (decision 099): one drawing for the header, the
 * icons, the e-mails, the PDFs and the seed's packs. Framework-free: give the shapes to React,
 * to pdf-lib (`drawSvgPath`), or take the SVG text (`logoSvg`) for sharp or a file.
 *
 * The symbol (64 × 64): a navy tile, a white "A" drawn as a roof-like chevron, and an orange
 * band across it: the pass of a filling knife that smooths the wall. The wordmark: "Ardalis" in
 * Source Sans 3 Bold outlined to paths (src/brand/wordmark.ts), the dot of the i drawn as a small
 * orange blade that echoes the band. The lockup is 232 × 64.
 */
import { BRAND_COLOURS } from './tokens'
import { WORDMARK_I, WORDMARK_LETTERS, WORDMARK_RIGHT } from './wordmark'

export type LogoShape = { d: string; fill: string }
export type LogoDrawing = { width: number; height: number; shapes: LogoShape[] }

/** `full`: symbol and wordmark; `symbol`: the tile alone (icons). */
export type LogoVariant = 'full' | 'symbol'
/** `colour` on white or light grounds; `reversed` on the navy (no tile, white letters). */
export type LogoTone = 'colour' | 'reversed'

/** The tile: a 64-unit square with corners of radius 14 (cubic arcs, which every renderer reads). */
export const SYMBOL_TILE = 'M14 0H50C57.7 0 64 6.3 64 14V50C64 57.7 57.7 64 50 64H14C6.3 64 0 57.7 0 50V14C0 6.3 6.3 0 14 0Z'
/** The chevron of the A: a flat apex and two legs. */
export const SYMBOL_CHEVRON = 'M26.5 11H37.5L52.5 53H43.5L32 20.5L20.5 53H11.5Z'
/** The knife's pass: a band thin at the left that widens as it rises to the right. */
export const SYMBOL_BAND = 'M7 45.5C19 39 35 35.5 57 35V41.5C37 42 21.5 45 7 51.5Z'

const dot = (() => {
  const { x, top } = WORDMARK_I
  const bottom = top - 2.6
  const height = 6.6
  const r = (n: number) => Math.round(n * 10) / 10
  return `M${r(x - 4)} ${r(bottom)}L${r(x - 2.6)} ${r(bottom - height)}H${r(x + 4)}L${r(x + 2.6)} ${r(bottom)}Z`
})()

/** The shapes of a variant, in drawing order. */
export function logoDrawing(variant: LogoVariant = 'full', tone: LogoTone = 'colour'): LogoDrawing {
  const { navy, orange, white } = BRAND_COLOURS
  const shapes: LogoShape[] = []
  if (tone === 'colour' || variant === 'symbol') shapes.push({ d: SYMBOL_TILE, fill: navy })
  shapes.push({ d: SYMBOL_CHEVRON, fill: white }, { d: SYMBOL_BAND, fill: orange })
  if (variant === 'symbol') return { width: 64, height: 64, shapes }
  shapes.push({ d: WORDMARK_LETTERS, fill: tone === 'colour' ? navy : white }, { d: dot, fill: orange })
  return { width: WORDMARK_RIGHT, height: 64, shapes }
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)
}

/**
 * The logo as an SVG document. With `title` the image is named (role="img"); without it, it is
 * decorative. `height` sets the rendered size (the width follows the proportions).
 */
export function logoSvg(options: { variant?: LogoVariant; tone?: LogoTone; title?: string; height?: number } = {}): string {
  const drawing = logoDrawing(options.variant, options.tone)
  const height = options.height ?? drawing.height
  const width = Math.round(((drawing.width * height) / drawing.height) * 10) / 10
  const label = options.title ? ` role="img" aria-label="${escapeXml(options.title)}"` : ' aria-hidden="true"'
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : ''
  const paths = drawing.shapes.map((s) => `<path fill="${s.fill}" d="${s.d}"/>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.width} ${drawing.height}" width="${width}" height="${height}"${label}>${title}${paths}</svg>`
}
