import { describe, expect, it } from 'vitest'
import { passwordProblem, PASSWORD_MESSAGES } from '@/domain/account/password'
import { commonPasswordCount, isCommonPassword } from './common-passwords'

describe('common passwords', () => {
  it('ships at least the 10,000 commonest', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000)
  })

  it('knows them whatever the case', () => {
    for (const password of ['123456', 'password1', 'Azerty', 'SOLEIL', 'iloveyou']) expect(isCommonPassword(password), password).toBe(true)
    expect(isCommonPassword('Crépi-Lissé-2026')).toBe(false)
  })

  it('makes the policy refuse a common password that is otherwise strong enough', () => {
    expect(passwordProblem('Password1', isCommonPassword)).toBe(PASSWORD_MESSAGES.common)
    expect(passwordProblem('Crépi-Lissé-2026', isCommonPassword)).toBeNull()
  })
})
