/**
 * Writes the brand font's file, cut from the npm package's Latin file (decision 120), and prints
 * the `unicode-range` that `src/app/(frontend)/fonts.ts` must declare (next/font reads only
 * literals there). Run again after changing the package's version or BRAND_FONT_RANGES:
 *
 *   npx tsx scripts/brand-font.ts
 */
import { statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { BRAND_FONT_FILE, BRAND_FONT_SOURCE, codePointsOfFont, cutBrandFont, unicodeRange } from '../src/build/brand-font'

const root = path.resolve(import.meta.dirname, '..')
const woff2 = await cutBrandFont('woff2')
writeFileSync(path.join(root, BRAND_FONT_FILE), woff2)
const range = unicodeRange(codePointsOfFont(await cutBrandFont('sfnt')))
const before = statSync(path.join(root, BRAND_FONT_SOURCE)).size
console.log(`${BRAND_FONT_FILE} : ${woff2.length} octets (le fichier latin du paquet : ${before}).`)
console.log(`unicode-range à déclarer dans fonts.ts : ${range}`)
