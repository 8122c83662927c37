import { apiGet } from '@/server/http/api-handler'
import { getDossiers } from '@/data/content'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { toFolderSummary } from '@/domain/api/map'

/** GET /api/v1/folder — published guides of the plan (optionally of one type or tag). */
export const GET = apiGet(ENDPOINTS.folderList, async ({ query, ctx }) => {
  const folders = (await getDossiers(ctx.target, ctx.locale)).filter(
    (f) => (!query.type || f.type === query.type) && (!query.tag || f.tags.includes(query.tag)),
  )
  return { data: { items: folders.map(toFolderSummary), total: folders.length } }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
