'use client'
import { useId, type FormEventHandler, type ReactNode } from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { Consent } from './Consent.client'
import { ControlIdsContext, FormStatus, RequiredNote, SubmitButton } from './FormKit.client'
import { FormLanguageContext, type FormLanguage } from './text.client'
import type { FormStatusState } from './use-site-form.client'
import styles from './Form.module.css'

/**
 * The frame of every public form: the note on the required mark and the form's message
 * at the top, then its fields (children), the consent box and the submit button. The
 * form is named by `label` (aria-label) or by the heading `labelledBy` (aria-labelledby).
 * Its controls take ids from their names, so that each line of the error summary links
 * to its field.
 */
export function SiteForm<T extends FieldValues, R>({
  form,
  onSubmit,
  status,
  pending,
  label,
  labelledBy,
  consent,
  submitLabel,
  language = 'fr',
  children,
}: {
  form: UseFormReturn<T, unknown, R>
  onSubmit: FormEventHandler<HTMLFormElement>
  status: FormStatusState
  pending: boolean
  label?: string
  labelledBy?: string
  /** What the data is used for, in the consent box. */
  consent: string
  submitLabel: string
  /** The language of the form's own words (the English contact page's form). */
  language?: FormLanguage
  children: ReactNode
}) {
  const controlIds = useId()
  return (
    <FormLanguageContext value={language}>
      <ControlIdsContext value={controlIds}>
        <FormProvider {...form}>
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={label} aria-labelledby={labelledBy}>
            <RequiredNote />
            <FormStatus status={status} />
            {children}
            <Consent purpose={consent} />
            <div className={styles.actions}>
              <SubmitButton pending={pending} label={submitLabel} />
            </div>
          </form>
        </FormProvider>
      </ControlIdsContext>
    </FormLanguageContext>
  )
}
