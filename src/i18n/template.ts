/**
 * Message templates: `{name}` placeholders and count forms. No message catalogue is
 * imported here, so client components can use it without shipping the catalogues.
 */

/**
 * Replaces `{name}` placeholders with the given values. A placeholder without a
 * value is left as is, so a missing value shows up instead of silently vanishing.
 */
export function format(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{([a-zA-Z0-9_]+)\}/g, (whole, name: string) => {
    const value = values[name]
    return value === undefined ? whole : String(value)
  })
}

/** Picks the `zero` / `one` / `other` form of a count message and fills `{count}`. */
export function plural(forms: { zero: string; one: string; other: string }, count: number): string {
  const template = count === 0 ? forms.zero : count === 1 ? forms.one : forms.other
  return format(template, { count })
}
