import { describe, expect, it } from 'vitest'
import { searchQuery, suggestQuery } from './search'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? [])

describe('the searched text of the suggest and search operations', () => {
  it('refuses a text made only of characters nobody sees, as a blank one', () => {
    for (const text of ['\u200b\u200b\u200b', '\u0000\u0000', '\u00a0\u202f \t', '\ufeff\u2060x']) {
      expect(messages(searchQuery.safeParse({ text }))).toEqual(text.endsWith('x') ? [] : ['Le texte de recherche est obligatoire'])
    }
    expect(messages(suggestQuery.safeParse({ text: '\u200be\u200bn\u200b' }))).toEqual([
      'Le texte de recherche doit faire au moins 3 caractères',
    ])
  })

  it('searches the text as the site does: invisible characters out, spaces folded', () => {
    const suggest = suggestQuery.parse({ text: ' enduit\u00a0\u00a0de\u200b  lissage ' })
    expect(suggest.text).toBe('enduit de lissage')
    expect(searchQuery.parse({ text: '\tbande\u0000 à joint\n' }).text).toBe('bande à joint')
  })

  it('measures the cleaned text against the 100-character limit', () => {
    expect(messages(searchQuery.safeParse({ text: `${'a'.repeat(100)}${'\u200b'.repeat(20)}` }))).toEqual([])
    expect(messages(searchQuery.safeParse({ text: 'a'.repeat(101) }))).toEqual(['Le texte de recherche doit faire 100 caractères au plus'])
  })
})
