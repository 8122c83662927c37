/**
 * The favourites e-mail (spec §7 "wish-list e-mail"): each product with its link in its
 * plan, and a link back to the favourites page. Sent by the public POST /wishlist/send (to
 * the address the visitor types) and by POST /account/wishlist (to the account's own).
 */
import 'server-only'
import { getCatalogue } from '@/data/catalogue'
import { getSettings } from '@/data/site'
import type { Product } from '@/domain/catalogue/types'
import { build } from '@/domain/routing/routes'
import type { Locale, Target } from '@/domain/routing/types'
import { env } from '@/env'
import { sendMail, type SendResult } from './send'

export const WISHLIST_SEND_FAILED = 'L’envoi du courriel a échoué, veuillez réessayer.'
/** The spec's message once the list is sent (the favourites page shows the same text). */
export const WISHLIST_SENT = 'Votre liste de favoris vous a été envoyée par e-mail.'
export const WISHLIST_EMPTY = 'Votre liste de favoris est vide.'

export interface WishlistEntry {
  product: Product
  /** The plan whose product page the link leads to. */
  target: Target
}

/**
 * The products of these ids, in the list's order and without duplicates, each from the
 * first of `targets` whose catalogue sells it; `unknown` the ids none of them sells.
 */
export async function wishlistEntries(
  ids: readonly number[],
  targets: readonly Target[],
  locale: Locale,
): Promise<{ entries: WishlistEntry[]; unknown: number[] }> {
  const catalogues = await Promise.all(targets.map((target) => getCatalogue(target, locale)))
  const entries: WishlistEntry[] = []
  const unknown: number[] = []
  for (const id of new Set(ids)) {
    const index = catalogues.findIndex((catalogue) => catalogue.products.some((p) => p.id === id))
    const product = catalogues[index]?.products.find((p) => p.id === id)
    const target = targets[index]
    if (product && target) entries.push({ product, target })
    else unknown.push(id)
  }
  return { entries, unknown }
}

/** Sends the list to `to`; `target` is the plan of the favourites page the mail links back to. */
export async function sendWishlistMail(options: {
  to: string
  entries: readonly WishlistEntry[]
  target: Target
  locale: Locale
  message?: string
}): Promise<SendResult> {
  const { entries, locale } = options
  const settings = await getSettings(locale)
  const site = env.SITE_URL.replace(/\/+$/, '')
  return sendMail({
    to: options.to,
    subject: `Ma liste de favoris ${settings.brandName}`,
    content: {
      brand: settings.brandName,
      title: 'Ma liste de favoris',
      paragraphs: [
        `Voici les ${entries.length} produit${entries.length > 1 ? 's' : ''} de votre liste de favoris ${settings.brandName}.`,
        // The sender's short note (plain text without links, decision 090), shown as theirs.
        ...(options.message ? [`Note de l’expéditeur : « ${options.message} »`] : []),
      ],
      items: entries.map(({ product, target }) => ({
        label: `${product.name} (réf. ${product.reference})`,
        href: `${site}${build('product', { target, slug: product.slug }, locale)}`,
        detail: product.summary || null,
      })),
      action: { label: 'Retrouver ma liste sur le site', href: `${site}${build('favourites', { target: options.target }, 'fr')}` },
    },
  })
}
