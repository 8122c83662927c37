import { describe, expect, it } from 'vitest'
import type { MenuPush } from '@/domain/navigation/types'
import { homeHighlights } from './highlights'
import type { Teaser } from './types'

const push = (titre: string, href: string): MenuPush => ({ titre, text: null, visuel: null, href, labelLink: 'Découvrir' })
const news = (title: string, href: string): Teaser => ({
  id: href.length,
  title,
  href,
  excerpt: `${title}, en bref.`,
  cover: null,
  publishedAt: null,
  tags: [],
})

const NEWS = [news('Salon 2026', '/fr/a/salon'), news('Nouvelle usine', '/fr/a/usine'), news('Prix', '/fr/a/prix')]

describe('homeHighlights', () => {
  it('keeps the pushes first, then fills the row with the newest news', () => {
    const cards = homeHighlights([push('Airlis', '/fr/p/airlis')], NEWS, 'Lire l’actualité')
    expect(cards.map((card) => card.titre)).toStrictEqual(['Airlis', 'Salon 2026', 'Nouvelle usine'])
    expect(cards[1]).toStrictEqual({
      titre: 'Salon 2026',
      text: 'Salon 2026, en bref.',
      visuel: null,
      href: '/fr/a/salon',
      labelLink: 'Lire l’actualité',
    })
  })

  it('does not show a pushed news item twice', () => {
    const cards = homeHighlights([push('Le salon', '/fr/a/salon')], NEWS, 'Lire')
    expect(cards.map((card) => card.href)).toStrictEqual(['/fr/a/salon', '/fr/a/usine', '/fr/a/prix'])
  })

  it('adds no news when the pushes fill the row, and keeps every push', () => {
    const pushes = ['a', 'b', 'c', 'd'].map((x) => push(x, `/fr/${x}`))
    expect(homeHighlights(pushes, NEWS, 'Lire')).toStrictEqual(pushes)
  })

  it('shows what there is when there is little', () => {
    expect(homeHighlights([], NEWS.slice(0, 1), 'Lire').map((card) => card.titre)).toStrictEqual(['Salon 2026'])
    expect(homeHighlights([], [], 'Lire')).toStrictEqual([])
  })
})
