/**
 * Slugs of the legal CMS pages every footer links to (decision 101). The seed creates
 * them in French; their body is not localized (decision 061), so every locale links to
 * the French page.
 */
export const LEGAL_PAGES = {
  legalNotice: 'mentions-legales',
  privacy: 'politique-de-confidentialite',
  accessibility: 'declaration-d-accessibilite',
} as const

export type LegalPage = keyof typeof LEGAL_PAGES
