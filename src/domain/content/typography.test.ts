import { describe, expect, it } from 'vitest'
import { richTextWithNumbersKept } from './typography'

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, version: 1 })

describe('rich text typography', () => {
  it('keeps numbers with their units in every text node, at any depth, and changes nothing else', () => {
    const state = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [text('Comptez 1,6 kg par m² et '), text('48 h', 1), text(' de séchage.')] },
          {
            type: 'list',
            children: [{ type: 'listitem', children: [{ type: 'link', fields: { url: '/a 2 b' }, children: [text('Seau de 15 kg')] }] }],
          },
        ],
      },
    }
    const result = richTextWithNumbersKept(state)
    expect(JSON.stringify(result)).toBe(
      JSON.stringify(state).replace('1,6 kg', '1,6\u00a0kg').replace('"48 h"', '"48\u00a0h"').replace('15 kg', '15\u00a0kg'),
    )
    // The stored document is not touched.
    expect(state.root.children[0]?.children?.[0]).toEqual(text('Comptez 1,6 kg par m² et '))
  })
})
