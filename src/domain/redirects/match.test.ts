import { describe, expect, it } from 'vitest'
import type { RedirectRule } from './match'
import { createRedirectIndex, hostAliasRedirect, normaliseHost, parseRedirectCsv, redirectKey, toRedirectCsv } from './match'

const rules: RedirectRule[] = [
  { from: '/produit/enduit-fin.html', to: '/fr/enduit-professionnels/produit/enduit-fin', code: 301 },
  { from: '/index.php?id=12', to: '/fr/enduit-professionnels/contact', code: 301 },
  { from: '/index.php', to: '/fr', code: 301 },
  { from: '/liste.php?page=2&type=video', to: '/fr/enduit-professionnels/dossier/video', code: 301 },
  { from: '/produit/enduit-prêt', to: '/fr/enduit-particuliers/produit/enduit-pret', code: 301 },
  { from: '/enduits-particuliers/reboucher/', to: '/fr/enduit-particuliers/categorie/reboucher', code: 301 },
  { from: '/produit/enduit-(fin', to: '/fr/enduit-professionnels/produit/enduit-fin', code: 301 },
  { from: '/uploads/fiche%20technique.pdf', to: 'https://media.example.com/ft.pdf', code: 302 },
  { from: '/a%2Fb', to: '/fr', code: 301 },
  { from: '/', to: '/fr', code: 301 },
]

const index = createRedirectIndex(rules)

function target(pathAndQuery: string): string | undefined {
  return index.lookup(pathAndQuery)?.to
}

describe('createRedirectIndex', () => {
  it('matches an exact path', () => {
    expect(index.lookup('/produit/enduit-fin.html')).toStrictEqual(rules[0])
    expect(index.size).toBe(rules.length)
  })

  it('matches the exact path and query first', () => {
    expect(target('/index.php?id=12')).toBe('/fr/enduit-professionnels/contact')
    expect(target('/liste.php?page=2&type=video')).toBe('/fr/enduit-professionnels/dossier/video')
  })

  it('falls back to a query-less rule, ignoring the request query', () => {
    expect(target('/index.php?id=13')).toBe('/fr')
    expect(target('/index.php')).toBe('/fr')
    expect(target('/produit/enduit-fin.html?utm_source=x')).toBe('/fr/enduit-professionnels/produit/enduit-fin')
  })

  it('compares query parameters as written (order kept)', () => {
    expect(target('/liste.php?type=video&page=2')).toBeUndefined()
    expect(target('/liste.php?page=2')).toBeUndefined()
  })

  it('matches percent-encoded requests and rules both ways', () => {
    expect(target('/produit/enduit-pr%C3%AAt')).toBe('/fr/enduit-particuliers/produit/enduit-pret')
    expect(target('/produit/enduit-pr%c3%aat')).toBe('/fr/enduit-particuliers/produit/enduit-pret')
    // NFD request (e + combining circumflex) matches the NFC rule.
    expect(target('/produit/enduit-pre%CC%82t')).toBe('/fr/enduit-particuliers/produit/enduit-pret')
    expect(target('/uploads/fiche technique.pdf')).toBe('https://media.example.com/ft.pdf')
    expect(target('/uploads/fiche%20technique.pdf')).toBe('https://media.example.com/ft.pdf')
    expect(target('/index.php?id=%31%32')).toBe('/fr/enduit-professionnels/contact')
  })

  it('keeps an encoded slash distinct from a path separator', () => {
    expect(target('/a%2fb')).toBe('/fr')
    expect(target('/a/b')).toBeUndefined()
  })

  it('ignores trailing slashes except for the root', () => {
    expect(target('/enduits-particuliers/reboucher')).toBe('/fr/enduit-particuliers/categorie/reboucher')
    expect(target('/enduits-particuliers/reboucher/')).toBe('/fr/enduit-particuliers/categorie/reboucher')
    expect(target('/produit/enduit-fin.html/')).toBe('/fr/enduit-professionnels/produit/enduit-fin')
    expect(target('/')).toBe('/fr')
  })

  it('matches a stray parenthesis literally, raw or encoded', () => {
    expect(target('/produit/enduit-(fin')).toBe('/fr/enduit-professionnels/produit/enduit-fin')
    expect(target('/produit/enduit-%28fin')).toBe('/fr/enduit-professionnels/produit/enduit-fin')
    expect(target('/produit/enduit-fin)')).toBeUndefined()
  })

  it('returns undefined when nothing matches', () => {
    expect(target('/produit/inconnu')).toBeUndefined()
    expect(target('/PRODUIT/enduit-fin.html')).toBeUndefined()
    expect(target('/produit/enduit-fin')).toBeUndefined()
    expect(target('/produit/enduit-pr%E9t')).toBeUndefined()
    expect(createRedirectIndex([]).lookup('/')).toBeUndefined()
  })

  it('keeps the first rule for duplicate sources', () => {
    const duplicated = createRedirectIndex([
      { from: '/x/', to: '/first', code: 301 },
      { from: '/x', to: '/second', code: 301 },
    ])
    expect(duplicated.size).toBe(1)
    expect(duplicated.lookup('/x')?.to).toBe('/first')
  })
})

describe('redirectKey', () => {
  it('normalises encoding, hex case, fragment and trailing slash', () => {
    expect(redirectKey('/caf%C3%A9/?a=%3d&b=1#top')).toBe('/café?a=%3D&b=1')
    expect(redirectKey('/x%E9%zz')).toBe('/x%E9%zz')
    expect(redirectKey('/x?')).toBe('/x')
    expect(redirectKey('///')).toBe('/')
    expect(redirectKey('/q?a=1%2B1+2')).toBe('/q?a=1%2B1+2')
  })
})

describe('parseRedirectCsv / toRedirectCsv', () => {
  it('round-trips rules, including quoted fields', () => {
    const tricky: RedirectRule[] = [
      ...rules,
      { from: '/search?q=a,b', to: '/fr/enduit-professionnels/resultats/a%2Cb', code: 301 },
      { from: '/say-"hi"', to: 'http://example.com/?x="1",2', code: 302 },
    ]
    const csv = toRedirectCsv(tricky)
    expect(csv.startsWith('from,to,code\n')).toBe(true)
    expect(csv).toContain('"/search?q=a,b"')
    expect(csv).toContain('"/say-""hi"""')
    expect(parseRedirectCsv(csv)).toStrictEqual({ rules: tricky, errors: [] })
  })

  it('accepts CRLF, a BOM, blank lines, spaces, other column orders and quoted line breaks', () => {
    const csv = '\uFEFFCode,From,To\r\n301, /a ,/fr\r\n\r\n"302","/b","/fr/enduit-professionnels/contact"\r\n'
    expect(parseRedirectCsv(csv)).toStrictEqual({
      rules: [
        { from: '/a', to: '/fr', code: 301 },
        { from: '/b', to: '/fr/enduit-professionnels/contact', code: 302 },
      ],
      errors: [],
    })
    const multiline = parseRedirectCsv('from,to,code\n"/x\ny",/fr,301\n/z,/fr,303\n')
    expect(multiline.rules).toStrictEqual([{ from: '/x\ny', to: '/fr', code: 301 }])
    expect(multiline.errors).toStrictEqual([{ line: 4, message: 'code must be 301 or 302, got "303"' }])
  })

  it('reports faulty records with their line and keeps the valid ones', () => {
    const csv = [
      'from,to,code',
      '/ok,/fr,301',
      '/bad-code,/fr,308',
      'no-slash,/fr,301',
      '/bad-to,fr/contact,301',
      '/protocol-relative,//evil.example,301',
      '/ftp,ftp://example.com/x,301',
      '/loop/,/loop,301',
      '/ok/,/fr/other,301',
      '/too,many,fields,301',
      '/few,301',
      '/last,https://www.example.com/fr,302',
    ].join('\n')
    const result = parseRedirectCsv(csv)
    expect(result.rules).toStrictEqual([
      { from: '/ok', to: '/fr', code: 301 },
      { from: '/last', to: 'https://www.example.com/fr', code: 302 },
    ])
    expect(result.errors.map((error) => error.line)).toStrictEqual([3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(result.errors[0]?.message).toMatch(/301 or 302/)
    expect(result.errors[1]?.message).toMatch(/from must start/)
    expect(result.errors[2]?.message).toMatch(/to must be/)
    expect(result.errors[3]?.message).toMatch(/to must be/)
    expect(result.errors[5]?.message).toMatch(/loop/)
    expect(result.errors[6]?.message).toMatch(/duplicate from "\/ok\/" \(first at line 2\)/)
    expect(result.errors[7]?.message).toMatch(/expected 3 fields, got 4/)
  })

  it('rejects a missing or wrong header', () => {
    expect(parseRedirectCsv('')).toStrictEqual({
      rules: [],
      errors: [{ line: 1, message: 'missing header "from,to,code"' }],
    })
    const wrong = parseRedirectCsv('source,destination,status\n/a,/b,301\n')
    expect(wrong.rules).toStrictEqual([])
    expect(wrong.errors).toHaveLength(1)
    expect(wrong.errors[0]?.message).toMatch(/expected the header/)
  })

  it('reports broken quoting', () => {
    expect(parseRedirectCsv('from,to,code\n/a,/b,301\n"/c,/d,301\n')).toStrictEqual({
      rules: [{ from: '/a', to: '/b', code: 301 }],
      errors: [{ line: 3, message: 'unterminated quoted field' }],
    })
    expect(parseRedirectCsv('from,to,code\n"/a"x,/b,301\n').errors).toStrictEqual([
      { line: 2, message: 'unexpected character after a closing quote' },
    ])
  })
})

describe('hostAliasRedirect', () => {
  const aliases = ['www.example.fr', 'example.fr', 'www.example.com']

  it.each([
    ['www.example.fr', 'example.com'],
    ['example.fr', 'example.com'],
    ['WWW.Example.COM', 'example.com'],
    ['www.example.com:443', 'example.com'],
    ['example.fr.', 'example.com'],
  ])('%s → %s', (host, expected) => {
    expect(hostAliasRedirect(host, 'example.com', aliases)).toBe(expected)
  })

  it.each(['example.com', 'example.com:3000', 'other.fr', 'www.example.fr.evil.com', '', 'localhost:3000'])('%s → null', (host) => {
    expect(hostAliasRedirect(host, 'example.com', aliases)).toBeNull()
  })

  it('never redirects the main host to itself even if listed as an alias', () => {
    expect(hostAliasRedirect('example.com', 'example.com', ['example.com'])).toBeNull()
  })

  it('strips ports from IPv6 literals', () => {
    expect(normaliseHost('[::1]:3000')).toBe('[::1]')
    expect(normaliseHost('Example.FR:80')).toBe('example.fr')
  })
})
