/**
 * Demo points of sale: about 180 stores with invented names, placed in real French
 * towns (positions from the communes dataset, src/data/geo.ts, passed in by the caller), a few hundred metres
 * apart when a town has several. Deterministic, so the seed stays idempotent.
 */
import type { Commune } from '@/domain/tools/communes'
import type { StoreRange, StoreType } from '@/domain/tools/store-types'
import type { StoreSeed, Target } from './types'
import type { SeedContext } from './util'
import { insertStores } from './stores-bulk'
import { isSubset, loadIndex, Tally, upsert } from './util'

/** Small deterministic pseudo-random numbers (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T

const NAMES: Record<StoreType, readonly string[]> = {
  negoce: [
    'Matériaux {ville}',
    'Comptoir des Bâtisseurs {ville}',
    'Négoce Verdier {ville}',
    'Bâtimat {ville}',
    'Maçonnerie & Plâtrerie {ville}',
  ],
  'distributeur-peinture': [
    'Couleurs & Enduits {ville}',
    'Peintures Lambert {ville}',
    'Le Comptoir du Peintre {ville}',
    'Teintes & Murs {ville}',
  ],
  'grande-surface-bricolage': ['Bricolia {ville}', 'Maison & Travaux {ville}', 'Bricoloft {ville}'],
  'magasin-decoration': ['Atelier Déco {ville}', 'Matières & Couleurs {ville}', 'L’Art du Mur {ville}'],
}
const STREETS = [
  'rue des Artisans',
  'avenue de la Gare',
  'rue du Commerce',
  'zone artisanale des Acacias',
  'boulevard de l’Industrie',
  'rue Pasteur',
  'route Nationale',
  'rue des Frères-Lumière',
  'allée des Peupliers',
  'parc d’activités du Moulin',
]
const HOURS: Record<StoreType, string> = {
  negoce: 'Lun.–ven. : 7h00–12h00, 13h30–18h00\nSam. : 8h00–12h00',
  'distributeur-peinture': 'Lun.–ven. : 7h30–12h00, 13h30–18h00\nSam. : fermé',
  'grande-surface-bricolage': 'Lun.–sam. : 9h00–19h30\nDim. : 9h30–12h30',
  'magasin-decoration': 'Mar.–sam. : 10h00–12h30, 14h00–19h00',
}
const TARGETS: Record<StoreType, Target[]> = {
  negoce: ['pro'],
  'distributeur-peinture': ['pro', 'part'],
  'grande-surface-bricolage': ['part'],
  'magasin-decoration': ['part'],
}
const RANGES: Record<StoreType, StoreRange[]> = {
  negoce: ['preparation', 'rebouchage', 'lissage', 'joints', 'exterieur', 'airless'],
  'distributeur-peinture': ['preparation', 'rebouchage', 'lissage', 'joints', 'bois', 'decoratifs', 'airless'],
  'grande-surface-bricolage': ['preparation', 'rebouchage', 'lissage', 'exterieur', 'bois'],
  'magasin-decoration': ['lissage', 'decoratifs', 'bois'],
}
const TYPES_BY_RANK: readonly StoreType[] = ['negoce', 'grande-surface-bricolage', 'distributeur-peinture', 'magasin-decoration']

/** A phone number of the town's area (01 Île-de-France, 02 north-west, 03 north-east, 04 south-east, 05 south-west). */
function phoneFor(commune: Commune, rnd: () => number): string {
  const dep = commune.department
  const area = /^(75|77|78|91|92|93|94|95)$/.test(dep)
    ? '01'
    : commune.longitude < 2 && commune.latitude > 46
      ? '02'
      : commune.longitude >= 2 && commune.latitude > 46
        ? '03'
        : commune.longitude >= 2.5
          ? '04'
          : '05'
  const pairs = Array.from({ length: 4 }, () => String(Math.floor(rnd() * 100)).padStart(2, '0'))
  return `${area} ${pairs.join(' ')}`
}

/**
 * Stores for the given communes: the largest town of each département gets a builders'
 * merchant, and the `extra` largest towns get up to three more stores of other kinds.
 */
export function generateStores(communes: Commune[], opts: { extra: number; seed?: number }): StoreSeed[] {
  const rnd = random(opts.seed ?? 2026)
  const located = communes.filter((c) => c.precise && c.postcodes.length > 0 && /^(\d{2}|2[AB])$/.test(c.department) && c.department < '97')
  const byDepartment = new Map<string, Commune>()
  for (const c of located) {
    const best = byDepartment.get(c.department)
    if (!best || c.population > best.population) byDepartment.set(c.department, c)
  }
  const plan: { commune: Commune; type: StoreType; rank: number }[] = [...byDepartment.values()].map((commune) => ({
    commune,
    type: 'negoce' as const,
    rank: 0,
  }))
  const largest = [...located].sort((a, b) => b.population - a.population).slice(0, opts.extra)
  for (const [position, commune] of largest.entries()) {
    const more = position < 10 ? 3 : position < 40 ? 2 : 1
    for (let rank = 1; rank <= more; rank++) plan.push({ commune, type: TYPES_BY_RANK[rank] as StoreType, rank })
  }
  const names = new Set<string>()
  return plan.map(({ commune, type, rank }) => {
    const template = pick(rnd, NAMES[type])
    let name = template.replace('{ville}', commune.name)
    for (let n = 2; names.has(name); n++) name = `${template.replace('{ville}', commune.name)} ${n}`
    names.add(name)
    // A few hundred metres to 2 km from the town centre, in a fixed direction per rank.
    const angle = rnd() * 2 * Math.PI
    const km = rank === 0 ? 0.3 + rnd() * 0.7 : 0.5 + rnd() * 1.5
    const latitude = commune.latitude + (km / 111) * Math.sin(angle)
    const longitude = commune.longitude + (km / (111 * Math.cos((commune.latitude * Math.PI) / 180))) * Math.cos(angle)
    return {
      name,
      type,
      address: `${1 + Math.floor(rnd() * 120)} ${pick(rnd, STREETS)}`,
      postcode: commune.postcodes[0] as string,
      city: commune.name,
      country: 'FR',
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
      phone: phoneFor(commune, rnd),
      openingHours: HOURS[type],
      targets: TARGETS[type],
      ranges: RANGES[type],
    }
  })
}

/** Creates the missing demo stores in bulk; updates (one by one) those whose data changed. */
export async function seedStores(ctx: SeedContext, communes: Commune[]): Promise<number> {
  const tally = new Tally('Points de vente')
  const known = await loadIndex(ctx, 'stores', 'name')
  const stores = generateStores(communes, { extra: 30 })
  const missing: StoreSeed[] = []
  for (const store of stores) {
    const existing = known.get(store.name)
    if (!existing) missing.push(store)
    else if (isSubset(store, existing)) tally.add('unchanged')
    else
      tally.add(
        await upsert(ctx, { collection: 'stores', key: 'name', value: store.name, known: existing, locale: 'fr', data: { ...store } }),
      )
  }
  const created = await insertStores(ctx.payload, missing)
  for (let i = 0; i < created; i++) tally.add('created')
  ctx.log(tally.toString())
  return stores.length
}
