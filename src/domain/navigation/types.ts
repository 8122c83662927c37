import type { Image } from '@/domain/catalogue/types'

export type MenuLinkType = 'external_url' | 'cms_page' | 'no_destination' | 'code' | 'slug'

export interface MenuPush {
  titre: string
  text: string | null
  visuel: Image | null
  href: string | null
  labelLink: string | null
}

/** A menu entry ready to render (spec §3 "Menu link"). */
export interface MenuLink {
  label: string
  type: MenuLinkType
  /** Resolved address; null for no_destination and for actions such as the choice guide. */
  href: string | null
  /** True when the address is outside the site: opens in a new tab (spec §2). */
  external: boolean
  code: string | null
  slug: string | null
  color: string | null
  cover: Image | null
  extract: string | null
  pushes: MenuPush[]
  childs: MenuLink[]
}

export interface Menu {
  code: string
  title: string | null
  items: MenuLink[]
}
