/** The edge's check of a back-office session agrees with the sessions Payload signs. */
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadClient } from '../../src/data/payload'
import { hasStaffSession } from '../../src/edge/staff-session'

const EMAIL = 'apercu.session@ardalis.example'
const PASSWORD = 'Session-Apercu-2026!'
let userId: number | undefined

beforeAll(async () => {
  const payload = await payloadClient()
  const user = await payload.create({
    collection: 'users',
    data: { email: EMAIL, password: PASSWORD, name: 'Relecture aperçu', role: 'editor' },
  })
  userId = user.id
})

afterAll(async () => {
  if (userId !== undefined) await (await payloadClient()).delete({ collection: 'users', id: userId })
})

describe('preview session at the edge', () => {
  it('accepts the token of a real back-office login', async () => {
    const payload = await payloadClient()
    const { token } = await payload.login({ collection: 'users', data: { email: EMAIL, password: PASSWORD } })
    expect(token).toBeTruthy()
    expect(await hasStaffSession(token)).toBe(true)
  })

  it('refuses a missing, forged, re-signed or expired token', async () => {
    const payload = await payloadClient()
    const { token } = await payload.login({ collection: 'users', data: { email: EMAIL, password: PASSWORD } })
    expect(await hasStaffSession(undefined)).toBe(false)
    expect(await hasStaffSession('forged')).toBe(false)
    // Same claims, signed with another key.
    const [, claims] = (token ?? '').split('.')
    const decoded = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as Record<string, unknown>
    const otherKey = new TextEncoder().encode('another-secret-of-32-characters!')
    expect(await hasStaffSession(await new SignJWT(decoded).setProtectedHeader({ alg: 'HS256' }).sign(otherKey))).toBe(false)
    // Signed like Payload but expired an hour ago.
    const { createHash } = await import('node:crypto')
    const key = new TextEncoder().encode(createHash('sha256').update(payload.config.secret).digest('hex').slice(0, 32))
    const now = Math.floor(Date.now() / 1000)
    const expired = await new SignJWT({ ...decoded, iat: now - 7200, exp: now - 3600 }).setProtectedHeader({ alg: 'HS256' }).sign(key)
    expect(await hasStaffSession(expired)).toBe(false)
    const fresh = await new SignJWT({ ...decoded, iat: now, exp: now + 3600 }).setProtectedHeader({ alg: 'HS256' }).sign(key)
    expect(await hasStaffSession(fresh)).toBe(true)
  })
})
