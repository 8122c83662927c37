import { describe, expect, it } from 'vitest'
import type { Image, Product, Variant } from './types'
import { cardVisual, defaultPack, mainVisual, packsFor, packVisual, pickVariant } from './visual'

const image = (name: string, over: Partial<Image> = {}): Image => ({
  url: `/media/images/${name}.png`,
  webp: null,
  width: 800,
  height: 800,
  alt: name,
  title: null,
  card: null,
  push: null,
  large: null,
  ...over,
})

const pack = (reference: string, over: Partial<Variant> = {}): Variant => ({
  reference,
  gtin: '03760000000000',
  packaging: 'seau',
  packSize: 15,
  packUnit: 'kg',
  targets: ['pro', 'part'],
  pricePro: 4990,
  pricePart: 5990,
  weightGrams: null,
  ...over,
})

const product = (variants: Variant[], medias: Product['medias'] = [{ kind: 'visuel', title: null, image: image('produit') }]): Product => ({
  id: 1,
  name: 'Lissafin® Pâte',
  slug: 'lissafin-pate',
  reference: 'ARD-LIS-001',
  targets: ['pro', 'part'],
  promoted: false,
  promotedOrder: null,
  summary: '',
  description: '',
  benefits: [],
  categoryIds: [],
  relatedIds: [],
  medias,
  documents: [],
  caracteristics: [],
  variants,
  consumption: { mode: 'none', rate: null, maxThickness: null, coats: null, tapePerM2: null },
  updatedAt: '2026-11-25T00:00:00.000Z',
})

describe('pack visuals', () => {
  const small = pack('LIS-1', { packSize: 1, targets: ['part'], pricePro: null, image: image('seau-1kg') })
  const big = pack('LIS-15', { targets: ['pro'], pricePart: null, image: image('seau-15kg') })
  const bigger = pack('LIS-20', { packSize: 20, targets: ['pro'], pricePart: null, image: image('seau-20kg') })

  it('shows each audience its own first pack: 1 kg to private customers, 15 kg to professionals', () => {
    const lissafin = product([small, big, bigger])
    expect(defaultPack(lissafin, 'part')?.reference).toBe('LIS-1')
    expect(defaultPack(lissafin, 'pro')?.reference).toBe('LIS-15')
    expect(cardVisual(lissafin, 'pro')?.alt).toBe('seau-15kg')
    expect(cardVisual(lissafin, 'part')?.alt).toBe('seau-1kg')
  })

  it('prefers the first pack sold in the audience over an unpriced one before it', () => {
    const unpriced = pack('LIS-5', { packSize: 5, pricePro: null, image: image('seau-5kg') })
    expect(defaultPack(product([unpriced, big]), 'pro')?.reference).toBe('LIS-15')
    // Nothing sold: the first pack of the audience still names the picture.
    expect(defaultPack(product([unpriced]), 'pro')?.reference).toBe('LIS-5')
  })

  it('counts a pack without audiences as everyone’s, and has no pack for an audience without one', () => {
    const everyone = pack('ALL', { targets: [] })
    expect(packsFor(product([everyone, big]), 'part').map((v) => v.reference)).toEqual(['ALL'])
    expect(defaultPack(product([big]), 'part')).toBeNull()
  })

  it('falls back to the product’s main visual when the pack has no packshot of its own', () => {
    const bare = product([pack('NU', { image: null })])
    expect(packVisual(bare, bare.variants[0] ?? null)?.alt).toBe('produit')
    expect(cardVisual(bare, 'pro')?.alt).toBe('produit')
    expect(cardVisual(product([], []), 'pro')).toBeNull()
    expect(mainVisual(product([], [{ kind: 'AMBIANCE', title: null, image: image('scene') }]))?.alt).toBe('scene')
  })

  it('picks the stored size that fits, else a larger one, else the original', () => {
    const sized = image('p', { card: { url: '/c.png', webp: '/c.webp', width: 240, height: 240 }, large: null })
    expect(pickVariant(sized, 'card').url).toBe('/c.png')
    expect(pickVariant(sized, 'push').url).toBe('/media/images/p.png')
  })
})
