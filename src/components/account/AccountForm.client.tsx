'use client'
import type { FormEventHandler, ReactNode } from 'react'
import { useWatch, FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { FormStatus, RequiredNote, SubmitButton, TextField } from '@/components/forms/FormKit.client'
import type { FormStatusState } from '@/components/forms/use-site-form.client'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLevel, type PasswordLevel } from '@/domain/account/password'
import formStyles from '@/components/forms/Form.module.css'
import styles from './Account.module.css'

/** The frame of an account form: the required-mark note, the form's message, the fields and the button. */
export function AccountForm<T extends FieldValues, R>({
  form,
  onSubmit,
  status,
  pending,
  label,
  submitLabel,
  children,
  after,
}: {
  form: UseFormReturn<T, unknown, R>
  onSubmit: FormEventHandler<HTMLFormElement>
  status: FormStatusState
  pending: boolean
  label: string
  submitLabel: string
  children: ReactNode
  /** Shown under the button (links to the other account pages). */
  after?: ReactNode
}) {
  return (
    <FormProvider {...form}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={label}>
        <RequiredNote />
        <FormStatus status={status} />
        {children}
        <div className={formStyles.actions}>
          <SubmitButton pending={pending} label={submitLabel} />
        </div>
        {after ? <div className={styles.after}>{after}</div> : null}
      </form>
    </FormProvider>
  )
}

const LEVEL_LABELS: Record<PasswordLevel, string> = {
  bad: 'Mauvais',
  weak: 'Faible',
  medium: 'Moyen',
  good: 'Bon',
  high: 'Élevé',
}

const RULES = `De ${PASSWORD_MIN_LENGTH} à ${PASSWORD_MAX_LENGTH} caractères, niveau « Moyen » au moins : mélangez minuscules, majuscules et chiffres, ou allongez-le.`

/** The new password with its strength meter (spec §5: five levels, decision 083), and its confirmation. */
export function NewPasswordFields({ label = 'Mot de passe' }: { label?: string }) {
  const value = (useWatch({ name: 'password' }) as string | undefined) ?? ''
  const level = passwordLevel(value)
  const index = ['bad', 'weak', 'medium', 'good', 'high'].indexOf(level)
  return (
    <>
      <div className={formStyles.wide}>
        <TextField name="password" label={label} type="password" autoComplete="new-password" hint={RULES} required />
        <div className={styles.meter} data-level={value ? level : 'empty'} aria-hidden="true">
          {[0, 1, 2, 3, 4].map((step) => (
            <span key={step} data-on={value !== '' && step <= index ? 'true' : 'false'} />
          ))}
        </div>
        <p className={styles.meterText} aria-live="polite" data-testid="password-level">
          {value ? `Force du mot de passe : ${LEVEL_LABELS[level]}` : ''}
        </p>
      </div>
      <TextField name="passwordConfirmation" label="Confirmation du mot de passe" type="password" autoComplete="new-password" required />
    </>
  )
}
