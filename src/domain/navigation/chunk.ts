/** Spec §9: links per footer / menu column. */
export const LINKS_PER_COLUMN = 4

/** Splits a list into columns of `size` items (the last one may be shorter). */
export function chunk<T>(items: readonly T[], size: number = LINKS_PER_COLUMN): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Invalid chunk size ${String(size)}`)
  const columns: T[][] = []
  for (let index = 0; index < items.length; index += size) columns.push(items.slice(index, index + size))
  return columns
}
