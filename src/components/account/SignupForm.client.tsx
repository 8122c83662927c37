'use client'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Checkbox, RadioGroup, TextField } from '@/components/forms/FormKit.client'
import { prepareCaptcha } from '@/components/forms/captcha.client'
import { PersonFields } from '@/components/forms/PersonFields.client'
import { accountPagePath } from '@/domain/account/links'
import { signupSchema } from '@/domain/account/schemas'
import type { Target } from '@/domain/routing/types'
import { AccountForm, NewPasswordFields } from './AccountForm.client'
import { accountCall } from './api.client'
import { useAccountForm } from './use-account-form.client'
import styles from './Account.module.css'

const AUDIENCE_OPTIONS = [
  { value: 'part', label: 'Particulier' },
  { value: 'pro', label: 'Professionnel' },
] as const

/** What a professional adds: the company, its SIRET (spec §5 Luhn rule) and the person's function. */
function ProfessionalFields() {
  const audience = useWatch({ name: 'audience' }) as string | undefined
  if (audience !== 'pro') return null
  return (
    <>
      <TextField name="company" label="Société" autoComplete="organization" required />
      <TextField name="siret" label="SIRET" inputMode="numeric" maxLength={20} hint="14 chiffres, sur votre extrait Kbis." required />
      <TextField name="function" label="Fonction" autoComplete="organization-title" required />
    </>
  )
}

/**
 * Signup, both audiences (issue 18): the spec's fields, the password meter, the terms and the
 * self-hosted captcha. A new account confirms its e-mail address before the first login.
 */
export function SignupForm({ target, termsHref }: { target: Target; termsHref: string }) {
  const [done, setDone] = useState<string | null>(null)
  useEffect(() => prepareCaptcha(), [])
  const site = useAccountForm({
    schema: signupSchema,
    defaultValues: {
      audience: target,
      civility: undefined,
      lastname: '',
      firstname: '',
      email: '',
      phone: '',
      company: '',
      siret: '',
      function: '',
      password: '',
      passwordConfirmation: '',
      terms: false as unknown as true,
    },
    secrets: ['password', 'passwordConfirmation'],
    success: (data: { message: string }) => data.message,
    send: (values) => accountCall<{ message: string }>('POST', '/api/v1/account/signup', values, { captcha: 'signup' }),
    onSuccess: (data) => setDone(data.message),
  })
  if (done) {
    return (
      <div className={styles.panel} role="status">
        <p>{done}</p>
        <p>
          <Link href={accountPagePath('login', target)} prefetch={false} className="button">
            Aller à la connexion
          </Link>
        </p>
      </div>
    )
  }
  return (
    <AccountForm
      {...site}
      label="Création de compte"
      submitLabel="Créer mon compte"
      after={
        <p>
          Déjà un compte ?{' '}
          <Link href={accountPagePath('login', target)} prefetch={false}>
            Se connecter
          </Link>
        </p>
      }
    >
      <RadioGroup name="audience" legend="Vous êtes" options={AUDIENCE_OPTIONS} required />
      <PersonFields phoneHint="Ex. 06 12 34 56 78 ou +33 6 12 34 56 78">
        <ProfessionalFields />
      </PersonFields>
      <NewPasswordFields />
      <Checkbox name="terms">
        J’accepte les{' '}
        <Link href={termsHref} prefetch={false} target="_blank" rel="noopener">
          conditions générales d’utilisation<span className="visually-hidden"> (nouvel onglet)</span>
        </Link>{' '}
        et le traitement de mes données pour la gestion de mon compte. *
      </Checkbox>
    </AccountForm>
  )
}
