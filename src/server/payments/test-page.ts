/**
 * The test provider's page (decision 088): plain server-rendered HTML, French, one form with
 * three buttons, and a banner that says no money is taken. No script, no external resource.
 */
import { formatPrice } from '@/domain/format/price'
import { escapeHtml } from '@/domain/mail/template'
import type { PaymentOutcome } from './types'

export const TEST_PAGE_CHOICES: { value: PaymentOutcome; label: string }[] = [
  { value: 'paid', label: 'Accepter le paiement' },
  { value: 'refused', label: 'Refuser le paiement' },
  { value: 'abandoned', label: 'Abandonner' },
]

const STYLE = `
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f4f4f2;color:#1d1d1b}
main{max-width:32rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:6px}
.banner{background:#fff3cd;border:2px solid #8a6d00;color:#4d3d00;padding:.75rem 1rem;border-radius:4px;font-weight:700}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:700}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.75rem 1rem;border-radius:4px;border:2px solid #0b5394;cursor:pointer;background:#fff;color:#0b5394}
button[value=paid]{background:#0b5394;color:#fff}
button:focus-visible{outline:3px solid #1d1d1b;outline-offset:2px}`

export function testPaymentPageHtml(order: { number: string; amount: number; session: string } | null): string {
  const head = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Paiement de test — aucun débit réel</title><style>${STYLE}</style></head><body><main>`
  const banner = '<p class="banner" role="note">Paiement de test — aucun débit réel</p>'
  if (!order) {
    return `${head}${banner}<h1>Session de paiement introuvable</h1><p>Cette session de paiement n’existe pas ou est terminée.</p></main></body></html>`
  }
  const buttons = TEST_PAGE_CHOICES.map(
    (c) => `<button type="submit" name="choix" value="${c.value}">${escapeHtml(c.label)}</button>`,
  ).join('')
  return [
    head,
    banner,
    '<h1>Paiement par carte</h1>',
    '<p>Cette page remplace le prestataire de paiement dans la démonstration et les tests : choisissez l’issue du paiement.</p>',
    `<dl><dt>Commande</dt><dd>${escapeHtml(order.number)}</dd><dt>Montant</dt><dd>${escapeHtml(formatPrice(order.amount / 100, { forceDecimals: true, currencySymbol: '€' }))}</dd></dl>`,
    `<form method="post" action="/paiement-test/${encodeURIComponent(order.session)}"><div class="actions">${buttons}</div></form>`,
    '</main></body></html>',
  ].join('')
}
