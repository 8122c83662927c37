import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { adminPolicy, inlineScripts, NON_PAGE_POLICY, pagePolicy, PERMISSIONS_POLICY, scriptHashSources, tileOrigin } from './csp'

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

const base = { scripts: ["'sha256-abc='"], tileOrigin: 'https://*.tile.example.org', trackers: false, recaptcha: false, https: false }

describe('pagePolicy', () => {
  it('runs only our own scripts and those the page lists, never inline code or eval', () => {
    const policy = directives(pagePolicy(base))
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='", "'wasm-unsafe-eval'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
  })

  it('allows the map tiles, the video embeds and inline styles', () => {
    const policy = directives(pagePolicy(base))
    expect(policy.get('img-src')).toContain('https://*.tile.example.org')
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com'])
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('worker-src')).toEqual(["'self'"])
  })

  it('allows the trackers and reCAPTCHA only when configured', () => {
    expect(pagePolicy(base)).not.toContain('googletagmanager')
    expect(pagePolicy(base)).not.toContain('recaptcha')
    const configured = directives(pagePolicy({ ...base, trackers: true, recaptcha: true }))
    expect(configured.get('script-src')).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://www.google.com/recaptcha/']),
    )
    expect(configured.get('frame-src')).toContain('https://www.google.com/recaptcha/')
  })

  it('upgrades insecure requests over https, and allows eval only for next dev', () => {
    expect(directives(pagePolicy({ ...base, https: true })).has('upgrade-insecure-requests')).toBe(true)
    expect(directives(pagePolicy(base)).has('upgrade-insecure-requests')).toBe(false)
    expect(directives(pagePolicy({ ...base, dev: true })).get('script-src')).toContain("'unsafe-eval'")
  })
})

describe('adminPolicy', () => {
  it('carries the nonce and no unsafe script source', () => {
    const policy = directives(adminPolicy({ nonce: 'n0nce', https: false }))
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-n0nce'", 'https://cdn.jsdelivr.net'])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
  })
})

describe('NON_PAGE_POLICY', () => {
  it('lets nothing run', () => {
    const policy = directives(NON_PAGE_POLICY)
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.has('script-src')).toBe(false)
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
  })
})

describe('inlineScripts', () => {
  it('finds the inline scripts a browser runs, not external ones nor data blocks', () => {
    const html = [
      '<script src="/_next/static/a.js" async=""></script>',
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script id="_R_">requestAnimationFrame(function(){})</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="module">import("/x.js")</script>',
      '<SCRIPT nonce="x">\nlet a = "<b>"\n</SCRIPT >',
      '<script type="text/plain">not run</script>',
      '<script noModule="" src="/p.js"></script>',
    ].join('')
    expect(inlineScripts(html)).toEqual([
      'self.__next_f.push([1,"a"])',
      'requestAnimationFrame(function(){})',
      'import("/x.js")',
      '\nlet a = "<b>"\n',
    ])
  })
})

describe('scriptHashSources', () => {
  it('is the base64 SHA-256 of each script, each once', () => {
    const sha = (text: string) => createHash('sha256').update(text).digest('base64')
    const html = '<script>a()</script><p>x</p><script>a()</script><script>b()</script>'
    expect(scriptHashSources(html, sha)).toEqual([`'sha256-${sha('a()')}'`, `'sha256-${sha('b()')}'`])
    // The hash a browser computes for <script>alert(1)</script>.
    expect(scriptHashSources('<script>alert(1)</script>', sha)).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"])
  })
})

describe('tileOrigin', () => {
  it('turns a tile template into the origin to allow', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org')
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org')
    expect(tileOrigin('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080')
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull()
    expect(tileOrigin("https://evil.org'; script-src *")).toBeNull()
  })
})

describe('PERMISSIONS_POLICY', () => {
  it('allows the camera and the position to our own pages only and turns the rest off', () => {
    expect(PERMISSIONS_POLICY).toContain('camera=(self)')
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)')
    expect(PERMISSIONS_POLICY).toContain('microphone=()')
  })
})
