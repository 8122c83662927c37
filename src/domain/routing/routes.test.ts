import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isBlankSearchTerm } from '@/domain/search/term'
import { build, buildRoute, decodeChoices, DOSSIER_TYPES, encodeChoices, EN_SEGMENT, FR_SEGMENT, parse, routeExists } from './routes'
import type { Filter, Locale, Route, RouteName, Target } from './types'
import { LOCALES, TARGETS } from './types'

const P = '/fr/enduit-professionnels'
const C = '/fr/enduit-particuliers'
const EP = '/en/enduit-professionnels'

const choices = { TYPE_ENDUIT: 'lissage', SUPPORT: 'placo' }
const encodedChoices = encodeChoices(choices)

/** Canonical rows: parse(path) gives the route and build(route) gives the path back. */
const ROWS: [string, Route][] = [
  ['/fr', { name: 'home', locale: 'fr', target: 'pro' }],
  [C, { name: 'home', locale: 'fr', target: 'part' }],
  ['/en', { name: 'home', locale: 'en', target: 'pro' }],
  ['/en/enduit-particuliers', { name: 'home', locale: 'en', target: 'part' }],
  [`${P}/contact`, { name: 'contact', locale: 'fr', target: 'pro' }],
  [`${EP}/contact`, { name: 'contact', locale: 'en', target: 'pro' }],
  [`${C}/confirmation`, { name: 'confirmation', locale: 'fr', target: 'part' }],
  [`${EP}/confirmation`, { name: 'confirmation', locale: 'en', target: 'pro' }],
  [`${P}/resultats/enduit`, { name: 'results', locale: 'fr', target: 'pro', search: 'enduit' }],
  [
    `${P}/resultats/enduit%20pr%C3%AAt%20%C3%A0%20l'emploi%2Fplaco`,
    { name: 'results', locale: 'fr', target: 'pro', search: "enduit prêt à l'emploi/placo" },
  ],
  [
    `${C}/resultats/_p__2/_COULEUR__blanc/_p__3`,
    {
      name: 'results',
      locale: 'fr',
      target: 'part',
      search: '_p__2',
      filters: [{ code: 'COULEUR', value: 'blanc' }],
      page: 3,
    },
  ],
  [`${EP}/results/filler`, { name: 'results', locale: 'en', target: 'pro', search: 'filler' }],
  [`${P}/guide-de-choix/${encodedChoices}`, { name: 'choiceGuide', locale: 'fr', target: 'pro', choices }],
  [
    `${C}/guide-de-choix/${encodedChoices}/_ASPECT__lisse/_p__2`,
    {
      name: 'choiceGuide',
      locale: 'fr',
      target: 'part',
      choices,
      filters: [{ code: 'ASPECT', value: 'lisse' }],
      page: 2,
    },
  ],
  [`${P}/colorimetrie`, { name: 'colorimetry', locale: 'fr', target: 'pro' }],
  [`${P}/formations`, { name: 'trainings', locale: 'fr', target: 'pro' }],
  [`${P}/dossier`, { name: 'dossiers', locale: 'fr', target: 'pro' }],
  [`${C}/dossier/video`, { name: 'dossiers', locale: 'fr', target: 'part', segment: 'video' }],
  [`${P}/dossier/fiche-pratique`, { name: 'dossiers', locale: 'fr', target: 'pro', segment: 'fiche-pratique' }],
  [`${P}/dossier/tutoriel`, { name: 'dossiers', locale: 'fr', target: 'pro', segment: 'tutoriel' }],
  [`${P}/dossier/reussir-ses-joints`, { name: 'dossier', locale: 'fr', target: 'pro', slug: 'reussir-ses-joints' }],
  [`${P}/foire-aux-questions`, { name: 'faq', locale: 'fr', target: 'pro' }],
  [`${P}/foire-aux-questions/application`, { name: 'faq', locale: 'fr', target: 'pro', segment: 'application' }],
  [`${P}/carrieres`, { name: 'careers', locale: 'fr', target: 'pro' }],
  [
    `${P}/carrieres/_CONTRAT__cdi/_VILLE__lyon/_METIER__commercial/_SERVICE__vente/_p__4`,
    {
      name: 'careers',
      locale: 'fr',
      target: 'pro',
      filters: [
        { code: 'CONTRAT', value: 'cdi' },
        { code: 'VILLE', value: 'lyon' },
        { code: 'METIER', value: 'commercial' },
        { code: 'SERVICE', value: 'vente' },
      ],
      page: 4,
    },
  ],
  [`${P}/carrieres/candidature-spontanee`, { name: 'spontaneousApplication', locale: 'fr', target: 'pro' }],
  [`${P}/actualites`, { name: 'news', locale: 'fr', target: 'pro' }],
  [`${C}/actualites/salons`, { name: 'news', locale: 'fr', target: 'part', segment: 'salons' }],
  [`${EP}/news`, { name: 'news', locale: 'en', target: 'pro' }],
  [`${EP}/news/events`, { name: 'news', locale: 'en', target: 'pro', segment: 'events' }],
  [`${P}/plan-du-site`, { name: 'siteMap', locale: 'fr', target: 'pro' }],
  ['/fr/preview/42', { name: 'preview', locale: 'fr', target: 'pro', id: 42 }],
  ['/en/preview/7', { name: 'preview', locale: 'en', target: 'pro', id: 7 }],
  [`${P}/produit/enduits-de-lissage/enduit-fin`, { name: 'product', locale: 'fr', target: 'pro', slug: 'enduits-de-lissage/enduit-fin' }],
  [`${EP}/product/fine-filler`, { name: 'product', locale: 'en', target: 'pro', slug: 'fine-filler' }],
  [`${P}/categorie`, { name: 'category', locale: 'fr', target: 'pro' }],
  [
    `${C}/categorie/reboucher/interieur/_SUPPORT__bois/_MISE_EN_OEUVRE__pret-a-l-emploi`,
    {
      name: 'category',
      locale: 'fr',
      target: 'part',
      slug: 'reboucher/interieur',
      filters: [
        { code: 'SUPPORT', value: 'bois' },
        { code: 'MISE_EN_OEUVRE', value: 'pret-a-l-emploi' },
      ],
    },
  ],
  [
    `${P}/categorie/_SUPPORT__bois/_p__12`,
    {
      name: 'category',
      locale: 'fr',
      target: 'pro',
      filters: [{ code: 'SUPPORT', value: 'bois' }],
      page: 12,
    },
  ],
  [`${EP}/category/smoothing/_p__2`, { name: 'category', locale: 'en', target: 'pro', slug: 'smoothing', page: 2 }],
  [`${P}/comparateur`, { name: 'comparator', locale: 'fr', target: 'pro' }],
  [`${P}/favoris`, { name: 'favourites', locale: 'fr', target: 'pro' }],
  [`${P}/calculateur-de-quantite`, { name: 'calculator', locale: 'fr', target: 'pro' }],
  [`${P}/ou-trouver-nos-produits`, { name: 'storeLocator', locale: 'fr', target: 'pro' }],
  [`${P}/telechargements`, { name: 'downloads', locale: 'fr', target: 'pro' }],
  [`${P}/documentation-technique`, { name: 'technicalDocumentation', locale: 'fr', target: 'pro' }],
  [
    `${P}/documentation-technique/fiches-techniques`,
    { name: 'technicalDocumentation', locale: 'fr', target: 'pro', segment: 'fiches-techniques' },
  ],
  [`${P}/demarrage-chantier`, { name: 'worksiteStart', locale: 'fr', target: 'pro' }],
  [`${P}/mentions-legales`, { name: 'cmsPage', locale: 'fr', target: 'pro', slug: 'mentions-legales' }],
  [`${C}/connexion`, { name: 'login', locale: 'fr', target: 'part' }],
  [`${C}/inscription`, { name: 'signup', locale: 'fr', target: 'part' }],
  [`${P}/mot-de-passe-oublie`, { name: 'forgotPassword', locale: 'fr', target: 'pro' }],
  [`${P}/nouveau-mot-de-passe`, { name: 'resetPassword', locale: 'fr', target: 'pro' }],
  [`${C}/verification-email`, { name: 'verifyEmail', locale: 'fr', target: 'part' }],
  [`${P}/mon-compte`, { name: 'account', locale: 'fr', target: 'pro' }],
  [`${C}/mon-compte/adresses`, { name: 'addresses', locale: 'fr', target: 'part' }],
  [`${C}/panier`, { name: 'cart', locale: 'fr', target: 'part' }],
  [`${P}/commande/livraison`, { name: 'checkoutDelivery', locale: 'fr', target: 'pro' }],
  [`${C}/commande/paiement`, { name: 'checkoutPayment', locale: 'fr', target: 'part' }],
  [`${P}/commande/confirmation`, { name: 'checkoutConfirmation', locale: 'fr', target: 'pro' }],
  [`${C}/mon-compte/commandes`, { name: 'orders', locale: 'fr', target: 'part' }],
  [
    `${C}/notre-demarche-rse/nos-engagements`,
    { name: 'cmsPage', locale: 'fr', target: 'part', slug: 'notre-demarche-rse/nos-engagements' },
  ],
  [`${EP}/about-us`, { name: 'cmsPage', locale: 'en', target: 'pro', slug: 'about-us' }],
]

describe('route table rows', () => {
  it.each(ROWS)('parses %s', (path, route) => {
    expect(parse(path)).toStrictEqual(route)
  })

  it.each(ROWS)('builds %s', (path, route) => {
    expect(build(route.name, route, route.locale)).toBe(path)
    expect(buildRoute(route)).toBe(path)
  })

  it('covers every route name', () => {
    const names = new Set(ROWS.map(([, route]) => route.name))
    const all = new Set<RouteName>([...(Object.keys(FR_SEGMENT) as RouteName[]), 'home', 'cmsPage'])
    expect(names).toStrictEqual(all)
  })
})

describe('parse: accepted variants', () => {
  it.each([
    ['/fr/contact', 'contact'],
    ['/fr/contact/', 'contact'],
    ['/fr/enduit-professionnels/contact/', 'contact'],
    ['/fr/', 'home'],
    ['/fr/enduit-professionnels', 'home'],
    ['/fr/enduit-professionnels/', 'home'],
    ['/fr/produit/x', 'product'],
    ['/fr/mentions-legales', 'cmsPage'],
  ])('%s parses to %s with the pro target', (path, name) => {
    expect(parse(path)).toMatchObject({ name, target: 'pro', locale: 'fr' })
  })

  it('decodes percent-encoded segments', () => {
    expect(parse('/fr/enduit-particuliers/produit/enduit%2Dfin')).toStrictEqual({
      name: 'product',
      locale: 'fr',
      target: 'part',
      slug: 'enduit-fin',
    })
  })

  it('accepts the choices as standard base64, padded or split on a raw slash', () => {
    const json = JSON.stringify({ A: 'é?>' })
    const bytes = new TextEncoder().encode(json)
    const standard = btoa(String.fromCharCode(...bytes))
    expect(standard).toMatch(/[+/=]/)
    expect(parse(`${P}/guide-de-choix/${encodeURIComponent(standard)}`)).toMatchObject({
      choices: { A: 'é?>' },
    })
    expect(parse(`${P}/guide-de-choix/${standard}/_X__y`)).toMatchObject({
      choices: { A: 'é?>' },
      filters: [{ code: 'X', value: 'y' }],
    })
  })

  it('accepts exactly 10 listing filters and 4 careers filters', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `_F${i}__v`).join('/')
    expect(parse(`${P}/categorie/${ten}`)?.filters).toHaveLength(10)
    expect(parse(`${P}/resultats/x/${ten}/_p__2`)?.filters).toHaveLength(10)
    expect(parse(`${P}/carrieres/_A__a/_B__b/_C__c/_D__d`)?.filters).toHaveLength(4)
  })
})

describe('parse: 404 (null)', () => {
  it.each([
    ['', 'no leading slash'],
    ['fr/contact', 'no leading slash'],
    ['/', 'root (redirected elsewhere)'],
    ['/de/contact', 'unknown locale'],
    ['/FR', 'locale is case-sensitive'],
    ['/fr//contact', 'empty segment'],
    ['/fr/contact//', 'double trailing slash'],
    ['/fr/contact/extra', 'extra segment'],
    ['/fr/resultats', 'missing search'],
    ['/fr/resultats/%20%20', 'blank search'],
    ['/fr/resultats/%00', 'NUL search'],
    ['/en/enduit-particuliers/results/%00', 'NUL search'],
    ['/en/enduit-particuliers/results/%E2%80%8B', 'zero-width space search'],
    ['/fr/resultats/%EF%BB%BF', 'byte-order mark search'],
    ['/fr/resultats/%C2%A0', 'no-break space search'],
    ['/fr/resultats/%09%0A%0D', 'tab and line-break search'],
    ['/fr/resultats/%E2%80%8B%00%C2%A0%E2%81%A0', 'invisible characters only'],
    ['/fr/resultats/%2E%2E', 'dot-dot search'],
    ['/fr/resultats/%E0%A4%A', 'malformed percent-encoding'],
    ['/fr/resultats/%ZZ', 'malformed percent-encoding'],
    ['/fr/produit', 'missing product slug'],
    ['/fr/produit/Enduit', 'upper-case slug'],
    ['/fr/produit/enduit_fin', 'underscore in slug'],
    ['/fr/produit/enduit%2Ffin', 'encoded slash in slug'],
    ['/fr/produit/x/_A__b', 'filters on product'],
    ['/fr/categorie/x/_A__b/_p__2/_B__c', 'filter after page'],
    ['/fr/categorie/_A__B', 'upper-case filter value'],
    ['/fr/categorie/_a__b', 'lower-case filter code'],
    ['/fr/categorie/__A__b', 'code starting with underscore'],
    ['/fr/categorie/_A___b', 'code ending with underscore'],
    ['/fr/categorie/_A__b-', 'value ending with a hyphen'],
    ['/fr/categorie/_A__', 'empty value'],
    ['/fr/categorie/_p__1', 'page 1 is never written'],
    ['/fr/categorie/_p__0', 'page 0'],
    ['/fr/categorie/_p__02', 'leading zero'],
    ['/fr/categorie/_p__x', 'non-numeric page'],
    ['/fr/categorie/_p__99999999999999999999', 'unsafe page number'],
    ['/fr/categorie/_p__2/_p__3', 'two pages'],
    ['/fr/carrieres/_A__a/_B__b/_C__c/_D__d/_E__e', '5 careers filters'],
    ['/fr/carrieres/stage', 'careers sub-page'],
    ['/fr/dossier/video/x', 'dossier extra segment'],
    ['/fr/foire-aux-questions/a/b', 'faq with two tags'],
    ['/fr/actualites/a/b', 'news with two tags'],
    ['/fr/guide-de-choix', 'missing choices'],
    ['/fr/guide-de-choix/bm90IGpzb24', 'not JSON'],
    ['/fr/guide-de-choix/WzFd', 'JSON array'],
    ['/fr/guide-de-choix/eyJhIjoxfQ', 'non-string value'],
    ['/fr/preview', 'missing preview id'],
    ['/fr/preview/12a', 'non-numeric preview id'],
    ['/fr/preview/-1', 'negative preview id'],
    ['/fr/preview/1/2', 'extra preview segment'],
    ['/fr/enduit-professionnels/preview/1', 'preview after a target segment'],
    ['/fr/enduit-professionnels/enduit-particuliers', 'two target segments'],
    ['/en/colorimetrie', 'French-only keyword in English'],
    ['/en/enduit-professionnels/produit/x', 'French keyword in English'],
    ['/en/guide-de-choix/e30', 'choice guide has no English route'],
    ['/fr/results/x', 'English keyword in French'],
    ['/fr/page%2Fsub', 'encoded slash in CMS slug'],
    ['/fr/page/Sub', 'upper-case CMS slug'],
  ])('%s → null (%s)', (path) => {
    expect(parse(path)).toBeNull()
  })

  it('rejects 11 listing filters', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `_F${i}__v`).join('/')
    expect(parse(`${P}/categorie/${eleven}`)).toBeNull()
    expect(parse(`${P}/resultats/x/${eleven}`)).toBeNull()
  })
})

describe('build', () => {
  it('omits the target segment only for the pro home', () => {
    expect(build('home', { target: 'pro' }, 'fr')).toBe('/fr')
    expect(build('contact', { target: 'pro' }, 'fr')).toBe(`${P}/contact`)
  })

  it('never writes page 1', () => {
    expect(build('category', { target: 'pro', slug: 'a', page: 1 }, 'fr')).toBe(`${P}/categorie/a`)
  })

  it('ignores the target of a preview', () => {
    expect(build('preview', { target: 'part', id: 3 }, 'en')).toBe('/en/preview/3')
  })

  it('encodes the search term', () => {
    expect(build('results', { target: 'pro', search: 'a/b c?#%' }, 'fr')).toBe(`${P}/resultats/a%2Fb%20c%3F%23%25`)
  })

  it('keeps a term with something visible, invisible characters included (the results page cleans it)', () => {
    expect(parse(`${P}/resultats/%E2%80%8Benduit%00`)).toEqual({
      name: 'results',
      locale: 'fr',
      target: 'pro',
      search: '\u200benduit\u0000',
    })
    expect(build('results', { target: 'pro', search: '\u200benduit' }, 'fr')).toBe(`${P}/resultats/%E2%80%8Benduit`)
  })

  it.each<[RouteName, Record<string, unknown>, Locale, RegExp]>([
    ['colorimetry', { target: 'pro' }, 'en', /does not exist/],
    ['choiceGuide', { target: 'pro', choices: {} }, 'en', /does not exist/],
    ['contact', { target: 'all' }, 'fr', /invalid target/],
    ['contact', { target: 'pro', slug: 'x' }, 'fr', /unexpected param "slug"/],
    ['product', { target: 'pro', filters: [] }, 'fr', /unexpected param "filters"/],
    ['product', { target: 'pro' }, 'fr', /slug is required/],
    ['product', { target: 'pro', slug: 'Bad Slug' }, 'fr', /invalid slug/],
    ['product', { target: 'pro', slug: 'a//b' }, 'fr', /invalid slug/],
    ['dossier', { target: 'pro', slug: 'video' }, 'fr', /invalid dossier slug/],
    ['dossier', { target: 'pro', slug: 'a/b' }, 'fr', /invalid dossier slug/],
    ['dossiers', { target: 'pro', segment: 'podcast' }, 'fr', /unknown dossier type/],
    ['faq', { target: 'pro', segment: 'a/b' }, 'fr', /invalid segment/],
    ['results', { target: 'pro' }, 'fr', /search must be/],
    ['results', { target: 'pro', search: '  ' }, 'fr', /search must be/],
    ['results', { target: 'pro', search: '\u0000' }, 'fr', /search must be/],
    ['results', { target: 'pro', search: '\u200b' }, 'fr', /search must be/],
    ['results', { target: 'pro', search: '\u00a0\ufeff' }, 'fr', /search must be/],
    ['results', { target: 'pro', search: '..' }, 'fr', /search must be/],
    ['results', { target: 'pro', search: '\ud800' }, 'fr', /well-formed/],
    ['choiceGuide', { target: 'pro' }, 'fr', /choices are required/],
    ['choiceGuide', { target: 'pro', choices: { a: 1 } }, 'fr', /values are strings/],
    ['category', { target: 'pro', page: 0 }, 'fr', /invalid page/],
    ['category', { target: 'pro', page: 2.5 }, 'fr', /invalid page/],
    ['category', { target: 'pro', filters: [{ code: 'a', value: 'b' }] }, 'fr', /invalid filter/],
    ['category', { target: 'pro', filters: [{ code: 'A_', value: 'b' }] }, 'fr', /invalid filter/],
    ['category', { target: 'pro', filters: [{ code: 'A', value: 'b c' }] }, 'fr', /invalid filter/],
    ['category', { target: 'pro', filters: Array.from({ length: 11 }, () => ({ code: 'A', value: 'b' })) }, 'fr', /at most 10/],
    ['careers', { target: 'pro', filters: Array.from({ length: 5 }, () => ({ code: 'A', value: 'b' })) }, 'fr', /at most 4/],
    ['preview', { target: 'pro' }, 'fr', /invalid id/],
    ['preview', { target: 'pro', id: 1.5 }, 'fr', /invalid id/],
    ['cmsPage', { target: 'pro', slug: 'contact/x' }, 'fr', /reserved segment "contact"/],
    ['cmsPage', { target: 'pro', slug: 'produit' }, 'en', /reserved segment "produit"/],
    ['cmsPage', { target: 'pro', slug: 'preview' }, 'fr', /reserved/],
    ['cmsPage', { target: 'pro', slug: 'enduit-particuliers' }, 'fr', /reserved/],
  ])('build(%s, %j, %s) throws', (name, params, locale, message) => {
    expect(() => build(name, params as never, locale)).toThrow(message)
  })

  it('accepts a whole Route object as params', () => {
    const route: Route = { name: 'product', locale: 'en', target: 'part', slug: 'x' }
    expect(build(route.name, route, route.locale)).toBe('/en/enduit-particuliers/product/x')
  })
})

describe('routeExists', () => {
  it('knows which routes have an English version', () => {
    const english = (Object.keys(FR_SEGMENT) as RouteName[])
      .concat(['home', 'cmsPage'])
      .filter((name) => routeExists(name, 'en'))
      .sort()
    expect(english).toStrictEqual(['category', 'cmsPage', 'confirmation', 'contact', 'home', 'news', 'preview', 'product', 'results'])
    expect(Object.keys(EN_SEGMENT).every((name) => routeExists(name as RouteName, 'fr'))).toBe(true)
  })
})

describe('choices encoding', () => {
  it('is base64url without padding and round-trips UTF-8', () => {
    const value = { CARAC_1: 'prêt-à-l’emploi', 'clé spéciale': '>>>???' }
    const encoded = encodeChoices(value)
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeChoices(encoded)).toStrictEqual(value)
  })

  it('rejects bad input', () => {
    expect(decodeChoices('')).toBeNull()
    expect(decodeChoices('e30===')).toBeNull()
    expect(decodeChoices('e')).toBeNull()
    expect(decodeChoices('e30*')).toBeNull()
    expect(decodeChoices(btoa('null'))).toBeNull()
    expect(decodeChoices(btoa('"x"'))).toBeNull()
    expect(decodeChoices(btoa('{"__proto__":"x"}'))).toBeNull()
    expect(decodeChoices(btoa('\xff\xfe'))).toBeNull()
    expect(decodeChoices(btoa('{}'))).toStrictEqual({})
    expect(decodeChoices('e30=')).toStrictEqual({})
  })
})

/* ------------------------------------------------------------------ */
/* property: parse(build(r)) deep-equals r                             */
/* ------------------------------------------------------------------ */

const word = fc.stringMatching(/^[a-z0-9]{1,6}$/)
const slugSegment = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
const slug = fc.array(slugSegment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'))
const filter: fc.Arbitrary<Filter> = fc.record(
  {
    code: fc.array(fc.stringMatching(/^[A-Z0-9]{1,5}$/), { minLength: 1, maxLength: 3 }).map((p) => p.join('_')),
    value: fc.array(word, { minLength: 1, maxLength: 3 }).map((p) => p.join('-')),
  },
  { noNullPrototype: true },
)
const filters = (max: number) => fc.array(filter, { minLength: 1, maxLength: max })
const page = fc.integer({ min: 2, max: 100_000 })
const target = fc.constantFrom<Target>(...TARGETS)
const search = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((s) => !isBlankSearchTerm(s) && s !== '.' && s !== '..')
const choicesArb = fc
  .dictionary(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 12 }), {
    noNullPrototype: true,
  })
  .filter((d) => !Object.keys(d).includes('__proto__'))
const reserved = new Set(
  [...Object.values(FR_SEGMENT), ...Object.values(EN_SEGMENT), 'enduit-professionnels', 'enduit-particuliers'].map((k) => k.split('/')[0]),
)

function routeArb(name: RouteName, params: Record<string, fc.Arbitrary<unknown>>, required: string[]) {
  const locales = LOCALES.filter((l) => routeExists(name, l))
  return fc
    .record(
      { name: fc.constant(name), locale: fc.constantFrom(...locales), target, ...params },
      { requiredKeys: ['name', 'locale', 'target', ...required] as never[], noNullPrototype: true },
    )
    .map((route) => route as unknown as Route)
}

const anyRoute: fc.Arbitrary<Route> = fc.oneof(
  ...(
    [
      'home',
      'contact',
      'confirmation',
      'colorimetry',
      'trainings',
      'spontaneousApplication',
      'siteMap',
      'comparator',
      'favourites',
      'calculator',
      'storeLocator',
      'downloads',
      'worksiteStart',
    ] as RouteName[]
  ).map((name) => routeArb(name, {}, [])),
  routeArb('results', { search, filters: filters(10), page }, ['search']),
  routeArb('choiceGuide', { choices: choicesArb, filters: filters(10), page }, ['choices']),
  routeArb('category', { slug, filters: filters(10), page }, []),
  routeArb('careers', { filters: filters(4), page }, []),
  routeArb('dossiers', { segment: fc.constantFrom(...DOSSIER_TYPES) }, []),
  routeArb('dossier', { slug: slugSegment.filter((s) => !(DOSSIER_TYPES as readonly string[]).includes(s)) }, ['slug']),
  routeArb('faq', { segment: slugSegment }, []),
  routeArb('news', { segment: slugSegment }, []),
  routeArb('technicalDocumentation', { segment: slugSegment }, []),
  routeArb('product', { slug }, ['slug']),
  routeArb('cmsPage', { slug: slug.filter((s) => !reserved.has(s.split('/')[0])) }, ['slug']),
  fc.record(
    {
      name: fc.constant<RouteName>('preview'),
      locale: fc.constantFrom(...LOCALES),
      target: fc.constant<Target>('pro'),
      id: fc.nat(),
    },
    { noNullPrototype: true },
  ),
)

describe('property', () => {
  it('parse(build(r)) deep-equals r for arbitrary valid routes', () => {
    fc.assert(
      fc.property(anyRoute, (route) => {
        expect(parse(build(route.name, route, route.locale))).toStrictEqual(route)
      }),
      { numRuns: 2000 },
    )
  })

  it('parse(build(r)) is stable with a trailing slash', () => {
    fc.assert(
      fc.property(anyRoute, (route) => {
        expect(parse(`${build(route.name, route, route.locale)}/`)).toStrictEqual(route)
      }),
      { numRuns: 300 },
    )
  })

  it('build(parse(p)) === p for every built path', () => {
    fc.assert(
      fc.property(anyRoute, (route) => {
        const path = buildRoute(route)
        const parsed = parse(path)
        expect(parsed).not.toBeNull()
        if (parsed) expect(buildRoute(parsed)).toBe(path)
      }),
      { numRuns: 300 },
    )
  })

  it('parse never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        parse(`/fr/${input}`)
        parse(input)
      }),
      { numRuns: 1000 },
    )
  })
})
