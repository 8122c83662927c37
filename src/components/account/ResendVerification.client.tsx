'use client'
import { notifySuccess } from '@/components/state/toast.client'
import { ActionButton } from './ActionButton.client'
import { accountCall } from './api.client'
import styles from './Account.module.css'

/** A new verification e-mail for an account whose address is not confirmed yet. */
export function ResendVerification({ email }: { email: string }) {
  return (
    <div className={styles.panel}>
      <p>Vous n’avez pas reçu le courriel de confirmation, ou son lien a expiré ?</p>
      <ActionButton
        label="Renvoyer le courriel de confirmation"
        run={async () => {
          const answer = await accountCall<{ message: string }>('POST', '/api/v1/account/resend-verification', { email })
          if (answer.ok) notifySuccess(answer.data.message)
          return answer.ok ? { ok: true, message: answer.data.message } : { ok: false, message: answer.message }
        }}
      />
    </div>
  )
}
