import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { logoDrawing, logoSvg } from './logo'
import { BRAND_COLOURS, contrastRatio, rgbOf } from './tokens'

const root = path.resolve(import.meta.dirname, '../..')
const css = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8')

/** The custom properties of tokens.css, `var()` resolved. */
function tokens(): Map<string, string> {
  const raw = new Map<string, string>()
  for (const [, name, value] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+):\s*([^;]+);/g))
    raw.set(name as string, (value as string).trim())
  const resolve = (value: string, depth = 0): string =>
    depth > 10 ? value : value.replace(/var\((--[\w-]+)(?:,[^)]*)?\)/g, (_, name: string) => resolve(raw.get(name) ?? '', depth + 1))
  return new Map([...raw].map(([name, value]) => [name, resolve(value)]))
}

/**
 * Every text/background pair the roles are made for (docs/brand.md), with the ratio WCAG 2.1 AA
 * asks: 4.5 for text, 3 for focus rings and the borders of form controls.
 */
const PAIRS: [string, string, number][] = [
  ['--color-text', '--color-bg', 4.5],
  ['--color-text', '--color-surface', 4.5],
  ['--color-muted', '--color-bg', 4.5],
  ['--color-muted', '--color-surface', 4.5],
  ['--color-primary', '--color-bg', 4.5],
  ['--color-primary', '--color-surface', 4.5],
  ['--color-primary', '--color-primary-light', 4.5],
  ['--color-primary-dark', '--color-bg', 4.5],
  ['--color-primary-dark', '--color-primary-light', 4.5],
  ['--color-accent', '--color-bg', 4.5],
  ['--color-accent', '--color-accent-light', 4.5],
  ['--color-on-dark', '--color-primary', 4.5],
  ['--color-on-dark', '--color-primary-dark', 4.5],
  ['--color-on-dark', '--color-primary-darker', 4.5],
  ['--color-on-dark', '--color-accent', 4.5],
  ['--color-on-dark', '--color-accent-dark', 4.5],
  ['--color-on-dark', '--color-success', 4.5],
  ['--color-on-dark', '--color-danger', 4.5],
  ['--color-success', '--color-bg', 4.5],
  ['--color-success-dark', '--color-success-light', 4.5],
  ['--color-danger', '--color-bg', 4.5],
  ['--color-danger-dark', '--color-danger-light', 4.5],
  ['--color-warning', '--color-bg', 4.5],
  ['--color-warning', '--color-warning-light', 4.5],
  ['--color-text', '--color-warning-light', 4.5],
  ['--color-on-dark-muted', '--color-primary', 4.5],
  ['--color-on-dark-muted', '--color-primary-dark', 4.5],
  ['--color-on-dark', '--color-bg-dark', 4.5],
  ['--focus', '--color-bg', 3],
  ['--focus', '--color-surface', 3],
  ['--focus-on-dark', '--color-primary-dark', 3],
  ['--focus-on-dark', '--color-primary', 3],
  ['--focus-on-dark', '--color-bg-dark', 3],
  ['--color-field-border', '--color-bg', 3],
]

/**
 * Pairs with a translucent token, composited over what they lie on: [foreground, background,
 * the colour under both, ratio]. The top bar's audience links: their outline, and white text on
 * their hovered fill.
 */
const LAYERED: [string, string, string, number][] = [
  ['--color-on-dark-line', '--color-primary-dark', '--color-primary-dark', 3],
  ['--color-on-dark', '--color-on-dark-hover', '--color-primary-dark', 4.5],
]

/** `#rrggbb`, or `rgb(r g b / alpha)` laid over the `#rrggbb` under it, as `#rrggbb`. */
function over(value: string, under: string): string {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value
  const match = /^rgb\(\s*(\d+)\s+(\d+)\s+(\d+)\s*\/\s*([\d.]+)\s*\)$/.exec(value)
  if (!match) throw new Error(`Couleur non composable : ${value}`)
  const alpha = Number(match[4])
  const base = rgbOf(under).map((c) => c * 255)
  const mixed = [1, 2, 3].map((i, k) => Math.round(Number(match[i]) * alpha + (base[k] as number) * (1 - alpha)))
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

describe('brand tokens', () => {
  const values = tokens()

  it.each(PAIRS)('%s on %s reaches %s:1', (fg, bg, min) => {
    const a = values.get(fg)
    const b = values.get(bg)
    expect(a, fg).toMatch(/^#[0-9a-f]{6}$/i)
    expect(b, bg).toMatch(/^#[0-9a-f]{6}$/i)
    expect(contrastRatio(a as string, b as string)).toBeGreaterThanOrEqual(min)
  })

  it.each(LAYERED)('%s on %s (over %s) reaches %s:1', (fg, bg, under, min) => {
    const base = values.get(under) as string
    expect(base, under).toMatch(/^#[0-9a-f]{6}$/i)
    const back = over(values.get(bg) as string, base)
    expect(contrastRatio(over(values.get(fg) as string, back), back)).toBeGreaterThanOrEqual(min)
  })

  it('gives the code that is not CSS the same colours as tokens.css', () => {
    const css = { navy: '--brand-navy', orange: '--brand-orange', navyLink: '--color-primary', accent: '--color-accent' }
    for (const [key, property] of Object.entries(css)) expect(values.get(property), property).toBe(BRAND_COLOURS[key as keyof typeof css])
    expect(values.get('--color-text')).toBe(BRAND_COLOURS.text)
    expect(values.get('--color-muted')).toBe(BRAND_COLOURS.muted)
    expect(values.get('--color-border')).toBe(BRAND_COLOURS.border)
    expect(values.get('--color-surface')).toBe(BRAND_COLOURS.surface)
  })

  it('keeps the brand orange off text: too light on white', () => {
    expect(contrastRatio(BRAND_COLOURS.orange, BRAND_COLOURS.white)).toBeLessThan(3)
    expect(PAIRS.some(([fg]) => values.get(fg) === BRAND_COLOURS.orange)).toBe(false)
  })

  it("has the fallback face next/font computes for Source Sans 3 against Arial's metrics", async () => {
    const { createRequire } = await import('node:module')
    const require = createRequire(path.join(root, 'package.json'))
    const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default
    const open = (fontkit.default ?? fontkit) as (buffer: Buffer) => unknown
    const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file')
    const file = path.join(root, 'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2')
    const metrics = getFallbackMetricsFromFontFile(open(readFileSync(file)), 'sans-serif')
    const face = /@font-face\s*{([^}]*)}/.exec(css)?.[1] ?? ''
    expect(face).toContain(`ascent-override: ${metrics.ascentOverride};`)
    expect(face).toContain(`descent-override: ${metrics.descentOverride};`)
    expect(face).toContain(`size-adjust: ${metrics.sizeAdjust};`)
    expect(metrics.fallbackFont).toBe('Arial')
    expect(face).toMatch(/local\('Liberation Sans'\)/)
  })
})

describe('logo', () => {
  it('is drawn with paths only (no font), in the brand colours', () => {
    for (const variant of ['full', 'symbol'] as const) {
      for (const shape of logoDrawing(variant).shapes) {
        expect(shape.d).toMatch(/^M[\d\s.,MLHVCQZ-]+$/)
        expect(Object.values(BRAND_COLOURS)).toContain(shape.fill)
      }
    }
    expect(logoSvg()).not.toMatch(/<text|font-family/)
    expect(logoDrawing('full').width / logoDrawing('full').height).toBeCloseTo(232 / 64, 2)
  })

  it('is the drawing of the icons of Next file conventions (scripts/brand-icons.ts wrote them)', () => {
    expect(readFileSync(path.join(root, 'src/app/icon.svg'), 'utf8').trim()).toBe(logoSvg({ variant: 'symbol' }))
    const png = readFileSync(path.join(root, 'src/app/apple-icon.png'))
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180])
  })

  it('names itself only when asked (decorative otherwise) and escapes the name', () => {
    expect(logoSvg()).toContain('aria-hidden="true"')
    expect(logoSvg({ title: 'A & B' })).toContain('role="img" aria-label="A &amp; B"><title>A &amp; B</title>')
  })
})
