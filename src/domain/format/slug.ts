import { fold } from './fold'

/**
 * URL slug of a text (spec §5 "Slug rule"): lower case, accents removed, œ/æ
 * ligatures expanded, whitespace and apostrophes turned into hyphens, any other
 * character outside [a-z0-9-] removed, repeated hyphens collapsed, no leading or
 * trailing hyphen. The result matches the route slug segment pattern or is ''.
 */
export function slugify(text: string): string {
  return fold(text)
    .replace(/[\s'’]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
}
