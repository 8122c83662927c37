import { describe, expect, it } from 'vitest'
import { mediaContentType, publicFileUrl } from './media-files'

describe('media files', () => {
  it('maps Payload file addresses to the static media route', () => {
    expect(publicFileUrl('/api/media/file/packshot-lissafin-240x240.webp')).toBe('/media/images/packshot-lissafin-240x240.webp')
    expect(publicFileUrl('/api/documents/file/fiche-technique-lissafin.pdf')).toBe('/media/documents/fiche-technique-lissafin.pdf')
    expect(publicFileUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png')
  })
  it('serves only known file types', () => {
    expect(mediaContentType('a.WEBP')).toBe('image/webp')
    expect(mediaContentType('fiche.pdf')).toBe('application/pdf')
    expect(mediaContentType('script.js')).toBeNull()
  })
})
