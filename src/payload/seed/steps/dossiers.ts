/** Guides (« dossiers », published) and the brochures of the downloads page. */
import type { Dossier } from '@/payload-types'
import { BROCHURES } from '@/payload/seed/demo/brochures'
import { DOSSIERS } from '@/payload/seed/demo/dossiers'
import { visualDef } from '@/payload/seed/demo/visuals'
import { brochurePdf } from '../pdf'
import type { SeedContext } from '../util'
import { loadIndex, Tally, upsert } from '../util'
import { blockData } from './content'
import type { Library } from './library'

type Layout = NonNullable<Dossier['layout']>

export async function seedBrochures(library: Library): Promise<void> {
  for (const def of BROCHURES) await library.document(def.filename, def.title, def.kind, () => brochurePdf(def))
}

export async function seedDossiers(ctx: SeedContext, library: Library): Promise<void> {
  const tally = new Tally('Dossiers')
  const index = await loadIndex(ctx, 'dossiers', 'slug')
  for (const def of DOSSIERS) {
    const layout: Layout = []
    for (const block of def.blocks) layout.push(await blockData(block, library))
    const data = {
      title: def.title,
      slug: def.slug,
      type: def.type,
      targets: [...def.targets],
      tags: [...def.tags],
      excerpt: def.excerpt,
      publishedAt: def.publishedAt,
      cover: await library.visual(visualDef(def.cover)),
      layout,
      _status: 'published',
    }
    tally.add(
      await upsert(ctx, {
        collection: 'dossiers',
        key: 'slug',
        value: def.slug,
        known: index.get(def.slug),
        locale: 'fr',
        data,
        published: true,
      }),
    )
  }
  ctx.log(tally.toString())
}
