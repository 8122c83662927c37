'use client'
import { FormProvider } from 'react-hook-form'
import { worksiteSchema } from '@/domain/forms/schemas'
import { Consent } from './Consent.client'
import { FormStatus, RadioGroup, RequiredNote, SubmitButton, TextArea, TextField } from './FormKit.client'
import { civilityOptions } from './options'
import { useSiteForm } from './use-site-form.client'
import styles from './Form.module.css'

export function WorksiteForm({ confirmationHref }: { confirmationHref: string }) {
  const { form, status, onSubmit, pending } = useSiteForm({
    schema: worksiteSchema,
    defaultValues: { worksiteCompany: '', siret: '', civility: undefined, lastname: '', firstname: '', email: '', phone: '', address: '', zipcode: '', city: '', period: '', surface: '', message: '', consent: false as unknown as true },
    url: '/api/v1/construction-starts',
    action: 'construction_starts',
    success: 'Votre démarrage de chantier est enregistré.',
    confirmation: {
      href: confirmationHref,
      content: { title: 'Votre démarrage de chantier est enregistré', text: 'Un technico-commercial vous contacte sous 48 heures ouvrées pour préparer le chantier. Un e-mail de confirmation vient de vous être envoyé.' },
    },
  })
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Déclaration de démarrage de chantier">
        <RequiredNote />
        <FormStatus status={status} />
        <TextField name="worksiteCompany" label="Entreprise du chantier" autoComplete="organization" required />
        <TextField name="siret" label="SIRET" inputMode="numeric" hint="14 chiffres" required />
        <RadioGroup name="civility" legend="Civilité" options={civilityOptions} required />
        <TextField name="lastname" label="Nom" autoComplete="family-name" required />
        <TextField name="firstname" label="Prénom" autoComplete="given-name" required />
        <TextField name="email" label="E-mail" type="email" autoComplete="email" required />
        <TextField name="phone" label="Téléphone" type="tel" autoComplete="tel" required />
        <TextField name="address" label="Adresse du chantier" autoComplete="street-address" className={styles.wide} required />
        <TextField name="zipcode" label="Code postal" inputMode="numeric" maxLength={5} required />
        <TextField name="city" label="Ville" required />
        <TextField name="period" label="Mois de démarrage" type="month" hint="Format AAAA-MM" required />
        <TextField name="surface" label="Surface à traiter (m²)" type="number" inputMode="numeric" min={1} required />
        <TextArea name="message" label="Précisions (supports, produits envisagés…)" maxLength={5000} />
        <Consent purpose="préparer ce chantier avec moi" />
        <div className={styles.actions}>
          <SubmitButton pending={pending} label="Déclarer le chantier" />
        </div>
      </form>
    </FormProvider>
  )
}
