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

/** The three forms of a count message (decision 011): « Aucun produit », « 1 produit », « {count} produits ». */
export interface PluralForms {
  zero: string
  one: string
  other: string
}

/**
 * Picks the `zero` / `one` / `other` form of a count message and fills `{count}`, and the
 * other placeholders from `values` (« {count} points de vente à moins de {radius} km »).
 */
export function plural(forms: PluralForms, count: number, values: Readonly<Record<string, string | number>> = {}): string {
  const template = count === 0 ? forms.zero : count === 1 ? forms.one : forms.other
  return format(template, { ...values, count })
}
