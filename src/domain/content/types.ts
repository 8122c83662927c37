import type { DocumentFile, Image } from '@/domain/catalogue/types'
import type { DossierType } from '@/domain/routing/routes'
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
  | { kind: 'video'; id: string; title: string; youtubeId: string; caption: string | null }
  | { kind: 'downloads'; id: string; title: string | null; documents: DocumentFile[] }
  | { kind: 'faqExtract'; id: string; title: string | null; tag: string | null; limit: number; entries: FaqEntry[] }
  | { kind: 'testimonies'; id: string; title: string | null; items: Testimony[] }
  | { kind: 'slider'; id: string; title: string | null; slides: Slide[] }

export interface Testimony {
  quote: string
  author: string
  role: string | null
}

export interface Slide {
  image: Image | null
  title: string
  text: string | null
  href: string | null
  label: string | null
}

/** One question of the FAQ; the answer is plain text, paragraphs split on blank lines. */
export interface FaqEntry {
  id: number
  question: string
  answer: string
  tags: string[]
  targets: Target[]
  order: number
}

/** A guide (« dossier »). */
export interface Dossier {
  id: number
  title: string
  slug: string
  type: DossierType
  targets: Target[]
  tags: string[]
  excerpt: string | null
  cover: Image | null
  publishedAt: string | null
  blocks: PageBlock[]
  updatedAt: string
}

/** A card of a listing (news, dossiers). */
export interface Teaser {
  id: number
  title: string
  href: string
  excerpt: string | null
  cover: Image | null
  publishedAt: string | null
  tags: string[]
}

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
