'use client'
import { FormProvider } from 'react-hook-form'
import { contactSchema } from '@/domain/forms/schemas'
import { Consent } from './Consent.client'
import { FormStatus, RadioGroup, RequiredNote, SelectField, SubmitButton, TextArea, TextField } from './FormKit.client'
import { civilityOptions, countryOptions, profileOptions, subjectOptions } from './options'
import { useSiteForm } from './use-site-form.client'
import styles from './Form.module.css'

export function ContactForm({ confirmationHref }: { confirmationHref: string }) {
  const { form, status, onSubmit, pending } = useSiteForm({
    schema: contactSchema,
    defaultValues: { civility: undefined, lastname: '', firstname: '', email: '', phone: '', profile: undefined, subject: undefined, company: '', zipcode: '', city: '', country: 'FR', message: '', consent: false as unknown as true },
    url: '/api/v1/contact',
    action: 'contact',
    success: 'Votre demande de contact a bien été reçue.',
    confirmation: {
      href: confirmationHref,
      content: { title: 'Votre demande de contact a bien été reçue', text: 'Le service concerné vous répond sous 48 heures ouvrées. Un e-mail de confirmation vient de vous être envoyé.' },
    },
  })
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Formulaire de contact">
        <RequiredNote />
        <FormStatus status={status} />
        <SelectField name="subject" label="Objet de votre demande" options={subjectOptions} required />
        <SelectField name="profile" label="Vous êtes" options={profileOptions} required />
        <RadioGroup name="civility" legend="Civilité" options={civilityOptions} required />
        <TextField name="lastname" label="Nom" autoComplete="family-name" required />
        <TextField name="firstname" label="Prénom" autoComplete="given-name" required />
        <TextField name="company" label="Société" autoComplete="organization" />
        <TextField name="email" label="E-mail" type="email" autoComplete="email" required />
        <TextField name="phone" label="Téléphone" type="tel" autoComplete="tel" hint="Ex. 06 12 34 56 78 ou +33 6 12 34 56 78" required />
        <TextField name="zipcode" label="Code postal" autoComplete="postal-code" inputMode="numeric" maxLength={5} required />
        <TextField name="city" label="Ville" autoComplete="address-level2" required />
        <SelectField name="country" label="Pays" options={countryOptions} required />
        <TextArea name="message" label="Message" required maxLength={5000} />
        <Consent purpose="répondre à ma demande" />
        <div className={styles.actions}>
          <SubmitButton pending={pending} label="Envoyer ma demande" />
        </div>
      </form>
    </FormProvider>
  )
}
