/**
 * Benchmark data: adds N generated stores (default 10,000) to the database named by
 * DATABASE_URL (a temporary copy made by bench/run.sh), spread over real French towns
 * in proportion to nothing but chance: every located commune can get one.
 */
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { communeIndex } from '../src/data/geo'
import { STORE_TYPES } from '../src/domain/tools/store-types'
import { insertStores } from '../src/payload/seed/stores-bulk'
import { random } from '../src/payload/seed/stores'
import type { StoreSeed } from '../src/payload/seed/types'

const count = Number(process.argv[2] ?? 10_000)
const rnd = random(42)
const towns = communeIndex().all.filter((c) => c.precise && c.postcodes.length > 0)
const stores: StoreSeed[] = Array.from({ length: count }, (_, i) => {
  const town = towns[Math.floor(rnd() * towns.length)] ?? towns[0]
  if (!town) throw new Error('no communes')
  const type = STORE_TYPES[i % STORE_TYPES.length] ?? 'negoce'
  return {
    name: `Point de vente d’essai ${i + 1} — ${town.name}`,
    type,
    address: `${1 + (i % 99)} rue du Banc d’Essai`,
    postcode: town.postcodes[0] ?? '75001',
    city: town.name,
    country: 'FR',
    latitude: Math.round((town.latitude + (rnd() - 0.5) * 0.04) * 1e6) / 1e6,
    longitude: Math.round((town.longitude + (rnd() - 0.5) * 0.06) * 1e6) / 1e6,
    phone: '01 00 00 00 00',
    openingHours: 'Lun.–ven. : 8h00–18h00',
    targets: i % 3 === 0 ? ['pro'] : ['pro', 'part'],
    ranges: ['lissage', 'rebouchage'],
  }
})
const payload = await getPayload({ config })
const started = performance.now()
const inserted = await insertStores(payload, stores)
console.log(`${inserted} points de vente générés en ${((performance.now() - started) / 1000).toFixed(1)} s`)
process.exit(0)
