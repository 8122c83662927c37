/**
 * Demo visuals composed as SVG and rasterised with sharp: packshots (800×800 PNG),
 * ambiance scenes (1200×800 JPEG), category covers, push visuals and pictograms
 * (128×128 PNG). Only the generic `sans-serif` font is used: nothing is downloaded.
 */
import sharp from 'sharp'
import type { Family, PackDef } from './demo/product-kit'
import { packShort } from './demo/product-kit'

export type Tone = Family | 'facile' | 'marque'

export const BRAND_NAVY = '#1f3b6f'
export const BRAND_ORANGE = '#f07d1a'

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

/** Label block printed on every pack: brand, name, pack size. */
function packLabel(cx: number, top: number, width: number, name: string, size: string, color: string, scale = 1): string {
  const fontSize = Math.round((name.length > 22 ? 34 : 42) * scale)
  const lines = wrap(name, Math.max(8, Math.floor((width / fontSize) * 1.7)), 3)
  return [
    `<rect x="${cx - width / 2}" y="${top}" width="${width}" height="${70 * scale}" fill="${BRAND_NAVY}"/>`,
    `<text x="${cx}" y="${top + 48 * scale}" font-size="${40 * scale}" font-weight="bold" letter-spacing="${6 * scale}" text-anchor="middle" fill="#ffffff" ${FONT}>ARDALIS</text>`,
    `<rect x="${cx - width / 2}" y="${top + 70 * scale}" width="${width}" height="${8 * scale}" fill="${BRAND_ORANGE}"/>`,
    textLines(lines, cx, top + 140 * scale, fontSize, `text-anchor="middle" font-weight="bold" fill="${BRAND_NAVY}" ${FONT}`),
    `<circle cx="${cx}" cy="${top + 330 * scale}" r="${62 * scale}" fill="${color}"/>`,
    `<text x="${cx}" y="${top + 342 * scale}" font-size="${(size.length > 7 ? 20 : size.length > 5 ? 28 : 36) * scale}" font-weight="bold" text-anchor="middle" fill="#ffffff" ${FONT}>${esc(size)}</text>`,
  ].join('')
}

function packBody(pack: PackDef, name: string, color: string): string {
  const size = packShort(pack)
  switch (pack.packaging) {
    case 'sac':
      return [
        `<path d="M190 130 L230 105 L270 130 L310 105 L350 130 L390 105 L430 130 L470 105 L510 130 L550 105 L590 130 L610 690 Q400 720 190 690 Z" fill="#fbfaf7" stroke="#d8d2c6" stroke-width="4"/>`,
        `<path d="M197 585 L603 585 L610 690 Q400 720 190 690 Z" fill="${color}"/>`,
        packLabel(400, 170, 380, name, size, color),
      ].join('')
    case 'seau':
      return [
        `<path d="M205 250 L595 250 L560 690 Q400 712 240 690 Z" fill="#ffffff" stroke="#d8d2c6" stroke-width="4"/>`,
        `<ellipse cx="400" cy="250" rx="205" ry="38" fill="${color}"/>`,
        `<path d="M215 250 Q400 110 585 250" fill="none" stroke="#9a9a9a" stroke-width="8"/>`,
        `<path d="M228 600 L572 600 L560 690 Q400 712 240 690 Z" fill="${color}" opacity="0.85"/>`,
        packLabel(400, 300, 330, name, size, color, 0.85),
      ].join('')
    case 'tube':
      return [
        `<path d="M300 110 L500 110 L490 140 L470 600 L330 600 L310 140 Z" fill="#ffffff" stroke="#d8d2c6" stroke-width="4"/>`,
        `<rect x="290" y="96" width="220" height="22" fill="${color}"/>`,
        `<rect x="350" y="600" width="100" height="70" rx="10" fill="${color}"/>`,
        packLabel(400, 170, 170, name, size, color, 0.62),
      ].join('')
    case 'cartouche':
      return [
        `<rect x="320" y="190" width="160" height="500" rx="12" fill="#ffffff" stroke="#d8d2c6" stroke-width="4"/>`,
        `<path d="M380 190 L392 80 L408 80 L420 190 Z" fill="#cfcfcf"/>`,
        `<rect x="320" y="640" width="160" height="50" rx="10" fill="${color}"/>`,
        packLabel(400, 240, 160, name, size, color, 0.6),
      ].join('')
    case 'boite':
      return [
        `<path d="M180 260 L520 260 L620 200 L280 200 Z" fill="#e3c89a"/>`,
        `<path d="M520 260 L620 200 L620 640 L520 700 Z" fill="#c9a774"/>`,
        `<rect x="180" y="260" width="340" height="440" fill="#dcbf8e"/>`,
        packLabel(350, 300, 300, name, size, color, 0.8),
      ].join('')
  }
}

export function packshotSvg(name: string, pack: PackDef, family: Family): string {
  const color = TONES[family]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="#eef1f5"/>
<circle cx="400" cy="360" r="330" fill="#f7f8fa"/>
<ellipse cx="400" cy="712" rx="250" ry="26" fill="#000000" opacity="0.12"/>
${packBody(pack, name, color)}
</svg>`
}

/** Stylised interior wall being filled: wall, smoothed patch, trowel and tub. */
export function ambianceSvg(family: Family, caption: string): string {
  const color = TONES[family]
  const outdoor = family === 'exterieur'
  const wall = outdoor ? '#d9c7a7' : family === 'bois' ? '#c89f6d' : '#d7d2c8'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="#b9b2a6"/></linearGradient>
<pattern id="rough" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="6" cy="7" r="2" fill="#000" opacity="0.06"/><circle cx="18" cy="16" r="1.5" fill="#000" opacity="0.05"/></pattern>
</defs>
<rect width="1200" height="800" fill="${outdoor ? '#9fc6e8' : '#efe9df'}"/>
<rect x="0" y="0" width="1200" height="640" fill="url(#wall)"/>
<rect x="0" y="0" width="1200" height="640" fill="url(#rough)"/>
<path d="M120 120 C360 60 620 150 860 110 C900 260 880 420 820 540 C560 590 330 520 110 560 C80 420 90 260 120 120 Z" fill="#fbfaf6"/>
<path d="M520 180 l60 -20 M610 300 l40 30 M300 420 l50 -15" stroke="#9e968a" stroke-width="4" opacity="0.5"/>
<rect x="0" y="640" width="1200" height="160" fill="${outdoor ? '#8c8c84' : '#a07850'}"/>
<g transform="translate(760 250) rotate(-18)">
<rect x="0" y="0" width="300" height="26" rx="4" fill="#c7ccd1" stroke="#7d868f" stroke-width="3"/>
<rect x="125" y="26" width="50" height="36" fill="#59606a"/>
<rect x="95" y="62" width="110" height="40" rx="18" fill="${color}"/>
</g>
<g transform="translate(880 470)">
<path d="M0 40 L200 40 L184 250 Q100 262 16 250 Z" fill="#ffffff" stroke="#cfc8bb" stroke-width="3"/>
<ellipse cx="100" cy="40" rx="100" ry="20" fill="${color}"/>
<rect x="24" y="120" width="152" height="46" fill="${BRAND_NAVY}"/>
<text x="100" y="152" font-size="26" font-weight="bold" letter-spacing="4" text-anchor="middle" fill="#ffffff" ${FONT}>ARDALIS</text>
</g>
<rect x="40" y="690" width="${Math.min(1120, 30 + caption.length * 17)}" height="64" rx="8" fill="#ffffff" opacity="0.85"/>
<text x="64" y="732" font-size="30" fill="${BRAND_NAVY}" ${FONT}>${esc(caption)}</text>
</svg>`
}

/** Wide banner with a textured background in the tone of the category. */
export function coverSvg(title: string, subtitle: string, tone: Tone, width = 1200, height = 600): string {
  const color = TONES[tone]
  const stripes = Array.from(
    { length: 14 },
    (_, i) => `<path d="M${i * 110 - 200} ${height} L${i * 110 + 200} 0" stroke="#ffffff" stroke-width="36" opacity="0.06"/>`,
  ).join('')
  const size = Math.round(Math.max(width / 18, height / 11))
  const lines = wrap(title, Math.floor((width * 0.8) / (size * 0.55)), 2)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${BRAND_NAVY}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${stripes}
<rect x="${width * 0.06}" y="${height * 0.18}" width="${width * 0.012}" height="${height * 0.5}" fill="${BRAND_ORANGE}"/>
${textLines(lines, width * 0.1, height * 0.32, size, `font-weight="bold" fill="#ffffff" ${FONT}`)}
${textLines(wrap(subtitle, Math.floor((width * 0.8) / (size * 0.3)), 2), width * 0.1, height * 0.32 + lines.length * size * 1.15 + size * 0.2, Math.round(size * 0.45), `fill="#ffffff" opacity="0.9" ${FONT}`)}
<text x="${width * 0.94}" y="${height * 0.9}" font-size="${Math.round(size * 0.5)}" font-weight="bold" letter-spacing="4" text-anchor="end" fill="#ffffff" ${FONT}>ARDALIS</text>
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
