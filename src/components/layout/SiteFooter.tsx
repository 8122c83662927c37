import type { Menu, MenuLink } from '@/domain/navigation/types'
import type { SiteSettings } from '@/domain/site/types'
import { format } from '@/i18n/template'
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

/**
 * Pre-footer and footer (spec §2): four audience values (setting footer_values_{target}),
 * pre-footer dropdowns (top products, CMS extract with a learn-more link), menu links
 * chunked 4 per column, social links, regional sites and the cookie preferences button.
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
                  {settings.socials.map((social) => (
                    <li key={social.code}>
                      <SmartLink href={social.url} external newTabLabel={m.common.newTab}>
                        {m.footer.networks[social.network as keyof typeof m.footer.networks] ?? social.network}
                      </SmartLink>
                    </li>
                  ))}
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
        <div className={`container ${styles.legal}`}>
          <p>{format(m.footer.copyright, { year: new Date().getFullYear(), brand: ctx.brand })}</p>
          <CookieButton label={m.chrome.cookies} className={styles.cookies} />
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
            <span className="visually-hidden"> : {item.label}</span>
          </SmartLink>
        ) : null}
      </div>
    </details>
  )
}
