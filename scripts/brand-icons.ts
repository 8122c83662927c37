/**
 * Writes the site's icons from the one logo drawing (src/brand/logo.ts, decision 099), as
 * Next's file conventions serve them: src/app/icon.svg (browsers that take SVG), favicon.ico
 * (16, 32 and 48 px, for what asks /favicon.ico) and apple-icon.png (180 px, full-bleed: iOS
 * rounds the corners itself). Run again after a change of the logo: `npx tsx scripts/brand-icons.ts`
 * (a unit test checks that icon.svg is the logo's symbol).
 */
import { writeFileSync } from 'node:fs'
import pngToIco from 'png-to-ico'
import sharp from 'sharp'
import { logoSvg } from '../src/brand/logo'
import { BRAND_COLOURS } from '../src/brand/tokens'

const appDir = new URL('../src/app/', import.meta.url)
const symbol = logoSvg({ variant: 'symbol' })

async function png(size: number, background?: string): Promise<Buffer> {
  const image = sharp(Buffer.from(logoSvg({ variant: 'symbol', height: size }))).resize(size, size)
  return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer()
}

async function main() {
  writeFileSync(new URL('icon.svg', appDir), `${symbol}\n`)
  writeFileSync(new URL('favicon.ico', appDir), await pngToIco([await png(16), await png(32), await png(48)]))
  // The tile's corners filled with the same navy: a square icon, which iOS masks.
  writeFileSync(new URL('apple-icon.png', appDir), await png(180, BRAND_COLOURS.navy))
  console.log('icônes écrites : src/app/icon.svg, favicon.ico, apple-icon.png')
}

void main()
