/**
 * Query strings of the v1 API → a plain object for the zod schemas.
 *
 * - `key=a` → 'a'; a repeated key → a list (the schemas decide whether lists are allowed).
 * - `key[]=a&key[]=b` → ['a', 'b'] (the form axios-style clients send).
 * - `caracteristics[SUPPORT][]=beton` / `caracteristics[SUPPORT]=beton` → the bracket form of
 *   the characteristics filter, turned into the same JSON text as `caracteristics={"SUPPORT":["beton"]}`,
 *   so that both forms go through one schema. Giving both forms at once is an error.
 * - Any other bracketed key is an error (never silently ignored).
 */
import { invalidParam } from './errors'

export const JSON_OBJECT_PARAMS = new Set(['caracteristics'])

const KEY = /^([A-Za-z0-9_-]+)((?:\[[^[\]]*\])*)$/

export function queryToObject(params: URLSearchParams): Record<string, unknown> {
  const plain = new Map<string, string[]>()
  const nested = new Map<string, Record<string, string[]>>()
  for (const [rawKey, value] of params) {
    const match = KEY.exec(rawKey)
    if (!match) throw invalidParam(rawKey, 'Nom de paramètre invalide')
    const name = match[1] as string
    const brackets = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')
    if (brackets.length === 0 || (brackets.length === 1 && brackets[0] === '')) {
      const list = plain.get(name) ?? []
      list.push(value)
      plain.set(name, list)
      if (brackets.length === 1) plain.set(`${name}[]`, []) // remember the list form
      continue
    }
    const [code = '', ...rest] = brackets
    const isListSuffix = rest.length === 0 || (rest.length === 1 && (rest[0] === '' || /^\d+$/.test(rest[0] ?? '')))
    if (!JSON_OBJECT_PARAMS.has(name) || code === '' || !isListSuffix) {
      throw invalidParam(rawKey, 'Forme de paramètre non reconnue')
    }
    // Without a prototype, a code such as `toString` or `__proto__` is a key like any other.
    const object = nested.get(name) ?? (Object.create(null) as Record<string, string[]>)
    ;(object[code] ??= []).push(value)
    nested.set(name, object)
  }

  const result: Record<string, unknown> = {}
  for (const [name, values] of plain) {
    if (name.endsWith('[]')) continue
    result[name] = values.length === 1 && !plain.has(`${name}[]`) ? values[0] : values
  }
  for (const [name, object] of nested) {
    if (name in result) {
      throw invalidParam(name, 'Donnez ce paramètre soit en JSON, soit sous la forme name[CODE][]=valeur, pas les deux')
    }
    result[name] = JSON.stringify(object)
  }
  return result
}
