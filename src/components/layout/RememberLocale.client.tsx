'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { localeCookieUpdate } from '@/domain/routing/locale'

/**
 * Remembers the language of the page read (spec §4, cookie `i18n_redirected`), so that `/`
 * opens it next time. Mounted by the chrome of a page that exists in every language only
 * (decision 137): the cart or the calculator, French only, are read from the English site
 * without changing the reader's language. Written by the browser, so that no cached page
 * answer carries a Set-Cookie (decision 089).
 */
export function RememberLocale() {
  const pathname = usePathname()
  useEffect(() => {
    const update = localeCookieUpdate(pathname, document.cookie, window.location.protocol === 'https:')
    if (update) document.cookie = update
  }, [pathname])
  return null
}
