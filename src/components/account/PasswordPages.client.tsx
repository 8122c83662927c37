'use client'
import Link from 'next/link'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { TextField } from '@/components/forms/FormKit.client'
import { SIGNED_OUT } from '@/domain/account/auth-state'
import { authStore } from '@/components/state/stores.client'
import { accountPagePath, TOKEN_PARAM } from '@/domain/account/links'
import { forgotPasswordSchema, resetPasswordSchema } from '@/domain/account/schemas'
import type { Target } from '@/domain/routing/types'
import { AccountForm, NewPasswordFields } from './AccountForm.client'
import { accountCall } from './api.client'
import { useAccountForm } from './use-account-form.client'
import styles from './Account.module.css'

/** The single-use token of the page's address (`?jeton=`), read once in the browser. */
const noSubscribe = () => () => {}

function useToken(): string | null | undefined {
  return useSyncExternalStore(
    noSubscribe,
    () => new URLSearchParams(window.location.search).get(TOKEN_PARAM),
    () => undefined,
  )
}

function BackToLogin({ target, label = 'Aller à la connexion' }: { target: Target; label?: string }) {
  return (
    <p>
      <Link href={accountPagePath('login', target)} prefetch={false} className="button">
        {label}
      </Link>
    </p>
  )
}

/** Forgot password: the same answer whether the address has an account or not (spec §8 'password mail sent'). */
export function ForgotPasswordForm({ target }: { target: Target }) {
  const site = useAccountForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    success: (data: { message: string }) => data.message,
    send: (values) => accountCall<{ message: string }>('POST', '/api/v1/account/forgot-password', values),
  })
  return (
    <AccountForm
      {...site}
      label="Mot de passe oublié"
      submitLabel="Recevoir le lien"
      after={
        <p>
          <Link href={accountPagePath('login', target)} prefetch={false}>
            Retour à la connexion
          </Link>
        </p>
      }
    >
      <TextField name="email" label="E-mail du compte" type="email" autoComplete="email" required />
    </AccountForm>
  )
}

/** The reset page of the e-mail's link: a new password; the link works once, for one hour. */
export function ResetPasswordForm({ target }: { target: Target }) {
  const token = useToken()
  const [done, setDone] = useState<string | null>(null)
  const site = useAccountForm({
    schema: resetPasswordSchema,
    defaultValues: { token: '', password: '', passwordConfirmation: '' },
    secrets: ['password', 'passwordConfirmation'],
    success: (data: { message: string }) => data.message,
    send: (values) => accountCall<{ message: string }>('POST', '/api/v1/account/reset-password', values),
    onSuccess: (data) => {
      // The reset ends every session, this device's included.
      authStore.set(SIGNED_OUT)
      setDone(data.message)
    },
  })
  const { setValue } = site.form
  useEffect(() => {
    if (token) setValue('token', token)
  }, [token, setValue])
  if (token === undefined) return null
  if (!token) {
    return (
      <div className={styles.panel} role="alert">
        <p>Ce lien de réinitialisation est incomplet. Demandez un nouveau lien.</p>
        <p>
          <Link href={accountPagePath('forgotPassword', target)} prefetch={false}>
            Mot de passe oublié
          </Link>
        </p>
      </div>
    )
  }
  if (done) {
    return (
      <div className={styles.panel} role="status">
        <p>{done}</p>
        <BackToLogin target={target} />
      </div>
    )
  }
  return (
    <AccountForm
      {...site}
      label="Choix d’un nouveau mot de passe"
      submitLabel="Enregistrer le mot de passe"
      after={
        <p>
          Lien expiré ?{' '}
          <Link href={accountPagePath('forgotPassword', target)} prefetch={false}>
            Demander un nouveau lien
          </Link>
        </p>
      }
    >
      <NewPasswordFields label="Nouveau mot de passe" />
    </AccountForm>
  )
}

/** The verification page of the e-mail's link: confirms the address once, then offers the login. */
export function VerifyEmail({ target }: { target: Target }) {
  const token = useToken()
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const started = useRef(false)
  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    void accountCall<{ message: string }>('POST', '/api/v1/account/verify', { token }).then((answer) =>
      setOutcome(answer.ok ? { ok: true, message: answer.data.message } : { ok: false, message: answer.message }),
    )
  }, [token])
  const shown = token === null ? { ok: false, message: 'Ce lien de confirmation est incomplet.' } : outcome
  if (!shown) return <p role="status">Vérification du lien…</p>
  return (
    <div className={styles.panel} role={shown.ok ? 'status' : 'alert'}>
      <p>{shown.message}</p>
      {shown.ok ? <BackToLogin target={target} /> : <ResendByAddress />}
    </div>
  )
}

/** A verification link that no longer works: a new one, asked with the address. */
function ResendByAddress() {
  const [email, setEmail] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  return (
    <form
      className={styles.inline}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (!email.trim()) return setMessage('Veuillez renseigner une adresse mail valide.')
        setPending(true)
        const answer = await accountCall<{ message: string }>('POST', '/api/v1/account/resend-verification', { email: email.trim() })
        setPending(false)
        setMessage(answer.ok ? answer.data.message : answer.message)
      }}
    >
      <label htmlFor="resend-email">Votre adresse mail, pour recevoir un nouveau lien</label>
      <input id="resend-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit" className="button button-secondary" disabled={pending}>
        {pending ? 'Envoi en cours…' : 'Renvoyer le courriel de confirmation'}
      </button>
      <p role="status">{message}</p>
    </form>
  )
}
