import { describe, expect, it } from 'vitest'
import { expectedLevel, expectedPayloadError, problemLine } from './log-line'

describe('expected client errors log one line', () => {
  it('levels: warnings for refused credentials and limits, information for the rest, nothing outside 4xx', () => {
    expect(expectedLevel(400)).toBe('info')
    expect(expectedLevel(403)).toBe('info')
    expect(expectedLevel(404)).toBe('info')
    expect(expectedLevel(401)).toBe('warn')
    expect(expectedLevel(429)).toBe('warn')
    expect(expectedLevel(500)).toBeNull()
    expect(expectedLevel(302)).toBeNull()
  })

  it('writes the fields as key=value on one line, quoting what needs it', () => {
    const line = problemLine('api/v1', {
      status: 400,
      code: 'bad_request',
      method: 'GET',
      path: '/api/v1/product',
      message: 'Paramètre invalide : text\n(200 caractères)',
    })
    expect(line).toBe(
      '[api/v1] status=400 code=bad_request method=GET path=/api/v1/product message="Paramètre invalide : text\\n(200 caractères)"',
    )
    expect(line).not.toContain('\n')
    expect(problemLine('api/v1', { status: 400, message: 'x'.repeat(10_000) }).length).toBeLessThan(400)
  })

  it('reads Payload’s { err } of a 4xx, whatever the class is called, and leaves faults alone', () => {
    const forbidden = Object.assign(new Error('You are not allowed to perform this action.'), { status: 403, name: 'e' })
    expect(expectedPayloadError({ err: forbidden })).toEqual({
      level: 'info',
      line: '[payload] status=403 message="You are not allowed to perform this action."',
    })
    const login = Object.assign(new Error('L’adresse e-mail ou le mot de passe fourni est incorrect.'), { status: 401 })
    expect(expectedPayloadError({ err: login })?.level).toBe('warn')
    expect(expectedPayloadError({ err: Object.assign(new Error('boom'), { status: 500 }) })).toBeNull()
    expect(expectedPayloadError({ err: new Error('no status') })).toBeNull()
    expect(expectedPayloadError('a message')).toBeNull()
    expect(expectedPayloadError({ msg: 'x' })).toBeNull()
  })
})
