import { describe, expect, it } from 'vitest'
import { isUnavailable, unavailableCause } from './faults'

/** Drizzle's wrapper of a failed query: the driver's error is its cause. */
function failedQuery(cause: unknown): Error {
  return new Error('Failed query: select "settings"."id" from "settings"', { cause })
}

describe('isUnavailable', () => {
  it('knows a database that refuses, does not answer, is stopping or has no free connection, through its wrappers', () => {
    expect(isUnavailable(failedQuery(new Error('timeout exceeded when trying to connect')))).toBe(true)
    expect(isUnavailable(failedQuery(new Error('Connection terminated due to connection timeout')))).toBe(true)
    expect(isUnavailable(failedQuery(new Error('timeout expired')))).toBe(true)
    expect(isUnavailable(failedQuery(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))).toBe(true)
    expect(
      isUnavailable(failedQuery(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))),
    ).toBe(true)
    expect(isUnavailable(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }))).toBe(true)
    expect(isUnavailable(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).toBe(true)
    const attempts = new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], '')
    expect(isUnavailable(failedQuery(attempts))).toBe(true)
    // The log names the attempt that failed, not the wrapper's query text.
    expect(unavailableCause(failedQuery(attempts))).toBe('connect ECONNREFUSED ::1:5432')
  })

  it('leaves every other fault a fault: a bad query, a violated constraint, a bug', () => {
    expect(isUnavailable(failedQuery(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' })))).toBe(false)
    expect(isUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false)
    expect(isUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isUnavailable('timeout exceeded when trying to connect')).toBe(false)
    expect(isUnavailable(null)).toBe(false)
  })

  it('stops following a chain of causes that loops', () => {
    const looping = new Error('outer') as Error & { cause?: unknown }
    looping.cause = looping
    expect(isUnavailable(looping)).toBe(false)
  })
})
