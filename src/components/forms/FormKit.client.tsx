'use client'
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { get, useFormContext, type FieldErrors, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form'
import styles from './Form.module.css'
import { useFormText } from './text.client'

/**
 * Accessible fields bound to react-hook-form: a visible label, the required mark,
 * aria-invalid and the message linked by aria-describedby. What the visitor typed stays
 * in the fields on error (the form is never reset until success).
 */
function errorOf(errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown } | undefined
  return typeof error?.message === 'string' ? error.message : undefined
}

function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  ) : null
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      <RequiredMark required={required} />
    </label>
  )
}

function ErrorText({ id, message }: { id: string; message: string | null | undefined }) {
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

/**
 * aria-invalid and aria-describedby of the control `id`: its hint (`{id}-hint`), if it
 * has one, then its error message (`{id}-error`), if it has one.
 */
export function describedBy(id: string, error: string | null | undefined, hasHint = false) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined,
  }
}

/**
 * The prefix of a form's control ids (SiteForm gives one per form): the id of a field is then
 * its name under that prefix (`controlId`), which the error summary links to. Without it
 * (null), each field takes an id of its own and the summary has no links.
 */
export const ControlIdsContext = createContext<string | null>(null)

/** The id of the control `name` (« participants.1.lastname ») under a form's prefix. */
export function controlId(prefix: string, name: string): string {
  return `${prefix}${name.replace(/[^A-Za-z0-9_-]/g, '-')}`
}

/** A field bound to the form: its id, its error message, its aria attributes and its registration. */
function useField(name: string, hint?: string) {
  const { register, formState } = useFormContext()
  const ownId = useId()
  const prefix = useContext(ControlIdsContext)
  const id = prefix === null ? ownId : controlId(prefix, name)
  const error = errorOf(formState.errors, name)
  return { id, error, aria: describedBy(id, error, Boolean(hint)), bind: () => register(name) }
}

/** A labelled field: the label, the hint, the control (children) and the error message. */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: string
  required?: boolean
  hint?: string
  error: string | null | undefined
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  )
}

export function TextField({ name, label, required, hint, className, type = 'text', ...rest }: TextProps) {
  const { id, error, aria, bind } = useField(name, hint)
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={`${styles.field} ${className ?? ''}`}>
      <input id={id} type={type} aria-required={required || undefined} {...aria} {...rest} {...bind()} />
    </FieldFrame>
  )
}

export function TextArea({
  name,
  label,
  required,
  rows = 6,
  maxLength,
}: {
  name: string
  label: string
  required?: boolean
  rows?: number
  maxLength?: number
}) {
  const { id, error, aria, bind } = useField(name)
  return (
    <FieldFrame id={id} label={label} required={required} error={error} className={`${styles.field} ${styles.wide}`}>
      <textarea id={id} rows={rows} maxLength={maxLength} aria-required={required || undefined} {...aria} {...bind()} />
    </FieldFrame>
  )
}

export function SelectField({
  name,
  label,
  options,
  required,
  placeholder,
  className,
  autoComplete,
}: {
  name: string
  label: string
  options: readonly { value: string; label: string }[]
  required?: boolean
  placeholder?: string
  /** `styles.wide`: the whole row, for options that are sentences. */
  className?: string
  /** The browser's autofill token (RGAA 11.13): `country` for a list of ISO codes. */
  autoComplete?: string
}) {
  const { id, error, aria, bind } = useField(name)
  const text = useFormText()
  return (
    <FieldFrame id={id} label={label} required={required} error={error} className={`${styles.field} ${className ?? ''}`}>
      <select id={id} autoComplete={autoComplete} aria-required={required || undefined} {...aria} {...bind()}>
        <option value="">{placeholder ?? text.choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

export function RadioGroup({
  name,
  legend,
  options,
  required,
}: {
  name: string
  legend: string
  options: readonly { value: string; label: string }[]
  required?: boolean
}) {
  const { id, error, aria, bind } = useField(name)
  return (
    <fieldset id={id} className={styles.radios} aria-describedby={aria['aria-describedby']}>
      <legend className={styles.label}>
        {legend}
        <RequiredMark required={required} />
      </legend>
      {options.map((o) => (
        <label key={o.value} className={styles.radio}>
          <input type="radio" value={o.value} {...bind()} /> {o.label}
        </label>
      ))}
      <ErrorText id={`${id}-error`} message={error} />
    </fieldset>
  )
}

export function Checkbox({ name, children }: { name: string; children: ReactNode }) {
  const { id, error, aria, bind } = useField(name)
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <div className={styles.checkbox}>
        <input id={id} type="checkbox" {...aria} {...bind()} />
        <label htmlFor={id}>{children}</label>
      </div>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  )
}

/** Legend of the required mark, at the top of every form. */
export function RequiredNote() {
  return <p className={styles.note}>{useFormText().requiredNote}</p>
}

/** A line of the error summary: its message and, when it is a field's, the field's name. */
export type SummaryItem = { message: string; field?: string }

/** The message of a summary line (some forms still give bare messages). */
export function itemMessage(item: string | SummaryItem): string {
  return typeof item === 'string' ? item : item.message
}

/** The lines of a summary, each message once (the first field that has it). */
export function uniqueItems(items: readonly (string | SummaryItem)[]): SummaryItem[] {
  const seen = new Set<string>()
  const out: SummaryItem[] = []
  for (const item of items) {
    const line = typeof item === 'string' ? { message: item } : item
    if (seen.has(line.message)) continue
    seen.add(line.message)
    out.push(line)
  }
  return out
}

/**
 * A summary link followed: the focus goes to the field's control (the checked or first
 * radio of a group), and its label or legend is scrolled into view with it.
 */
function goToControl(event: MouseEvent<HTMLAnchorElement>, id: string) {
  // A list's own error (participants) goes to the list's first field.
  const target = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}-"]`)
  if (!target) return
  event.preventDefault()
  const control = target.matches('input, select, textarea')
    ? target
    : target.querySelector<HTMLElement>('input:checked, input, select, textarea')
  ;(control ?? target).focus({ preventScroll: true })
  const frame = target.tagName === 'FIELDSET' ? target : (target.parentElement ?? target)
  frame.scrollIntoView({ block: 'center' })
}

/**
 * The form-level message: the error summary (focused, so that screen readers read it)
 * or the success text. role="alert" / role="status" announce it. In a form that names its
 * controls (ControlIdsContext), each line of a field links to that field.
 */
export function FormStatus({
  status,
}: {
  status: { kind: 'error' | 'success'; message: string; items?: readonly (string | SummaryItem)[] } | null
}) {
  const ref = useRef<HTMLDivElement>(null)
  const prefix = useContext(ControlIdsContext)
  useEffect(() => {
    if (status?.kind === 'error') ref.current?.focus()
  }, [status])
  if (!status) return <div role="status" className="visually-hidden" />
  const items = uniqueItems(status.items ?? [])
  return status.kind === 'error' ? (
    <div ref={ref} tabIndex={-1} role="alert" className={`${styles.status} ${styles.statusError}`}>
      <p>{status.message}</p>
      {items.length > 0 ? (
        <ul>
          {items.map(({ message, field }) => {
            const id = prefix !== null && field ? controlId(prefix, field) : null
            return (
              <li key={message}>
                {id ? (
                  <a href={`#${id}`} onClick={(event) => goToControl(event, id)}>
                    {message}
                  </a>
                ) : (
                  message
                )}
              </li>
            )
          })}
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
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: { path: string; message: string }[],
  known: readonly string[],
): string[] {
  const others: string[] = []
  for (const error of errors) {
    const root = error.path.split('.')[0] ?? ''
    if (known.includes(root)) setError(error.path as Path<T>, { type: 'server', message: error.message })
    else others.push(error.message)
  }
  return others
}

/** Each error of a field (nested fields too: `participants.1.lastname`) with the field's name. */
function eachFieldError(errors: object, visit: (path: string, error: { message: string }) => void, path = '') {
  for (const [key, node] of Object.entries(errors) as [string, unknown][]) {
    if (!node || typeof node !== 'object' || (typeof Element !== 'undefined' && node instanceof Element)) continue
    const name = path ? `${path}.${key}` : key
    const error = node as { message?: unknown; type?: unknown }
    if (typeof error.message === 'string' && error.type !== undefined) visit(name, error as { message: string })
    else eachFieldError(node, visit, name)
  }
}

/** Messages of every invalid field, in order, with the field's name, for the summary. */
export function flattenErrors(errors: FieldErrors): SummaryItem[] {
  const out: SummaryItem[] = []
  // An array's own error (too many participants) sits at `root`: it names the array.
  eachFieldError(errors, (field, error) => out.push({ message: error.message, field: field.replace(/\.root$/, '') }))
  return uniqueItems(out)
}

/**
 * The names of a form's controls in the page's order, each once (a group of radios is one
 * name): the order of the fields as the visitor sees and tabs through them.
 */
export function controlNames(form: HTMLFormElement): string[] {
  const names: string[] = []
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name')
    if (name && !names.includes(name)) names.push(name)
  }
  return names
}

/**
 * The summary's lines in the order of the fields on the page (`names`, from `controlNames`),
 * not the schema's: the first line is the first field to fix. A list's own error (`participants`)
 * takes the place of its first field; a line with no field, or a field the page does not show,
 * comes last; lines at the same place keep their order.
 */
export function inPageOrder(items: readonly SummaryItem[], names: readonly string[]): SummaryItem[] {
  const place = (item: SummaryItem) => {
    const field = item.field
    if (!field) return names.length
    const index = names.findIndex((name) => name === field || name.startsWith(`${field}.`))
    return index === -1 ? names.length : index
  }
  return items
    .map((item, index) => ({ item, index, at: place(item) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ item }) => item)
}

/** The form a submit event came from, to read its fields' order; null outside a browser. */
export function formOfEvent(event: { target?: unknown } | undefined): HTMLFormElement | null {
  const target = event?.target
  return typeof HTMLFormElement !== 'undefined' && target instanceof HTMLFormElement ? target : null
}

/** Every field's message through `rewrite`, which is given the field's name (in place). */
export function rewriteErrors(errors: FieldErrors, rewrite: (field: string, message: string) => string): void {
  eachFieldError(errors, (field, error) => {
    error.message = rewrite(field, error.message)
  })
}

const noSubscribe = () => () => {}

/**
 * Disabled until the page is interactive (the form needs its script: validation and
 * captcha), and while sending.
 */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel?: string }) {
  const text = useFormText()
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
  return (
    <button type="submit" className="button" disabled={pending || !hydrated}>
      {pending ? (pendingLabel ?? text.sending) : label}
    </button>
  )
}
