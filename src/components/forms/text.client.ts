'use client'
import { createContext, useContext } from 'react'
import type { Locale } from '@/domain/routing/types'

/** The language of a form's own words: French everywhere, English on the English contact page. */
export type FormLanguage = Locale

/** What every form says around its own fields (required note, person fields, consent, buttons). */
export const FORM_TEXT = {
  fr: {
    requiredNote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
    choose: 'Choisir…',
    sending: 'Envoi en cours…',
    invalid: 'Le formulaire contient des erreurs :',
    consent: (purpose: string) =>
      `J’accepte que mes données soient utilisées pour ${purpose}. Elles ne sont jamais transmises à des tiers. *`,
    civility: 'Civilité',
    lastname: 'Nom',
    firstname: 'Prénom',
    email: 'E-mail',
    phone: 'Téléphone',
    zipcode: 'Code postal',
    city: 'Ville',
    example: (example: string) => `Ex. ${example}`,
    internationalPhone: (example: string) => `Au format international, ex. ${example}`,
  },
  en: {
    requiredNote: 'Fields marked with an asterisk (*) are required.',
    choose: 'Choose…',
    sending: 'Sending…',
    invalid: 'The form contains errors:',
    consent: (purpose: string) => `I agree that my data is used to ${purpose}. It is never passed on to third parties. *`,
    civility: 'Title',
    lastname: 'Last name',
    firstname: 'First name',
    email: 'E-mail',
    phone: 'Phone',
    zipcode: 'Postcode',
    city: 'Town',
    example: (example: string) => `E.g. ${example}`,
    internationalPhone: (example: string) => `In international format, e.g. ${example}`,
  },
} as const

export const FormLanguageContext = createContext<FormLanguage>('fr')

export function useFormText() {
  return FORM_TEXT[useContext(FormLanguageContext)]
}
