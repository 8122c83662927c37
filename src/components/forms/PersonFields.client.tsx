'use client'
import { useContext, type ReactNode } from 'react'
import { countryOf, postcodeFormat, postcodeMaxLength } from '@/domain/forms/countries'
import { CIVILITIES_EN } from '@/domain/forms/english'
import { RadioGroup, TextField } from './FormKit.client'
import { civilityOptions, relabel } from './options'
import { FormLanguageContext, useFormText } from './text.client'

/**
 * Who writes, as every form asks it: civility, last and first name, e-mail and phone.
 * `children` are the fields some forms ask between the names and the e-mail (company,
 * function); `beforePhone` those between the e-mail and the phone (the contact form's country
 * and town: the phone is asked for as that country dials it, decision 131).
 */
export function PersonFields({
  civilityLegend,
  phoneHint,
  children,
  beforePhone,
}: {
  civilityLegend?: string
  phoneHint?: string
  children?: ReactNode
  beforePhone?: ReactNode
}) {
  const text = useFormText()
  const english = useContext(FormLanguageContext) === 'en'
  const civilities = english ? relabel(civilityOptions, CIVILITIES_EN) : civilityOptions
  return (
    <>
      {/* No autocomplete="honorific-prefix" on the civility: HTML forbids the attribute on radio buttons
          (RGAA 8.2) and no browser fills them; WCAG 1.3.5 (RGAA 11.13) asks for a purpose only where the
          technology can state one. The names, e-mail and phone below carry theirs. */}
      <RadioGroup name="civility" legend={civilityLegend ?? text.civility} options={civilities} required />
      <TextField name="lastname" label={text.lastname} autoComplete="family-name" required />
      <TextField name="firstname" label={text.firstname} autoComplete="given-name" required />
      {children}
      <TextField name="email" label={text.email} type="email" autoComplete="email" required />
      {beforePhone}
      <TextField name="phone" label={text.phone} type="tel" autoComplete="tel" hint={phoneHint} required />
    </>
  )
}

/**
 * Postcode and town. The browser fills them from the visitor's address unless
 * `autoComplete` is false (a worksite's address is not the visitor's). A form that asks for a
 * country gives it (decision 131): France, the default, keeps 5 digits; elsewhere the field takes
 * that country's postcodes (letters too, up to 10 characters) with an example, and the Emirates,
 * which have none, leave it optional.
 */
export function TownFields({ autoComplete = true, country = 'FR' }: { autoComplete?: boolean; country?: string }) {
  const text = useFormText()
  const format = postcodeFormat(country)
  const france = countryOf(country) === 'FR'
  return (
    <>
      <TextField
        name="zipcode"
        label={text.zipcode}
        autoComplete={autoComplete ? 'postal-code' : undefined}
        inputMode={format.numeric ? 'numeric' : 'text'}
        maxLength={postcodeMaxLength(country)}
        hint={france || format.pattern === null ? undefined : text.example(format.example)}
        required={format.pattern !== null}
      />
      <TextField name="city" label={text.city} autoComplete={autoComplete ? 'address-level2' : undefined} required />
    </>
  )
}
