import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { color } from '@csstools/css-color-parser'
import {
  isFunctionNode,
  isSimpleBlockNode,
  parseCommaSeparatedListOfComponentValues,
  type ComponentValue,
} from '@csstools/css-parser-algorithms'
import { tokenize } from '@csstools/css-tokenizer'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

/*
 * "Colours only from the tokens" (decision 099, docs/brand.md): every CSS file of the site takes
 * its colours from the custom properties of src/brand/tokens.css. The tokens file itself is where
 * the values live; Payload's admin styles (src/app/(payload)) follow Payload's own theme.
 * A colour is whatever the CSS colour parser reads as one (hex, named colours, rgb(), hsl(),
 * hwb(), lab(), oklch(), color()…, also inside gradients, shadows, color-mix() and var()
 * fallbacks); `transparent`, `currentColor`, the wide keywords and the system colours of
 * forced-colors mode are not brand colours and stay allowed.
 */

const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')
const EXEMPT = [path.join('src', 'brand', 'tokens.css'), path.join('src', 'app', '(payload)') + path.sep]
const ALLOWED = new Set(['transparent'])

interface LiteralColour {
  /** `file:line`, the file relative to the repository. */
  where: string
  property: string
  colour: string
}

/** The literal colours of one stylesheet, with the line of each. */
function literalColours(css: string, file: string): LiteralColour[] {
  const found: LiteralColour[] = []
  postcss.parse(css, { from: file }).walkDecls((decl) => {
    const start = decl.source?.start?.line ?? 1
    const value = decl.raws.value?.raw ?? decl.value
    // The value starts after `property`, the colon and what stands between (which may hold a newline).
    const valueLine = start + countLines(decl.raws.between ?? '')
    const visit = (nodes: ComponentValue[]) => {
      for (const node of nodes) {
        const parsed = color(node)
        const text = node.toString().trim()
        if (parsed && !ALLOWED.has(text.toLowerCase())) {
          const offset = node.tokens()[0]?.[2] ?? 0
          found.push({ where: `${file}:${valueLine + countLines(value.slice(0, offset))}`, property: decl.prop, colour: text })
        } else if (isFunctionNode(node) || isSimpleBlockNode(node)) visit(node.value)
      }
    }
    for (const list of parseCommaSeparatedListOfComponentValues(tokenize({ css: value }))) visit(list)
  })
  return found
}

function countLines(text: string): number {
  return text.split('\n').length - 1
}

function stylesheets(): string[] {
  return (readdirSync(src, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.css'))
    .map((name) => path.join('src', name))
    .filter((file) => !EXEMPT.some((exempt) => file === exempt || file.startsWith(exempt)))
    .sort()
}

describe('literal colours in stylesheets', () => {
  it('finds hex, functional and named colours, also inside gradients, shadows, mixes and fallbacks, with their line', () => {
    const css = [
      '.a {',
      '  color: #fff;',
      '  background: linear-gradient(var(--color-primary), rgb(0 0 0 / 0.5));',
      '  box-shadow:',
      '    0 1px 2px hsl(210 20% 30%);',
      '  border-color: var(--color-border, navy);',
      '  outline-color: color-mix(in srgb, var(--focus) 50%, white);',
      '  --focus: #ffd166;',
      '}',
    ].join('\n')
    expect(literalColours(css, 'x.css')).toEqual([
      { where: 'x.css:2', property: 'color', colour: '#fff' },
      { where: 'x.css:3', property: 'background', colour: 'rgb(0 0 0 / 0.5)' },
      { where: 'x.css:5', property: 'box-shadow', colour: 'hsl(210 20% 30%)' },
      { where: 'x.css:6', property: 'border-color', colour: 'navy' },
      { where: 'x.css:7', property: 'outline-color', colour: 'white' },
      { where: 'x.css:8', property: '--focus', colour: '#ffd166' },
    ])
  })

  it('lets tokens and the keywords that are not brand colours through', () => {
    const css = `.a { color: var(--color-text); background: transparent; border: 1px solid currentColor;
      fill: inherit; white-space: nowrap; box-shadow: var(--shadow-md); content: 'red';
      @media (forced-colors: active) { outline-color: CanvasText; } }`
    expect(literalColours(css, 'x.css')).toEqual([])
  })

  it('reads every stylesheet of the site, Payload admin and the tokens file excepted', () => {
    const files = stylesheets()
    expect(files).toContain(path.join('src', 'app', '(frontend)', 'globals.css'))
    expect(files).toContain(path.join('src', 'components', 'layout', 'Footer.module.css'))
    expect(files).not.toContain(path.join('src', 'brand', 'tokens.css'))
  })

  it('finds none in the site: every colour comes from src/brand/tokens.css', () => {
    const found = stylesheets().flatMap((file) => literalColours(readFileSync(path.join(root, file), 'utf8'), file))
    expect(found.map(({ where, property, colour }) => `${where} ${property}: ${colour}`)).toEqual([])
  })
})
