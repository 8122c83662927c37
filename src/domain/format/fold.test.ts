import { describe, expect, it } from 'vitest'
import { fold, foldWords } from './fold'

describe('fold', () => {
  it('lowers case, expands ligatures, removes accents and reads superscript digits', () => {
    expect(fold('Cœur ÆTHER Plâtre')).toBe('coeur aether platre')
    expect(fold('1,4 kg/m²/mm')).toBe('1,4 kg/m2/mm')
    expect(fold('Ça déçoit où Noël')).toBe('ca decoit ou noel')
  })
})

describe('foldWords', () => {
  it('joins the folded words with the separator', () => {
    expect(foldWords('  Enduit de  lissage (25 kg) ')).toBe('enduit de lissage 25 kg')
    expect(foldWords('1,4 kg/m²/mm', '-')).toBe('1-4-kg-m2-mm')
    expect(foldWords('®™ !', '-')).toBe('')
  })
})
