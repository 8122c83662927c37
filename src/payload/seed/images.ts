/**
 * Demo visuals composed as SVG and rasterised with sharp: packshots (800×800 PNG, one
 * per pack: its container, printed with the brand, the product and the pack size) and
 * pictograms (128×128 PNG). The editorial illustrations are in scenes.ts. Only the
 * generic `sans-serif` font is used: nothing is downloaded.
 */
import sharp from 'sharp'
import { logoDrawing } from '@/brand/logo'
import { BRAND_COLOURS } from '@/brand/tokens'
import type { Family, PackDef } from './demo/product-kit'
import { packShort } from './demo/product-kit'

export type Tone = Family | 'facile' | 'marque'

export const BRAND_NAVY = BRAND_COLOURS.navy
export const BRAND_ORANGE = BRAND_COLOURS.orange

/** The brand's logo (reversed: white letters) as SVG paths, fitted to a band `height` high, centred on `cx`. */
function logoOnBand(cx: number, top: number, height: number): string {
  const drawing = logoDrawing('full', 'reversed')
  const k = height / drawing.height
  const x = cx - (drawing.width * k) / 2
  const paths = drawing.shapes.map((shape) => `<path fill="${shape.fill}" d="${shape.d}"/>`).join('')
  return `<g transform="translate(${x.toFixed(1)} ${top.toFixed(1)}) scale(${k.toFixed(4)})">${paths}</g>`
}

export const TONES: Record<Tone, string> = {
  preparation: '#6f8596',
  rebouchage: '#e8731c',
  egalisage: '#2f6db5',
  lissage: '#1f4e96',
  finition: '#4f98d3',
  joints: '#3c9a5f',
  exterieur: '#b5651d',
  bois: '#8b5a2b',
  deco: '#6d6a75',
  humide: '#1a9aa0',
  airless: '#6b3fa0',
  multi: '#c8372d',
  facile: '#e0a400',
  marque: BRAND_NAVY,
}

export interface GeneratedImage {
  data: Buffer
  mimetype: 'image/png' | 'image/jpeg'
}

const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Greedy word wrap on an approximate character budget. */
export function wrap(text: string, maxChars: number, maxLines = 3): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/)) {
    if (current && (current + ' ' + word).length > maxChars) {
      lines.push(current)
      current = word
    } else {
      current = current ? `${current} ${word}` : word
    }
  }
  if (current) lines.push(current)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`
    return kept
  }
  return lines
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map((line, index) => `<text x="${x}" y="${y + index * size * 1.15}" font-size="${size}" ${attrs}>${esc(line)}</text>`)
    .join('')
}

const FONT = 'font-family="sans-serif"'

/**
 * Label block printed on every pack: brand, name, pack size. The size badge is a pill as
 * wide as its text, enlarged by `boost` on small packs so that it stays legible on a card.
 */
function packLabel(cx: number, top: number, width: number, name: string, size: string, color: string, scale = 1, boost = 1): string {
  const fontSize = Math.round((name.length > 22 ? 34 : 42) * scale)
  const lines = wrap(name, Math.max(8, Math.floor((width / fontSize) * 1.7)), 3)
  const badgeFont = Math.round(36 * scale * boost)
  const badgeWidth = Math.max(124 * scale * boost, size.length * badgeFont * 0.6 + 36 * scale)
  const badgeHeight = 76 * scale * boost
  const badgeY = top + 330 * scale
  return [
    `<rect x="${cx - width / 2}" y="${top}" width="${width}" height="${70 * scale}" fill="${BRAND_NAVY}"/>`,
    logoOnBand(cx, top + 12 * scale, 46 * scale),
    `<rect x="${cx - width / 2}" y="${top + 70 * scale}" width="${width}" height="${8 * scale}" fill="${BRAND_ORANGE}"/>`,
    textLines(lines, cx, top + 140 * scale, fontSize, `text-anchor="middle" font-weight="bold" fill="${BRAND_NAVY}" ${FONT}`),
    `<rect x="${cx - badgeWidth / 2}" y="${badgeY - badgeHeight / 2}" width="${badgeWidth}" height="${badgeHeight}" rx="${badgeHeight / 2}" fill="${color}"/>`,
    `<text x="${cx}" y="${badgeY + badgeFont * 0.36}" font-size="${badgeFont}" font-weight="bold" text-anchor="middle" fill="#ffffff" ${FONT}>${esc(size)}</text>`,
  ].join('')
}

function packBody(pack: PackDef, name: string, color: string, boost = 1): string {
  const size = packShort(pack)
  switch (pack.packaging) {
    case 'sac':
      return [
        `<path d="M190 130 L230 105 L270 130 L310 105 L350 130 L390 105 L430 130 L470 105 L510 130 L550 105 L590 130 L610 690 Q400 720 190 690 Z" fill="#fbfaf7" stroke="#d8d2c6" stroke-width="4"/>`,
        `<path d="M197 585 L603 585 L610 690 Q400 720 190 690 Z" fill="${color}"/>`,
        packLabel(400, 170, 380, name, size, color, 1, boost),
      ].join('')
    case 'seau':
      return [
        `<path d="M205 250 L595 250 L560 690 Q400 712 240 690 Z" fill="#ffffff" stroke="#d8d2c6" stroke-width="4"/>`,
        `<ellipse cx="400" cy="250" rx="205" ry="38" fill="${color}"/>`,
        `<path d="M215 250 Q400 110 585 250" fill="none" stroke="#9a9a9a" stroke-width="8"/>`,
        `<path d="M228 600 L572 600 L560 690 Q400 712 240 690 Z" fill="${color}" opacity="0.85"/>`,
        packLabel(400, 300, 330, name, size, color, 0.85, boost),
      ].join('')
    case 'tube':
      return [
        `<path d="M300 110 L500 110 L490 140 L470 600 L330 600 L310 140 Z" fill="#ffffff" stroke="#d8d2c6" stroke-width="4"/>`,
        `<rect x="290" y="96" width="220" height="22" fill="${color}"/>`,
        `<rect x="350" y="600" width="100" height="70" rx="10" fill="${color}"/>`,
        packLabel(400, 170, 170, name, size, color, 0.62, boost),
      ].join('')
    case 'cartouche':
      return [
        `<rect x="320" y="190" width="160" height="500" rx="12" fill="#ffffff" stroke="#d8d2c6" stroke-width="4"/>`,
        `<path d="M380 190 L392 80 L408 80 L420 190 Z" fill="#cfcfcf"/>`,
        `<rect x="320" y="640" width="160" height="50" rx="10" fill="${color}"/>`,
        packLabel(400, 240, 160, name, size, color, 0.6, boost),
      ].join('')
    case 'boite':
      return [
        `<path d="M180 260 L520 260 L620 200 L280 200 Z" fill="#e3c89a"/>`,
        `<path d="M520 260 L620 200 L620 640 L520 700 Z" fill="#c9a774"/>`,
        `<rect x="180" y="260" width="340" height="440" fill="#dcbf8e"/>`,
        packLabel(350, 300, 300, name, size, color, 0.8, boost),
      ].join('')
  }
}

/**
 * How big a pack is drawn, from its contents: a 1 kg tub looks smaller than a 15 kg
 * one, a 5 kg bag smaller than a 25 kg one. Tubes, cartridges and cartons keep their size.
 */
export function packScale(pack: PackDef): number {
  const kg = pack.unit === 'g' || pack.unit === 'ml' ? pack.size / 1000 : pack.size
  if (pack.packaging === 'sac') return kg >= 20 ? 1 : kg >= 10 ? 0.9 : 0.78
  if (pack.packaging === 'seau') return kg >= 15 ? 1 : kg >= 5 ? 0.86 : kg >= 2 ? 0.74 : 0.64
  return 1
}

export function packshotSvg(name: string, pack: PackDef, family: Family): string {
  const color = TONES[family]
  const scale = packScale(pack)
  // Scaled about the middle of the ground line, so every pack stands on the same shadow.
  const body =
    scale === 1
      ? packBody(pack, name, color)
      : `<g transform="translate(400 705) scale(${scale}) translate(-400 -705)">${packBody(pack, name, color)}</g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="#eef1f5"/>
<circle cx="400" cy="360" r="330" fill="#f7f8fa"/>
<ellipse cx="400" cy="712" rx="${Math.round(250 * scale)}" ry="26" fill="#000000" opacity="0.12"/>
${body}
</svg>`
}

export type PictoKey = 'INTERIEUR' | 'EXTERIEUR' | 'PIECES_HUMIDES' | 'POUDRE' | 'PATE' | 'A_PLUS' | 'AIRLESS' | 'SANS_PONCAGE' | 'CE'

const PICTO_ICONS: Record<PictoKey, string> = {
  INTERIEUR:
    '<path d="M34 66 L64 40 L94 66 L94 94 L34 94 Z" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round"/><rect x="56" y="72" width="16" height="22" fill="#fff"/>',
  EXTERIEUR:
    '<circle cx="64" cy="64" r="16" fill="#fff"/>' +
    Array.from(
      { length: 8 },
      (_, i) => `<path d="M64 30 L64 40" stroke="#fff" stroke-width="6" stroke-linecap="round" transform="rotate(${i * 45} 64 64)"/>`,
    ).join(''),
  PIECES_HUMIDES: '<path d="M64 30 C76 50 88 62 88 76 A24 24 0 0 1 40 76 C40 62 52 50 64 30 Z" fill="#fff"/>',
  POUDRE:
    '<path d="M42 40 L86 40 L92 94 L36 94 Z" fill="#fff"/><path d="M42 40 L50 32 L58 40 L66 32 L74 40 L82 32 L86 40" fill="none" stroke="#fff" stroke-width="4"/>',
  PATE: '<path d="M38 52 L90 52 L84 94 L44 94 Z" fill="#fff"/><ellipse cx="64" cy="52" rx="26" ry="7" fill="#cfd6e2"/>',
  A_PLUS: `<text x="64" y="80" font-size="44" font-weight="bold" text-anchor="middle" fill="#fff" ${FONT}>A+</text>`,
  AIRLESS:
    '<path d="M36 56 L74 56 L74 70 L58 70 L52 96 L40 96 L44 70 L36 70 Z" fill="#fff"/><circle cx="84" cy="52" r="3" fill="#fff"/><circle cx="92" cy="62" r="3" fill="#fff"/><circle cx="84" cy="72" r="3" fill="#fff"/><circle cx="96" cy="48" r="2.5" fill="#fff"/><circle cx="98" cy="76" r="2.5" fill="#fff"/>',
  SANS_PONCAGE:
    '<rect x="40" y="52" width="48" height="26" rx="6" fill="#fff"/><path d="M36 92 L92 36" stroke="#f07d1a" stroke-width="8" stroke-linecap="round"/>',
  CE: `<text x="64" y="82" font-size="46" font-weight="bold" text-anchor="middle" fill="#fff" ${FONT}>CE</text>`,
}

export function pictoSvg(key: PictoKey): string {
  const fill = key === 'A_PLUS' ? '#3c9a5f' : key === 'SANS_PONCAGE' ? BRAND_NAVY : key === 'CE' ? '#2b2b2b' : BRAND_NAVY
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><circle cx="64" cy="64" r="62" fill="${fill}"/>${PICTO_ICONS[key]}</svg>`
}

/** Flat vector art: a 256-colour palette keeps files small and their resizing fast. */
export async function renderPng(svg: string): Promise<GeneratedImage> {
  return { data: await sharp(Buffer.from(svg)).png({ palette: true, quality: 90, effort: 4 }).toBuffer(), mimetype: 'image/png' }
}

export async function renderJpeg(svg: string): Promise<GeneratedImage> {
  return { data: await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer(), mimetype: 'image/jpeg' }
}
