import { describe, expect, it } from 'vitest'
import { isTag, storedTags, tagsFromInput } from './tags'

describe('tagsFromInput', () => {
  it('writes tags typed as words in their address form', () => {
    expect(tagsFromInput(['Nouveauté', 'Salon 2026', ' Événement ', "Conseil d'expert"])).toStrictEqual([
      'nouveaute',
      'salon-2026',
      'evenement',
      'conseil-d-expert',
    ])
  })

  it('keeps a tag already in its address form, once, and drops blanks', () => {
    expect(tagsFromInput(['nouveaute', 'Nouveauté', '', '  ', '!!'])).toStrictEqual(['nouveaute'])
  })

  it('leaves what is not text for validation to refuse', () => {
    expect(tagsFromInput([3, 'Produit'])).toStrictEqual([3, 'produit'])
  })
})

describe('storedTags', () => {
  it('keeps the tags that can be an address, and ignores the others', () => {
    expect(storedTags(['produit', 'Nouveauté', 'a--b', '-x', 'salon-2026', 'produit', null])).toStrictEqual(['produit', 'salon-2026'])
    expect(storedTags(undefined)).toStrictEqual([])
  })

  it('agrees with isTag', () => {
    expect(isTag('choix-produit')).toBe(true)
    expect(isTag('Choix produit')).toBe(false)
  })
})
