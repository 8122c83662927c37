import { siFacebook, siInstagram, siPinterest, siYoutube } from 'simple-icons'
import { build } from '@/domain/routing/routes'
import type { Menu, MenuLink } from '@/domain/navigation/types'
import { companyIdentity } from '@/domain/site/company'
import { LEGAL_PAGES, type LegalPage } from '@/domain/site/legal'
import type { SiteSettings } from '@/domain/site/types'
import { format } from '@/i18n/template'
import { colon } from '@/i18n/punctuation'
import { SmartLink } from '@/components/ui/SmartLink'
import type { ViewContext } from '@/loaders/types'
import { Trademark } from '@/components/ui/Trademark'
import { CookieButton } from './CookieButton.client'
import { MenuColumns } from './MenuEntry'
import styles from './Footer.module.css'

interface FooterProps {
  ctx: ViewContext
  settings: SiteSettings
  prefooter: Menu | undefined
  footer: Menu | undefined
}

/** Icons of the social networks (simple-icons); LinkedIn has none there (decision 101): its name is written instead. */
const SOCIAL_ICONS: Record<string, { path: string } | undefined> = {
  facebook: siFacebook,
  youtube: siYoutube,
  pinterest: siPinterest,
  instagram: siInstagram,
}

/**
 * Pre-footer and footer (spec §2): four audience values (setting footer_values_{target}),
 * pre-footer dropdowns (top products, CMS extract with a learn-more link), menu links
 * chunked 4 per column, social links as icons, regional sites, then the publisher (settings
 * company_*), the legal pages, the accessibility status and the cookie preferences button
 * (decision 101).
 */
export function SiteFooter({ ctx, settings, prefooter, footer }: FooterProps) {
  const { m, target } = ctx
  const values = (settings.byCode[`footer_values_${target}`] ?? []).slice(0, 4)
  const footerLinks = (footer?.items ?? []).flatMap((item) => [item, ...item.childs])
  return (
    <footer className={styles.footer} aria-label={m.footer.label}>
      {values.length > 0 ? (
        <div className={styles.values}>
          <ul className={`container ${styles.valuesList}`}>
            {values.map((value, index) => (
              <li key={index}>
                <strong>{value.value}</strong>
                {value.label ? <span>{value.label}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {prefooter && prefooter.items.length > 0 ? (
        <div className={`container ${styles.prefooter}`}>
          {prefooter.items.map((item, index) => (
            <PrefooterGroup key={`${item.label}-${index}`} item={item} ctx={ctx} />
          ))}
        </div>
      ) : null}

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          {footerLinks.length > 0 ? (
            <div className={styles.linkColumns}>
              <MenuColumns links={footerLinks} newTabLabel={m.common.newTab} target={ctx.target} />
            </div>
          ) : null}

          <div className={styles.aside}>
            {settings.socials.length > 0 ? (
              <div>
                <h2 className={styles.asideTitle}>{m.footer.followUs}</h2>
                <ul className={styles.socials}>
                  {settings.socials.map((social) => {
                    const network = m.footer.networks[social.network as keyof typeof m.footer.networks] ?? social.network
                    const icon = SOCIAL_ICONS[social.network]
                    const name = `${format(m.footer.socialLink, { brand: ctx.brand, network })} ${m.common.newTab}`
                    return (
                      <li key={social.code}>
                        <a
                          href={social.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={icon ? styles.socialIcon : styles.socialText}
                          aria-label={name}
                          title={format(m.footer.socialLink, { brand: ctx.brand, network })}
                        >
                          {icon ? (
                            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                              <path d={icon.path} fill="currentColor" />
                            </svg>
                          ) : (
                            <span aria-hidden="true">{network}</span>
                          )}
                        </a>
                      </li>
                    )
                  })}
                </ul>
              </div>
            ) : null}

            {settings.regionalSites.length > 0 ? (
              <details className={styles.countries}>
                <summary>{format(m.footer.regionalSites, { brand: ctx.brand })}</summary>
                <ul>
                  {settings.regionalSites.map((site) => (
                    <li key={site.url}>
                      <SmartLink href={site.url} external newTabLabel={m.common.newTab}>
                        {site.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </div>
        </div>
        <Publisher ctx={ctx} settings={settings} />
        <div className={`container ${styles.legal}`}>
          <p>{format(m.footer.copyright, { year: new Date().getFullYear(), brand: ctx.brand })}</p>
          <nav aria-label={m.footer.legalNav}>
            <ul className={styles.legalLinks}>
              {(['legalNotice', 'privacy', 'accessibility'] as const).map((page) => (
                <li key={page}>
                  <LegalLink ctx={ctx} page={page} />
                </li>
              ))}
              <li>
                <CookieButton label={m.chrome.cookies} className={styles.cookies} />
              </li>
            </ul>
          </nav>
          <a href="#topPage" className={styles.top}>
            <span aria-hidden="true">↑ </span>
            {m.common.backToTop}
          </a>
        </div>
      </div>
    </footer>
  )
}

/**
 * The publisher (legal mentions in short): brand, legal entity and head office, from the
 * settings company_legal and company_address; nothing when they are not set.
 */
function Publisher({ ctx, settings }: { ctx: ViewContext; settings: SiteSettings }) {
  const company = companyIdentity(settings, ctx.locale)
  if (!company) return null
  const { m } = ctx
  const registration = [
    company.legalForm && company.capital ? format(m.footer.capital, { form: company.legalForm, capital: company.capital }) : null,
    company.rcs,
  ].filter((part) => part !== null)
  return (
    <div className={`container ${styles.publisher}`}>
      <h2 className={styles.asideTitle}>{m.footer.company}</h2>
      <address className={styles.address}>
        <strong className={styles.brandName}>{ctx.brand}</strong>
        <span>
          {company.legalName}
          {registration.length > 0 ? ` – ${registration.join(' – ')}` : null}
        </span>
        {company.address ? (
          <span>{format(m.footer.headOffice, { address: `${company.address.street}, ${company.address.locality}` })}</span>
        ) : null}
      </address>
    </div>
  )
}

/** A legal page of the footer, in the page's locale (the seed writes them in French and English). */
function LegalLink({ ctx, page }: { ctx: ViewContext; page: LegalPage }) {
  const href = build('cmsPage', { target: ctx.target, slug: LEGAL_PAGES[page] }, ctx.locale)
  return (
    <SmartLink href={href} className={styles.legalLink}>
      {ctx.m.footer[page]}
    </SmartLink>
  )
}

/**
 * A pre-footer dropdown (spec §2, §4 "footer dropdowns toggle"): its title opens its links
 * in columns of 4 (e.g. the top products), or a CMS extract with a learn-more link.
 */
function PrefooterGroup({ item, ctx }: { item: MenuLink; ctx: ViewContext }) {
  const newTab = ctx.m.common.newTab
  const showMore = item.href !== null && !item.childs.some((child) => child.href === item.href)
  return (
    <details className={styles.group}>
      <summary className={styles.groupTitle}>
        <Trademark text={item.label} />
      </summary>
      <div className={styles.groupPanel}>
        {item.extract ? <p className={styles.extract}>{item.extract}</p> : null}
        {item.childs.length > 0 ? (
          <div className={styles.groupColumns}>
            <MenuColumns links={item.childs} newTabLabel={newTab} target={ctx.target} />
          </div>
        ) : null}
        {item.href !== null && showMore ? (
          <SmartLink href={item.href} external={item.external} newTabLabel={newTab} className={styles.more}>
            {ctx.m.common.learnMore}
            <span className="visually-hidden">
              {colon(ctx.locale)}
              {item.label}
            </span>
          </SmartLink>
        ) : null}
      </div>
    </details>
  )
}
