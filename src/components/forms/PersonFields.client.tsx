'use client'
import type { ReactNode } from 'react'
import { RadioGroup, TextField } from './FormKit.client'
import { civilityOptions } from './options'

/**
 * Who writes, as every form asks it: civility, last and first name, e-mail and phone.
 * `children` are the fields some forms ask between the names and the e-mail (company,
 * function).
 */
export function PersonFields({
  civilityLegend = 'Civilité',
  phoneHint,
  children,
}: {
  civilityLegend?: string
  phoneHint?: string
  children?: ReactNode
}) {
  return (
    <>
      <RadioGroup name="civility" legend={civilityLegend} options={civilityOptions} required />
      <TextField name="lastname" label="Nom" autoComplete="family-name" required />
      <TextField name="firstname" label="Prénom" autoComplete="given-name" required />
      {children}
      <TextField name="email" label="E-mail" type="email" autoComplete="email" required />
      <TextField name="phone" label="Téléphone" type="tel" autoComplete="tel" hint={phoneHint} required />
    </>
  )
}

/**
 * Postcode and town. The browser fills them from the visitor's address unless
 * `autoComplete` is false (a worksite's address is not the visitor's).
 */
export function TownFields({ autoComplete = true }: { autoComplete?: boolean }) {
  return (
    <>
      <TextField
        name="zipcode"
        label="Code postal"
        autoComplete={autoComplete ? 'postal-code' : undefined}
        inputMode="numeric"
        maxLength={5}
        required
      />
      <TextField name="city" label="Ville" autoComplete={autoComplete ? 'address-level2' : undefined} required />
    </>
  )
}
