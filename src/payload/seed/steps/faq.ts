/** FAQ questions (published) in French and English, found again by their French question. */
import { FAQ } from '@/payload/seed/demo/faq'
import { faqEn } from '@/payload/seed/demo/faq-en'
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
    const result = await upsert(ctx, {
      collection: 'faq',
      key: 'question',
      value: def.question,
      known: index.get(def.question),
      locale: 'fr',
      data,
      published: true,
    })
    tally.add(result)
    // The English question and answer (FAQ_EN): FAQ extracts on English pages show them.
    const english = faqEn(def.question)
    await upsert(ctx, {
      collection: 'faq',
      key: 'question',
      value: def.question,
      known: { id: result.id },
      locale: 'en',
      data: { question: english.question, answer: english.answer, _status: 'published' },
      published: true,
    })
  }
  ctx.log(tally.toString())
}
