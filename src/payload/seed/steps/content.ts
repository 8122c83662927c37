/** CMS pages (published) and menus. */
import type { Menu, Page } from '@/payload-types'
import type { MenuDef, MenuLinkDef } from '@/payload/seed/demo/menus'
import { MENUS } from '@/payload/seed/demo/menus'
import type { BlockDef } from '@/payload/seed/demo/page-kit'
import { PAGES } from '@/payload/seed/demo/pages'
import { PAGES_EN } from '@/payload/seed/demo/pages-en'
import { brochureDef } from '@/payload/seed/demo/brochures'
import { visualDef } from '@/payload/seed/demo/visuals'
import { brochurePdf } from '../pdf'
import { fromLines } from '../lexical'
import type { Locale } from '../types'
import type { SeedContext } from '../util'
import { loadIndex, mapLimit, Tally, UPLOADS_IN_FLIGHT, upsert } from '../util'
import type { Library } from './library'

type Data<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>
type Layout = NonNullable<Page['layout']>

export async function blockData(block: BlockDef, library: Library): Promise<Layout[number]> {
  switch (block.kind) {
    case 'rich':
      return {
        blockType: 'richText',
        content: fromLines(block.lines) as unknown as Extract<Layout[number], { blockType: 'richText' }>['content'],
      }
    case 'cta':
      return { blockType: 'cta', text: block.text, label: block.label, link: block.link }
    case 'image':
      return { blockType: 'image', image: await library.visual(visualDef(block.visual)), caption: block.caption }
    case 'video':
      return { blockType: 'video', title: block.title, youtubeId: block.youtubeId, caption: block.caption }
    case 'downloads': {
      const documents: number[] = []
      for (const filename of block.brochures) {
        const def = brochureDef(filename)
        documents.push(await library.document(def.filename, def.title, def.kind, () => brochurePdf(def)))
      }
      return { blockType: 'downloads', title: block.title, documents }
    }
    case 'faqExtract':
      return { blockType: 'faqExtract', title: block.title, tag: block.tag, limit: block.limit }
    case 'testimonies':
      return { blockType: 'testimonies', title: block.title, items: block.items.map((item) => ({ ...item })) }
    case 'slider': {
      const slides = []
      for (const slide of block.slides) {
        slides.push({
          title: slide.title,
          text: slide.text,
          link: slide.link,
          label_link: slide.label_link,
          image: await library.visual(visualDef(slide.visual)),
        })
      }
      return { blockType: 'slider', title: block.title, slides }
    }
    case 'pushes': {
      const items = []
      for (const item of block.items) {
        items.push({
          titre: item.titre,
          text: item.text,
          link: item.link,
          label_link: item.label_link,
          visuel: item.visual ? await library.visual(visualDef(item.visual)) : null,
        })
      }
      return { blockType: 'pushes', title: block.title, items }
    }
  }
}

/** Keys of the named visuals used by the pages and the menus. */
function usedVisuals(): string[] {
  const keys = new Set<string>()
  for (const def of PAGES) {
    if (def.cover) keys.add(def.cover)
    for (const block of def.blocks) {
      if (block.kind === 'image') keys.add(block.visual)
      if (block.kind === 'pushes') for (const item of block.items) if (item.visual) keys.add(item.visual)
      if (block.kind === 'slider') for (const slide of block.slides) keys.add(slide.visual)
    }
  }
  const walk = (links: readonly MenuLinkDef[]): void => {
    for (const link of links) {
      if (link.cover && 'visual' in link.cover) keys.add(link.cover.visual)
      for (const push of link.pushes ?? []) keys.add(push.visual)
      walk(link.childs ?? [])
    }
  }
  for (const menu of MENUS) walk(menu.items)
  return [...keys]
}

export async function seedPages(ctx: SeedContext, library: Library): Promise<Map<string, number>> {
  const tally = new Tally('Pages')
  const index = await loadIndex(ctx, 'pages', 'slug')
  const ids = new Map<string, number>()
  // Generate the visuals a few at a time before writing the pages one by one.
  await mapLimit(usedVisuals(), UPLOADS_IN_FLIGHT, (key) => library.visual(visualDef(key)))
  for (const def of PAGES) {
    const layout: Layout = []
    for (const block of def.blocks) layout.push(await blockData(block, library))
    const data: Data<Page> = {
      title: def.title,
      slug: def.slug,
      type: def.type,
      targets: [...def.targets],
      publishedAt: def.publishedAt ?? null,
      tags: def.tags ? [...def.tags] : [],
      excerpt: def.excerpt,
      cover: def.cover ? await library.visual(visualDef(def.cover)) : null,
      layout,
      _status: 'published',
    }
    const result = await upsert(ctx, {
      collection: 'pages',
      key: 'slug',
      value: def.slug,
      known: index.get(def.slug),
      locale: 'fr',
      data: { ...data },
      published: true,
    })
    tally.add(result)
    ids.set(def.slug, result.id)
    // English title, excerpt and block texts where written (PAGES_EN); the French block texts
    // otherwise, since every locale must fill the required ones (decision 101).
    const english = PAGES_EN[def.slug]
    if (english) {
      const layoutEn: Layout = []
      for (const block of english.blocks ?? def.blocks) layoutEn.push(await blockData(block, library))
      await upsert(ctx, {
        collection: 'pages',
        key: 'slug',
        value: def.slug,
        known: { id: result.id },
        locale: 'en',
        data: { title: english.title, excerpt: english.excerpt, layout: layoutEn, _status: 'published' },
        published: true,
      })
    }
  }
  ctx.log(tally.toString())
  return ids
}

type MenuItem = NonNullable<Menu['items']>[number]

interface MenuRefs {
  pages: Map<string, number>
  categoryCovers: Map<string, number>
  library: Library
  /** Names of the nested link arrays at depth 1 and 2 (read from the collection config). */
  childKeys: [string, string]
}

interface LooseField {
  name?: string
  type: string
  flattenedFields?: LooseField[]
}

/**
 * The nested link arrays are `childs` in the spec; the database layer cannot have an array
 * named like the array that contains it, so the collection may name the deepest one
 * differently. Read both names from the config instead of assuming them.
 */
export function menuChildKeys(payload: SeedContext['payload']): [string, string] {
  const fields = (payload.collections.menus?.config.flattenedFields ?? []) as unknown as LooseField[]
  const arrays = (list: LooseField[] | undefined): LooseField[] => (list ?? []).filter((f) => f.type === 'array')
  const items = arrays(fields).find((f) => f.name === 'items')
  const level1 = arrays(items?.flattenedFields).find((f) => f.name !== 'pushes')
  const level2 = arrays(level1?.flattenedFields)[0]
  if (!level1?.name || !level2?.name) throw new Error('Menus : tableaux de sous-liens introuvables dans la configuration')
  return [level1.name, level2.name]
}

async function linkData(link: MenuLinkDef, locale: Locale, refs: MenuRefs, depth: number): Promise<MenuItem> {
  const out: MenuItem = { label: link.label[locale], type: link.type }
  if (link.color) out.color = link.color
  if (link.slug !== undefined) out.slug = link.slug
  if (link.code !== undefined) out.code = link.code
  if (link.url !== undefined) out.url = link.url
  if (link.page !== undefined) {
    const page = refs.pages.get(link.page)
    if (page === undefined) throw new Error(`Menu : page ${link.page} inconnue`)
    out.page = page
  }
  if (link.cover) {
    out.cover =
      'category' in link.cover
        ? (refs.categoryCovers.get(link.cover.category) ?? null)
        : await refs.library.visual(visualDef(link.cover.visual))
  }
  if (link.extract) out.extract = link.extract[locale]
  if (link.pushes && depth === 0) {
    const pushes = []
    for (const push of link.pushes) {
      pushes.push({
        titre: push.titre[locale],
        text: push.text[locale],
        link: push.link,
        label_link: push.label_link[locale],
        visuel: await refs.library.visual(visualDef(push.visual)),
      })
    }
    out.pushes = pushes
  }
  if (link.childs && depth < 2) {
    const childs = []
    for (const child of link.childs) childs.push(await linkData(child, locale, refs, depth + 1))
    ;(out as Record<string, unknown>)[refs.childKeys[depth] ?? 'childs'] = childs
  }
  return out
}

async function menuData(menu: MenuDef, locale: Locale, refs: MenuRefs): Promise<Data<Menu>> {
  const items: MenuItem[] = []
  for (const item of menu.items) items.push(await linkData(item, locale, refs, 0))
  return { code: menu.code, title: menu.title[locale], items }
}

export async function seedMenus(ctx: SeedContext, refs: MenuRefs): Promise<void> {
  const tally = new Tally('Menus')
  const index = await loadIndex(ctx, 'menus', 'code')
  for (const menu of MENUS) {
    const base = { collection: 'menus', key: 'code', value: menu.code } as const
    const fr = await upsert(ctx, { ...base, known: index.get(menu.code), locale: 'fr', data: { ...(await menuData(menu, 'fr', refs)) } })
    await upsert(ctx, { ...base, known: { id: fr.id }, locale: 'en', data: { ...(await menuData(menu, 'en', refs)) } })
    tally.add(fr)
  }
  ctx.log(tally.toString())
}
