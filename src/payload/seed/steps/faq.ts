/** FAQ questions (published), found again by their French question. */
import { FAQ } from '@/payload/seed/demo/faq'
import type { SeedContext } from '../util'
import { loadIndex, Tally, upsert } from '../util'

export async function seedFaq(ctx: SeedContext): Promise<void> {
  const tally = new Tally('FAQ')
  const index = await loadIndex(ctx, 'faq', 'question')
  for (const [position, def] of FAQ.entries()) {
    const data = {
      question: def.question,
      answer: def.answer,
      tags: [...def.tags],
      targets: [...def.targets],
      order: (position + 1) * 10,
      _status: 'published',
    }
    tally.add(
      await upsert(ctx, {
        collection: 'faq',
        key: 'question',
        value: def.question,
        known: index.get(def.question),
        locale: 'fr',
        data,
        published: true,
      }),
    )
  }
  ctx.log(tally.toString())
}
