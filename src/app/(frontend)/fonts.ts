import localFont from 'next/font/local'

/**
 * The site's typeface (decision 099): Source Sans 3, variable weight, Latin subset, from the
 * npm package @fontsource-variable/source-sans-3 (served from this site, never a font CDN).
 * One file carries the two weights the type scale uses (400, 700). The file is preloaded and
 * `optional`: when it is there by the first frame (Chromium waits about 100 ms for a preloaded
 * optional font) the page is drawn in it; when it is late, the page keeps the fallback, whose
 * metrics next/font adjusts to the font's (size-adjust and ascent/descent overrides on Arial),
 * and the next page load has it from cache. A late swap would move every line whose width
 * changes (decision 109).
 */
export const brandFont = localFont({
  src: '../../brand/source-sans-3-fr-wght.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  variable: '--font-brand',
  adjustFontFallback: 'Arial',
  fallback: ['Ardalis Sans Fallback', 'system-ui', 'Arial', 'sans-serif'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+20-7E,U+A0-FF,U+152-153,U+2009,U+200B,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+2044,U+20AC,U+2122,U+2191,U+2193,U+2212',
    },
  ],
})
