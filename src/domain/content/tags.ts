/**
 * The tags of news items, dossiers and FAQ questions. A tag is a word of an address (the news
 * and FAQ filters: `/actualites/nouveaute`), shown to visitors by its label (`tagLabels`, else
 * `tagLabel`). Staff type them as they read them (« Nouveauté »): the back office writes them
 * in their address form on save, and the site ignores any stored value that is not one, so that
 * one tag can never take the news pages down.
 */
import { slugify } from '@/domain/format/slug'

/** Lower-case letters and digits, words joined by single hyphens. */
export const TAG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isTag(value: unknown): value is string {
  return typeof value === 'string' && TAG_PATTERN.test(value)
}

/**
 * Tags as typed, in their address form: « Nouveauté » → `nouveaute`, « Salon 2026 » →
 * `salon-2026`; blanks dropped, each tag once, in the order typed. A value that is not text is
 * kept as it is, for validation to refuse.
 */
export function tagsFromInput(values: readonly unknown[]): unknown[] {
  const seen = new Set<string>()
  const out: unknown[] = []
  for (const value of values) {
    if (typeof value !== 'string') {
      out.push(value)
      continue
    }
    const tag = slugify(value)
    if (tag === '' || seen.has(tag)) continue
    seen.add(tag)
    out.push(tag)
  }
  return out
}

/** The tags of a stored document that the site can use (every other value is ignored). */
export function storedTags(values: readonly unknown[] | null | undefined): string[] {
  return [...new Set((values ?? []).filter(isTag))]
}
