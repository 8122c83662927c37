import type { ResolvedPage } from '@/loaders/resolve'
import type { ViewContext } from '@/loaders/types'
import { DossierPage, DossiersPage, DownloadsPage, FaqPage, NewsPage, SiteMapPage, TechnicalDocumentationPage } from './EditorialPages'

/** Body of the editorial routes; null for the other views. */
export function ContentViews({ ctx, resolved }: { ctx: ViewContext; resolved: ResolvedPage }) {
  const { view, title } = resolved
  switch (view.kind) {
    case 'news':
      return <NewsPage ctx={ctx} title={title} tag={view.tag} tags={view.tags} items={view.items} />
    case 'faq':
      return <FaqPage ctx={ctx} title={title} tag={view.tag} tags={view.tags} entries={view.entries} />
    case 'dossiers':
      return <DossiersPage ctx={ctx} title={title} type={view.type} items={view.items} />
    case 'dossier':
      return <DossierPage ctx={ctx} dossier={view.dossier} />
    case 'downloads':
      return <DownloadsPage ctx={ctx} title={title} documents={view.documents} />
    case 'technicalDocumentation':
      return <TechnicalDocumentationPage ctx={ctx} title={title} kind={view.sheetKind} groups={view.groups} />
    case 'siteMap':
      return <SiteMapPage title={title} sections={view.sections} />
    default:
      return null
  }
}
