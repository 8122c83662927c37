import { describe, expect, it } from 'vitest'
import { canonicalContent, readSubmissionKey, repeatOf } from './idempotency'

describe('readSubmissionKey', () => {
  it('takes the header first, then the field, trimmed', () => {
    expect(readSubmissionKey(' 3f2b8c4e-1d2a-4b7f-9a10-5c6d7e8f9012 ', 'autre-cle-0123456789')).toBe('3f2b8c4e-1d2a-4b7f-9a10-5c6d7e8f9012')
    expect(readSubmissionKey(null, 'autre-cle-0123456789')).toBe('autre-cle-0123456789')
  })

  it('is null when no key is sent, false when what is sent is not a key', () => {
    expect(readSubmissionKey(null, undefined)).toBeNull()
    expect(readSubmissionKey(null, null)).toBeNull()
    expect(readSubmissionKey(null, 42)).toBe(false)
    expect(readSubmissionKey('court', undefined)).toBe(false)
    expect(readSubmissionKey('clé-avec-accent-0123456789', undefined)).toBe(false)
    expect(readSubmissionKey('x'.repeat(101), undefined)).toBe(false)
  })
})

describe('canonicalContent', () => {
  it('is the same whatever the order of the keys, at every depth', () => {
    const a = { lastname: 'Garnier', participants: [{ civility: 'mme', firstname: 'Claire' }], consent: true }
    const b = { consent: true, participants: [{ firstname: 'Claire', civility: 'mme' }], lastname: 'Garnier' }
    expect(canonicalContent(a)).toBe(canonicalContent(b))
  })

  it('tells apart another content, the order of a list, and a missing value from null', () => {
    expect(canonicalContent({ message: 'Bonjour' })).not.toBe(canonicalContent({ message: 'Bonjour !' }))
    expect(canonicalContent([1, 2])).not.toBe(canonicalContent([2, 1]))
    expect(canonicalContent({ company: undefined })).toBe(canonicalContent({}))
    expect(canonicalContent({ company: null })).not.toBe(canonicalContent({}))
  })
})

describe('repeatOf', () => {
  const seen = { form: 'contact', fingerprint: 'abc', status: 'done' as const, response: { data: { id: 7 } } }

  it('answers a repeat of a finished submission with its first answer', () => {
    expect(repeatOf(seen, 'contact', 'abc')).toEqual({ kind: 'replay', response: { data: { id: 7 } } })
  })

  it('says a repeat of a submission still running is pending', () => {
    expect(repeatOf({ ...seen, status: 'pending', response: null }, 'contact', 'abc')).toEqual({ kind: 'pending' })
  })

  it('refuses the key for another content or another form', () => {
    expect(repeatOf(seen, 'contact', 'abd')).toEqual({ kind: 'reused' })
    expect(repeatOf(seen, 'training', 'abc')).toEqual({ kind: 'reused' })
  })
})
