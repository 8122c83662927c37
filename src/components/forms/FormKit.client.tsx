'use client'
import { useEffect, useId, useRef, useSyncExternalStore, type InputHTMLAttributes, type ReactNode } from 'react'
import { get, useFormContext, type FieldErrors, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form'
import styles from './Form.module.css'

/**
 * Accessible fields bound to react-hook-form: a visible label, the required mark,
 * aria-invalid and the message linked by aria-describedby. What the visitor typed stays
 * in the fields on error (the form is never reset until success).
 */
function errorOf(errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown } | undefined
  return typeof error?.message === 'string' ? error.message : undefined
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  )
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null
}

type TextProps = {
  name: string
  label: string
  required?: boolean
  hint?: string
  className?: string
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'min' | 'placeholder'>

export function TextField({ name, label, required, hint, className, type = 'text', ...rest }: TextProps) {
  const { register, formState } = useFormContext()
  const id = useId()
  const error = errorOf(formState.errors, name)
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <Label htmlFor={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input id={id} type={type} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} {...register(name)} />
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  )
}

export function TextArea({ name, label, required, rows = 6, maxLength }: { name: string; label: string; required?: boolean; rows?: number; maxLength?: number }) {
  const { register, formState } = useFormContext()
  const id = useId()
  const error = errorOf(formState.errors, name)
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <Label htmlFor={id} label={label} required={required} />
      <textarea id={id} rows={rows} maxLength={maxLength} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...register(name)} />
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  )
}

export function SelectField({ name, label, options, required, placeholder = 'Choisir…' }: { name: string; label: string; options: readonly { value: string; label: string }[]; required?: boolean; placeholder?: string }) {
  const { register, formState } = useFormContext()
  const id = useId()
  const error = errorOf(formState.errors, name)
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      <select id={id} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...register(name)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  )
}

export function RadioGroup({ name, legend, options, required }: { name: string; legend: string; options: readonly { value: string; label: string }[]; required?: boolean }) {
  const { register, formState } = useFormContext()
  const id = useId()
  const error = errorOf(formState.errors, name)
  return (
    <fieldset className={styles.radios} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>
        {legend}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {options.map((o) => (
        <label key={o.value} className={styles.radio}>
          <input type="radio" value={o.value} {...register(name)} /> {o.label}
        </label>
      ))}
      <ErrorText id={`${id}-error`} message={error} />
    </fieldset>
  )
}

export function Checkbox({ name, children }: { name: string; children: ReactNode }) {
  const { register, formState } = useFormContext()
  const id = useId()
  const error = errorOf(formState.errors, name)
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <div className={styles.checkbox}>
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...register(name)} />
        <label htmlFor={id}>{children}</label>
      </div>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  )
}

/** Legend of the required mark, at the top of every form. */
export function RequiredNote() {
  return <p className={styles.note}>Les champs marqués d’un astérisque (*) sont obligatoires.</p>
}

/**
 * The form-level message: the error summary (focused, so that screen readers read it)
 * or the success text. role="alert" / role="status" announce it.
 */
export function FormStatus({ status }: { status: { kind: 'error' | 'success'; message: string; items?: string[] } | null }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (status?.kind === 'error') ref.current?.focus()
  }, [status])
  if (!status) return <div role="status" className="visually-hidden" />
  return status.kind === 'error' ? (
    <div ref={ref} tabIndex={-1} role="alert" className={`${styles.status} ${styles.statusError}`}>
      <p>{status.message}</p>
      {status.items && status.items.length > 0 ? (
        <ul>
          {status.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </div>
  ) : (
    <div role="status" className={`${styles.status} ${styles.statusSuccess}`}>
      <p>{status.message}</p>
    </div>
  )
}

/** Server messages onto their fields (the API runs the same checks). */
export function applyServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, errors: { path: string; message: string }[], known: readonly string[]): string[] {
  const others: string[] = []
  for (const error of errors) {
    const root = error.path.split('.')[0] ?? ''
    if (known.includes(root)) setError(error.path as Path<T>, { type: 'server', message: error.message })
    else others.push(error.message)
  }
  return others
}

/** Messages of every invalid field, in order, for the summary. */
export function flattenErrors(errors: FieldErrors): string[] {
  const out: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const message = (node as { message?: unknown }).message
    if (typeof message === 'string' && (node as { type?: unknown }).type !== undefined) {
      out.push(message)
      return
    }
    for (const value of Object.values(node as Record<string, unknown>)) if (value && typeof value === 'object' && !(value instanceof Element)) walk(value)
  }
  walk(errors)
  return [...new Set(out)]
}

const noSubscribe = () => () => {}

/**
 * Disabled until the page is interactive (the form needs its script: validation and
 * captcha), and while sending.
 */
export function SubmitButton({ pending, label, pendingLabel = 'Envoi en cours…' }: { pending: boolean; label: string; pendingLabel?: string }) {
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false)
  return (
    <button type="submit" className="button" disabled={pending || !hydrated}>
      {pending ? pendingLabel : label}
    </button>
  )
}
