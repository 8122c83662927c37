import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

describe('slugify', () => {
  it.each([
    ['Enduit de lissage', 'enduit-de-lissage'],
    ['Enduits d’égalisage', 'enduits-d-egalisage'],
    ["Prêt à l'emploi", 'pret-a-l-emploi'],
    ['Œuvre ŒIL cœur', 'oeuvre-oeil-coeur'],
    ['Ex æquo', 'ex-aequo'],
    ['Ça déçoit où Noël ÀÉÈÊËÏÎÔÙÛÜŸ', 'ca-decoit-ou-noel-aeeeeiiouuuy'],
    ['  Plâtriers / Plaquistes  ', 'platriers-plaquistes'],
    ['Enduit 2.5 mm (25 kg)', 'enduit-25-mm-25-kg'],
    ['Toupret®  Pro™', 'toupret-pro'],
    ['a\t\nb', 'a-b'],
    ['--déjà--vu--', 'deja-vu'],
    ['enduit_fin', 'enduitfin'],
    ['', ''],
    ['®™!', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })

  it('is idempotent and yields route-safe slugs', () => {
    for (const text of ['Intérieur & Extérieur', "L'Œil du maître", '  --  ']) {
      const slug = slugify(text)
      expect(slugify(slug)).toBe(slug)
      expect(slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/)
    }
  })
})
