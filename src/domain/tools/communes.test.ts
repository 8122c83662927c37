import { describe, expect, it } from 'vitest'
import { buildCommuneIndex, placeQuery, searchCommunes, type RawCity, type RawCommune } from './communes'

const communes: RawCommune[] = [
  {
    code: '69123',
    nom: 'Lyon',
    type: 'commune-actuelle',
    departement: '69',
    codesPostaux: ['69001', '69002', '69003'],
    population: 520000,
  },
  { code: '69266', nom: 'Villeurbanne', type: 'commune-actuelle', departement: '69', codesPostaux: ['69100'], population: 160000 },
  { code: '69999', nom: 'Petit-Village', type: 'commune-actuelle', departement: '69', codesPostaux: ['69100'], population: 200 },
  {
    code: '42218',
    nom: 'Saint-Étienne',
    type: 'commune-actuelle',
    departement: '42',
    codesPostaux: ['42000', '42100'],
    population: 170000,
  },
  {
    code: '69381',
    nom: 'Lyon 1er Arrondissement',
    type: 'arrondissement-municipal',
    departement: '69',
    codesPostaux: ['69001'],
    population: 30000,
  },
]
const cities: RawCity[] = [
  { name: 'Lyon', lat: '45.74906', lng: '4.84789', country: 'FR', admin2: '69' },
  { name: 'Villeurbanne', lat: '45.76601', lng: '4.8795', country: 'FR', admin2: '69' },
  { name: 'Saint-Étienne', lat: '45.43389', lng: '4.39', country: 'FR', admin2: '42' },
  { name: 'Lyon', lat: '0', lng: '0', country: 'US', admin2: '69' },
]

describe('communes', () => {
  const index = buildCommuneIndex(communes, cities)

  it('joins coordinates by name and département, villages at the département centre', () => {
    expect(index.byCode.get('69123')).toMatchObject({ latitude: 45.74906, longitude: 4.84789, precise: true })
    const village = index.byCode.get('69999')
    expect(village?.precise).toBe(false)
    expect(village?.latitude).toBeCloseTo((45.74906 + 45.76601) / 2, 5)
    expect(index.byCode.has('69381')).toBe(false)
  })

  it('finds a town by postcode, the most populous first', () => {
    expect(searchCommunes(index, '69100').map((c) => c.name)).toEqual(['Villeurbanne', 'Petit-Village'])
    expect(searchCommunes(index, '69002').map((c) => c.name)).toEqual(['Lyon'])
    expect(searchCommunes(index, '42').map((c) => c.name)).toEqual(['Saint-Étienne'])
  })

  it('finds a town by name, ignoring case, accents and "St"', () => {
    expect(searchCommunes(index, 'lyon')[0]?.code).toBe('69123')
    expect(searchCommunes(index, 'st etienne')[0]?.code).toBe('42218')
    expect(searchCommunes(index, 'Villeur').map((c) => c.name)).toEqual(['Villeurbanne'])
    expect(searchCommunes(index, 'village').map((c) => c.name)).toEqual(['Petit-Village'])
    expect(searchCommunes(index, 'zzz')).toEqual([])
  })

  it('reads a postcode written in groups, with the spaces a phone keyboard may type', () => {
    const lyon = searchCommunes(index, '69003').map((c) => c.code)
    expect(lyon).toEqual(['69123'])
    for (const typed of ['69 003', '69\u00a0003', '69\u202f003', ' 69  003 ', '6 9 0 0 3', '69\u200b003'])
      expect(
        searchCommunes(index, typed).map((c) => c.code),
        JSON.stringify(typed),
      ).toEqual(lyon)
    expect(searchCommunes(index, '42 ').map((c) => c.name)).toEqual(['Saint-Étienne'])
  })

  it('joins a code up, never a name', () => {
    expect(placeQuery('69 003')).toBe('69003')
    expect(placeQuery('69\u00a0003')).toBe('69003')
    expect(placeQuery('2A 004')).toBe('2A004')
    expect(placeQuery('  Saint\u00a0 Étienne ')).toBe('Saint Étienne')
    expect(placeQuery('Lyon 3')).toBe('Lyon 3')
    expect(placeQuery('\u00a0')).toBe('')
  })
})
