'use client'
import { useContext, type ReactNode } from 'react'
import { CIVILITIES_EN } from '@/domain/forms/english'
import { RadioGroup, TextField } from './FormKit.client'
import { civilityOptions, relabel } from './options'
import { FormLanguageContext, useFormText } from './text.client'

/**
 * Who writes, as every form asks it: civility, last and first name, e-mail and phone.
 * `children` are the fields some forms ask between the names and the e-mail (company,
 * function).
 */
export function PersonFields({
  civilityLegend,
  phoneHint,
  children,
}: {
  civilityLegend?: string
  phoneHint?: string
  children?: ReactNode
}) {
  const text = useFormText()
  const english = useContext(FormLanguageContext) === 'en'
  const civilities = english ? relabel(civilityOptions, CIVILITIES_EN) : civilityOptions
  return (
    <>
      <RadioGroup name="civility" legend={civilityLegend ?? text.civility} options={civilities} required />
      <TextField name="lastname" label={text.lastname} autoComplete="family-name" required />
      <TextField name="firstname" label={text.firstname} autoComplete="given-name" required />
      {children}
      <TextField name="email" label={text.email} type="email" autoComplete="email" required />
      <TextField name="phone" label={text.phone} type="tel" autoComplete="tel" hint={phoneHint} required />
    </>
  )
}

/**
 * Postcode and town. The browser fills them from the visitor's address unless
 * `autoComplete` is false (a worksite's address is not the visitor's).
 */
export function TownFields({ autoComplete = true }: { autoComplete?: boolean }) {
  const text = useFormText()
  return (
    <>
      <TextField
        name="zipcode"
        label={text.zipcode}
        autoComplete={autoComplete ? 'postal-code' : undefined}
        inputMode="numeric"
        maxLength={5}
        required
      />
      <TextField name="city" label={text.city} autoComplete={autoComplete ? 'address-level2' : undefined} required />
    </>
  )
}
