/**
 * Suggest benchmark helpers (run by bench/search.mjs through tsx): a generated
 * catalogue of N products mapped to search documents by the site's own mapping,
 * and an HTTP server answering /api/v1/suggest with the site's index and answer
 * shape, so that the figures measure the engine and its JSON, not the test data.
 */
import http from 'node:http'
import type { Catalogue, CharacteristicDef, Product } from '../src/domain/catalogue/types'
import { catalogueDocs } from '../src/domain/search/documents'
import { MemorySearchIndex } from '../src/domain/search/memory-index'
import { toSuggestGroups } from '../src/domain/api/search-map'
import { SUGGEST_ITEMS } from '../src/domain/search/types'

const BRANDS = [
  'Rebouchor',
  'Lissafin',
  'Égalisor',
  'Façalis',
  'Boisalis',
  'Décoralis',
  'Hydralis',
  'Jointex',
  'Multalis',
  'Finisoie',
  'Primalis',
  'Planéo',
  'Airlis',
  'Dégrossix',
  'Lissalux',
  'Fissurex',
]
const WORDS = [
  'Poudre',
  'Pâte',
  'Allégé',
  'Rapide',
  'Fibré',
  'Extérieur',
  'Façade',
  'Rénovation',
  'Finition',
  'Express',
  'Machine',
  'Souple',
  'Intense',
  'Plâtre',
  'Béton',
  'Bois',
  'Pièces humides',
  'Anti-fissures',
  'Tout-en-un',
  'Satin',
  'Mat',
  'Blanc',
  'Gris',
  'Projetable',
]
const FAMILIES = ['rebouchage', 'lissage', 'egalisage', 'finition', 'jointoiement', 'decoration', 'preparation']
const SUPPORTS = ['platre', 'plaque-de-platre', 'beton', 'enduit-ciment', 'bois', 'carrelage', 'ancienne-peinture']

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T
}

export function generatedCatalogue(count: number): Catalogue {
  const categories = FAMILIES.map((family, i) => ({
    id: i + 1,
    name: `Enduits de ${family}`,
    slug: `enduits-de-${family}`,
    target: 'pro' as const,
    parentId: null,
    order: i,
    summary: '',
    description: '',
    cover: null,
  }))
  const characteristics: CharacteristicDef[] = [
    {
      id: 1,
      technicalName: 'FONCTION',
      label: 'Fonction',
      kind: 'enum',
      unit: null,
      order: 1,
      values: FAMILIES.map((f) => ({ slug: f, label: f[0]?.toUpperCase() + f.slice(1) })),
      usage: {
        pro: { product: true, filter: true, compare: true, guide: true, guideOrder: 1 },
        part: { product: true, filter: true, compare: true, guide: true, guideOrder: 1 },
      },
    },
    {
      id: 2,
      technicalName: 'SUPPORT',
      label: 'Supports',
      kind: 'enum',
      unit: null,
      order: 2,
      values: SUPPORTS.map((s) => ({ slug: s, label: s.replace(/-/g, ' ') })),
      usage: {
        pro: { product: true, filter: true, compare: true, guide: true, guideOrder: 2 },
        part: { product: true, filter: true, compare: true, guide: true, guideOrder: 2 },
      },
    },
  ]
  const products: Product[] = []
  for (let i = 0; i < count; i++) {
    const family = pick(FAMILIES, i)
    const name = `${pick(BRANDS, i)} ${pick(WORDS, Math.floor(i / BRANDS.length))} ${pick(WORDS, Math.floor(i / 97) + 3)} ${i}`
    const reference = `ARD-${family.slice(0, 3).toUpperCase()}-${String(10000 + i)}`
    products.push({
      id: i + 1,
      name,
      slug: `produit-${i}`,
      reference,
      targets: ['pro'],
      promoted: i % 200 === 0,
      promotedOrder: null,
      summary: `Enduit de ${family} pour ${pick(SUPPORTS, i)} et ${pick(SUPPORTS, i + 3)}, application manuelle.`,
      description: `${name} est un enduit de ${family} en ${i % 2 ? 'poudre' : 'pâte'} pour travaux intérieurs, facile à poncer, recouvrable en 24 heures.`,
      benefits: ['Facile à appliquer', 'Ponçage facile', 'Faibles émissions'],
      categoryIds: [(i % FAMILIES.length) + 1],
      relatedIds: [],
      medias: [],
      documents: [
        {
          id: i + 1,
          kind: 'FICHES_QCE',
          title: 'Fiche technique',
          url: `/media/documents/fiche-${i}.pdf`,
          filename: `fiche-${i}.pdf`,
          size: 1000,
        },
      ],
      caracteristics: [
        { technicalName: 'FONCTION', values: [family] },
        { technicalName: 'SUPPORT', values: [pick(SUPPORTS, i), pick(SUPPORTS, i + 3)] },
      ],
      variants: [
        {
          reference: `${reference}-25KG`,
          gtin: String(37609900000000 + i * 10),
          packaging: 'sac',
          packSize: 25,
          packUnit: 'kg',
          targets: ['pro'],
          pricePro: null,
          pricePart: null,
          weightGrams: null,
        },
      ],
      consumption: { mode: 'none', rate: null, maxThickness: null, coats: null, tapePerM2: null },
      updatedAt: '2026-01-01T00:00:00.000Z',
    })
  }
  return { target: 'pro', locale: 'fr', products, categories, characteristics }
}

export function buildIndex(count: number): { index: MemorySearchIndex; docsMs: number; buildMs: number } {
  const t0 = performance.now()
  const docs = catalogueDocs(generatedCatalogue(count))
  const t1 = performance.now()
  const index = new MemorySearchIndex(docs)
  return { index, docsMs: t1 - t0, buildMs: performance.now() - t1 }
}

/** The suggest answer of the site for one text (same mapping as the route handler). */
export function suggestBody(index: MemorySearchIndex, text: string): string {
  const groups = index.search(text, { limit: SUGGEST_ITEMS })
  const list = toSuggestGroups(groups)
  return JSON.stringify({ data: { text, total: list.reduce((s, g) => s + g.total, 0), groups: list } })
}

export function serve(index: MemorySearchIndex, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const start = process.hrtime.bigint()
    const url = new URL(req.url ?? '/', 'http://x')
    const text = url.searchParams.get('text') ?? ''
    const body = suggestBody(index, text)
    const ms = Number(process.hrtime.bigint() - start) / 1e6
    res.writeHead(200, { 'Content-Type': 'application/json', 'X-Server-Ms': ms.toFixed(3) })
    res.end(body)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

/** What people type: prefixes (3 letters and more) of the words of random product names, plus a few typos and references. */
export function typedQueries(count: number, products: number): string[] {
  const catalogue = generatedCatalogue(Math.min(products, 2000))
  const out = new Set<string>()
  let seed = 42
  // mulberry32: a small deterministic generator, so that runs compare.
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  for (let guard = 0; out.size < count && guard < count * 50; guard++) {
    const product = catalogue.products[Math.floor(random() * catalogue.products.length)]
    if (!product) break
    const words = product.name.split(' ').slice(0, 3)
    const typed = words.slice(0, 1 + Math.floor(random() * words.length)).join(' ')
    const length = Math.max(3, Math.floor(random() * typed.length) + 1)
    out.add(random() < 0.05 ? product.reference : typed.slice(0, length))
  }
  return [...out]
}
