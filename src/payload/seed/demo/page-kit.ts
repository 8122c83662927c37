/** Shapes of the CMS page data (blocks of the `pages` collection) and the named visuals. */
import type { Family } from './product-kit'
import type { Bilingual, Target } from '@/payload/seed/types'
import type { SceneKind } from '../scenes'

export type VisualTone = Family | 'facile' | 'marque'

/** A generated image, referenced by key from pages and menus. */
export interface VisualDef {
  key: string
  /** The frame: push 37:30, cover 2:1, ambiance 3:2 (see scenes.ts). */
  kind: 'push' | 'cover' | 'ambiance'
  /** What the illustration shows: the topic of the pages that use it. */
  scene: SceneKind
  /** Title of the media in the back office (never drawn in the picture). */
  title: string
  /** Accent colour of the compound and the lids. */
  tone: VisualTone
  /** Alternative text when it says more than the scene's own (see SCENE_ALT). */
  alt?: Bilingual
}

export interface PushDef {
  titre: string
  text: string
  link: string
  label_link: string
  visual?: string
}

export type BlockDef =
  | { kind: 'rich'; lines: readonly string[] }
  | { kind: 'pushes'; title: string; items: readonly PushDef[] }
  | { kind: 'cta'; text: string; label: string; link: string }
  | { kind: 'image'; visual: string; caption: string }
  | { kind: 'video'; title: string; youtubeId: string; caption: string }
  | { kind: 'downloads'; title: string; brochures: readonly string[] }
  | { kind: 'faqExtract'; title: string; tag: string; limit: number }
  | { kind: 'testimonies'; title: string; items: readonly { quote: string; author: string; role: string }[] }
  | { kind: 'slider'; title: string; slides: readonly { visual: string; title: string; text: string; link: string; label_link: string }[] }

export interface PageDef {
  slug: string
  title: string
  type: 'generic' | 'actualite' | 'job'
  targets: readonly Target[]
  excerpt: string
  tags?: readonly string[]
  publishedAt?: string
  cover?: string
  blocks: readonly BlockDef[]
}

/** English texts of a page (title, excerpt, and its blocks' texts when written: same kinds, same order). */
export interface PageEn {
  title: string
  excerpt: string
  blocks?: readonly BlockDef[]
}

export const BOTH: readonly Target[] = ['pro', 'part']
export const PRO_ONLY: readonly Target[] = ['pro']
export const PART_ONLY: readonly Target[] = ['part']

export const rich = (...lines: string[]): BlockDef => ({ kind: 'rich', lines })
export const cta = (text: string, label: string, link: string): BlockDef => ({ kind: 'cta', text, label, link })
export const pushes = (title: string, items: PushDef[]): BlockDef => ({ kind: 'pushes', title, items })
export const video = (title: string, youtubeId: string, caption: string): BlockDef => ({ kind: 'video', title, youtubeId, caption })
export const faqExtract = (title: string, tag: string, limit = 4): BlockDef => ({ kind: 'faqExtract', title, tag, limit })

/**
 * Link of a block (call to action, push, slide) to a route of the audience that shows the
 * page: a path after `/{locale}/{audience}/`, which the site writes in the page's audience and
 * locale (`slugHref`). For a page of both audiences whose target exists in both: each audience
 * then links within itself (decision 130). Rich text takes whole paths (`pro`, `part`): the
 * site moves them to the page's audience where the address exists there.
 */
export const here = (path: string): string => path

/** Site path of a route of one audience (same shapes as the route table). */
export const pro = (path = ''): string => `/fr/enduit-professionnels${path ? `/${path}` : ''}`
export const part = (path = ''): string => `/fr/enduit-particuliers${path ? `/${path}` : ''}`
