import { describe, expect, it } from 'vitest'
import { acceptedTargetRoute } from './target'

describe('redirect targets', () => {
  it('accepts the addresses of the route table, query string and fragment aside', () => {
    expect(acceptedTargetRoute('/fr/enduit-professionnels/carrieres')?.name).toBe('careers')
    expect(acceptedTargetRoute('/fr/enduit-professionnels/produit/lissafin-pate?utm_source=ancien-site#avis')).toMatchObject({
      name: 'product',
      slug: 'lissafin-pate',
    })
    expect(acceptedTargetRoute('/fr/enduit-professionnels/documentation-technique/fiches-de-donnees-de-securite')?.name).toBe(
      'technicalDocumentation',
    )
    expect(acceptedTargetRoute('/fr/enduit-professionnels/documentation-technique')?.name).toBe('technicalDocumentation')
  })

  it('refuses an address no page answers, and a documentation type the page does not list', () => {
    expect(acceptedTargetRoute('/fr/enduit-professionnels/documentation-technique/fds')).toBeNull()
    expect(acceptedTargetRoute('/fr/enduit-professionnels/documentation-technique/dop')).toBeNull()
    expect(acceptedTargetRoute('/ancienne-page.html')).toBeNull()
    expect(acceptedTargetRoute('/de/enduit-professionnels')).toBeNull()
    expect(acceptedTargetRoute('/fr/enduit-professionnels/produit')).toBeNull()
  })
})
