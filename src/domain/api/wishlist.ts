/**
 * What the favourites e-mail may carry (decision 090): it leaves from the brand's address to
 * addresses the visitor types, so at most a few recipients and a short note of plain text
 * without any link, which could otherwise turn the brand's mail into someone's advert.
 */
import { z } from 'zod'

export const WISHLIST_MAX_RECIPIENTS = 3
export const WISHLIST_NOTE_MAX = 300

export const WISHLIST_MESSAGES = {
  invalidEmail: 'Veuillez renseigner une adresse mail valide.',
  tooManyRecipients: `Votre liste peut être envoyée à ${WISHLIST_MAX_RECIPIENTS} adresses au plus.`,
  noteTooLong: `La note doit faire ${WISHLIST_NOTE_MAX} caractères au plus.`,
  noteLink: 'La note ne peut contenir ni lien ni adresse web ou mail.',
  recipientLimit: 'Cette adresse a déjà reçu trop de listes aujourd’hui : réessayez demain.',
} as const

/** A web address, a bare domain name (enduit.fr, www.x) or an e-mail address anywhere in the text. */
export function containsLink(text: string): boolean {
  return /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|@|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/i.test(text)
}

const anAddress = z.string().max(254).pipe(z.email())

/** One address, or up to three separated by commas or semicolons; each once, lower-cased. */
export const wishlistRecipients = z
  .string({ error: WISHLIST_MESSAGES.invalidEmail })
  .max(800, { error: WISHLIST_MESSAGES.invalidEmail })
  .transform((value) => [
    ...new Set(
      value
        .split(/[,;]/)
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .superRefine((list, ctx) => {
    // One message for the field, whichever address is wrong.
    if (list.length === 0 || !list.every((entry) => anAddress.safeParse(entry).success)) {
      ctx.addIssue({ code: 'custom', message: WISHLIST_MESSAGES.invalidEmail })
    } else if (list.length > WISHLIST_MAX_RECIPIENTS) {
      ctx.addIssue({ code: 'custom', message: WISHLIST_MESSAGES.tooManyRecipients })
    }
  })

/** The sender's short note: plain text, no link, no markup. */
export const wishlistNote = z
  .string()
  .trim()
  .max(WISHLIST_NOTE_MAX, { error: WISHLIST_MESSAGES.noteTooLong })
  .refine((text) => !containsLink(text), { error: WISHLIST_MESSAGES.noteLink })
  .refine((text) => !/[<>]/.test(text), { error: WISHLIST_MESSAGES.noteLink })
