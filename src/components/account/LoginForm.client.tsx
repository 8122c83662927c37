'use client'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { TextField } from '@/components/forms/FormKit.client'
import { mergeGuestCart } from '@/components/commerce/cart-api.client'
import { favouritesStore } from '@/components/state/stores.client'
import { accountPagePath, RETURN_PARAM, safeReturnPath } from '@/domain/account/links'
import { loginSchema } from '@/domain/account/schemas'
import type { Target } from '@/domain/routing/types'
import { AccountForm } from './AccountForm.client'
import { accountCall, rememberSignedIn, type Account } from './api.client'
import { ResendVerification } from './ResendVerification.client'
import { useAccountForm } from './use-account-form.client'
import styles from './Account.module.css'

/**
 * Login (spec §8 'Merci de spécifier votre email et mot de passe' for an empty field; one
 * message for a wrong e-mail or password). On success: the header's state, the device's
 * favourites merged into the account's, the guest cart merged into theirs, then back to the page the customer came from.
 */
export function LoginForm({ target }: { target: Target }) {
  const router = useRouter()
  const [unverified, setUnverified] = useState<string | null>(null)
  const site = useAccountForm({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    secrets: ['password'],
    success: null,
    send: async (values) => {
      setUnverified(null)
      const answer = await accountCall<Account>('POST', '/api/v1/account/login', values)
      if (!answer.ok && answer.status === 403) setUnverified(values.email)
      return answer
    },
    onSuccess: async (account) => {
      rememberSignedIn(account)
      const merged = await accountCall<{ favourites: number[] }>('POST', '/api/v1/account/favourites', {
        favourites: favouritesStore.get(),
      })
      if (merged.ok) favouritesStore.set(merged.data.favourites)
      // The guest cart of this device joins the customer's (decision 087).
      await mergeGuestCart()
      const back = new URLSearchParams(window.location.search).get(RETURN_PARAM)
      router.push(safeReturnPath(back, accountPagePath('account', target)))
    },
  })
  return (
    <>
      <AccountForm
        {...site}
        label="Connexion à mon compte"
        submitLabel="Me connecter"
        after={
          <ul className={styles.links}>
            <li>
              <Link href={accountPagePath('forgotPassword', target)} prefetch={false}>
                Mot de passe oublié ?
              </Link>
            </li>
            <li>
              Pas encore de compte ?{' '}
              <Link href={accountPagePath('signup', target)} prefetch={false}>
                Créer un compte
              </Link>
            </li>
          </ul>
        }
      >
        <TextField name="email" label="E-mail" type="email" autoComplete="email" required />
        <TextField name="password" label="Mot de passe" type="password" autoComplete="current-password" required />
      </AccountForm>
      {unverified ? <ResendVerification email={unverified} /> : null}
    </>
  )
}
