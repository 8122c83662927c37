import { describe, expect, it } from 'vitest'
import { sentenceBlocks } from './cookieconsent.client'

describe('consent description blocks', () => {
  it('puts each sentence in its own escaped block', () => {
    expect(sentenceBlocks('Un. Deux <b>gras</b> ? Trois')).toBe(
      '<span class="cc-sentence">Un.</span> <span class="cc-sentence">Deux &#60;b&#62;gras&#60;/b&#62; ?</span> <span class="cc-sentence">Trois</span>',
    )
  })
})
