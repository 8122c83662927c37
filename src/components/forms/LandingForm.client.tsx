'use client'
import { FormProvider } from 'react-hook-form'
import { landingSchema } from '@/domain/forms/schemas'
import { Checkbox, FormStatus, RadioGroup, RequiredNote, SelectField, SubmitButton, TextArea, TextField } from './FormKit'
import { Consent } from './Consent'
import { civilityOptions } from './options'
import { useSiteForm } from './use-site-form.client'
import styles from './Form.module.css'

export function LandingForm({ landing, question, stores, confirmationHref, confirmation }: { landing: string; question: string; stores: { id: string; name: string; city: string }[]; confirmationHref: string; confirmation: { title: string; text: string } }) {
  const { form, status, onSubmit, pending } = useSiteForm({
    schema: landingSchema,
    defaultValues: { landing, civility: undefined, lastname: '', firstname: '', email: '', phone: '', zipcode: '', city: '', store: '', answer: '', newsletter: false, consent: false as unknown as true },
    url: '/api/v1/landing/data',
    action: 'landing',
    success: 'Votre participation est enregistrée.',
    confirmation: { href: confirmationHref, content: confirmation },
  })
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Participer au jeu-concours">
        <RequiredNote />
        <FormStatus status={status} />
        <RadioGroup name="civility" legend="Civilité" options={civilityOptions} required />
        <TextField name="lastname" label="Nom" autoComplete="family-name" required />
        <TextField name="firstname" label="Prénom" autoComplete="given-name" required />
        <TextField name="email" label="E-mail" type="email" autoComplete="email" required />
        <TextField name="phone" label="Téléphone" type="tel" autoComplete="tel" required />
        <TextField name="zipcode" label="Code postal" autoComplete="postal-code" inputMode="numeric" maxLength={5} required />
        <TextField name="city" label="Ville" autoComplete="address-level2" required />
        <SelectField name="store" label="Votre magasin" required options={stores.map((s) => ({ value: s.id, label: `${s.name} — ${s.city}` }))} />
        <TextArea name="answer" label={question} required rows={3} maxLength={500} />
        <Checkbox name="newsletter">Je souhaite recevoir la lettre d’information (conseils et nouveautés, une fois par mois).</Checkbox>
        <Consent purpose="participer au jeu et être prévenu si je gagne" />
        <div className={styles.actions}>
          <SubmitButton pending={pending} label="Je participe" />
        </div>
      </form>
    </FormProvider>
  )
}
