/**
 * The brand colours for what is not CSS: the logo, the PDFs, the e-mails, the seed's images,
 * the browser's theme colour. The same values as src/brand/tokens.css (a unit test keeps them
 * equal); framework-free, so that the seed, the server and the pages can all import it.
 */
export const BRAND_COLOURS = {
  /** Logo, packs, headings, top bar (`--brand-navy`). */
  navy: '#1f3b6f',
  /** Logo, packs, decoration only: never text on white (`--brand-orange`). */
  orange: '#f07d1a',
  /** Links and secondary buttons (`--navy-600`). */
  navyLink: '#24508a',
  /** Main buttons, with white text (`--orange-700`). */
  accent: '#b4420b',
  /** Body text (`--grey-900`). */
  text: '#1c2530',
  /** Secondary text (`--grey-600`). */
  muted: '#4a5561',
  /** Lines and borders (`--grey-200`). */
  border: '#d3dae1',
  /** Tinted panels (`--grey-50`). */
  surface: '#f4f6f8',
  white: '#ffffff',
} as const

export type BrandColour = keyof typeof BRAND_COLOURS

/** `#rrggbb` as red, green and blue between 0 and 1 (pdf-lib's `rgb`). */
export function rgbOf(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`Couleur invalide : ${hex}`)
  return [1, 2, 3].map((i) => parseInt(match[i] as string, 16) / 255) as [number, number, number]
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = rgbOf(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}
