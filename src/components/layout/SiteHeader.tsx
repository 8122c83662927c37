import Languages from 'lucide-react/icons/languages'
import Link from 'next/link'
import type { Menu } from '@/domain/navigation/types'
import { build, routeExists } from '@/domain/routing/routes'
import { LOCALE_NAMES } from '@/domain/routing/language-links'
import type { Locale, Target } from '@/domain/routing/types'
import { LOCALES, TARGETS } from '@/domain/routing/types'
import type { SiteSettings } from '@/domain/site/types'
import { phoneForReaders } from '@/domain/format/phone'
import { keepNumbersTogether } from '@/domain/format/units'
import { colon } from '@/i18n/punctuation'
import { format } from '@/i18n/template'
import type { ViewContext } from '@/loaders/types'
import { accountPagePath, commercePagePath } from '@/domain/account/links'
import { CartLink } from '@/components/commerce/CartLink.client'
import { AccountLink } from './AccountLink.client'
import { Dropdown } from './Dropdown.client'
import type { CurrentSection } from '@/domain/navigation/current'
import { MainNav } from './MainNav'
import { MobileMenu } from './MobileMenu.client'
import { CompareLink, FavouritesLink } from './Shortlists.client'
import { SiteSearch } from './SiteSearch'
import { Logo } from './Logo'
import styles from './Header.module.css'

export interface HeaderProps {
  ctx: ViewContext
  settings: SiteSettings
  menu: Menu | undefined
  /** The main navigation's entry of the current section (aria-current), if any. */
  current?: CurrentSection | null
  /** Address of the current page for each audience (its home when the page does not exist there). */
  audienceLinks: Record<Target, string>
  /** Address of the current page in each language (its home there when the page is not translated). */
  languageLinks: Record<Locale, string>
}

/** `tel:` address of a displayed phone number (French numbers get the +33 prefix). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `tel:${digits}`
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`
  if (digits.startsWith('0') && digits.length === 10) return `tel:+33${digits.slice(1)}`
  return `tel:${digits}`
}

/** A route of the page's audience, in the page's locale when it exists there. */
export function chromeHref(
  name: 'storeLocator' | 'favourites' | 'comparator' | 'contact',
  target: Target,
  locale: ViewContext['locale'],
): string {
  return build(name, { target }, routeExists(name, locale) ? locale : 'fr')
}

/**
 * Site header (spec §2 "Layout pieces"): audience switch, phone / contact / store
 * locator links, country dropdown of the regional sites, the other language (decision 137:
 * named in itself, with its `lang`, a full load so the whole page changes language), logo, search slot,
 * favourites, burger and main navigation with the compare link.
 */
export function SiteHeader({ ctx, settings, menu, current = null, audienceLinks, languageLinks }: HeaderProps) {
  const { m, locale, target } = ctx
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <div className={styles.audience}>
            <span id="audience-label">{m.common.audience}</span>
            <ul aria-labelledby="audience-label">
              {TARGETS.map((t) => (
                <li key={t}>
                  <Link
                    href={audienceLinks[t]}
                    prefetch={false}
                    className={styles.audienceLink}
                    aria-current={t === target ? 'true' : undefined}
                  >
                    {m.common.audiences[t]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <ul className={styles.utility}>
            {settings.phone ? (
              <li>
                <a href={telHref(settings.phone)} className={styles.utilityLink}>
                  <span aria-hidden="true">☎ </span>
                  {format(m.common.callUs, { phone: keepNumbersTogether(phoneForReaders(settings.phone, locale)) })}
                </a>
              </li>
            ) : null}
            <li>
              <Link href={build('contact', { target }, locale)} prefetch={false} className={styles.utilityLink}>
                {m.common.contact}
              </Link>
            </li>
            <li>
              <Link href={chromeHref('storeLocator', target, locale)} prefetch={false} className={styles.utilityLink}>
                {m.common.storeLocator}
              </Link>
            </li>
            {settings.regionalSites.length > 0 ? (
              <li>
                <Dropdown className={styles.countries} hover={false} data-testid="countries">
                  <summary className={styles.utilityLink}>
                    {m.chrome.countries}
                    <span className="visually-hidden">
                      {colon(locale)}
                      {format(m.chrome.countriesLabel, { brand: ctx.brand })}
                    </span>
                  </summary>
                  <ul className={styles.countryList}>
                    {settings.regionalSites.map((site) => (
                      <li key={site.url}>
                        <a href={site.url} target="_blank" rel="noopener noreferrer">
                          {site.label}
                          <span className="visually-hidden"> {m.common.newTab}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </Dropdown>
              </li>
            ) : null}
            {LOCALES.filter((other) => other !== locale).map((other) => (
              <li key={other}>
                <a
                  href={languageLinks[other]}
                  hrefLang={other}
                  lang={other}
                  className={`${styles.utilityLink} ${styles.language}`}
                  data-testid="language-link"
                >
                  <Languages aria-hidden="true" focusable="false" className={styles.languageIcon} />
                  {LOCALE_NAMES[other]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.main}`}>
        <Link href={build('home', { target }, locale)} className={styles.logo} prefetch={false}>
          <Logo className={styles.logoImage} />
          <Logo className={styles.logoSymbol} variant="symbol" />
          <span className="visually-hidden">
            {ctx.brand} – {m.common.home}
          </span>
        </Link>
        <div id="search" className={styles.search}>
          <SiteSearch ctx={ctx} id="header-search" landmarkLabel={m.search.siteLabel} />
        </div>
        <div className={styles.actions}>
          <AccountLink
            loginHref={accountPagePath('login', target)}
            accountHref={accountPagePath('account', target)}
            signInLabel={m.account.signIn}
            myAccountLabel={m.account.myAccount}
          />
          <FavouritesLink
            href={chromeHref('favourites', target, locale)}
            label={m.chrome.favourites}
            countLabel={m.chrome.favouritesCount}
          />
          <CartLink href={commercePagePath('cart', target)} label={m.commerce.cart} countLabel={m.commerce.cartCount} />
        </div>
        <MobileMenu label={m.common.menu} navLabel={m.common.mainNav}>
          <MainNav
            ctx={ctx}
            menu={menu}
            current={current}
            after={
              <CompareLink
                href={chromeHref('comparator', target, locale)}
                label={m.chrome.compare}
                countLabel={m.chrome.compareCount}
                target={target}
                className={styles.navLink}
              />
            }
          />
        </MobileMenu>
      </div>
    </header>
  )
}
