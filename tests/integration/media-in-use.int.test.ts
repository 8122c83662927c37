/**
 * An image still shown is not deleted (decision 139): a QA pass deleted an image a page's image
 * block showed; the public page lost it silently and the page's next save failed on its required
 * image. Payload's Local API and its real REST handlers (as the back office's edit view and list
 * view send a delete), on SQLite and PostgreSQL:
 * - the fields that can show an image are found in the config itself (tabs, arrays, blocks,
 *   rich text), not in a list;
 * - an image used by a product, a category, a menu, a sales plan (the demo content), or by a page's
 *   cover, image block, slider, push, rich text, or only by a page's draft, is refused in French,
 *   naming where; nothing is deleted;
 * - once no content shows it, it is deleted (its files too);
 * - a bulk delete from the list view deletes the unused images and lists each refusal.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { createLocalReq, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { payloadClient } from '../../src/data/payload'
import { findUses, referencesTo, type Reference } from '../../src/payload/collections/media/in-use'
import { ORIGIN } from './support/in-process-fetch'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type DeleteAnswer = { message?: string; docs?: { id: number }[]; errors?: { id?: number; message?: string }[] }

let payload: Payload
let rest: Record<'DELETE', Handler>
const EDITOR = { email: 'mediatheque.editeur@ardalis.example', password: 'Mediatheque-Editeur-2026!' }
let editorId: number | undefined
let token = ''
const createdPages: number[] = []
const createdDossiers: number[] = []
const createdImages: number[] = []
let png: Buffer

async function del(pathAndQuery: string): Promise<Response> {
  const url = new URL(pathAndQuery, ORIGIN)
  const request = new Request(url, {
    method: 'DELETE',
    headers: { authorization: `JWT ${token}`, 'accept-language': 'fr', 'content-type': 'application/json' },
  })
  return rest.DELETE(request, { params: Promise.resolve({ slug: url.pathname.slice(5).split('/') }) })
}

async function newImage(name: string): Promise<{ id: number; filename: string }> {
  const doc = await payload.create({
    collection: 'media',
    data: { alt: `Essai ${name}` },
    file: { data: png, mimetype: 'image/png', name: `${name}.png`, size: png.length },
    overrideAccess: true,
  })
  createdImages.push(doc.id)
  return { id: doc.id, filename: String(doc.filename) }
}

/** The refusal of the Local API's delete by id, or null when it deleted. */
async function refusalOf(id: number): Promise<{ status: unknown; message: string } | null> {
  try {
    await payload.delete({ collection: 'media', id, overrideAccess: true })
    return null
  } catch (error) {
    return { status: (error as { status?: unknown }).status, message: (error as Error).message }
  }
}

async function exists(id: number): Promise<boolean> {
  return (await payload.count({ collection: 'media', where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1
}

const sentence = (filename: string, uses: string) =>
  `L’image « ${filename} » est utilisée par : ${uses}. Retirez-la de ces contenus avant de la supprimer.`

const richText = (image: number) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', text: 'Le chantier terminé :', format: 0, mode: 'normal', style: '', detail: 0, version: 1 }],
      },
      { type: 'upload', version: 3, format: '', id: '66a1f0c2b4e5d6a7b8c9d0e1', fields: null, relationTo: 'media', value: image },
    ],
  },
})

async function newPage(title: string, data: Record<string, unknown>): Promise<number> {
  const page = await payload.create({
    collection: 'pages',
    data: { title, _status: 'published', ...data } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  createdPages.push(page.id)
  return page.id
}

beforeAll(async () => {
  rest = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as typeof rest
  payload = await payloadClient()
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c8b89a' } })
    .png()
    .toBuffer()
  const editor = await payload.create({ collection: 'users', data: { ...EDITOR, name: 'Médiathèque', role: 'editor' } })
  editorId = editor.id
  token = (await payload.login({ collection: 'users', data: EDITOR })).token ?? ''
})

afterAll(async () => {
  const context = { disableRevalidate: true }
  for (const id of createdPages) await payload.delete({ collection: 'pages', id, overrideAccess: true, context }).catch(() => undefined)
  for (const id of createdDossiers)
    await payload.delete({ collection: 'dossiers', id, overrideAccess: true, context }).catch(() => undefined)
  await payload.delete({ collection: 'media', where: { id: { in: createdImages } }, overrideAccess: true })
  if (editorId !== undefined) await payload.delete({ collection: 'users', id: editorId })
})

describe('the fields that can show an image', () => {
  it('are found in the config: covers, products’ images, every block, array and rich text that holds one', () => {
    const where = (reference: Reference) =>
      [
        reference.owner.slug,
        ...reference.steps.map((step) => (step.kind === 'blocks' ? `${step.name}[${step.block}]` : step.name)),
        reference.field.name,
      ].join('.')
    const found = referencesTo(payload.config, 'media').map(where)
    expect(found).toEqual(
      expect.arrayContaining([
        'products.medias.image',
        'products.variants.image',
        'categories.cover',
        'sales-plans.homeVisual',
        'menus.items.cover',
        'menus.items.pushes.visuel',
        'menus.items.childs.cover',
        'menus.items.childs.links.cover',
        ...['pages', 'dossiers'].flatMap((owner) => [
          `${owner}.cover`,
          `${owner}.layout[image].image`,
          `${owner}.layout[pushes].items.visuel`,
          `${owner}.layout[slider].slides.image`,
          `${owner}.layout[richText].content`,
        ]),
      ]),
    )
    // Payload's own records (a lock on the image's edit view, preferences) are no use of it.
    expect(found.filter((entry) => entry.startsWith('payload-'))).toEqual([])
  })
})

describe('deleting an image still shown', () => {
  it('is refused for the demo content’s images, naming the product, category, menu or sales plan; nothing is deleted', async () => {
    const cases = [
      { collection: 'products', path: 'medias.image', label: 'Produit', title: 'name' },
      { collection: 'categories', path: 'cover', label: 'Catégorie', title: 'name' },
      { collection: 'menus', path: 'items.childs.links.cover', label: 'Menu', title: 'code' },
      { collection: 'sales-plans', path: 'homeVisual', label: 'Plan de vente', title: 'name' },
    ] as const
    for (const { collection, path: field, label, title } of cases) {
      const { docs } = await payload.find({ collection, where: { [field]: { exists: true } }, depth: 0, limit: 1, overrideAccess: true })
      const owner = docs[0] as unknown as Record<string, unknown> | undefined
      expect(owner, `${collection}.${field} in the demo content`).toBeDefined()
      const read = (value: unknown, segments: string[]): unknown[] => {
        if (segments.length === 0) return [value]
        if (Array.isArray(value)) return value.flatMap((item) => read(item, segments))
        return value && typeof value === 'object' ? read((value as Record<string, unknown>)[segments[0]!], segments.slice(1)) : []
      }
      const image = read(owner, field.split('.')).find((value) => typeof value === 'number') as number
      const refusal = await refusalOf(image)
      expect(refusal?.status, `${collection}.${field}`).toBe(409)
      expect(refusal?.message).toMatch(/^L’image « .+ » est utilisée par : .+\. Retirez-la de ces contenus avant de la supprimer\.$/)
      expect(refusal?.message).toContain(`${label} « ${String(owner?.[title])} »`)
      expect(await exists(image)).toBe(true)
    }
  })

  it('is refused for an image in a page’s cover, image block, slider, push or rich text, and in a dossier’s', async () => {
    const cases: [string, (image: number) => Record<string, unknown>][] = [
      ['couverture', (image) => ({ cover: image })],
      ['bloc image', (image) => ({ layout: [{ blockType: 'image', image, caption: 'Avant travaux' }] })],
      ['carrousel', (image) => ({ layout: [{ blockType: 'slider', slides: [{ image, title: 'Diapositive' }] }] })],
      ['push', (image) => ({ layout: [{ blockType: 'pushes', items: [{ titre: 'Nouveau', visuel: image }] }] })],
      ['texte riche', (image) => ({ layout: [{ blockType: 'richText', content: richText(image) }] })],
    ]
    for (const [where, data] of cases) {
      const image = await newImage(`essai-${where.replace(/ /g, '-')}`)
      const title = `Essai médiathèque — ${where}`
      const page = await newPage(title, data(image.id))
      const refusal = await refusalOf(image.id)
      expect(refusal, where).toEqual({ status: 409, message: sentence(image.filename, `Page « ${title} »`) })
      expect(await exists(image.id)).toBe(true)
      // Without it, the page lets the image go.
      await payload.update({
        collection: 'pages',
        id: page,
        data: { cover: null, layout: [] },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      expect(await refusalOf(image.id), where).toBeNull()
      expect(await exists(image.id)).toBe(false)
    }
    const image = await newImage('essai-dossier')
    const dossier = await payload.create({
      collection: 'dossiers',
      data: { title: 'Essai médiathèque — dossier', _status: 'published', layout: [{ blockType: 'image', image: image.id }] } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    createdDossiers.push(dossier.id)
    expect((await refusalOf(image.id))?.message).toBe(sentence(image.filename, 'Dossier « Essai médiathèque — dossier »'))
  })

  it('is refused when only a page’s draft shows it, or only its published version, and says which', async () => {
    const image = await newImage('essai-brouillon')
    const title = 'Essai médiathèque — brouillon'
    const page = await newPage(title, {})
    const context = { disableRevalidate: true }
    await payload.update({ collection: 'pages', id: page, draft: true, data: { cover: image.id }, overrideAccess: true, context })
    expect((await refusalOf(image.id))?.message).toBe(sentence(image.filename, `Page « ${title} » (brouillon)`))
    await payload.update({ collection: 'pages', id: page, data: { cover: image.id, _status: 'published' }, overrideAccess: true, context })
    expect((await refusalOf(image.id))?.message).toBe(sentence(image.filename, `Page « ${title} »`))
    await payload.update({ collection: 'pages', id: page, draft: true, data: { cover: null }, overrideAccess: true, context })
    expect((await refusalOf(image.id))?.message).toBe(sentence(image.filename, `Page « ${title} » (version publiée)`))
    expect(await exists(image.id)).toBe(true)
  })
})

describe('in the back office (Payload’s REST handlers, as staff)', () => {
  it('the edit view’s « Supprimer » gets a 409 whose message the toast shows; the image stays', async () => {
    const image = await newImage('essai-vue-edition')
    const title = 'Essai médiathèque — vue édition'
    await newPage(title, { layout: [{ blockType: 'image', image: image.id }] })
    const response = await del(`/api/media/${image.id}`)
    const body = (await response.json()) as DeleteAnswer
    expect(response.status, JSON.stringify(body)).toBe(409)
    // @payloadcms/ui's DeleteDocument: `json.errors.forEach((error) => toast.error(error.message))`.
    expect(body.errors).toEqual([expect.objectContaining({ message: sentence(image.filename, `Page « ${title} »`) })])
    expect(await exists(image.id)).toBe(true)
  })

  it('the list view’s bulk delete deletes the unused images and lists each refusal', async () => {
    const used = await newImage('essai-liste-utilisee')
    const unused = await newImage('essai-liste-libre')
    const title = 'Essai médiathèque — liste'
    await newPage(title, { layout: [{ blockType: 'slider', slides: [{ image: used.id, title: 'Diapositive' }] }] })
    const filesBefore = await readdir(path.join(inject('mediaDir'), 'images'))
    expect(filesBefore).toContain(unused.filename)
    // As DeleteMany sends it: limit=0, select={}, where[and][0][id][in][…].
    const query = new URLSearchParams({ limit: '0', locale: 'fr' })
    query.append('where[and][0][id][in][0]', String(used.id))
    query.append('where[and][0][id][in][1]', String(unused.id))
    const response = await del(`/api/media?${query.toString()}`)
    const body = (await response.json()) as DeleteAnswer
    expect(response.status, JSON.stringify(body)).toBe(400)
    expect(body.docs?.map((doc) => doc.id)).toEqual([unused.id])
    expect(body.errors).toEqual([expect.objectContaining({ id: used.id, message: sentence(used.filename, `Page « ${title} »`) })])
    expect(body.message).toBe('Impossible de supprimer 1 sur 2 Images.')
    expect(await exists(used.id)).toBe(true)
    expect(await exists(unused.id)).toBe(false)
    const filesAfter = await readdir(path.join(inject('mediaDir'), 'images'))
    expect(filesAfter).not.toContain(unused.filename)
    expect(filesAfter).toContain(used.filename)
  })
})

describe('the search is the config’s, whatever the collection', () => {
  it('finds the products and pages a PDF document is attached to (a relationship with many values, in a block too)', async () => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { documents: { exists: true } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const product = docs[0]
    const document = (product?.documents as number[] | undefined)?.[0]
    expect(document, 'a product with documents in the demo content').toBeDefined()
    const title = 'Essai médiathèque — téléchargements'
    const page = await newPage(title, { layout: [{ blockType: 'downloads', documents: [document] }] })
    const uses = await findUses(await createLocalReq({}, payload), 'documents', document!)
    expect(uses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Produit', title: product?.name, id: product?.id }),
        expect.objectContaining({ label: 'Page', title, id: page }),
      ]),
    )
  })
})
