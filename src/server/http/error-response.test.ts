import { afterEach, describe, expect, it, vi } from 'vitest'
import { UNAVAILABLE_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '@/domain/api/errors'
import { faultResponse } from './error-response'

afterEach(() => vi.restoreAllMocks())

describe('faultResponse', () => {
  it('answers a database away 503 with Retry-After and the French message, in one warning line naming the driver’s message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = new Error('Failed query: select 1', { cause: new Error('timeout exceeded when trying to connect') })
    const response = faultResponse('POST /order', error)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'unavailable', message: UNAVAILABLE_MESSAGE })
    expect(warn).toHaveBeenCalledWith(
      '[api/v1] POST /order: base de données indisponible (timeout exceeded when trying to connect), réponse 503',
    )
  })

  it('answers any other fault 500 without detail, logged with the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')")
    const response = faultResponse('GET /product', bug)
    expect(response.status).toBe(500)
    expect(response.headers.get('retry-after')).toBeNull()
    expect(await response.json()).toEqual({ status: 'server_error', message: UNKNOWN_ERROR_MESSAGE })
    expect(logged).toHaveBeenCalledWith('[api/v1] GET /product:', bug)
  })
})
