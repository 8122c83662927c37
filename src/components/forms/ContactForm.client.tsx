'use client'
import { contactSchema } from '@/domain/forms/schemas'
import type { Target } from '@/domain/routing/types'
import { SelectField, TextArea, TextField } from './FormKit.client'
import { countryOptions, profileOptions, subjectOptions } from './options'
import { PersonFields, TownFields } from './PersonFields.client'
import { SiteForm } from './SiteForm.client'
import { useSiteForm } from './use-site-form.client'

export function ContactForm({ confirmationHref, target }: { confirmationHref: string; target: Target }) {
  const site = useSiteForm({
    schema: contactSchema,
    defaultValues: {
      civility: undefined,
      lastname: '',
      firstname: '',
      email: '',
      phone: '',
      target,
      profile: undefined,
      subject: undefined,
      company: '',
      zipcode: '',
      city: '',
      country: 'FR',
      message: '',
      consent: false as unknown as true,
    },
    url: '/api/v1/contact',
    action: 'contact',
    success: 'Votre demande de contact a bien été reçue.',
    confirmation: {
      href: confirmationHref,
      content: {
        title: 'Votre demande de contact a bien été reçue',
        text: 'Le service concerné vous répond sous 48 heures ouvrées. Un e-mail de confirmation vient de vous être envoyé.',
      },
    },
  })
  return (
    <SiteForm {...site} label="Formulaire de contact" consent="répondre à ma demande" submitLabel="Envoyer ma demande">
      <SelectField name="subject" label="Objet de votre demande" options={subjectOptions} required />
      <SelectField name="profile" label="Vous êtes" options={profileOptions(target)} required />
      <PersonFields phoneHint="Ex. 06 12 34 56 78 ou +33 6 12 34 56 78">
        <TextField name="company" label="Société" autoComplete="organization" />
      </PersonFields>
      <TownFields />
      <SelectField name="country" label="Pays" options={countryOptions} required />
      <TextArea name="message" label="Message" required maxLength={5000} />
    </SiteForm>
  )
}
