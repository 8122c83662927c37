/**
 * A phone number as a reader of the page can dial it. French pages keep the national form
 * staff type (« 01 84 60 12 34 »); English pages are read by callers abroad too, for whom
 * that form does not connect: a French national number is written « +33 1 84 60 12 34 ».
 * Any other form (already international, a short number) is kept as typed.
 */
export function phoneForReaders(phone: string, locale: 'fr' | 'en'): string {
  if (locale === 'fr') return phone
  const digits = phone.replace(/[\s.\u00a0\u202f-]/g, '')
  if (!/^0[1-9]\d{8}$/.test(digits)) return phone
  const rest = digits.slice(1)
  return `+33 ${rest[0]} ${rest.slice(1).replace(/(\d{2})(?=\d)/g, '$1 ')}`
}
