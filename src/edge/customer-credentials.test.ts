import { createHash } from 'node:crypto'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { env } from '@/env'
import { withoutCustomerCredentials } from './customer-credentials'

/** A session token signed as Payload signs them, for an account of `collection`. */
async function token(collection: string): Promise<string> {
  const key = new TextEncoder().encode(createHash('sha256').update(env.PAYLOAD_SECRET).digest('hex').slice(0, 32))
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ id: 1, collection, email: 'x@exemple.fr', sid: 'abc' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(key)
}

describe('withoutCustomerCredentials', () => {
  it('drops a customer’s token from the Authorization header and from Payload’s cookie', async () => {
    const customer = await token('customers')
    const fromHeader = await withoutCustomerCredentials(new Headers({ authorization: `JWT ${customer}`, accept: 'application/json' }))
    expect(fromHeader?.get('authorization')).toBeNull()
    expect(fromHeader?.get('accept')).toBe('application/json')
    const fromCookie = await withoutCustomerCredentials(
      new Headers({ cookie: `i18n_redirected=fr; payload-token=${customer}; ardalis_consent=x` }),
    )
    expect(fromCookie?.get('cookie')).toBe('i18n_redirected=fr; ardalis_consent=x')
    const bearer = await withoutCustomerCredentials(new Headers({ authorization: `Bearer ${customer}` }))
    expect(bearer?.has('authorization')).toBe(false)
  })

  it('leaves staff sessions, forged tokens and other headers as they are', async () => {
    const staff = await token('users')
    expect(await withoutCustomerCredentials(new Headers({ authorization: `JWT ${staff}`, cookie: `payload-token=${staff}` }))).toBeNull()
    expect(await withoutCustomerCredentials(new Headers({ authorization: 'JWT forged', cookie: 'payload-token=forged' }))).toBeNull()
    expect(await withoutCustomerCredentials(new Headers({ accept: 'text/html' }))).toBeNull()
  })
})
