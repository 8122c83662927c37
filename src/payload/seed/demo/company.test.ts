import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { BROCHURES } from './brochures'
import { CATEGORIES } from './categories'
import { COMPANY, COMPANY_SETTINGS, PLANT_COUNT } from './company'
import { DOSSIERS } from './dossiers'
import { FAQ } from './faq'
import { FAQ_EN } from './faq-en'
import { CONTEST, JOBS, SESSIONS } from './forms'
import { MENUS } from './menus'
import { COMPANY_PAGES } from './pages-company'
import { ADVICE_PAGES, NEWS_PAGES } from './pages-editorial'
import { PAGES_EN } from './pages-en'
import { DESCRIPTIONS_EN } from './products-en'
import { CATEGORY_DESCRIPTIONS_EN } from './categories-en'
import { BENEFITS_EN } from './benefits-en'
import { PRODUCTS } from './products'
import { BRAND, REGIONAL_SITES, SETTINGS } from './site'
import { VISUALS } from './visuals'
import MESSAGES_FR from '../../../../messages/fr.json'
import MESSAGES_EN from '../../../../messages/en.json'

/** Every string of the seeded content, with where it comes from (texts of pages, jobs, FAQ, menus, settings…). */
function textsOf(value: unknown, where: string, out: { where: string; text: string }[] = []): { where: string; text: string }[] {
  if (typeof value === 'string') out.push({ where, text: value })
  else if (Array.isArray(value)) value.forEach((item, index) => textsOf(item, `${where}[${index}]`, out))
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) textsOf(item, `${where}.${key}`, out)
  return out
}

const SOURCES = {
  COMPANY_PAGES,
  ADVICE_PAGES,
  NEWS_PAGES,
  JOBS,
  SESSIONS,
  CONTEST,
  FAQ,
  FAQ_EN,
  DOSSIERS,
  MENUS,
  SETTINGS,
  VISUALS,
  PRODUCTS,
  CATEGORIES,
  BROCHURES,
  PAGES_EN,
  DESCRIPTIONS_EN,
  CATEGORY_DESCRIPTIONS_EN,
  BENEFITS_EN,
  // The interface's own texts (careers intro, reassurance band, footer…) tell the same story.
  MESSAGES_FR,
  MESSAGES_EN,
}

/** Sentences (a plant mention and its places must be in the same one). */
const SENTENCES = Object.entries(SOURCES)
  .flatMap(([name, value]) => textsOf(value, name))
  .flatMap(({ where, text }) => text.split(/(?<=[.!?;])\s+|\n+/).map((sentence) => ({ where, text: sentence.replace(/\*\*/g, '') })))

const WORDS: Record<string, number> = { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10 }
const ORDINALS: Record<string, number> = { première: 1, deuxième: 2, seconde: 2, troisième: 3, quatrième: 4, cinquième: 5, sixième: 6 }
const EN_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 }
const number = (word: string): number =>
  WORDS[word.toLowerCase()] ?? EN_WORDS[word.toLowerCase()] ?? Number(word.replace(/[\s\u202f]/g, ''))

/** Every match of `pattern` (global) in the seeded sentences, with its first group read as a number. */
function mentions(pattern: RegExp, read: (match: RegExpExecArray) => number = (match) => number(match[1] ?? '')) {
  return SENTENCES.flatMap(({ where, text }) => [...text.matchAll(pattern)].map((match) => ({ where, text, value: read(match) })))
}

// Place names: French regions (and the former ones still used in texts), départements, and towns of 30,000 people or more.
const etalab = (file: string): { nom: string; population?: number; type?: string }[] => {
  const require = createRequire(import.meta.url)
  return JSON.parse(readFileSync(require.resolve(`@etalab/decoupage-administratif/data/${file}`), 'utf8')) as {
    nom: string
    population?: number
    type?: string
  }[]
}
const FORMER_REGIONS = ['Auvergne', 'Rhône-Alpes', 'Limousin', 'Poitou-Charentes', 'Aquitaine', 'Midi-Pyrénées', 'Languedoc-Roussillon']
  .concat(['Lorraine', 'Alsace', 'Champagne-Ardenne', 'Picardie', 'Nord-Pas-de-Calais', 'Bourgogne', 'Franche-Comté', 'Normandie'])
  .concat(['Rhône', 'Forez', 'Vendée'])
const PLACES = [
  ...new Set([
    ...etalab('regions.json').map((r) => r.nom),
    ...etalab('departements.json').map((d) => d.nom),
    ...etalab('communes.json')
      .filter((c) => c.type === 'commune-actuelle' && (c.population ?? 0) >= 30_000)
      .map((c) => c.nom),
    ...FORMER_REGIONS,
    ...COMPANY.plants.map((plant) => plant.town),
  ]),
].sort((a, b) => b.length - a.length)

/** Place names of a sentence, longest first, each one removed once found ("Centre-Val de Loire" is not "Loire"). */
function placesIn(sentence: string): string[] {
  let rest = sentence
  const found: string[] = []
  for (const place of PLACES) {
    const pattern = new RegExp(`(?<![\\p{L}-])${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}-])`, 'u')
    if (pattern.test(rest)) {
      found.push(place)
      rest = rest.replace(new RegExp(pattern.source, 'gu'), ' ')
    }
  }
  return found
}

const PLANT_PLACES = new Set<string>(['France', ...COMPANY.plants.flatMap((plant) => [plant.town, plant.department, plant.region])])

describe('one story of the company (issue 22)', () => {
  it('the texts are many and name the plants: the checks below have something to read', () => {
    expect(SENTENCES.length).toBeGreaterThan(1000)
    expect(SENTENCES.filter(({ text }) => /usines?\b/i.test(text)).length).toBeGreaterThan(5)
  })

  it('every "N usines" (or plants) equals the number of plants in the facts', () => {
    const found = mentions(
      /(?<![\p{L}\d])(\d+|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\s+(?:usines|sites de production|plants|factories)\b/giu,
    )
    expect(found.length).toBeGreaterThan(2)
    expect(found.filter((mention) => mention.value !== PLANT_COUNT)).toEqual([])
  })

  it('no "Nth usine" beyond the number of plants', () => {
    const found = mentions(
      /\b(première|deuxième|seconde|troisième|quatrième|cinquième|sixième)\s+usine/giu,
      (match) => ORDINALS[(match[1] ?? '').toLowerCase()] ?? 0,
    )
    expect(found.length).toBeGreaterThan(0)
    expect(found.filter((mention) => mention.value > PLANT_COUNT)).toEqual([])
  })

  it('a sentence about plants names no place outside the plants’ towns, départements and regions', () => {
    const plantSentences = SENTENCES.filter(({ text }) =>
      /\busines?\b|sites? de production|\bplants?\b|\bfactor(?:y|ies)\b|\bfabriqu\p{L}*|\bmakes\b|\bmade\b/iu.test(text),
    )
    const strays = plantSentences.flatMap(({ where, text }) =>
      placesIn(text)
        .filter((place) => !PLANT_PLACES.has(place))
        .map((place) => ({ where, place, text })),
    )
    expect(strays).toEqual([])
  })

  it('headcount, founding year, points of sale and countries agree with the facts', () => {
    const headcount = mentions(/(\d[\d\s\u202f]*\d|\d)\s+(?:salariés|collaborateurs|employés|people|employees)\b/giu)
    expect(headcount.length).toBeGreaterThan(0)
    expect(headcount.filter((mention) => mention.value !== COMPANY.headcount)).toEqual([])

    const founded = mentions(/(?:fondée?|créée?)\s+en\s+(\d{4})|(?:fabricant|manufacturer)[^.]*?(?:depuis|since)\s+(\d{4})/giu, (match) =>
      Number(match[1] ?? match[2]),
    )
    expect(founded.length).toBeGreaterThan(0)
    expect(founded.filter((mention) => mention.value !== COMPANY.founded)).toEqual([])

    const network = mentions(/(\d[\d\s\u202f]*\d)\s+points de vente\b/giu)
    expect(network.length).toBeGreaterThan(0)
    expect(network.filter((mention) => mention.value !== number(COMPANY.pointsOfSale))).toEqual([])

    const countries = mentions(/\b(\d+|dix|neuf|onze|douze|huit)\s+(?:autres\s+)?pays\b/giu)
    expect(countries.length).toBeGreaterThan(0)
    expect(countries.filter((mention) => mention.value !== COMPANY.exportCountries)).toEqual([])
    expect(REGIONAL_SITES).toHaveLength(COMPANY.exportCountries)
  })

  it('the settings carry the facts, and the legal name is the brand’s', () => {
    expect(COMPANY.legalName.startsWith(BRAND)).toBe(true)
    for (const setting of COMPANY_SETTINGS) expect(SETTINGS).toContainEqual(setting)
    const plants = SETTINGS.find((setting) => setting.code === 'company_plants')
    expect(plants?.values.map((value) => value.value)).toEqual(COMPANY.plants.map((plant) => plant.town))
  })

  it('the fictional SIREN fails the Luhn key of every real one, so it is no real company’s', () => {
    const digits = COMPANY.siren.replace(/\s/g, '')
    expect(digits).toMatch(/^\d{9}$/)
    const sum = [...digits].reverse().reduce((total, digit, index) => {
      const value = Number(digit) * (index % 2 === 1 ? 2 : 1)
      return total + (value > 9 ? value - 9 : value)
    }, 0)
    expect(sum % 10).not.toBe(0)
  })
})
