import type { Image } from '@/domain/catalogue/types'
import type { Target } from '@/domain/routing/types'

export type PageType = 'generic' | 'actualite' | 'job'

export interface Push {
  titre: string
  text: string | null
  visuel: Image | null
  href: string | null
  labelLink: string | null
}

/** Page blocks as the site renders them. Rich text stays in the editor's JSON form. */
export type PageBlock =
  | { kind: 'richText'; id: string; content: unknown }
  | { kind: 'image'; id: string; image: Image | null; caption: string | null }
  | { kind: 'pushes'; id: string; title: string | null; items: Push[] }
  | { kind: 'cta'; id: string; text: string; label: string; href: string }

export interface CmsPage {
  id: number
  title: string
  slug: string
  type: PageType
  targets: Target[]
  excerpt: string | null
  cover: Image | null
  publishedAt: string | null
  tags: string[]
  blocks: PageBlock[]
  updatedAt: string
}
