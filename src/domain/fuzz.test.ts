/**
 * Property-based checks (fast-check) that no input makes a pure parser throw: the route
 * parser and the edge's address rules, the query reader, every endpoint's query and path
 * schemas, and every form schema (site forms, customer account, cart and checkout).
 * A throw here would be a 500 in the proxy, a page or an endpoint (issue 20).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import * as accountSchemas from '@/domain/account/schemas'
import { ENDPOINTS, type EndpointDef } from '@/domain/api/endpoints'
import { ApiProblem } from '@/domain/api/errors'
import { parseFr } from '@/domain/api/params'
import { queryToObject } from '@/domain/api/query'
import * as commerceSchemas from '@/domain/commerce/schemas'
import * as formSchemas from '@/domain/forms/schemas'
import { hasKnownRoot, isWellEncoded, localeShapedSegment } from '@/domain/routing/encoding'
import { listingOwnAddress } from '@/domain/routing/listing-address'
import { detectLocale, localeFromAcceptLanguage, localeFromPath } from '@/domain/routing/locale'
import { isOnDemandAddress, onDemandPath, rendersOnDemand } from '@/domain/routing/on-demand'
import { planFromPath } from '@/domain/routing/plan'
import { buildRoute, decodeChoices, EN_SEGMENT, FR_SEGMENT, parse } from '@/domain/routing/routes'

const RUNS = 1000

/** Path segments as an attacker writes them: route words, filter and page shapes, percent junk, unicode, huge. */
const segment = fc.oneof(
  fc.constantFrom('fr', 'en', 'enduit-professionnels', 'enduit-particuliers', 'produits', 'resultats', 'results', 'preview', 'landing'),
  fc.constantFrom(
    '_SUPPORT__bois',
    '_p__2',
    '_PRIX__moins-de-20',
    '_p__99999999999999999999',
    '__',
    '_',
    '%',
    '%2F',
    '%E9',
    '%C3%A9',
    '%00',
    '..',
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc.nat({ max: 5000 }).map((n) => 'a'.repeat(n)),
)
/** Addresses shaped like the site's (locale, audience, route word, then anything) and plain junk. */
const routeWord = fc.constantFrom(
  ...new Set([...Object.values(FR_SEGMENT), ...Object.values(EN_SEGMENT)].flatMap((w) => (w ? w.split('/') : []))),
)
const pathname = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('fr', 'en'),
      fc.constantFrom('enduit-professionnels', 'enduit-particuliers'),
      routeWord,
      fc.array(segment, { maxLength: 4 }),
    )
    .map(([locale, target, word, rest]) => `/${[locale, target, word, ...rest].join('/')}`),
  fc.array(segment, { maxLength: 8 }).map((parts) => `/${parts.join('/')}`),
  fc.string({ unit: 'binary', maxLength: 200 }),
)

/** JSON-like junk: nested objects and arrays, prototype keys, wrong types, long strings. */
const junk = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ unit: 'binary', maxLength: 50 }),
    fc.nat({ max: 100_000 }).map((n) => 'x'.repeat(n)),
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    // JSON can write it; zod's length checks compare it and throw unless parseFr catches that.
    fc.constant({ length: { valueOf: 1, toString: 1 } }),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'toString', 'length')), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value

/** An object with the schema's own keys (so that parsing goes past the first missing field) holding junk. */
function inputFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {}
  const keys = Object.keys(shape)
  return fc.oneof(junk, keys.length > 0 ? fc.record(Object.fromEntries(keys.map((k) => [k, junk])), { requiredKeys: [] }) : junk)
}

function neverThrows(schema: z.ZodType): void {
  fc.assert(
    fc.property(inputFor(schema), (input) => {
      const result = parseFr(schema, input)
      expect(typeof result.success).toBe('boolean')
    }),
    { numRuns: 100 },
  )
}

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && typeof (value as { safeParse?: unknown }).safeParse === 'function'

describe('route parser and edge rules never throw', () => {
  it('parse, buildRoute and the address checks', () => {
    fc.assert(
      fc.property(pathname, (path) => {
        const route = parse(path)
        if (route) {
          buildRoute(route)
          listingOwnAddress(route)
          if (rendersOnDemand(route)) onDemandPath(route, path)
        }
        isWellEncoded(path)
        localeShapedSegment(path)
        hasKnownRoot(path)
        isOnDemandAddress(path)
        localeFromPath(path)
        planFromPath(path)
      }),
      { numRuns: RUNS },
    )
  })

  it('a parsed route builds back to an address that parses to the same route', () => {
    let parsed = 0
    fc.assert(
      fc.property(pathname, (path) => {
        const route = parse(path)
        if (!route) return
        parsed += 1
        expect(parse(buildRoute(route))).toEqual(route)
      }),
      { numRuns: RUNS },
    )
    // The generator reaches real routes, not only junk.
    expect(parsed).toBeGreaterThan(RUNS / 100)
  })

  it('locale detection and choice decoding', () => {
    fc.assert(
      fc.property(pathname, fc.option(fc.string({ unit: 'binary' })), fc.option(fc.string({ unit: 'binary' })), (path, cookie, header) => {
        expect(['fr', 'en']).toContain(detectLocale({ pathname: path, cookie, acceptLanguage: header }))
        localeFromAcceptLanguage(header)
        decodeChoices(cookie ?? '')
      }),
      { numRuns: RUNS },
    )
  })
})

describe('API query reading never throws', () => {
  const query = fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 20 }),
          fc.constantFrom('caracteristics[SUPPORT][]', 'a[b][c][d]', '__proto__', 'price'),
        ),
        fc.string({ unit: 'binary', maxLength: 60 }),
      ),
      { maxLength: 12 },
    )
    .map((pairs) => new URLSearchParams(pairs))

  /** The query as the handlers read it: an object, or the typed 400 of a malformed name (never another throw). */
  function read(params: URLSearchParams): Record<string, unknown> | null {
    try {
      return queryToObject(params)
    } catch (error) {
      if (error instanceof ApiProblem && error.httpStatus === 400) return null
      throw error
    }
  }

  it.each(Object.entries(ENDPOINTS).map(([name, endpoint]) => [name, endpoint as EndpointDef] as const))(
    '%s: its query and path schemas',
    (_name, endpoint) => {
      fc.assert(
        fc.property(query, inputFor(endpoint.pathParams ?? endpoint.query), (params, pathJunk) => {
          const object = read(params)
          if (object) expect(typeof parseFr(endpoint.query, object).success).toBe('boolean')
          if (endpoint.pathParams) expect(typeof parseFr(endpoint.pathParams, pathJunk).success).toBe('boolean')
        }),
        { numRuns: 100 },
      )
    },
  )
})

describe('form schemas never throw', () => {
  const schemas = Object.entries({ ...formSchemas, ...accountSchemas, ...commerceSchemas }).filter(([, value]) => isSchema(value)) as [
    string,
    z.ZodType,
  ][]

  it('finds the schemas of the site forms, the account and the cart', () => {
    const names = schemas.map(([name]) => name)
    for (const name of [
      'contactSchema',
      'applicationSchema',
      'trainingSchema',
      'landingSchema',
      'worksiteSchema',
      'signupSchema',
      'loginSchema',
      'addressSchema',
      'cartAddSchema',
      'placeOrderSchema',
    ]) {
      expect(names).toContain(name)
    }
  })

  it.each(schemas)('%s', (_name, schema) => neverThrows(schema))
})
