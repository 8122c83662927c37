/**
 * Values of one characteristic written as a list in running text (the product page's table,
 * the comparator, the technical sheet): the back office keeps each value capitalised, as a
 * filter's label wants it (« Plâtre », « Plaque de plâtre »), but a list reads « Plâtre, plaque
 * de plâtre, béton ». Only a word written as a capital then small letters loses its capital:
 * classes and acronyms (« A+ », « BA13 », « PVC ») and names with a mark (« Lissafin® ») keep
 * theirs.
 */
export function valuesAsList(values: readonly string[]): string {
  return values.map((value, index) => (index === 0 ? value : lowerInitial(value))).join(', ')
}

function lowerInitial(value: string): string {
  const firstWord = value.split(/\s/, 1)[0] ?? ''
  if (!/^\p{Lu}\p{Ll}[\p{Ll}'’-]*$/u.test(firstWord)) return value
  return value.charAt(0).toLocaleLowerCase('fr') + value.slice(1)
}
