'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { accountCall } from '@/components/account/api.client'
import { favouritesStore, useAuth } from '@/components/state/stores.client'
import { RETURN_PARAM, safeReturnPath } from '@/domain/account/links'
import styles from './Header.module.css'
import UserRound from 'lucide-react/icons/user-round'

function PersonIcon() {
  return <UserRound aria-hidden="true" focusable="false" size={22} />
}

/**
 * While a customer is signed in, the favourites toggled on this device are kept on the
 * account too (issue 18 §5), a moment after the last change. A 401 clears the auth state (accountCall).
 */
function useFavouritesOnAccount(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return
    let last = JSON.stringify(favouritesStore.get())
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = favouritesStore.subscribe(() => {
      const next = favouritesStore.get()
      if (JSON.stringify(next) === last) return
      last = JSON.stringify(next)
      clearTimeout(timer)
      timer = setTimeout(() => {
        void accountCall('PUT', '/api/v1/account/favourites', { favourites: next })
      }, 800)
    })
    return () => {
      clearTimeout(timer)
      unsubscribe()
    }
  }, [signedIn])
}

/** The header's account entry (desktop and mobile): "Se connecter", or "Mon compte" once signed in. */
export function AccountLink({
  loginHref,
  accountHref,
  signInLabel,
  myAccountLabel,
}: {
  loginHref: string
  accountHref: string
  signInLabel: string
  myAccountLabel: string
}) {
  const auth = useAuth()
  const pathname = usePathname()
  useFavouritesOnAccount(auth.signedIn)
  // Signing in from a page comes back to it (not from the account pages themselves).
  const back = pathname ? safeReturnPath(pathname, '') : ''
  const login = back ? `${loginHref}?${RETURN_PARAM}=${encodeURIComponent(back)}` : loginHref
  return (
    <Link
      href={auth.signedIn ? accountHref : login}
      prefetch={false}
      className={styles.iconLink}
      data-testid="header-account"
      data-signed-in={auth.signedIn ? 'true' : 'false'}
    >
      <PersonIcon />
      <span className={styles.iconLabel}>{auth.signedIn ? myAccountLabel : signInLabel}</span>
    </Link>
  )
}
