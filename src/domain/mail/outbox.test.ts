import { describe, expect, it } from 'vitest'
import { afterAttempt, errorLine, isPermanentFailure, MAIL_BACKOFF_MS, MAIL_RETRIES, retryDelayMs, retryWindowMs } from './outbox'

describe('mail outbox back-off', () => {
  it('waits the base delay after the first failure, then doubles', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 5_000))).toEqual([5_000, 10_000, 20_000, 40_000])
  })

  it('rides out an SMTP outage of several hours before giving up', () => {
    const hours = retryWindowMs(MAIL_RETRIES, MAIL_BACKOFF_MS) / 3_600_000
    expect(hours).toBeGreaterThan(8)
    expect(hours).toBeLessThan(24)
  })
})

describe('what follows a try', () => {
  const now = new Date('2026-11-25T10:00:00Z')

  it('a success is sent', () => {
    expect(afterAttempt(3, null, now)).toEqual({ status: 'sent' })
  })

  it('a transient failure is tried again at the back-off time', () => {
    expect(afterAttempt(2, { permanent: false }, now, 13, 5_000)).toEqual({
      status: 'retrying',
      retry: true,
      nextAttemptAt: new Date('2026-11-25T10:00:10Z'),
    })
  })

  it('the last try and a permanent refusal give up', () => {
    expect(afterAttempt(MAIL_RETRIES + 1, { permanent: false }, now)).toEqual({ status: 'failed', retry: false })
    expect(afterAttempt(MAIL_RETRIES, { permanent: false }, now).status).toBe('retrying')
    expect(afterAttempt(1, { permanent: true }, now)).toEqual({ status: 'failed', retry: false })
  })
})

describe('permanent SMTP failures', () => {
  it('a 5xx reply or a message without a valid recipient is permanent', () => {
    expect(isPermanentFailure(Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 }))).toBe(true)
    expect(isPermanentFailure(Object.assign(new Error('No recipients defined'), { code: 'EENVELOPE' }))).toBe(true)
  })

  it('a refused connection, a timeout or a 4xx reply is transient', () => {
    expect(isPermanentFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe(false)
    expect(isPermanentFailure(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }))).toBe(false)
    expect(isPermanentFailure(Object.assign(new Error('421 try later'), { responseCode: 421 }))).toBe(false)
    expect(isPermanentFailure('boom')).toBe(false)
  })
})

describe('the error staff read', () => {
  it('is one line with the code, bounded', () => {
    expect(errorLine(Object.assign(new Error('Greeting never\nreceived'), { code: 'ETIMEDOUT' }))).toBe(
      'ETIMEDOUT : Greeting never received',
    )
    expect(errorLine(new Error('x'.repeat(900))).length).toBe(500)
  })
})
