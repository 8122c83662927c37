import 'server-only'
import type { Payload, TypedUser } from 'payload'
import type { CmsPage, Dossier } from '@/domain/content/types'
import type { Locale, Target } from '@/domain/routing/types'
import { isStaffUser } from '@/payload/access/rules'
import { mapDossier } from './content'
import { mapPage, withFaq } from './pages'
import { payloadClient } from './payload'

export type PreviewDoc = ({ collection: 'pages'; page: CmsPage } | { collection: 'dossiers'; dossier: Dossier }) & {
  target: Target
  draft: boolean
}

/** The back-office user of a request (session cookie), or null (no session, or a session of another auth collection). */
export async function staffUser(headers: Headers): Promise<{ payload: Payload; user: TypedUser | null }> {
  const payload = await payloadClient()
  try {
    const { user } = await payload.auth({ headers })
    return { payload, user: user && isStaffUser(user) ? user : null }
  } catch {
    return { payload, user: null }
  }
}

/**
 * The latest version (draft included) of a page or a dossier, read with the editor's
 * rights; never cached. Null when it does not exist.
 */
export async function loadPreview(
  payload: Payload,
  user: TypedUser,
  collection: 'pages' | 'dossiers',
  id: number,
  locale: Locale,
): Promise<PreviewDoc | null> {
  const args = {
    id,
    locale,
    fallbackLocale: 'fr' as const,
    depth: 1,
    draft: true,
    overrideAccess: false,
    user,
    disableErrors: true,
  } as const
  if (collection === 'dossiers') {
    const doc = await payload.findByID({ ...args, collection: 'dossiers' })
    if (!doc) return null
    const target: Target = doc.targets?.includes('pro') === false ? 'part' : 'pro'
    const dossier = mapDossier(doc, target, locale)
    return { collection, target, draft: doc._status !== 'published', dossier: await withFaq(dossier, target, locale) }
  }
  const doc = await payload.findByID({ ...args, collection: 'pages' })
  if (!doc) return null
  const target: Target = doc.targets?.includes('pro') === false ? 'part' : 'pro'
  return { collection, target, draft: doc._status !== 'published', page: await withFaq(mapPage(doc, target, locale), target, locale) }
}
