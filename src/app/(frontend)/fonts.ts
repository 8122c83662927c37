import localFont from 'next/font/local'

/**
 * The site's typeface (decision 099): Source Sans 3, variable weight, Latin subset, from the
 * npm package @fontsource-variable/source-sans-3 (served from this site, never a font CDN).
 * One file carries the two weights the type scale uses (400, 700). `swap` shows the text at
 * once in the fallback, whose metrics next/font adjusts to the font's (size-adjust and
 * ascent/descent overrides on Arial), so that nothing moves when the font arrives.
 */
export const brandFont = localFont({
  src: '../../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand',
  adjustFontFallback: 'Arial',
  fallback: ['Ardalis Sans Fallback', 'system-ui', 'Arial', 'sans-serif'],
})
