'use client'
import { useState } from 'react'
import { notifySuccess } from '@/components/state/toast.client'
import { accountCall } from './api.client'
import styles from './Account.module.css'

/** A new verification e-mail for an account whose address is not confirmed yet. */
export function ResendVerification({ email }: { email: string }) {
  const [state, setState] = useState<{ pending: boolean; message: string | null; error: boolean }>({
    pending: false,
    message: null,
    error: false,
  })
  const resend = async () => {
    setState({ pending: true, message: null, error: false })
    const answer = await accountCall<{ message: string }>('POST', '/api/v1/account/resend-verification', { email })
    if (answer.ok) notifySuccess(answer.data.message)
    setState({ pending: false, message: answer.ok ? answer.data.message : answer.message, error: !answer.ok })
  }
  return (
    <div className={styles.panel}>
      <p>Vous n’avez pas reçu le courriel de confirmation, ou son lien a expiré ?</p>
      <button type="button" className="button button-secondary" onClick={resend} disabled={state.pending}>
        {state.pending ? 'Envoi en cours…' : 'Renvoyer le courriel de confirmation'}
      </button>
      <p role="status">{state.message}</p>
    </div>
  )
}
