import { describe, expect, it } from 'vitest'
import { containsLink, WISHLIST_MESSAGES, wishlistNote, wishlistRecipients } from './wishlist'

describe('the favourites e-mail’s recipients', () => {
  it('takes one address or up to three, each once', () => {
    expect(wishlistRecipients.parse(' Ana@Example.fr ')).toEqual(['ana@example.fr'])
    expect(wishlistRecipients.parse('a@example.fr, b@example.fr; A@example.fr')).toEqual(['a@example.fr', 'b@example.fr'])
  })

  it('refuses a fourth address and anything that is not an address, in French', () => {
    const four = wishlistRecipients.safeParse('a@x.fr, b@x.fr, c@x.fr, d@x.fr')
    expect(four.error?.issues[0]?.message).toBe(WISHLIST_MESSAGES.tooManyRecipients)
    expect(wishlistRecipients.safeParse('a@x.fr, pas-une-adresse').error?.issues[0]?.message).toBe(WISHLIST_MESSAGES.invalidEmail)
    expect(wishlistRecipients.safeParse(' , ').error?.issues[0]?.message).toBe(WISHLIST_MESSAGES.invalidEmail)
  })
})

describe('the favourites e-mail’s note', () => {
  it.each(['https://promo.example', 'voir www.promo', 'promo.example', 'écrivez à bob@promo.example', 'ftp://x'])(
    'finds the link in %j',
    (text) => {
      expect(containsLink(text)).toBe(true)
    },
  )

  it.each(['Pour le chantier de la rue Voltaire, M. Dupont', 'Épaisseur 3.5 mm, 2 couches', 'Cf. le devis'])('lets %j through', (text) => {
    expect(containsLink(text)).toBe(false)
    expect(wishlistNote.safeParse(text).success).toBe(true)
  })

  it('caps the note and refuses markup', () => {
    expect(wishlistNote.safeParse('a'.repeat(301)).error?.issues[0]?.message).toBe(WISHLIST_MESSAGES.noteTooLong)
    expect(wishlistNote.safeParse('<b>promo</b>').error?.issues[0]?.message).toBe(WISHLIST_MESSAGES.noteLink)
  })
})
