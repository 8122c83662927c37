'use client'
import { useId, useState } from 'react'
import { applicationSchema } from '@/domain/forms/schemas'
import { CV_ACCEPT, CV_BAD_TYPE, CV_MAX_BYTES, CV_REQUIRED, CV_TOO_HEAVY } from '@/domain/forms/options'
import { describedBy, FieldFrame, itemMessage, TextArea, TextField } from './FormKit.client'
import { PersonFields, TownFields } from './PersonFields.client'
import { SiteForm } from './SiteForm.client'
import { useSiteForm } from './use-site-form.client'
import styles from './Form.module.css'

/** First check in the browser (size and extension); the server checks the content. */
function cvProblem(file: File | null): string | null {
  if (!file) return CV_REQUIRED
  if (file.size > CV_MAX_BYTES) return CV_TOO_HEAVY
  if (!/\.(pdf|docx?)$/i.test(file.name)) return CV_BAD_TYPE
  return null
}

export function ApplicationForm({
  jobId,
  jobTitle,
  confirmationHref,
}: {
  jobId: number | null
  jobTitle: string | null
  confirmationHref: string
}) {
  const [cv, setCv] = useState<File | null>(null)
  const [cvError, setCvError] = useState<string | null>(null)
  const cvId = useId()
  const { form, status, onSubmit, pending } = useSiteForm({
    schema: applicationSchema,
    defaultValues: {
      job: jobId === null ? '' : String(jobId),
      civility: undefined,
      lastname: '',
      firstname: '',
      email: '',
      phone: '',
      function: '',
      zipcode: '',
      city: '',
      message: '',
      consent: false as unknown as true,
    },
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
  const serverCvError =
    status?.kind === 'error'
      ? status.items?.map(itemMessage).find((m) => m === CV_BAD_TYPE || m === CV_TOO_HEAVY || m === CV_REQUIRED)
      : undefined
  const shownCvError = cvError ?? serverCvError ?? null
  return (
    <SiteForm
      form={form}
      onSubmit={submit}
      status={cvError && !status ? { kind: 'error', message: 'Le formulaire contient des erreurs :', items: [cvError] } : status}
      pending={pending}
      label={jobTitle ? `Candidature : ${jobTitle}` : 'Candidature spontanée'}
      consent="étudier ma candidature ; elles sont supprimées 2 ans après notre dernier échange"
      submitLabel="Envoyer ma candidature"
    >
      <PersonFields />
      <TownFields />
      {jobId === null ? <TextField name="function" label="Fonction souhaitée" /> : null}
      <FieldFrame
        id={cvId}
        label="CV"
        required
        hint="PDF, DOC ou DOCX, 5 Mo maximum."
        error={shownCvError}
        className={`${styles.field} ${styles.wide}`}
      >
        <input
          id={cvId}
          type="file"
          name="cv"
          accept={CV_ACCEPT}
          aria-required
          {...describedBy(cvId, shownCvError, true)}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null
            setCv(file)
            setCvError(file ? cvProblem(file) : null)
          }}
        />
      </FieldFrame>
      <TextArea name="message" label="Votre message (motivation)" required maxLength={5000} />
    </SiteForm>
  )
}
