import { describe, expect, it } from 'vitest'
import { shortlistVisual, thumbnailOf, type ShortlistImage } from './visual'

const image = (name: string, card = true): ShortlistImage => ({
  url: `/media/${name}.png`,
  webp: `/media/${name}.webp`,
  alt: `Packshot ${name}`,
  title: null,
  width: 1200,
  height: 1200,
  card: card ? { url: `/media/${name}-240.png`, webp: `/media/${name}-240.webp`, width: 240, height: 240 } : null,
  push: null,
})

const medias = (visuel: ShortlistImage[]) => ({ visuel, AMBIANCE: [], PICTO: {}, MEDIA: [] })

describe('the picture of a compared or favourite product', () => {
  it('is the cover, else the first visual, else none', () => {
    expect(shortlistVisual({ cover: image('cover'), medias: medias([image('other')]), variants: [] })?.url).toBe('/media/cover.png')
    expect(shortlistVisual({ cover: null, medias: medias([image('first'), image('second')]), variants: [] })?.url).toBe('/media/first.png')
    expect(shortlistVisual({ cover: null, medias: medias([]), variants: [] })).toBeNull()
  })

  it('is shown at the card size when there is one, else at its own size', () => {
    expect(thumbnailOf(image('a'))).toEqual({ url: '/media/a-240.png', webp: '/media/a-240.webp', width: 240, height: 240 })
    expect(thumbnailOf(image('b', false))).toEqual({ url: '/media/b.png', webp: '/media/b.webp', width: 1200, height: 1200 })
  })
})
