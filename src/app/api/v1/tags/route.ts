import { apiGet } from '@/server/http/api-handler'
import { getDossiers, getFaq, getNews } from '@/data/content'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { collectTags, tagLabel } from '@/domain/content/listing'
import { getMessages } from '@/i18n/messages'

/** GET /api/v1/tags — tags of the news items, the FAQ or the guides of the plan, with counts. */
export const GET = apiGet(ENDPOINTS.tags, async ({ query, ctx }) => {
  const items =
    query.of === 'faq'
      ? await getFaq(ctx.target, ctx.locale)
      : query.of === 'folder'
        ? await getDossiers(ctx.target, ctx.locale)
        : await getNews(ctx.target, ctx.locale)
  const labels = getMessages(ctx.locale).content.tagLabels as Record<string, string | undefined>
  const tags = collectTags(items).map(({ tag, count }) => ({ tag, label: labels[tag] ?? tagLabel(tag), count }))
  return { data: { items: tags, total: tags.length } }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
