import type { DocumentFile } from '@/domain/catalogue/types'
import type { Dossier, FaqEntry, Teaser } from '@/domain/content/types'
import type { SheetGroup, SheetKind, TagCount } from '@/domain/content/listing'
import { SHEET_TYPES, tagLabel } from '@/domain/content/listing'
import type { SiteMapLink, SiteMapSection } from '@/domain/content/site-map'
import { build, DOSSIER_TYPES, routeExists, type DossierType } from '@/domain/routing/routes'
import type { ReactNode } from 'react'
import { formatDate, formatFileSize, isoDay } from '@/i18n/format'
import { format } from '@/i18n/template'
import { Blocks } from '@/components/content/Blocks'
import { DocumentList } from '@/components/content/DocumentList'
import { FaqList } from '@/components/content/FaqList'
import { Intro } from '@/components/content/Intro'
import { FilterNav, type FilterLink } from '@/components/content/FilterNav'
import { TeaserGrid } from '@/components/content/TeaserGrid'
import { Picture } from '@/components/ui/Picture'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'
import type { ViewContext } from '@/loaders/types'
import listing from '@/components/content/Listing.module.css'
import styles from './ContentPage.module.css'

/** Editors' tag slugs with a label from the UI strings when there is one. */
export function labelOfTag(ctx: ViewContext, tag: string): string {
  return (ctx.m.content.tagLabels as Record<string, string | undefined>)[tag] ?? tagLabel(tag)
}

function tagLinks(ctx: ViewContext, name: 'news' | 'faq', tags: readonly TagCount[], current: string | undefined): FilterLink[] {
  const locale = routeExists(name, ctx.locale) ? ctx.locale : 'fr'
  return [
    { key: '', label: ctx.m.content.allTags, href: build(name, { target: ctx.target }, locale), current: current === undefined },
    ...tags.map(({ tag, count }) => ({
      key: tag,
      label: labelOfTag(ctx, tag),
      count,
      href: build(name, { target: ctx.target, segment: tag }, locale),
      current: current === tag,
    })),
  ]
}

export function NewsPage({
  ctx,
  title,
  tag,
  tags,
  items,
}: {
  ctx: ViewContext
  title: string
  tag: string | undefined
  tags: TagCount[]
  items: Teaser[]
}) {
  return (
    <div className="container">
      <Intro title={title} text={ctx.m.content.newsIntro} />
      <FilterNav label={ctx.m.content.tagsNav} links={tagLinks(ctx, 'news', tags, tag)} />
      <TeaserGrid ctx={ctx} items={items} />
    </div>
  )
}

export function FaqPage({
  ctx,
  title,
  tag,
  tags,
  entries,
}: {
  ctx: ViewContext
  title: string
  tag: string | undefined
  tags: TagCount[]
  entries: FaqEntry[]
}) {
  const contactLocale = routeExists('contact', ctx.locale) ? ctx.locale : 'fr'
  return (
    <div className="container">
      <Intro title={title} text={ctx.m.content.faqIntro} />
      <FilterNav label={ctx.m.content.tagsNav} links={tagLinks(ctx, 'faq', tags, tag)} />
      <FaqList entries={entries} />
      <aside className={listing.aside}>
        <p>{ctx.m.content.faqContact}</p>
        <SmartLink href={build('contact', { target: ctx.target }, contactLocale)} className="button">
          {ctx.m.common.contactUs}
        </SmartLink>
      </aside>
    </div>
  )
}

export function DossiersPage({
  ctx,
  title,
  type,
  items,
}: {
  ctx: ViewContext
  title: string
  type: DossierType | undefined
  items: (Teaser & { type: DossierType })[]
}) {
  const { m, target } = ctx
  const links: FilterLink[] = [
    { key: '', label: m.content.allTypes, href: build('dossiers', { target }, 'fr'), current: type === undefined },
    ...DOSSIER_TYPES.map((value) => ({
      key: value,
      label: m.content.dossierTypes[value],
      href: build('dossiers', { target, segment: value }, 'fr'),
      current: type === value,
    })),
  ]
  const typeOf = new Map(items.map((item) => [item.id, item.type]))
  return (
    <div className="container">
      <Intro title={title} text={m.content.dossiersIntro} />
      <FilterNav label={m.content.typesNav} links={links} />
      {items.length > 0 ? (
        <TeaserGrid ctx={ctx} items={items} badge={(item) => m.content.dossierType[typeOf.get(item.id) ?? 'fiche-pratique']} />
      ) : (
        <p>{m.content.noItems}</p>
      )}
    </div>
  )
}

export function DossierPage({ ctx, dossier, preview = null }: { ctx: ViewContext; dossier: Dossier; preview?: ReactNode }) {
  const { m, locale } = ctx
  const date = dossier.publishedAt ? formatDate(dossier.publishedAt, locale) : null
  return (
    <article className="container">
      {preview}
      <header className={styles.header}>
        <p className={listing.cardMeta}>
          <SmartLink href={build('dossiers', { target: ctx.target, segment: dossier.type }, 'fr')} className={listing.badge}>
            {m.content.dossierType[dossier.type]}
          </SmartLink>
          {date && dossier.publishedAt ? <time dateTime={isoDay(dossier.publishedAt) ?? undefined}>{date}</time> : null}
        </p>
        <h1>
          <Trademark text={dossier.title} />
        </h1>
        {dossier.excerpt ? <p className="lead">{dossier.excerpt}</p> : null}
      </header>
      {dossier.cover ? (
        <Picture image={dossier.cover} size="large" priority sizes="(max-width: 832px) 100vw, 800px" className={styles.cover} />
      ) : null}
      <Blocks blocks={dossier.blocks} ctx={ctx} />
    </article>
  )
}

export function DownloadsPage({ ctx, title, documents }: { ctx: ViewContext; title: string; documents: DocumentFile[] }) {
  return (
    <div className="container">
      <Intro title={title} text={ctx.m.content.downloadsIntro} />
      <DocumentList ctx={ctx} documents={documents} />
      <p className={listing.aside}>
        {ctx.m.content.downloadsSheets}{' '}
        <SmartLink href={build('technicalDocumentation', { target: ctx.target }, 'fr')}>{ctx.m.routes.technicalDocumentation}</SmartLink>
      </p>
    </div>
  )
}

export function TechnicalDocumentationPage({
  ctx,
  title,
  kind,
  groups,
}: {
  ctx: ViewContext
  title: string
  kind: SheetKind | undefined
  groups: SheetGroup[]
}) {
  const { m, target, locale } = ctx
  const links: FilterLink[] = [
    { key: '', label: m.content.allTypes, href: build('technicalDocumentation', { target }, 'fr'), current: kind === undefined },
    ...SHEET_TYPES.map((type) => ({
      key: type.kind,
      label: m.content.sheetTypes[type.kind],
      href: build('technicalDocumentation', { target, segment: type.segment }, 'fr'),
      current: kind === type.kind,
    })),
  ]
  return (
    <div className="container">
      <Intro title={title} text={m.content.documentationIntro} />
      <FilterNav label={m.content.typesNav} links={links} />
      <div className={listing.groups}>
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`sheets-${group.segment}`}>
            <h2 id={`sheets-${group.segment}`}>
              {m.content.sheetTypes[group.kind]} ({group.entries.length})
            </h2>
            <div className="table-scroll">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{m.content.product}</th>
                    <th scope="col">{m.content.document}</th>
                  </tr>
                </thead>
                <tbody>
                  {group.entries.map(({ product, document }) => (
                    <tr key={`${product.slug}-${document.id}`}>
                      <th scope="row">
                        <SmartLink href={build('product', { target, slug: product.slug }, locale)}>
                          <Trademark text={product.name} />
                        </SmartLink>
                      </th>
                      <td>
                        <a href={document.url}>
                          {document.title}
                          <span className="visually-hidden"> ({product.name})</span>
                        </a>{' '}
                        <span className={listing.filterCount}>
                          ({format(m.content.pdf, { size: formatFileSize(document.size, locale) })})
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
      </div>
    </div>
  )
}

function SiteMapList({ links }: { links: readonly SiteMapLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink href={link.href}>
            <Trademark text={link.label} />
          </SmartLink>
          {link.children.length > 0 ? <SiteMapList links={link.children} /> : null}
        </li>
      ))}
    </ul>
  )
}

export function SiteMapPage({ title, sections }: { title: string; sections: SiteMapSection[] }) {
  return (
    <div className="container">
      <h1 className={listing.intro}>{title}</h1>
      <div className={listing.siteMap}>
        {sections.map((section) => (
          <section key={section.key} aria-labelledby={`plan-${section.key}`}>
            <h2 id={`plan-${section.key}`}>{section.title}</h2>
            <SiteMapList links={section.links} />
          </section>
        ))}
      </div>
    </div>
  )
}
