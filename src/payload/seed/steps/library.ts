/**
 * Images and PDF documents of the seed, found by file name (the upsert key of uploads)
 * and generated only when missing. Identical visuals are generated once and reused.
 */
import { existsSync, unlinkSync } from 'node:fs'
import path from 'node:path'
import type { CollectionSlug } from 'payload'
import type { VisualDef } from '@/payload/seed/demo/page-kit'
import type { Family, PackDef } from '@/payload/seed/demo/product-kit'
import { packFileKey, packLabel, packLabelEn } from '@/payload/seed/demo/product-kit'
import type { GeneratedImage, PictoKey, Tone } from '../images'
import { packshotSvg, pictoSvg, renderJpeg, renderPng, TONES } from '../images'
import type { Frame, SceneKind } from '../scenes'
import { SCENE_ALT, sceneSvg } from '../scenes'
import type { Bilingual } from '../types'
import type { AnyDoc, SeedContext } from '../util'
import { api, loadIndex, Tally, WRITE } from '../util'

/** The scene of each family's ambiance picture and of the category covers of its tone. */
export const TONE_SCENE: Record<Tone, SceneKind> = {
  preparation: 'primer',
  rebouchage: 'patch',
  egalisage: 'worksite',
  lissage: 'smooth',
  finition: 'sanding',
  joints: 'joints',
  exterieur: 'facade',
  bois: 'wood',
  deco: 'living',
  humide: 'bathroom',
  airless: 'airless',
  multi: 'tools',
  facile: 'bedroom',
  marque: 'factory',
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

export const PICTO_ALT_EN: Record<PictoKey, string> = {
  INTERIEUR: 'Pictogram: for indoor use',
  EXTERIEUR: 'Pictogram: for outdoor use',
  PIECES_HUMIDES: 'Pictogram: suitable for wet rooms',
  POUDRE: 'Pictogram: powder to mix with water',
  PATE: 'Pictogram: ready-to-use paste',
  A_PLUS: 'Pictogram: indoor air emissions class A+',
  AIRLESS: 'Pictogram: for airless spraying',
  SANS_PONCAGE: 'Pictogram: no sanding',
  CE: 'Pictogram: CE marking to EN 13963',
}

interface UploadArgs {
  filename: string
  data: Record<string, unknown>
  /** Localized fields in English (the media's alt and title, the documents' title). */
  en?: Record<string, unknown>
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
    /** English fields of the images and documents (by `collection/filename`), without the French fallback. */
    private readonly english: Map<string, AnyDoc>,
  ) {}

  static async load(ctx: SeedContext): Promise<Library> {
    const inEnglish = (collection: 'media' | 'documents') =>
      api(ctx.payload).find({ collection, pagination: false, depth: 0, locale: 'en', fallbackLocale: false, overrideAccess: true })
    const [media, documents, mediaEn, documentsEn] = await Promise.all([
      loadIndex(ctx, 'media', 'filename'),
      loadIndex(ctx, 'documents', 'filename'),
      inEnglish('media'),
      inEnglish('documents'),
    ])
    const english = new Map<string, AnyDoc>()
    for (const [collection, found] of [
      ['media', mediaEn],
      ['documents', documentsEn],
    ] as const)
      for (const doc of found.docs as AnyDoc[]) if (typeof doc.filename === 'string') english.set(`${collection}/${doc.filename}`, doc)
    return new Library(ctx, media, documents, english)
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
      const english = async (id: number): Promise<boolean> => {
        const en = args.en
        const knownEn = this.english.get(key)
        if (!en || (knownEn && Object.entries(en).every(([field, value]) => knownEn[field] === value))) return false
        await local.update({ collection: collection as CollectionSlug, id, data: en, locale: 'en', ...WRITE })
        return true
      }
      if (known) {
        const changed = Object.entries(args.data).some(([field, value]) => known[field] !== value)
        if (changed) await local.update({ collection: collection as CollectionSlug, id: known.id, data: args.data, locale: 'fr', ...WRITE })
        const changedEn = await english(known.id)
        tally.add(changed || changedEn ? 'updated' : 'unchanged')
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
      await english(created.id)
      tally.add('created')
      return created.id
    })()
    this.pending.set(key, task)
    return task
  }

  /** An image by file name; a French-only alt (a string) leaves the English one to the fallback. */
  image(filename: string, alt: Bilingual | string, title: Bilingual | null, render: () => Promise<GeneratedImage>): Promise<number> {
    if (typeof alt === 'string')
      return this.ensure('media', this.media, this.tally, { filename, data: { alt, title: title?.fr ?? null }, render })
    return this.ensure('media', this.media, this.tally, {
      filename,
      data: { alt: alt.fr, title: title?.fr ?? null },
      en: { alt: alt.en, title: title?.en ?? null },
      render,
    })
  }

  /** A PDF by file name; a French-only title (a string) leaves the English one to the fallback. */
  document(
    filename: string,
    title: Bilingual | string,
    kind: 'FICHES_QCE' | 'FDS' | 'DOP' | 'BROCHURE' | 'FDES',
    render: () => Promise<Uint8Array>,
  ): Promise<number> {
    return this.ensure('documents', this.documents, this.docTally, {
      filename,
      data: { title: typeof title === 'string' ? title : title.fr, kind },
      en: typeof title === 'string' ? undefined : { title: title.en },
      render: async () => ({ data: Buffer.from(await render()), mimetype: 'application/pdf' }),
    })
  }

  /** The packshot of one pack: its container (bag, tub, tube, cartridge, carton) and its size. */
  packshot(slug: string, name: Bilingual, pack: PackDef, family: Family): Promise<number> {
    const plain = (text: string) => text.replace(/®/g, '')
    return this.image(
      `packshot-${slug}-${packFileKey(pack)}.png`,
      { fr: `${plain(name.fr)}, ${packLabel(pack).toLowerCase()}`, en: `${plain(name.en)}, ${packLabelEn(pack)}` },
      name,
      () => renderPng(packshotSvg(name.fr, pack, family)),
    )
  }

  /** An illustration in a frame; the file name changes with the drawing's version. */
  scene(name: string, scene: SceneKind, tone: Tone, frame: Frame, alt: Bilingual, title: Bilingual): Promise<number> {
    return this.image(`illustration-${name}.jpg`, alt, title, () => renderJpeg(sceneSvg(scene, TONES[tone], frame)))
  }

  ambiance(family: Family): Promise<number> {
    const scene = TONE_SCENE[family]
    const alt = SCENE_ALT[scene]
    return this.scene(`ambiance-${family}`, scene, family, 'ambiance', alt, alt)
  }

  picto(key: PictoKey): Promise<number> {
    return this.image(
      `picto-${key.toLowerCase().replace(/_/g, '-')}.png`,
      { fr: PICTO_ALT[key], en: PICTO_ALT_EN[key] },
      { fr: key, en: key },
      () => renderPng(pictoSvg(key)),
    )
  }

  /** A category's cover: the scene of its tone, 2:1. */
  categoryCover(slug: string, tone: Tone, title: Bilingual): Promise<number> {
    const scene = TONE_SCENE[tone]
    return this.scene(`categorie-${slug}`, scene, tone, 'cover', SCENE_ALT[scene], title)
  }

  /** A named visual of the pages and menus (see demo/visuals.ts). */
  visual(def: VisualDef): Promise<number> {
    const frame: Frame = def.kind
    return this.scene(def.key, def.scene, def.tone, frame, def.alt ?? SCENE_ALT[def.scene], { fr: def.title, en: def.title })
  }
}
