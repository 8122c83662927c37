import type { Field } from 'payload'
import { CIVILITIES, COUNTRIES } from '@/domain/forms/options'
import { l } from './label'

/** Everything a visitor sends is read-only in the back office (what was received). */
export const readOnly = { admin: { readOnly: true } } as const

/** Fields shared by the collections that store what visitors send through the forms. */
export const civilityField = (name = 'civility', readOnly = true): Field => ({
  name,
  type: 'select',
  label: l('Civilité', 'Title'),
  admin: { readOnly },
  options: CIVILITIES.map((c) => ({ value: c.code, label: c.label })),
})

/** Civility, names, e-mail and phone, read-only: what the visitor sent. */
export const personFields = (): Field[] => [
  civilityField(),
  {
    type: 'row',
    fields: [
      { name: 'lastname', type: 'text', required: true, label: l('Nom', 'Last name'), ...readOnly },
      { name: 'firstname', type: 'text', required: true, label: l('Prénom', 'First name'), ...readOnly },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'email', type: 'email', required: true, index: true, label: l('E-mail', 'E-mail'), ...readOnly },
      { name: 'phone', type: 'text', required: true, label: l('Téléphone', 'Phone'), ...readOnly },
    ],
  },
]

export const countryField = (): Field => ({
  name: 'country',
  type: 'select',
  ...readOnly,
  label: l('Pays', 'Country'),
  options: COUNTRIES.map((c) => ({ value: c.iso, label: c.name })),
})
