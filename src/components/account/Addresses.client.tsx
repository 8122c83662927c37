'use client'
import Link from 'next/link'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { Checkbox, FieldFrame, RadioGroup, SelectField, TextField, describedBy } from '@/components/forms/FormKit.client'
import { civilityOptions, countryOptions } from '@/components/forms/options'
import formStyles from '@/components/forms/Form.module.css'
import { FORM_TEXT } from '@/components/forms/text.client'
import { accountPagePath } from '@/domain/account/links'
import { addressSchema, type AddressInput } from '@/domain/account/schemas'
import { countryOf, PHONE_EXAMPLES, postcodeFormat, postcodeMaxLength } from '@/domain/forms/countries'
import { COUNTRIES } from '@/domain/forms/options'
import type { Target } from '@/domain/routing/types'
import { AccountForm } from './AccountForm.client'
import { accountCall } from './api.client'
import { useAccount } from './use-account.client'
import { useAccountForm } from './use-account-form.client'
import styles from './Account.module.css'

export type SavedAddress = Omit<AddressInput, 'defaultDelivery' | 'defaultBilling'> & {
  id: number
  defaultDelivery: boolean
  defaultBilling: boolean
}

const EMPTY: AddressInput = {
  label: '',
  civility: undefined as never,
  lastname: '',
  firstname: '',
  company: '',
  address: '',
  address2: '',
  zipcode: '',
  city: '',
  country: 'FR',
  phone: '',
  defaultDelivery: false,
  defaultBilling: false,
}

/** The city, suggested from a French postcode with the communes the site ships (GET /api/v1/city). */
function CityField() {
  const { register, setValue, getValues, formState } = useFormContext<AddressInput>()
  const zipcode = useWatch<AddressInput, 'zipcode'>({ name: 'zipcode' })
  const country = useWatch<AddressInput, 'country'>({ name: 'country' })
  const [found, setFound] = useState<{ zipcode: string; names: string[] }>({ zipcode: '', names: [] })
  const id = useId()
  const listId = `${id}-cities`
  const lookup = country === 'FR' && /^\d{5}$/.test(zipcode ?? '') ? zipcode : null
  const cities = lookup !== null && found.zipcode === lookup ? found.names : []
  useEffect(() => {
    if (lookup === null) return
    const controller = new AbortController()
    fetch(`/api/v1/city?q=${lookup}&limit=20`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { data: { items: [] } }))
      .then((json: { data: { items: { name: string }[] } }) => {
        const names = [...new Set(json.data.items.map((item) => item.name))]
        setFound({ zipcode: lookup, names })
        const current = getValues('city')
        if (names.length === 1 && (!current || !names.includes(current)))
          setValue('city', names[0] ?? '', { shouldValidate: formState.isSubmitted })
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [lookup, getValues, setValue, formState.isSubmitted])
  const error = (formState.errors.city?.message as string | undefined) ?? undefined
  const hint = cities.length > 1 ? `${cities.length} communes pour ce code postal : choisissez dans la liste.` : undefined
  return (
    <FieldFrame id={id} label="Ville" required hint={hint} error={error} className={formStyles.field}>
      <input
        id={id}
        type="text"
        list={cities.length > 0 ? listId : undefined}
        autoComplete="address-level2"
        aria-required
        {...describedBy(id, error, Boolean(hint))}
        {...register('city')}
      />
      <datalist id={listId} data-testid="city-suggestions">
        {cities.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </FieldFrame>
  )
}

/**
 * The postcode, the town (`children`) and the phone, as the address's country writes them
 * (decision 131): France keeps 5 digits and the French phone; elsewhere the country's postcode
 * (optional in the Emirates) and an international number, each with an example. Once the form
 * has shown its messages, a new country checks them again.
 */
function ByCountryFields({ children }: { children: ReactNode }) {
  const { trigger, formState } = useFormContext<AddressInput>()
  const country = countryOf(useWatch<AddressInput, 'country'>({ name: 'country' }))
  const { isSubmitted } = formState
  useEffect(() => {
    if (isSubmitted) void trigger(['zipcode', 'phone'])
  }, [country, isSubmitted, trigger])
  const format = postcodeFormat(country)
  const france = country === 'FR'
  return (
    <>
      <TextField
        name="zipcode"
        label="Code postal"
        autoComplete="postal-code"
        inputMode={format.numeric ? 'numeric' : 'text'}
        maxLength={postcodeMaxLength(country)}
        hint={france || format.pattern === null ? undefined : FORM_TEXT.fr.example(format.example)}
        required={format.pattern !== null}
      />
      {children}
      <TextField
        name="phone"
        label="Téléphone"
        type="tel"
        autoComplete="tel"
        hint={france ? undefined : FORM_TEXT.fr.internationalPhone(PHONE_EXAMPLES[country])}
        required
      />
    </>
  )
}

export function AddressForm({ initial, onDone, onCancel }: { initial: SavedAddress | null; onDone: () => void; onCancel: () => void }) {
  const site = useAccountForm({
    schema: addressSchema,
    defaultValues: initial ? { ...EMPTY, ...initial } : EMPTY,
    success: (data: { message: string }) => data.message,
    send: (values) =>
      initial
        ? accountCall<{ message: string }>('PUT', `/api/v1/address/${initial.id}`, values)
        : accountCall<{ message: string }>('POST', '/api/v1/address', values),
    onSuccess: onDone,
  })
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <section className={styles.section} aria-labelledby="address-form-title">
      <h2 id="address-form-title" ref={headingRef} tabIndex={-1}>
        {initial ? `Modifier l’adresse « ${initial.label} »` : 'Nouvelle adresse'}
      </h2>
      <AccountForm {...site} label={initial ? 'Modifier l’adresse' : 'Nouvelle adresse'} submitLabel="Enregistrer l’adresse">
        <TextField name="label" label="Libellé de l’adresse" hint="Ex. Domicile, Chantier Dupont, Dépôt" required />
        <RadioGroup name="civility" legend="Civilité" options={civilityOptions} required />
        <TextField name="lastname" label="Nom" autoComplete="family-name" required />
        <TextField name="firstname" label="Prénom" autoComplete="given-name" required />
        <TextField name="company" label="Société" autoComplete="organization" />
        <TextField name="address" label="Adresse" autoComplete="address-line1" className={formStyles.wide} required />
        <TextField name="address2" label="Complément d’adresse" autoComplete="address-line2" className={formStyles.wide} />
        <SelectField name="country" label="Pays" options={countryOptions} required autoComplete="country" />
        <ByCountryFields>
          <CityField />
        </ByCountryFields>
        <Checkbox name="defaultDelivery">Adresse de livraison par défaut</Checkbox>
        <Checkbox name="defaultBilling">Adresse de facturation par défaut</Checkbox>
      </AccountForm>
      <p>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Annuler
        </button>
      </p>
    </section>
  )
}

function countryName(iso: string): string {
  return COUNTRIES.find((c) => c.iso === iso)?.name ?? iso
}

function AddressCard({ address, onEdit, onDeleted }: { address: SavedAddress; onEdit: () => void; onDeleted: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null)
  const titleId = useId()
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId}>{address.label}</h3>
      {address.defaultDelivery || address.defaultBilling ? (
        <p className={styles.badges}>
          {address.defaultDelivery ? <span>Livraison par défaut</span> : null}
          {address.defaultBilling ? <span>Facturation par défaut</span> : null}
        </p>
      ) : null}
      <address>
        {address.firstname} {address.lastname}
        <br />
        {address.company ? (
          <>
            {address.company}
            <br />
          </>
        ) : null}
        {address.address}
        <br />
        {address.address2 ? (
          <>
            {address.address2}
            <br />
          </>
        ) : null}
        {address.zipcode} {address.city}
        <br />
        {countryName(address.country)}
        <br />
        {address.phone}
      </address>
      <div className={styles.buttons}>
        <button type="button" className="button button-secondary" onClick={onEdit}>
          Modifier<span className="visually-hidden"> l’adresse {address.label}</span>
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={async () => {
            if (!window.confirm(`Supprimer l’adresse « ${address.label} » ?`)) return
            const answer = await accountCall<{ message: string }>('DELETE', `/api/v1/address/${address.id}`)
            if (answer.ok) onDeleted(answer.data.message)
            else setError(answer.message)
          }}
        >
          Supprimer<span className="visually-hidden"> l’adresse {address.label}</span>
        </button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
    </li>
  )
}

/** My addresses (spec §7 `address` resource with the session): list, add, change, delete, defaults. */
export function Addresses({ target, unauthorized }: { target: Target; unauthorized: ReactNode }) {
  const { state } = useAccount()
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null)
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  // Once the form closes, the focus goes back to the button that opened it.
  const refocus = useRef(false)
  useEffect(() => {
    if (editing === null && refocus.current) {
      refocus.current = false
      addButton.current?.focus()
    }
  }, [editing])

  const [version, setVersion] = useState(0)
  const load = () => setVersion((v) => v + 1)
  useEffect(() => {
    if (state.kind !== 'ready') return
    let live = true
    void accountCall<{ items: SavedAddress[] }>('GET', '/api/v1/address').then((answer) => {
      if (live) setAddresses(answer.ok ? answer.data.items : [])
    })
    return () => {
      live = false
    }
  }, [state.kind, version])

  if (state.kind === 'loading') return <p role="status">Chargement de vos adresses…</p>
  if (state.kind === 'unauthorized') return <>{unauthorized}</>
  if (state.kind === 'error') return <p role="alert">{state.message}</p>

  const close = (saved: string | null) => {
    setEditing(null)
    setMessage(saved)
    load()
    refocus.current = true
  }

  return (
    <div className={styles.area}>
      <p>
        <Link href={accountPagePath('account', target)} prefetch={false}>
          ← Mon compte
        </Link>
      </p>
      <p role="status">{message}</p>
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? null : editing}
          onDone={() => close('L’adresse a été enregistrée.')}
          onCancel={() => close(null)}
        />
      ) : (
        <p>
          <button ref={addButton} type="button" className="button" onClick={() => setEditing('new')}>
            Ajouter une adresse
          </button>
        </p>
      )}
      {addresses === null ? (
        <p role="status">Chargement de vos adresses…</p>
      ) : addresses.length === 0 ? (
        <p>Vous n’avez pas encore d’adresse enregistrée.</p>
      ) : (
        <ul className={styles.cards} aria-label="Mes adresses enregistrées" data-testid="addresses">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => setEditing(address)}
              onDeleted={(deleted) => {
                setMessage(deleted)
                load()
              }}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
