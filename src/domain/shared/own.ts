/**
 * A record's own entry for a key that came from outside (a URL, a query string, a form).
 * `record[key]` alone would also find what every object inherits: `constructor`, `toString`,
 * `__proto__`…, which are codes a visitor can type.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}
