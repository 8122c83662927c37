import { clientNavigationPath } from '@/domain/browser/navigation'

/**
 * The page a click leads to when it starts a client-side navigation, else null. Read in
 * the capture phase: the link's own handler cancels the browser's navigation (Next's
 * links do, to navigate themselves), so `defaultPrevented` says nothing afterwards.
 * The choice-guide entry opens a modal instead of navigating (spec §2): left out.
 */
function linkNavigation(event: MouseEvent): string | null {
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('data-choice-guide')) return null
  return clientNavigationPath(
    {
      button: event.button,
      modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
      target: anchor.target,
      download: anchor.hasAttribute('download'),
      href: anchor.href,
    },
    window.location,
  )
}

/** Calls `listener` with the target path of every link click that starts a client navigation. */
export function onLinkNavigation(listener: (path: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const path = linkNavigation(event)
    if (path) listener(path)
  }
  window.addEventListener('click', onClick, true)
  return () => window.removeEventListener('click', onClick, true)
}
