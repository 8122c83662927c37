import { describe, expect, it } from 'vitest'
import { PASSWORD_MESSAGES, passwordLevel, passwordProblem } from './password'

describe('passwordLevel', () => {
  it.each([
    ['', 'bad'],
    ['Ab1', 'bad'],
    ['Abcdef1', 'bad'],
    ['abcdefgh', 'weak'],
    ['12345678', 'weak'],
    ['abcdefgh1', 'medium'],
    ['Abcdefgh', 'medium'],
    ['abcdefghijkl', 'medium'],
    ['Abcdefgh1', 'good'],
    ['abcdefghijklmnop', 'good'],
    ['Abcdefghijk1', 'high'],
    ['correct horse battery staple', 'good'],
    ['Correct horse battery staple', 'high'],
    ['Él1vé-à-l’école', 'high'],
  ])('%j is %s', (password, level) => {
    expect(passwordLevel(password)).toBe(level)
  })

  it('counts characters as a person does', () => {
    expect(passwordLevel('Éléphant')).toBe('medium')
    expect(passwordLevel('🙂🙂🙂🙂🙂🙂🙂')).toBe('bad')
  })
})

describe('passwordProblem', () => {
  it('accepts medium or better, from 8 to 128 characters, outside the common list', () => {
    expect(passwordProblem('abcdefgh1')).toBeNull()
    expect(passwordProblem(`A1${'a'.repeat(126)}`)).toBeNull()
  })

  it('says why a password is refused', () => {
    expect(passwordProblem('Ab1')).toBe(PASSWORD_MESSAGES.tooShort)
    expect(passwordProblem('abcdefgh')).toBe(PASSWORD_MESSAGES.tooWeak)
    expect(passwordProblem(`A1${'a'.repeat(127)}`)).toBe(PASSWORD_MESSAGES.tooLong)
    expect(passwordProblem('Password1', (p) => p.toLowerCase() === 'password1')).toBe(PASSWORD_MESSAGES.common)
  })
})
