/**
 * Which clicks start a client-side navigation to another page of the site: the loading
 * bar counts them as a request and the page transition fades the page out (spec §4, §9).
 */
export interface LinkClick {
  /** 0 = main button. */
  button: number
  /** Ctrl, Meta, Shift or Alt held: the browser opens a tab or a window. */
  modified: boolean
  /** The link's `target` attribute ('' when absent). */
  target: string
  /** The link has a `download` attribute. */
  download: boolean
  /** The resolved address of the link. */
  href: string
}

/** Site pages live under a locale prefix; files (PDF sheets, images) have an extension. */
const PAGE_PATH = /^\/(?:fr|en)(?:\/[^.]*)?$/

/** The path of the page the click leads to, or null when it stays on this page or leaves the app. */
export function clientNavigationPath(click: LinkClick, current: { origin: string; pathname: string }): string | null {
  if (click.button !== 0 || click.modified || click.download) return null
  if (click.target !== '' && click.target !== '_self') return null
  let url: URL
  try {
    url = new URL(click.href, current.origin)
  } catch {
    return null
  }
  if (url.origin !== current.origin || url.pathname === current.pathname) return null
  return PAGE_PATH.test(url.pathname) ? url.pathname : null
}
