/** Slugs of the legal CMS pages every footer links to, in each locale (decision 101). */
export const LEGAL_PAGES = {
  legalNotice: 'mentions-legales',
  privacy: 'politique-de-confidentialite',
  accessibility: 'declaration-d-accessibilite',
} as const

export type LegalPage = keyof typeof LEGAL_PAGES
