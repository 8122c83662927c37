'use client'
import { useId, useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { applicationSchema } from '@/domain/forms/schemas'
import { CV_ACCEPT, CV_BAD_TYPE, CV_MAX_BYTES, CV_REQUIRED, CV_TOO_HEAVY } from '@/domain/forms/options'
import { Consent } from './Consent.client'
import { FormStatus, RadioGroup, RequiredNote, SubmitButton, TextArea, TextField } from './FormKit.client'
import { civilityOptions } from './options'
import { useSiteForm } from './use-site-form.client'
import styles from './Form.module.css'

/** First check in the browser (size and extension); the server checks the content. */
function cvProblem(file: File | null): string | null {
  if (!file) return CV_REQUIRED
  if (file.size > CV_MAX_BYTES) return CV_TOO_HEAVY
  if (!/\.(pdf|docx?)$/i.test(file.name)) return CV_BAD_TYPE
  return null
}

export function ApplicationForm({ jobId, jobTitle, confirmationHref }: { jobId: number | null; jobTitle: string | null; confirmationHref: string }) {
  const [cv, setCv] = useState<File | null>(null)
  const [cvError, setCvError] = useState<string | null>(null)
  const cvId = useId()
  const { form, status, onSubmit, pending } = useSiteForm({
    schema: applicationSchema,
    defaultValues: { job: jobId === null ? '' : String(jobId), civility: undefined, lastname: '', firstname: '', email: '', phone: '', function: '', zipcode: '', city: '', message: '', consent: false as unknown as true },
    url: '/api/v1/application',
    action: 'application',
    success: 'Votre candidature a bien été envoyée.',
    confirmation: {
      href: confirmationHref,
      content: {
        title: 'Votre candidature a bien été envoyée',
        text: jobTitle
          ? `Merci pour votre candidature au poste « ${jobTitle} ». Un e-mail de confirmation vient de vous être envoyé.`
          : 'Merci pour votre candidature spontanée. Un e-mail de confirmation vient de vous être envoyé.',
      },
    },
    toBody: (values) => {
      const data = new FormData()
      for (const [key, value] of Object.entries(values)) if (value !== null && value !== undefined) data.set(key, String(value))
      if (cv) data.set('cv', cv, cv.name)
      return data
    },
  })
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const problem = cvProblem(cv)
    setCvError(problem)
    if (problem) {
      event.preventDefault()
      void form.trigger()
      return
    }
    void onSubmit(event)
  }
  const serverCvError = status?.kind === 'error' ? status.items?.find((m) => m === CV_BAD_TYPE || m === CV_TOO_HEAVY || m === CV_REQUIRED) : undefined
  const shownCvError = cvError ?? serverCvError ?? null
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={jobTitle ? `Candidature : ${jobTitle}` : 'Candidature spontanée'}>
        <RequiredNote />
        <FormStatus status={cvError && !status ? { kind: 'error', message: 'Le formulaire contient des erreurs :', items: [cvError] } : status} />
        <RadioGroup name="civility" legend="Civilité" options={civilityOptions} required />
        <TextField name="lastname" label="Nom" autoComplete="family-name" required />
        <TextField name="firstname" label="Prénom" autoComplete="given-name" required />
        <TextField name="email" label="E-mail" type="email" autoComplete="email" required />
        <TextField name="phone" label="Téléphone" type="tel" autoComplete="tel" required />
        <TextField name="zipcode" label="Code postal" autoComplete="postal-code" inputMode="numeric" maxLength={5} required />
        <TextField name="city" label="Ville" autoComplete="address-level2" required />
        {jobId === null ? <TextField name="function" label="Fonction souhaitée" /> : null}
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={cvId} className={styles.label}>
            CV
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <p id={`${cvId}-hint`} className={styles.hint}>
            PDF, DOC ou DOCX, 5 Mo maximum.
          </p>
          <input
            id={cvId}
            type="file"
            name="cv"
            accept={CV_ACCEPT}
            aria-required
            aria-invalid={shownCvError ? true : undefined}
            aria-describedby={`${cvId}-hint${shownCvError ? ` ${cvId}-error` : ''}`}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0] ?? null
              setCv(file)
              setCvError(file ? cvProblem(file) : null)
            }}
          />
          {shownCvError ? (
            <p id={`${cvId}-error`} className={styles.error}>
              {shownCvError}
            </p>
          ) : null}
        </div>
        <TextArea name="message" label="Votre message (motivation)" required maxLength={5000} />
        <Consent purpose="étudier ma candidature ; elles sont supprimées 2 ans après notre dernier échange" />
        <div className={styles.actions}>
          <SubmitButton pending={pending} label="Envoyer ma candidature" />
        </div>
      </form>
    </FormProvider>
  )
}
