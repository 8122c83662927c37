'use client'
import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { countryOf, PHONE_EXAMPLES } from '@/domain/forms/countries'
import { COUNTRIES_EN, messageInEnglish, PROFILES_EN, SUBJECTS_EN } from '@/domain/forms/english'
import { contactSchema } from '@/domain/forms/schemas'
import type { Target } from '@/domain/routing/types'
import { SelectField, TextArea, TextField } from './FormKit.client'
import { countryOptions, profileOptions, relabel, subjectOptions } from './options'
import { PersonFields, TownFields } from './PersonFields.client'
import { SiteForm } from './SiteForm.client'
import { FORM_TEXT, type FormLanguage } from './text.client'
import { useSiteForm } from './use-site-form.client'
import styles from './Form.module.css'

/** The contact form's own words; English on `/en/{target}/contact`, the one form page with an English route. */
const TEXT = {
  fr: {
    success: 'Votre demande de contact a bien été reçue.',
    title: 'Votre demande de contact a bien été reçue',
    text: 'Le service concerné vous répond sous 48 heures ouvrées. Un e-mail de confirmation vient de vous être envoyé.',
    label: 'Formulaire de contact',
    consent: 'répondre à ma demande',
    submit: 'Envoyer ma demande',
    subject: 'Objet de votre demande',
    profile: 'Vous êtes',
    phoneHint: 'Ex. 06 12 34 56 78 ou +33 6 12 34 56 78',
    company: 'Société',
    country: 'Pays',
    message: 'Message',
  },
  en: {
    success: 'Your contact request has been received.',
    title: 'Your contact request has been received',
    // The acknowledgement e-mail is written in French, as the team's answers are.
    text: 'The team concerned will answer within 48 working hours. A confirmation e-mail, in French, has just been sent to you.',
    label: 'Contact form',
    consent: 'answer my request',
    submit: 'Send my request',
    subject: 'Subject of your request',
    profile: 'You are',
    phoneHint: 'E.g. 06 12 34 56 78 or +33 6 12 34 56 78',
    company: 'Company',
    country: 'Country',
    message: 'Message',
  },
}

export function ContactForm({
  confirmationHref,
  target,
  language = 'fr',
}: {
  confirmationHref: string
  target: Target
  language?: FormLanguage
}) {
  const text = TEXT[language]
  const english = language === 'en'
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
    success: text.success,
    confirmation: { href: confirmationHref, content: { title: text.title, text: text.text } },
    language,
    translate: english ? messageInEnglish : undefined,
  })
  const subjects = english ? relabel(subjectOptions, SUBJECTS_EN) : subjectOptions
  const profiles = english ? relabel(profileOptions(target), PROFILES_EN) : profileOptions(target)
  const countries = english ? relabel(countryOptions, COUNTRIES_EN) : countryOptions
  const country = countryOf(useWatch({ control: site.form.control, name: 'country' }))
  // The postcode's and the phone's rules follow the country (decision 131): once the form has
  // shown its messages, a new country checks them again.
  const { isSubmitted } = site.form.formState
  const { trigger } = site.form
  useEffect(() => {
    if (isSubmitted) void trigger(['zipcode', 'phone'])
  }, [country, isSubmitted, trigger])
  const phoneHint = country === 'FR' ? text.phoneHint : FORM_TEXT[language].internationalPhone(PHONE_EXAMPLES[country])
  return (
    <SiteForm {...site} label={text.label} consent={text.consent} submitLabel={text.submit} language={language}>
      {/* Full rows: a subject or a profile is a sentence, unreadable in a third of the form. */}
      <SelectField name="subject" label={text.subject} options={subjects} required className={styles.wide} />
      <SelectField name="profile" label={text.profile} options={profiles} required className={styles.wide} />
      <PersonFields
        phoneHint={phoneHint}
        beforePhone={
          <>
            {/* The country before the postcode: it sets the postcode's format and length. */}
            <SelectField name="country" label={text.country} options={countries} required autoComplete="country" />
            <TownFields country={country} />
          </>
        }
      >
        <TextField name="company" label={text.company} autoComplete="organization" />
      </PersonFields>
      <TextArea name="message" label={text.message} required maxLength={5000} />
    </SiteForm>
  )
}
