import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import { describe, expect, it } from 'vitest'
import { BRAND_FONT_FILE, BRAND_FONT_SOURCE, codePointsOfFont, codePointsOfRange, cutBrandFont, unicodeRange } from './brand-font'

const root = path.resolve(import.meta.dirname, '../..')

/** The `unicode-range` written in fonts.ts (next/font reads only literals there). */
function declaredRange(): string {
  const source = readFileSync(path.join(root, 'src/app/(frontend)/fonts.ts'), 'utf8')
  const match = /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(source)
  if (!match?.[1]) throw new Error('fonts.ts ne déclare pas de unicode-range')
  return match[1]
}

/** Every file of a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

describe('the brand font file (decision 120)', () => {
  it('is the cut of the npm package’s Latin file, made again here byte for byte, and smaller', async () => {
    const committed = readFileSync(path.join(root, BRAND_FONT_FILE))
    const made = await cutBrandFont('woff2')
    expect(Buffer.compare(committed, made)).toBe(0)
    expect(committed.length).toBeLessThan(statSync(path.join(root, BRAND_FONT_SOURCE)).size * 0.8)
  })

  it('is declared in fonts.ts with exactly the characters it draws', async () => {
    const drawn = codePointsOfFont(await cutBrandFont('sfnt'))
    expect(declaredRange()).toBe(unicodeRange(drawn))
    // The French letters, capitals included (a text-transform may ask for them), and the signs of
    // prices and quantities.
    for (const ch of 'àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜ«»’…€°²×\u00a0') expect(drawn.has(ch.codePointAt(0) as number), ch).toBe(true)
  })

  it('draws every character of the messages and the sources that the package’s Latin file drew', async () => {
    const packageFile = readFileSync(path.join(root, BRAND_FONT_SOURCE))
    const packageDrawn = codePointsOfFont(await subsetFont(packageFile, '', { targetFormat: 'sfnt', keepAllGlyphs: true }))
    const drawn = codePointsOfRange(declaredRange())
    const files = [
      ...filesUnder(path.join(root, 'messages')),
      ...filesUnder(path.join(root, 'src')).filter((file) => /\.(tsx?|json|csv)$/.test(file) && !/\.test\.tsx?$/.test(file)),
    ]
    expect(files.length).toBeGreaterThan(100)
    const missing = new Map<string, string>()
    for (const file of files)
      for (const ch of readFileSync(file, 'utf8')) {
        const cp = ch.codePointAt(0) as number
        if (cp >= 0x20 && packageDrawn.has(cp) && !drawn.has(cp)) missing.set(ch, path.relative(root, file))
      }
    expect(Object.fromEntries(missing)).toEqual({})
  })

  it('writes unicode ranges as CSS reads them', () => {
    expect(unicodeRange([0x41, 0x20, 0x21, 0x22, 0xe9, 0x2019, 0x201c, 0x201d])).toBe('U+20-22,U+41,U+E9,U+2019,U+201C-201D')
    expect([...codePointsOfRange('U+20-22,U+E9')]).toEqual([0x20, 0x21, 0x22, 0xe9])
    expect(() => codePointsOfRange('U+4??')).toThrow(/illisible/)
  })
})
