import { describe, expect, it } from 'vitest'
import { MAIL_LOGO_CID, renderMail } from './template'

describe('renderMail', () => {
  const mail = renderMail({
    brand: 'Ardalis',
    title: 'Votre liste de favoris',
    paragraphs: ['Bonjour,', 'Voici vos produits <préférés>.'],
    items: [
      { label: 'Enduit de lissage ® "pro"', href: 'https://ardalis.example/fr/produit/lissage', detail: 'Réf. AR-101' },
      { label: 'Lien piégé', href: 'javascript:alert(1)' },
    ],
    fields: [{ label: 'Message', value: 'ligne 1\nligne 2' }],
    action: { label: 'Voir le site', href: 'https://ardalis.example/' },
  })

  it('escapes what users typed in the HTML part', () => {
    expect(mail.html).toContain('Voici vos produits &lt;préférés&gt;.')
    expect(mail.html).toContain('Enduit de lissage ® &quot;pro&quot;')
    expect(mail.html).not.toContain('<préférés>')
  })

  it('links only http(s), mailto and tel addresses', () => {
    expect(mail.html).toContain('href="https://ardalis.example/fr/produit/lissage"')
    expect(mail.html).not.toContain('javascript:')
  })

  it('opens on the logo, an inline image named by the brand (decision 099)', () => {
    const html = renderMail({ brand: 'Ardalis & Cie', title: 'x' }).html
    expect(html).toContain(`<img src="cid:${MAIL_LOGO_CID}" alt="Ardalis &amp; Cie" width="174" height="48"`)
  })

  it('gives the same content in the plain-text part', () => {
    expect(mail.text).toContain('Votre liste de favoris')
    expect(mail.text).toContain('- Enduit de lissage ® "pro" (Réf. AR-101)\n  https://ardalis.example/fr/produit/lissage')
    expect(mail.text).toContain('Message : ligne 1\nligne 2')
    expect(mail.text).toContain('Voir le site : https://ardalis.example/')
  })
})
