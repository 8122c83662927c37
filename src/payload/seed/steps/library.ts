/**
 * Images and PDF documents of the seed, found by file name (the upsert key of uploads)
 * and generated only when missing. Identical visuals are generated once and reused.
 */
import { existsSync, unlinkSync } from 'node:fs'
import path from 'node:path'
import type { CollectionSlug } from 'payload'
import type { VisualDef } from '@/payload/seed/demo/page-kit'
import type { Family, PackDef } from '@/payload/seed/demo/product-kit'
import type { GeneratedImage, PictoKey, Tone } from '../images'
import { ambianceSvg, coverSvg, packshotSvg, pictoSvg, renderJpeg, renderPng } from '../images'
import type { AnyDoc, SeedContext } from '../util'
import { api, loadIndex, Tally, upsert, WRITE } from '../util'

const AMBIANCE: Record<Family, { caption: string; alt: string }> = {
  preparation: {
    caption: 'Application d’un fixateur avant enduit',
    alt: 'Mur en plâtre traité au rouleau avec un fixateur de fonds avant l’application d’un enduit Ardalis',
  },
  rebouchage: {
    caption: 'Rebouchage d’un trou au couteau à enduire',
    alt: 'Mur en cours de rebouchage avec un couteau à enduire et un seau d’enduit Ardalis',
  },
  egalisage: {
    caption: 'Égalisage d’un mur irrégulier',
    alt: 'Mur irrégulier en cours d’égalisage à la lisseuse avec un enduit garnissant Ardalis',
  },
  lissage: {
    caption: 'Lissage d’un mur à la lisseuse',
    alt: 'Mur intérieur en cours de lissage avec une lisseuse et un seau d’enduit Ardalis',
  },
  finition: {
    caption: 'Finition extra-fine avant peinture',
    alt: 'Mur blanc parfaitement lisse après une finition extra-fine Ardalis, prêt à peindre',
  },
  joints: {
    caption: 'Traitement des joints d’une cloison',
    alt: 'Cloison en plaques de plâtre avec bandes à joint et seau d’enduit Ardalis',
  },
  exterieur: { caption: 'Réparation d’une façade', alt: 'Façade en cours de réparation avec un enduit extérieur Ardalis et un platoir' },
  bois: { caption: 'Rebouchage d’une boiserie', alt: 'Boiserie rebouchée avec une pâte à bois Ardalis avant peinture' },
  deco: {
    caption: 'Enduit décoratif effet béton ciré',
    alt: 'Mur de salle de bain habillé d’un enduit décoratif effet béton ciré Ardalis',
  },
  humide: { caption: 'Lissage d’une salle de bain', alt: 'Mur de salle de bain lissé avec un enduit hydrofugé Ardalis' },
  airless: {
    caption: 'Projection d’enduit à la machine airless',
    alt: 'Grand mur en cours de lissage après projection d’un enduit Airlis à la machine airless',
  },
  multi: {
    caption: 'Rénovation d’un mur avec un enduit tout-en-un',
    alt: 'Mur rénové avec un enduit tout-en-un Ardalis : rebouchage, égalisage et lissage',
  },
}

export const PICTO_ALT: Record<PictoKey, string> = {
  INTERIEUR: 'Pictogramme : usage en intérieur',
  EXTERIEUR: 'Pictogramme : usage en extérieur',
  PIECES_HUMIDES: 'Pictogramme : adapté aux pièces humides',
  POUDRE: 'Pictogramme : produit en poudre à gâcher',
  PATE: 'Pictogramme : pâte prête à l’emploi',
  A_PLUS: 'Pictogramme : émissions dans l’air intérieur classe A+',
  AIRLESS: 'Pictogramme : application à la machine airless',
  SANS_PONCAGE: 'Pictogramme : sans ponçage',
  CE: 'Pictogramme : marquage CE selon EN 13963',
}

/** English alt texts of the pictograms (the English product pages show them). */
export const PICTO_ALT_EN: Record<PictoKey, string> = {
  INTERIEUR: 'Pictogram: for indoor use',
  EXTERIEUR: 'Pictogram: for outdoor use',
  PIECES_HUMIDES: 'Pictogram: suitable for wet rooms',
  POUDRE: 'Pictogram: powder to mix with water',
  PATE: 'Pictogram: ready-to-use paste',
  A_PLUS: 'Pictogram: indoor air emissions class A+',
  AIRLESS: 'Pictogram: airless spray application',
  SANS_PONCAGE: 'Pictogram: no sanding',
  CE: 'Pictogram: CE marking to EN 13963',
}

interface UploadArgs {
  filename: string
  data: Record<string, unknown>
  render: () => Promise<{ data: Buffer; mimetype: string }>
}

export class Library {
  readonly tally = new Tally('Images')
  readonly docTally = new Tally('Documents')
  private readonly pending = new Map<string, Promise<number>>()

  private constructor(
    private readonly ctx: SeedContext,
    private readonly media: Map<string, AnyDoc>,
    private readonly documents: Map<string, AnyDoc>,
  ) {}

  static async load(ctx: SeedContext): Promise<Library> {
    const [media, documents] = await Promise.all([loadIndex(ctx, 'media', 'filename'), loadIndex(ctx, 'documents', 'filename')])
    return new Library(ctx, media, documents)
  }

  /** The folder of the collection's files on disk; none when they live in the S3 bucket (decision 096). */
  private staticDir(collection: 'media' | 'documents'): string | undefined {
    const upload = this.ctx.payload.collections[collection]?.config.upload
    if (!upload || typeof upload !== 'object' || upload.disableLocalStorage) return undefined
    return typeof upload.staticDir === 'string' ? upload.staticDir : undefined
  }

  /** Finds the upload by file name, or generates and uploads it (once, even when asked concurrently). */
  private ensure(collection: 'media' | 'documents', index: Map<string, AnyDoc>, tally: Tally, args: UploadArgs): Promise<number> {
    const key = `${collection}/${args.filename}`
    const running = this.pending.get(key)
    if (running) return running
    const task = (async (): Promise<number> => {
      const local = api(this.ctx.payload)
      const known = index.get(args.filename)
      if (known) {
        const changed = Object.entries(args.data).some(([field, value]) => known[field] !== value)
        if (changed) await local.update({ collection: collection as CollectionSlug, id: known.id, data: args.data, locale: 'fr', ...WRITE })
        tally.add(changed ? 'updated' : 'unchanged')
        return known.id
      }
      // A file left on disk by an earlier database would make Payload rename the upload (an object
      // left in the bucket is simply overwritten).
      const dir = this.staticDir(collection)
      const orphan = dir ? path.join(dir, args.filename) : undefined
      if (orphan && existsSync(orphan)) unlinkSync(orphan)
      const file = await args.render()
      const created = await local.create({
        collection: collection as CollectionSlug,
        data: args.data,
        locale: 'fr',
        file: { data: file.data, mimetype: file.mimetype, name: args.filename, size: file.data.length },
        // Uploads run a few at a time: without a transaction, one upload's image resizing
        // does not hold the SQLite write lock while another one waits for it.
        disableTransaction: true,
        ...WRITE,
      })
      index.set(args.filename, created)
      tally.add('created')
      return created.id
    })()
    this.pending.set(key, task)
    return task
  }

  image(filename: string, alt: string, title: string | null, render: () => Promise<GeneratedImage>): Promise<number> {
    return this.ensure('media', this.media, this.tally, { filename, data: { alt, title }, render })
  }

  document(
    filename: string,
    title: string,
    kind: 'FICHES_QCE' | 'FDS' | 'DOP' | 'BROCHURE' | 'FDES',
    render: () => Promise<Uint8Array>,
  ): Promise<number> {
    return this.ensure('documents', this.documents, this.docTally, {
      filename,
      data: { title, kind },
      render: async () => ({ data: Buffer.from(await render()), mimetype: 'application/pdf' }),
    })
  }

  packshot(slug: string, name: string, pack: PackDef, family: Family, alt: string): Promise<number> {
    return this.image(`packshot-${slug}.png`, alt, name, () => renderPng(packshotSvg(name, pack, family)))
  }

  ambiance(family: Family): Promise<number> {
    const { caption, alt } = AMBIANCE[family]
    return this.image(`ambiance-${family}.jpg`, alt, caption, () => renderJpeg(ambianceSvg(family, caption)))
  }

  picto(key: PictoKey): Promise<number> {
    const filename = `picto-${key.toLowerCase().replace(/_/g, '-')}.png`
    return this.english(
      filename,
      PICTO_ALT_EN[key],
      this.image(filename, PICTO_ALT[key], key, () => renderPng(pictoSvg(key))),
    )
  }

  /** Writes the English alt text of an upload once (alt is localized; French otherwise shown on English pages). */
  private english(filename: string, alt: string, upload: Promise<number>): Promise<number> {
    const key = `en/${filename}`
    const running = this.pending.get(key)
    if (running) return running
    const task = (async (): Promise<number> => {
      const id = await upload
      await upsert(this.ctx, { collection: 'media', key: 'filename', value: filename, known: { id }, locale: 'en', data: { alt } })
      return id
    })()
    this.pending.set(key, task)
    return task
  }

  cover(filename: string, title: string, subtitle: string, tone: Tone, alt: string): Promise<number> {
    return this.image(filename, alt, title, () => renderJpeg(coverSvg(title, subtitle, tone)))
  }

  /** A named visual of the pages and menus (see data/visuals.ts). */
  visual(def: VisualDef): Promise<number> {
    if (def.kind === 'ambiance') return this.ambiance(def.tone as Family)
    if (def.kind === 'push')
      return this.image(`${def.key}.jpg`, def.alt, def.title, () => renderJpeg(coverSvg(def.title, def.subtitle, def.tone, 740, 600)))
    return this.image(`${def.key}.jpg`, def.alt, def.title, () => renderJpeg(coverSvg(def.title, def.subtitle, def.tone)))
  }
}
