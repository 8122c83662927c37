import { describe, expect, it } from 'vitest'
import { pictureSource } from './visual'
import type { Image } from './types'

const image: Image = {
  url: '/media/images/sac.png',
  webp: '/media/images/sac-800x600.webp',
  width: 1600,
  height: 1200,
  alt: 'Sac de 25 kg',
  title: null,
  card: { url: '/media/images/sac-240x240.png', webp: '/media/images/sac-240x240.webp', width: 240, height: 240 },
  push: { url: '/media/images/sac-370x300.png', webp: '/media/images/sac-370x300.webp', width: 370, height: 300 },
  large: { url: '/media/images/sac-800x600.png', webp: '/media/images/sac-800x600.webp', width: 800, height: 600 },
}

describe('pictureSource', () => {
  it('starts a large picture from the original, at its dimensions', () => {
    expect(pictureSource(image, 'large')).toEqual({ url: '/media/images/sac.png', width: 1600, height: 1200, svg: false })
    expect(pictureSource(image, 'original').url).toBe('/media/images/sac.png')
  })

  it('keeps the framing of a card or a push, from its file in the original format', () => {
    expect(pictureSource(image, 'card')).toEqual({ url: '/media/images/sac-240x240.png', width: 240, height: 240, svg: false })
    expect(pictureSource(image, 'push')).toEqual({ url: '/media/images/sac-370x300.png', width: 370, height: 300, svg: false })
  })

  it('falls back to the original when a size is missing, never to a framing of its own', () => {
    expect(pictureSource({ ...image, card: null }, 'card').url).toBe('/media/images/sac.png')
    expect(pictureSource({ ...image, card: null, large: null }, 'card').url).toBe('/media/images/sac.png')
  })

  it('flags an SVG, which is served as it is', () => {
    const svg: Image = { ...image, url: '/media/images/picto.svg', card: null, push: null, large: null }
    expect(pictureSource(svg, 'card')).toMatchObject({ url: '/media/images/picto.svg', svg: true })
  })
})
