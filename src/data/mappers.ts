import type {
  Category,
  CharacteristicDef,
  CharacteristicUsage,
  DocumentFile,
  DocumentKind,
  Image,
  ImageVariant,
  MediaKind,
  Product,
} from '@/domain/catalogue/types'
import { DOCUMENT_KIND_CODES } from '@/domain/catalogue/types'
import { publicFileUrl } from '@/domain/catalogue/media-files'
import type { Target } from '@/domain/routing/types'
import type {
  Category as CategoryDoc,
  Characteristic as CharacteristicDoc,
  Document as DocumentDoc,
  Media as MediaDoc,
  Product as ProductDoc,
} from '@/payload-types'

type SizeDoc = { url?: string | null; width?: number | null; height?: number | null } | undefined

function variant(main: SizeDoc, webp: SizeDoc): ImageVariant | null {
  if (!main?.url) return null
  return {
    url: publicFileUrl(main.url),
    webp: webp?.url ? publicFileUrl(webp.url) : null,
    width: main.width ?? 0,
    height: main.height ?? 0,
  }
}

function isDoc<T extends { id: number }>(value: number | T | null | undefined): value is T {
  return typeof value === 'object' && value !== null
}

export function mapImage(media: number | MediaDoc | null | undefined): Image | null {
  if (!isDoc(media) || !media.url) return null
  const s = media.sizes ?? {}
  const large = variant(s.large, s.largeWebp)
  return {
    url: publicFileUrl(media.url),
    webp: large?.webp ?? null,
    width: media.width ?? 0,
    height: media.height ?? 0,
    alt: media.alt ?? '',
    title: media.title ?? null,
    card: variant(s.card, s.cardWebp),
    push: variant(s.push, s.pushWebp),
    large,
  }
}

export function mapDocument(doc: number | DocumentDoc | null | undefined): DocumentFile | null {
  if (!isDoc(doc) || !doc.url) return null
  const kind = (DOCUMENT_KIND_CODES as readonly string[]).includes(doc.kind) ? (doc.kind as DocumentKind) : 'BROCHURE'
  return { id: doc.id, kind, title: doc.title, url: publicFileUrl(doc.url), filename: doc.filename ?? '', size: doc.filesize ?? 0 }
}

const usage = (g: Partial<Record<keyof CharacteristicUsage, unknown>> | null | undefined): CharacteristicUsage => ({
  product: Boolean(g?.product),
  filter: Boolean(g?.filter),
  compare: Boolean(g?.compare),
  guide: Boolean(g?.guide),
  guideOrder: typeof g?.guideOrder === 'number' ? g.guideOrder : null,
})

export function mapCharacteristic(doc: CharacteristicDoc): CharacteristicDef {
  return {
    id: doc.id,
    technicalName: doc.technicalName,
    label: doc.label,
    kind: doc.kind,
    unit: doc.unit ?? null,
    order: doc.order ?? 0,
    values: (doc.values ?? []).map((v) => ({ slug: v.slug, label: v.label })),
    usage: { pro: usage(doc.pro), part: usage(doc.part) },
  }
}

export function mapCategory(doc: CategoryDoc): Category {
  const parent = doc.parent
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    target: doc.target,
    parentId: typeof parent === 'number' ? parent : isDoc(parent) ? parent.id : null,
    order: doc.order ?? 0,
    summary: doc.summary ?? '',
    description: doc.description ?? '',
    cover: mapImage(doc.cover),
  }
}

const idOf = (v: number | { id: number } | null | undefined): number | null => (typeof v === 'number' ? v : v ? v.id : null)

export function mapProduct(doc: ProductDoc, characteristicNames: Map<number, string>): Product {
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    reference: doc.reference,
    targets: (doc.targets ?? []) as Target[],
    promoted: Boolean(doc.promoted),
    promotedOrder: doc.promotedOrder ?? null,
    summary: doc.summary ?? '',
    description: doc.description ?? '',
    benefits: (doc.benefits ?? []).flatMap((b) => (b.text ? [b.text] : [])),
    categoryIds: (doc.categories ?? []).map(idOf).filter((id): id is number => id !== null),
    relatedIds: (doc.related ?? []).map(idOf).filter((id): id is number => id !== null),
    medias: (doc.medias ?? []).flatMap((m) => {
      const image = mapImage(m.image)
      return image ? [{ kind: m.kind as MediaKind, title: m.title ?? null, image }] : []
    }),
    documents: (doc.documents ?? []).map(mapDocument).filter((d): d is DocumentFile => d !== null),
    caracteristics: (doc.caracteristics ?? []).flatMap((c) => {
      const id = idOf(c.characteristic)
      const name = id === null ? undefined : characteristicNames.get(id)
      return name ? [{ technicalName: name, values: c.values ?? [] }] : []
    }),
    variants: (doc.variants ?? []).map((v) => ({
      reference: v.reference,
      gtin: v.gtin,
      packaging: v.packaging,
      packSize: v.packSize,
      packUnit: v.packUnit,
      targets: (v.targets ?? []) as Target[],
      pricePro: v.pricePro ?? null,
      pricePart: v.pricePart ?? null,
      weightGrams: v.weightGrams ?? null,
      image: mapImage(v.image),
    })),
    consumption: {
      mode: doc.consumption?.mode ?? 'none',
      rate: doc.consumption?.rate ?? null,
      maxThickness: doc.consumption?.maxThickness ?? null,
      coats: doc.consumption?.coats ?? null,
      tapePerM2: doc.consumption?.tapePerM2 ?? null,
    },
    updatedAt: doc.updatedAt,
  }
}
