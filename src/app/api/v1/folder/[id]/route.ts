import { apiGet } from '@/server/http/api-handler'
import { getDossierBySlug, getDossiers } from '@/data/content'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { notFound } from '@/domain/api/errors'
import { toFolder } from '@/domain/api/map'

/** GET /api/v1/folder/{id} — a published guide of the plan by id or slug. */
export const GET = apiGet(ENDPOINTS.folderGet, async ({ params, ctx }) => {
  const ref = params.id
  const slug = typeof ref === 'number' ? (await getDossiers(ctx.target, ctx.locale)).find((f) => f.id === ref)?.slug : ref
  const folder = slug === undefined ? null : await getDossierBySlug(ctx.target, ctx.locale, slug)
  if (!folder) throw notFound(`Dossier introuvable : ${ref}`)
  return { data: toFolder(folder, ctx.target) }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
