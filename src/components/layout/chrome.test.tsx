import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Menu, MenuLink } from '@/domain/navigation/types'
import type { SiteSettings } from '@/domain/site/types'
import { getMessages } from '@/i18n/messages'
import type { ViewContext } from '@/loaders/types'
import { MainNav } from './MainNav'
import { SiteFooter } from './SiteFooter'
import { telHref } from './SiteHeader'

const ctx: ViewContext = { locale: 'fr', target: 'pro', m: getMessages('fr'), brand: 'Ardalis' }

function link(label: string, href: string | null, extra: Partial<MenuLink> = {}): MenuLink {
  return {
    label,
    type: href === null ? 'no_destination' : 'slug',
    href,
    external: false,
    code: null,
    slug: null,
    color: null,
    cover: null,
    extract: null,
    pushes: [],
    childs: [],
    ...extra,
  }
}

const menu: Menu = {
  code: 'menu_pro',
  title: null,
  items: [
    link('Nos enduits', '/fr/enduit-professionnels/categorie', {
      childs: [
        link('Lissage', '/fr/enduit-professionnels/categorie/enduits-de-lissage', {
          childs: [link('Pâtes', '/fr/enduit-professionnels/categorie/enduits-de-lissage/_FORME__pate')],
        }),
        link('Rebouchage', '/fr/enduit-professionnels/categorie/enduits-de-rebouchage'),
      ],
      pushes: [{ titre: 'Nouveau', text: null, visuel: null, href: '/fr/enduit-professionnels/produit/x', labelLink: null }],
    }),
    link('Guide de choix', null, { type: 'code', code: 'guide_de_choix' }),
    link('YouTube', 'https://www.youtube.com/@ardalis', { type: 'external_url', external: true }),
  ],
}

describe('MainNav', () => {
  const html = renderToStaticMarkup(<MainNav ctx={ctx} menu={menu} />)
  it('renders groups as details with their columns, a see-all link and the push', () => {
    expect(html).toContain('<details name="main-nav"')
    expect(html).toContain('<summary')
    expect(html).toContain('href="/fr/enduit-professionnels/categorie/enduits-de-lissage/_FORME__pate"')
    expect(html).toContain('Tout voir')
    expect(html).toContain('Nouveau')
  })
  it('links the choice-guide entry to the guide page and opens external ones in a new tab', () => {
    expect(html).toContain(`href="/fr/enduit-professionnels/guide-de-choix/e30"`)
    expect(html).toMatch(/<a[^>]*href="https:\/\/www.youtube.com\/@ardalis"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/)
    expect(html).toContain('(s’ouvre dans un nouvel onglet)')
  })
  it('renders nothing without a menu', () => {
    expect(renderToStaticMarkup(<MainNav ctx={ctx} menu={undefined} />)).toBe('')
  })
})

describe('SiteFooter', () => {
  const settings: SiteSettings = {
    byCode: { footer_values_pro: [1, 2, 3, 4, 5].map((i) => ({ value: `Valeur ${i}`, label: `Texte ${i}`, key: null })) },
    brandName: 'Ardalis',
    phone: null,
    socials: [{ code: 'link_facebook', network: 'facebook', url: 'https://www.facebook.com/a' }],
    regionalSites: [{ code: '', label: 'Belgique', url: 'https://be.example' }],
  }
  const footer: Menu = {
    code: 'menu_footer_pro',
    title: null,
    items: Array.from({ length: 9 }, (_, i) => link(`Lien ${i + 1}`, `/fr/enduit-professionnels/page-${i + 1}`)),
  }
  const html = renderToStaticMarkup(<SiteFooter ctx={ctx} settings={settings} prefooter={undefined} footer={footer} />)
  it('chunks the footer links 4 per column', () => {
    const columns = html.split('</ul>').filter((part) => part.includes('Lien '))
    expect(columns.map((part) => (part.match(/Lien \d/g) ?? []).length)).toStrictEqual([4, 4, 1])
  })
  it('shows four values, the social links, the regional sites and the top anchor link', () => {
    expect(html).toContain('Valeur 4')
    expect(html).not.toContain('Valeur 5')
    expect(html).toContain('Facebook')
    expect(html).toContain('Belgique')
    expect(html).toContain('href="#topPage"')
  })
})

describe('telHref', () => {
  it('writes French numbers in international form', () => {
    expect(telHref('01 84 60 12 34')).toBe('tel:+33184601234')
    expect(telHref('+33 1 84 60 12 34')).toBe('tel:+33184601234')
    expect(telHref('0033 1 84 60 12 34')).toBe('tel:+33184601234')
  })
})
