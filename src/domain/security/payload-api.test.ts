import { describe, expect, it } from 'vitest'
import { effectiveMethod, openToVisitors } from './payload-api'

describe('openToVisitors', () => {
  it('opens the staff sign-in routes the admin calls without a session', () => {
    for (const [method, path] of [
      ['POST', '/api/users/login'],
      ['POST', '/api/users/logout'],
      ['POST', '/api/users/refresh-token'],
      ['POST', '/api/users/forgot-password'],
      ['POST', '/api/users/reset-password'],
      ['POST', '/api/users/first-register'],
      ['POST', '/api/users/verify/abc123'],
      ['GET', '/api/users/me'],
      ['GET', '/api/users/init'],
      ['GET', '/api/access'],
      ['GET', '/api/media/file/packshot.webp'],
      ['GET', '/api/documents/file/fiche.pdf'],
      ['OPTIONS', '/api/products'],
    ] as const) {
      expect(openToVisitors(method, path), `${method} ${path}`).toBe(true)
    }
  })

  it('closes lists, documents, writes, GraphQL and the other auth collections', () => {
    for (const [method, path] of [
      ['GET', '/api/products'],
      ['GET', '/api/products/1'],
      ['GET', '/api/products/count'],
      ['GET', '/api/pages/versions'],
      ['GET', '/api/globals/settings'],
      ['GET', '/api/users'],
      ['GET', '/api/users/1'],
      ['GET', '/api/users/login'],
      ['POST', '/api/users'],
      ['POST', '/api/users/unlock'],
      ['POST', '/api/users/login/extra'],
      ['POST', '/api/customers/login'],
      ['GET', '/api/customers/me'],
      ['POST', '/api/graphql'],
      ['GET', '/api/graphql'],
      ['DELETE', '/api/media/file/x.webp'],
      ['GET', '/api/media/file/a/b'],
      ['GET', '/api/media/file/'],
      ['GET', '/api/users/../products'],
      ['PATCH', '/api/products/1'],
      ['GET', '/api'],
      ['GET', '/other'],
    ] as const) {
      expect(openToVisitors(method, path), `${method} ${path}`).toBe(false)
    }
  })
})

describe('effectiveMethod', () => {
  it('reads Payload’s method override of a POST', () => {
    expect(effectiveMethod('post', new Headers({ 'X-Payload-HTTP-Method-Override': 'GET' }))).toBe('GET')
    expect(effectiveMethod('POST', new Headers({ 'X-HTTP-Method-Override': 'get' }))).toBe('GET')
    expect(effectiveMethod('POST', new Headers({ 'X-HTTP-Method-Override': 'DELETE' }))).toBe('POST')
    expect(effectiveMethod('GET', new Headers({ 'X-HTTP-Method-Override': 'POST' }))).toBe('GET')
    expect(effectiveMethod('HEAD', new Headers())).toBe('GET')
  })

  it('a GET in disguise is judged as the GET it is', () => {
    const headers = new Headers({ 'X-Payload-HTTP-Method-Override': 'GET' })
    expect(openToVisitors(effectiveMethod('POST', headers), '/api/users/login')).toBe(false)
    expect(openToVisitors(effectiveMethod('POST', headers), '/api/products')).toBe(false)
  })
})
