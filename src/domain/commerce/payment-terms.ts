/**
 * Pay on account (decision 087): the due date of an approved professional's order and the
 * legal mentions of the order summary (Code de commerce, articles L441-10 and D441-5). Pure.
 */

/** Default payment term, days: the legal default of article L441-10. */
export const PAYMENT_TERM_DEFAULT_DAYS = 30
/** Longest payment term staff may set, days: the legal maximum (60 days from the invoice date). */
export const PAYMENT_TERM_MAX_DAYS = 60

const DAY_MS = 24 * 60 * 60 * 1000

/** A term in whole days from 0 to 60 (rounded down); a missing or unreadable one is the default. */
export function paymentTermDays(termDays: number | null | undefined): number {
  if (termDays === null || termDays === undefined || Number.isNaN(termDays)) return PAYMENT_TERM_DEFAULT_DAYS
  return Math.min(PAYMENT_TERM_MAX_DAYS, Math.max(0, Math.floor(termDays)))
}

/** The due date: the order date plus the term in calendar days (UTC), the term clamped to 0–60 days. */
export function dueDate(orderDate: Date, termDays: number): Date {
  return new Date(orderDate.getTime() + paymentTermDays(termDays) * DAY_MS)
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

/** A date as French text, in UTC: "1er mars 2026", "25 décembre 2026". */
export function frenchDate(date: Date): string {
  const day = date.getUTCDate()
  return `${day === 1 ? '1er' : String(day)} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`
}

/** The due date line of the order summary. */
export function dueDateMention(due: Date): string {
  return `Paiement à échéance : le montant TTC de la commande est payable au plus tard le ${frenchDate(due)}.`
}

/** Legal mentions of an order paid on account (articles L441-9, L441-10 and D441-5 of the Code de commerce). */
export const PAYMENT_TERMS_MENTIONS: string[] = [
  'Le montant TTC de la commande est payable au plus tard à la date d’échéance indiquée.',
  'Tout retard de paiement entraîne de plein droit, dès le lendemain de la date d’échéance, des pénalités de retard calculées au taux de trois fois le taux d’intérêt légal (article L441-10 du Code de commerce).',
  'Tout professionnel en retard de paiement est en outre redevable d’une indemnité forfaitaire pour frais de recouvrement de 40 € (article D441-5 du Code de commerce).',
  'Aucun escompte n’est accordé en cas de paiement anticipé.',
]
