import { describe, expect, it } from 'vitest'
import { formatDuration, formatValueWithUnit, keepNumbersTogether, rateInLocale } from './units'

/** The tests write spaces as plain spaces; the function puts non-breaking ones. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('durations for people', () => {
  it.each([
    ['30', 'min', '30 min'],
    ['60', 'min', '1 h'],
    ['90', 'min', '1 h 30'],
    ['150', 'min', '2 h 30'],
    ['65', 'min', '1 h 05'],
    ['240', 'min', '4 h'],
    ['1440', 'min', '24 h'],
    ['2160', 'min', '36 h'],
    ['2880', 'min', '2 jours'],
    ['3600', 'min', '60 h'],
    ['3', 'h', '3 h'],
    ['2.5', 'h', '2 h 30'],
    ['0.5', 'h', '30 min'],
    ['24', 'h', '24 h'],
    ['48', 'h', '2 jours'],
    ['72', 'h', '3 jours'],
  ])('%s %s reads "%s" in French', (value, unit, expected) => {
    expect(plain(formatValueWithUnit(value, unit, 'fr'))).toBe(expected)
  })

  it.each([
    ['45', 'min', '45 min'],
    ['150', 'min', '2 h 30 min'],
    ['1440', 'min', '24 h'],
    ['48', 'h', '2 days'],
  ])('%s %s reads "%s" in English', (value, unit, expected) => {
    expect(plain(formatValueWithUnit(value, unit, 'en'))).toBe(expected)
  })

  it('never lets a number and its unit split across lines', () => {
    expect(formatValueWithUnit('150', 'min', 'fr')).toBe('2\u00a0h\u00a030')
    expect(formatDuration(2880, 'fr')).toBe('2\u00a0jours')
  })

  it('rounds to the minute', () => {
    expect(plain(formatDuration(89.6, 'fr'))).toBe('1 h 30')
  })
})

describe('other units', () => {
  it('writes decimals as the locale does', () => {
    expect(plain(formatValueWithUnit('2.5', 'mm', 'fr'))).toBe('2,5 mm')
    expect(plain(formatValueWithUnit('2.5', 'mm', 'en'))).toBe('2.5 mm')
    expect(plain(formatValueWithUnit('10', 'mm', 'fr'))).toBe('10 mm')
  })

  it('keeps a value that is not a number, and a value without unit, as they are', () => {
    expect(plain(formatValueWithUnit('selon support', 'h', 'fr'))).toBe('selon support h')
    expect(formatValueWithUnit('1440', null, 'fr')).toBe('1440')
    expect(formatValueWithUnit('A+', undefined, 'en')).toBe('A+')
  })
})

describe('numbers kept on one line', () => {
  it('joins the groups of a number and its currency or percent sign, and only those', () => {
    expect(keepNumbersTogether('au capital de 4 500 000 €')).toBe('au capital de 4\u00a0500\u00a0000\u00a0€')
    expect(keepNumbersTogether('RCS Blois 912 345 678')).toBe('RCS Blois 912\u00a0345\u00a0678')
    expect(keepNumbersTogether('Appeler le 01 84 60 12 34')).toBe('Appeler le 01\u00a084\u00a060\u00a012\u00a034')
    expect(keepNumbersTogether('remise de 10 % sur 2  sacs')).toBe('remise de 10\u00a0% sur 2  sacs')
    expect(keepNumbersTogether('Seau de 15 kg')).toBe('Seau de 15\u00a0kg')
  })

  it('keeps a number with its unit, never with the next word', () => {
    expect(plain(keepNumbersTogether('300 m² par jour, 1 à 30 mm, sec en 48 h, 5 °C'))).toBe(
      '300 m² par jour, 1 à 30 mm, sec en 48 h, 5 °C',
    )
    expect(keepNumbersTogether('Lissage à projeter, 300 m² par jour.')).toBe('Lissage à projeter, 300\u00a0m² par jour.')
    expect(keepNumbersTogether('jusqu’à 3 mm en une passe')).toBe('jusqu’à 3\u00a0mm en une passe')
    expect(keepNumbersTogether('recouvrable après 24 heures, garanti 10 ans')).toBe('recouvrable après 24\u00a0heures, garanti 10\u00a0ans')
    expect(keepNumbersTogether('en 2 sacs de 25 kg')).toBe('en 2 sacs de 25\u00a0kg')
    expect(keepNumbersTogether('les 3 lots, 2 mousses, 4 grandes boîtes')).toBe('les 3 lots, 2 mousses, 4 grandes boîtes')
  })
})

describe('rateInLocale', () => {
  // A no-break space after the number and before « per coat », as everywhere a unit follows a number.
  const nb = (text: string) => text.replace(/ (?=kg|L)/, '\u00a0').replace(/ (?=p)/, '\u00a0')
  it('writes a consumption typed in French in the English way, and back', () => {
    expect(rateInLocale('1,6 kg/m²/mm', 'en')).toBe(nb('1.6 kg/m²/mm'))
    expect(rateInLocale('0,5 L/m² par couche', 'en')).toBe(nb('0.5 L/m² per coat'))
    expect(rateInLocale('0.5 kg/m² per coat', 'fr')).toBe(nb('0,5 kg/m² par couche'))
    expect(rateInLocale('1,6 kg/m²/mm', 'fr')).toBe(nb('1,6 kg/m²/mm'))
  })

  it('leaves any other text as it is, and so does a value without a unit', () => {
    expect(rateInLocale('Selon support', 'en')).toBe('Selon support')
    expect(formatValueWithUnit('0,25 kg/m² par couche', null, 'en')).toBe(nb('0.25 kg/m² per coat'))
    expect(formatValueWithUnit('Voir fiche', undefined, 'en')).toBe('Voir fiche')
  })
})
