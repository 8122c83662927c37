import { NextRequest } from 'next/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

// The edge reads its configuration once, at start: set it before loading the module.
process.env.IP_ALLOW_LIST = '10.0.0.0/8, 192.0.2.7, 2001:db8::/32'
process.env.TRUSTED_PROXIES = '1' // one proxy in front: the client is the last X-Forwarded-For entry
process.env.MAIN_HOST = 'ardalis.example'
process.env.ALIAS_HOSTS = 'www.ardalis.fr,ardalis.fr'
process.env.PORT = '9' // nothing listens: the redirect table stays empty here

let proxy: (request: NextRequest) => Promise<Response>

beforeAll(async () => {
  ;({ proxy } = await import('./proxy'))
})

const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(new URL(path, 'http://localhost:3000'), { headers })

describe('edge rules', () => {
  it('refuses callers outside the allow-list with the spec message', async () => {
    const response = await proxy(request('/fr', { 'x-forwarded-for': '203.0.113.5' }))
    expect(response.status).toBe(401)
    expect(await response.text()).toBe('You are not allowed to access this application')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('lets listed addresses and ranges through, from the address the trusted proxy appended', async () => {
    for (const ip of ['203.0.113.5, 10.20.30.40', '192.0.2.7', '2001:db8::1']) {
      const response = await proxy(request('/fr/enduit-particuliers', { 'x-forwarded-for': ip }))
      expect(response.status, ip).toBe(200)
    }
  })

  it('cannot be passed with a forged X-Forwarded-For entry in front of the proxy’s own', async () => {
    const response = await proxy(request('/fr', { 'x-forwarded-for': '10.0.0.1, 203.0.113.5' }))
    expect(response.status).toBe(401)
  })

  it('guards the back office too', async () => {
    expect((await proxy(request('/admin', { 'x-forwarded-for': '198.51.100.1' }))).status).toBe(401)
  })

  it('sends alias hosts to the main host with the same path and query', async () => {
    const response = await proxy(
      request('/fr/enduit-professionnels/contact?x=1', { 'x-forwarded-for': '10.0.0.1', 'x-forwarded-host': 'www.ardalis.fr' }),
    )
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('http://ardalis.example/fr/enduit-professionnels/contact?x=1')
  })

  it('lets the edge read its own tables despite the allow-list, and only with the signed header', async () => {
    const { INTERNAL_HEADER, internalToken } = await import('./edge/internal-token')
    const signed = await proxy(request('/api/internal/redirects', { [INTERNAL_HEADER]: internalToken() }))
    expect(signed.status).toBe(200)
    const forged = await proxy(request('/api/internal/redirects', { [INTERNAL_HEADER]: 'forged' }))
    expect(forged.status).toBe(401)
  })

  it('serves product pages normally while the slug index cannot be read', async () => {
    const response = await proxy(request('/fr/enduit-professionnels/produit/lissafin-pate', { 'x-forwarded-for': '10.0.0.1' }))
    expect(response.status).not.toBe(404)
    expect(response.headers.get('x-middleware-rewrite')).toBeNull()
  })
})

describe('Payload’s APIs and admin never see a customer', () => {
  it('forwards a request carrying a customer’s token without it', async () => {
    const { createHash } = await import('node:crypto')
    const { SignJWT } = await import('jose')
    const { env } = await import('./env')
    const key = new TextEncoder().encode(createHash('sha256').update(env.PAYLOAD_SECRET).digest('hex').slice(0, 32))
    const now = Math.floor(Date.now() / 1000)
    const customer = await new SignJWT({ id: 1, collection: 'customers', sid: 'abc' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 600)
      .sign(key)
    for (const path of ['/api/users/me', '/api/payload-locked-documents', '/admin']) {
      const response = await proxy(request(path, { 'x-forwarded-for': '10.0.0.1', authorization: `JWT ${customer}` }))
      expect(response.headers.get('x-middleware-override-headers'), path).not.toContain('authorization')
      expect(response.headers.get('x-middleware-override-headers'), path).toContain('x-forwarded-for')
    }
    // The site's own API reads the customer's cookie: nothing is touched there.
    const v1 = await proxy(request('/api/v1/account/me', { 'x-forwarded-for': '10.0.0.1', authorization: `JWT ${customer}` }))
    expect(v1.headers.get('x-middleware-override-headers')).toBeNull()
  })
})

describe('the preview without a locale', () => {
  it('/preview/{id} leads to the French preview, which checks the session', async () => {
    const response = await proxy(request('/preview/42?collection=dossiers', { 'x-forwarded-for': '10.0.0.1' }))
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('http://localhost:3000/fr/preview/42?collection=dossiers')
    expect((await proxy(request('/preview/abc', { 'x-forwarded-for': '10.0.0.1' }))).status).toBe(404)
  })
})

describe('the access gate of the customer area', () => {
  async function token(collection: string, expiresIn = 600): Promise<string> {
    const { createHash } = await import('node:crypto')
    const { SignJWT } = await import('jose')
    const { env } = await import('./env')
    const key = new TextEncoder().encode(createHash('sha256').update(env.PAYLOAD_SECRET).digest('hex').slice(0, 32))
    return new SignJWT({ id: 1, collection, sid: 'abc' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
      .sign(key)
  }
  const ip = { 'x-forwarded-for': '10.0.0.1' }

  it('sends a visitor without a customer session to the login page, with the way back', async () => {
    const response = await proxy(request('/fr/enduit-particuliers/mon-compte/adresses?onglet=2', ip))
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/fr/enduit-particuliers/connexion?retour=%2Ffr%2Fenduit-particuliers%2Fmon-compte%2Fadresses%3Fonglet%3D2',
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('gates the orders and the checkout steps, never the cart', async () => {
    for (const page of ['mon-compte/commandes', 'commande/livraison', 'commande/paiement', 'commande/confirmation']) {
      const response = await proxy(request(`/fr/enduit-particuliers/${page}`, ip))
      expect(response.status, page).toBe(307)
      expect(response.headers.get('location'), page).toContain('/fr/enduit-particuliers/connexion?retour=')
    }
    expect((await proxy(request('/fr/enduit-particuliers/panier', ip))).status).toBe(200)
  })

  it('treats a forged, expired or staff cookie as no session', async () => {
    for (const value of ['forged', await token('customers', -60), await token('users')]) {
      const response = await proxy(request('/fr/enduit-professionnels/mon-compte', { ...ip, cookie: `ardalis_client=${value}` }))
      expect(response.status).toBe(307)
      expect(response.headers.get('location')).toContain('/fr/enduit-professionnels/connexion?retour=')
    }
  })

  it('lets a customer session through, and never gates the login pages', async () => {
    const signedIn = await proxy(
      request('/fr/enduit-particuliers/mon-compte', { ...ip, cookie: `ardalis_client=${await token('customers')}` }),
    )
    expect(signedIn.status).toBe(200)
    for (const page of ['connexion', 'inscription', 'mot-de-passe-oublie', 'nouveau-mot-de-passe', 'verification-email'])
      expect((await proxy(request(`/fr/enduit-particuliers/${page}`, ip))).status, page).toBe(200)
  })
})

describe('security headers (decision 089)', () => {
  const ip = { 'x-forwarded-for': '10.0.0.1' }
  const policy = (response: Response) => response.headers.get('content-security-policy')
  /** The request headers Next's render receives from the edge (the nonce's way in). */
  const forwardedPolicy = (response: Response) => response.headers.get('x-middleware-request-content-security-policy')

  it('leaves the policy of a cached page to its cache entry, and drops one a client sends', async () => {
    const response = await proxy(request('/fr/enduit-particuliers', { ...ip, 'content-security-policy': "script-src 'nonce-forged'" }))
    expect(response.status).toBe(200)
    expect(policy(response)).toBeNull()
    expect(forwardedPolicy(response)).toBeNull()
    expect(response.headers.get('x-middleware-override-headers')).not.toContain('content-security-policy')
  })

  it('gives a page rendered per request a fresh nonce, the same in the render and in the answer', async () => {
    const first = await proxy(request('/fr/enduit-professionnels/resultats/lissage', ip))
    const second = await proxy(request('/fr/enduit-professionnels/resultats/lissage', ip))
    const nonce = /'nonce-([^']+)'/.exec(policy(first) ?? '')?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(forwardedPolicy(first)).toBe(policy(first))
    expect(policy(second)).not.toBe(policy(first))
    expect(policy(first)).toMatch(/script-src 'self' 'nonce-[^']+' 'wasm-unsafe-eval'/)
    expect(policy(first)).not.toContain("'unsafe-inline' ")
  })

  it('gives the back office a nonce policy and the API the policy under which nothing runs', async () => {
    const admin = await proxy(request('/admin', ip))
    expect(policy(admin)).toMatch(/script-src 'self' 'nonce-/)
    expect(forwardedPolicy(admin)).toBe(policy(admin))
    const api = await proxy(request('/api/v1/product', ip))
    expect(policy(api)).toMatch(/^default-src 'none'/)
    expect(forwardedPolicy(api)).toBeNull()
  })

  it('puts the policy on redirects and files', async () => {
    const redirect = await proxy(request('/results/lissage', ip))
    expect(redirect.status).toBe(302)
    expect(policy(redirect)).toMatch(/^default-src 'none'/)
    expect(policy(await proxy(request('/media/logo.png', ip)))).toMatch(/^default-src 'none'/)
  })

  it('sends HSTS and Secure cookies only over https (a TLS front says so with X-Forwarded-Proto)', async () => {
    const plain = await proxy(request('/', { ...ip, 'accept-language': 'fr' }))
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    expect(plain.headers.get('set-cookie')).not.toMatch(/secure/i)
    const tls = await proxy(request('/', { ...ip, 'accept-language': 'fr', 'x-forwarded-proto': 'https' }))
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(tls.headers.get('set-cookie')).toMatch(/; Secure/i)
  })

  it('sets no cookie on a page answer', async () => {
    const response = await proxy(request('/en', ip))
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('search terms with nothing to search', () => {
  const ip = { 'x-forwarded-for': '10.0.0.1' }

  it('answers the 404 page to a results address whose term is invisible characters only', async () => {
    for (const path of [
      '/en/enduit-particuliers/results/%00',
      '/en/enduit-particuliers/results/%E2%80%8B',
      '/fr/enduit-professionnels/resultats/%C2%A0%EF%BB%BF',
    ]) {
      const response = await proxy(request(path, ip))
      expect(response.status, path).toBe(404)
      expect(response.headers.get('x-middleware-rewrite'), path).toContain('/erreur-404/')
    }
  })

  it('sends the search form and the /results/ shortcut home for such a term, and cleans a real one', async () => {
    for (const q of ['%E2%80%8B', '%00', '%C2%A0', '..']) {
      const response = await proxy(request(`/fr/enduit-particuliers/resultats?q=${q}`, ip))
      expect(response.status, q).toBe(303)
      expect(response.headers.get('location'), q).toBe('http://localhost:3000/fr/enduit-particuliers')
    }
    const typed = await proxy(request('/en/results?q=%E2%80%8Bfiller%00', ip))
    expect(typed.headers.get('location')).toBe('http://localhost:3000/en/enduit-professionnels/results/filler')
    expect((await proxy(request('/results/%E2%80%8B', ip))).status).toBe(404)
    const shortcut = await proxy(request('/results/%E2%80%8Blissage', ip))
    expect(shortcut.status).toBe(302)
    expect(shortcut.headers.get('location')).toBe('http://localhost:3000/fr/enduit-professionnels/resultats/lissage')
  })
})

describe('404s only a page’s loader can tell (decision 132)', () => {
  const ip = { 'x-forwarded-for': '10.0.0.1' }
  const PAGES = new Set(['/en/enduit-particuliers/news/tips', '/fr/enduit-particuliers/categorie/bois/_p__2'])
  let asked: { path: string; signed: boolean }[] = []

  /** The server's page check answers from PAGES; every other internal read fails as before (nothing listens). */
  async function withServer(run: () => Promise<void>): Promise<void> {
    const { INTERNAL_HEADER, internalToken } = await import('./edge/internal-token')
    const original = globalThis.fetch
    asked = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.pathname !== '/api/internal/page') return original(input, init)
      const path = url.searchParams.get('path') ?? ''
      asked.push({ path, signed: new Headers(init?.headers).get(INTERNAL_HEADER) === internalToken() })
      return Response.json({ page: PAGES.has(path) })
    })
    await run()
  }

  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('answers the complete 404 page, in the address’s language, to what the server says is no page', async () => {
    await withServer(async () => {
      for (const [path, rewrite] of [
        ['/en/enduit-professionnels/emploi-cariste-preparateur-commandes', '/en/erreur-404/pro'],
        ['/en/enduit-particuliers/news/event', '/en/erreur-404/part'],
        ['/en/enduit-particuliers/category/bois/_p__2', '/en/erreur-404/part'],
      ] as const) {
        const response = await proxy(request(path, ip))
        expect(response.status, path).toBe(404)
        expect(response.headers.get('x-middleware-rewrite'), path).toBe(`http://localhost:3000${rewrite}`)
      }
      expect(asked.map((a) => a.path)).toEqual([
        '/en/enduit-professionnels/emploi-cariste-preparateur-commandes',
        '/en/enduit-particuliers/news/event',
        '/en/enduit-particuliers/category/bois/_p__2',
      ])
      expect(asked.every((a) => a.signed)).toBe(true)
    })
  })

  it('lets a page through, asks once for it, and never asks for what the edge can tell itself', async () => {
    await withServer(async () => {
      for (const path of [
        '/en/enduit-particuliers/news/tips',
        '/en/enduit-particuliers/news/tips',
        '/fr/enduit-particuliers/categorie/bois/_p__2',
      ]) {
        const response = await proxy(request(path, ip))
        expect(response.status, path).toBe(200)
        expect(response.headers.get('x-middleware-rewrite'), path).toBeNull()
      }
      for (const path of ['/fr/enduit-particuliers/contact', '/fr/enduit-professionnels/resultats/lissage', '/en/enduit-particuliers']) {
        expect((await proxy(request(path, ip))).status, path).toBe(200)
      }
      expect(asked.map((a) => a.path)).toEqual(['/en/enduit-particuliers/news/tips', '/fr/enduit-particuliers/categorie/bois/_p__2'])
    })
  })

  it('lets the address through when the server cannot tell (the page decides, as before)', async () => {
    // Nothing listens on the internal origin here (PORT=9).
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await proxy(request('/en/enduit-particuliers/news/unknown-tag', ip))
    expect(response.status).toBe(200)
    expect(response.headers.get('x-middleware-rewrite')).toBeNull()
  })
})
