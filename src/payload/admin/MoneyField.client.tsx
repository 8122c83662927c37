'use client'

import { FieldDescription, FieldError, FieldLabel, NumberField, useField, useForm, useFormFields, withCondition } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClient, NumberFieldClientProps } from 'payload'
import { useCallback, useState, type ChangeEvent } from 'react'
import {
  centsToEuroInput,
  centsToEuroText,
  EURO_INPUT_MESSAGE,
  isUnreadEuros,
  parseEuroInput,
  unreadEuros,
  type UnreadEuros,
} from '@/domain/format/euro-input'

/**
 * A number field of integer cents that staff read and type in euros (decision 134): the input
 * shows « 24,90 » and takes « 24,90 », « 24.90 », « 1 234,50 € »; the form holds 2490, so the
 * stored data, the APIs and the CSV stay in cents. A text that is not an amount is kept as typed
 * in the form (wrapped by `unreadEuros`, never a number made of it): the field says « Montant
 * attendu en euros, par exemple 24,90. » and the server refuses the save (Payload's edit view
 * leaves the checks of a save to the server).
 *
 * `euroWhen` makes a field that holds either money or something else (a discount's value,
 * cents or a percent) show euros only while a sibling field has a given value; otherwise it is
 * Payload's own number field.
 */
export type MoneyFieldProps = NumberFieldClientProps & {
  readonly euroWhen?: { readonly sibling: string; readonly equals: string }
}

type Stored = number | UnreadEuros | null | undefined

/** What the form holds for a text: its cents when it is an amount, else the text, wrapped. */
const storedOf = (text: string): number | UnreadEuros | null => {
  const parsed = parseEuroInput(text)
  return parsed.ok ? parsed.cents : unreadEuros(text)
}

const sameStored = (a: Stored, b: Stored): boolean =>
  isUnreadEuros(a) && isUnreadEuros(b) ? a.notAnAmount === b.notAnAmount : (a ?? null) === (b ?? null)

/** What the field shows for what the form holds. */
const textOf = (value: Stored): string => (isUnreadEuros(value) ? value.notAnAmount : centsToEuroInput(value))

/** The client's check, run as staff type: only a text left unread is refused. */
const refuseText = (value: unknown): true | string => (isUnreadEuros(value) || typeof value === 'string' ? EURO_INPUT_MESSAGE : true)

function EuroInput({ field, path: pathFromProps, readOnly }: MoneyFieldProps) {
  const { path, value, showError, disabled } = useField<Stored>({ potentiallyStalePath: pathFromProps, validate: refuseText })
  const dispatchField = useFormFields(([, dispatch]) => dispatch)
  const { setModified } = useForm()
  // What staff are typing, kept while it still says what the form holds: « 24,9 » stays as typed,
  // a value set from elsewhere (reset, the saved document, a row moved) is shown formatted.
  const [typed, setTyped] = useState<string | null>(null)
  const text = typed !== null && sameStored(storedOf(typed), value) ? typed : textOf(value)

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const stored = storedOf(event.target.value)
      setTyped(event.target.value)
      // The check goes into the form with the value, and a text is marked invalid at once
      // (`useField` would only do so 150 ms later).
      dispatchField({
        type: 'UPDATE',
        path,
        value: stored,
        validate: refuseText,
        ...(isUnreadEuros(stored) ? { valid: false, errorMessage: EURO_INPUT_MESSAGE } : {}),
      })
      setModified(true)
    },
    [dispatchField, path, setModified],
  )
  // Leaving the field shows an amount as it will be read again (« 24,9 » → « 24,90 »).
  const onBlur = useCallback(() => setTyped(null), [])

  const id = `field-${path.replace(/\./g, '__')}`
  const isReadOnly = Boolean(readOnly || field.admin?.readOnly)
  const described = [field.admin?.description ? `${id}-description` : null, showError ? `${id}-error` : null].filter(Boolean)

  return (
    <div
      className={[
        'field-type',
        'number',
        'money-field',
        field.admin?.className,
        showError && 'error',
        (isReadOnly || disabled) && 'read-only',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <FieldLabel htmlFor={id} label={field.label} localized={field.localized} path={path} required={field.required} />
      <div className="field-type__wrap">
        {/* The error is Payload's tooltip, inside a live region so that a screen reader says it when it appears. */}
        <div id={`${id}-error`} role="alert">
          <FieldError path={path} showError={showError} />
        </div>
        <input
          id={id}
          name={path}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={onChange}
          onBlur={onBlur}
          readOnly={isReadOnly}
          disabled={disabled && !isReadOnly}
          aria-invalid={showError || undefined}
          aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        />
        {field.admin?.description ? (
          <div id={`${id}-description`}>
            <FieldDescription description={field.admin.description} path={path} />
          </div>
        ) : null}
      </div>
    </div>
  )
}

function SiblingDecides(props: MoneyFieldProps & { euroWhen: NonNullable<MoneyFieldProps['euroWhen']> }) {
  const { euroWhen, path } = props
  const siblingPath = [...path.split('.').slice(0, -1), euroWhen.sibling].join('.')
  const sibling = useFormFields(([fields]) => fields[siblingPath]?.value)
  return sibling === euroWhen.equals ? <EuroInput {...props} /> : <NumberField {...props} />
}

function MoneyFieldComponent(props: MoneyFieldProps) {
  return props.euroWhen ? <SiblingDecides {...props} euroWhen={props.euroWhen} /> : <EuroInput {...props} />
}

export const MoneyField = withCondition(MoneyFieldComponent)

/** The same amounts in the list view: « 24,90 € » (a discount's percent stays a number). */
export function MoneyCell({
  cellData,
  rowData,
  euroWhen,
}: DefaultCellComponentProps<NumberFieldClient> & Pick<MoneyFieldProps, 'euroWhen'>) {
  const inEuros = !euroWhen || rowData?.[euroWhen.sibling] === euroWhen.equals
  if (cellData === null || cellData === undefined) return <span>—</span>
  return <span>{inEuros ? centsToEuroText(cellData) : String(cellData)}</span>
}
