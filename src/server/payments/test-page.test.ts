import { describe, expect, it } from 'vitest'
import { testPaymentPageHtml } from './test-page'

describe('the test provider’s page', () => {
  it('is French, marked as a test, and offers the three outcomes as buttons of one form', () => {
    const html = testPaymentPageHtml({ number: 'CMD-2026-000007', amount: 123456, session: 'test_abcdefghijklmnop' })
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('Paiement de test — aucun débit réel')
    expect(html).toContain('<form method="post" action="/paiement-test/test_abcdefghijklmnop">')
    for (const [value, label] of [
      ['paid', 'Accepter le paiement'],
      ['refused', 'Refuser le paiement'],
      ['abandoned', 'Abandonner'],
    ])
      expect(html).toContain(`<button type="submit" name="choix" value="${value}">${label}</button>`)
    expect(html).toContain('CMD-2026-000007')
    expect(html).not.toContain('<script')
  })

  it('says when the session does not exist', () => {
    expect(testPaymentPageHtml(null)).toContain('Session de paiement introuvable')
  })
})
