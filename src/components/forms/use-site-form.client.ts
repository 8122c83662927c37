'use client'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { SUBMISSION_KEY_FIELD } from '@/domain/forms/idempotency'
import { prepareCaptcha } from './captcha.client'
import {
  applyServerErrors,
  controlNames,
  flattenErrors,
  formOfEvent,
  inPageOrder,
  rewriteErrors,
  uniqueItems,
  type SummaryItem,
} from './FormKit.client'
import { rememberConfirmation, submitForm, type Confirmation } from './submit.client'
import { FORM_TEXT, type FormLanguage } from './text.client'

export type FormStatusState = { kind: 'error' | 'success'; message: string; items?: readonly (string | SummaryItem)[] } | null

/**
 * One flow for every public form: the shared zod schema validates in the browser (same
 * messages as the API), the captcha is solved in the background, the API's 400 messages
 * go back onto the fields, success shows the toast and goes to the confirmation page
 * (or calls onDone), an unknown failure shows the default error toast.
 */
export function useSiteForm<S extends z.ZodType<FieldValues, FieldValues>, R = unknown>(options: {
  schema: S
  defaultValues: DefaultValues<z.input<S>>
  url: string
  action: string
  success: string
  confirmation?: { href: string; content: Confirmation }
  onDone?: (data: R) => void
  toBody?: (values: z.output<S>) => Record<string, unknown> | FormData
  /** English on the English contact page: the summary, and the schema's and the API's messages through `translate`. */
  language?: FormLanguage
  translate?: (message: string) => string
  /**
   * A field's message as the form shows it, next to the field and in the summary, given the
   * field's name (`participants.1.lastname`): the training form names the participant.
   */
  describe?: (field: string, message: string) => string
}) {
  const router = useRouter()
  const translate = options.translate ?? ((message: string) => message)
  const describe = options.describe ?? ((_field: string, message: string) => message)
  const messageOf = (field: string, message: string) => describe(field, translate(message))
  const invalid = FORM_TEXT[options.language ?? 'fr'].invalid
  const resolver = zodResolver(options.schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver:
      options.translate || options.describe
        ? async (...args) => {
            const result = await resolver(...args)
            rewriteErrors(result.errors, messageOf)
            return result
          }
        : resolver,
    defaultValues: options.defaultValues,
    // Messages appear on submit, then follow each change. Checked on leaving a field,
    // a message pushed the fields below down between the press and the release of the
    // next click, which then missed its checkbox or button.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [status, setStatus] = useState<FormStatusState>(null)
  // One key per submission, kept until the server has accepted it (decision 134): sent again
  // (a double tap, a retry), the server answers the first request's result instead of a second one.
  const [submission] = useState(() => new SubmissionKey())
  // Accepted and on its way to the confirmation page: the button stays busy until the page changes.
  const [sent, setSent] = useState(false)

  useEffect(() => {
    prepareCaptcha()
  }, [])

  // Back on the form (the browser's back-forward cache, or the router showing the page again): usable again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setSent(false)
    }
    window.addEventListener('pageshow', shown)
    return () => {
      window.removeEventListener('pageshow', shown)
      setSent(false)
    }
  }, [])

  const onSubmit = form.handleSubmit(
    async (values, event) => {
      // The order of the fields on the page, read before the request (the event is then gone).
      const page = formOfEvent(event)
      const names = page ? controlNames(page) : []
      setStatus(null)
      const body = withSubmissionKey(options.toBody ? options.toBody(values) : (values as Record<string, unknown>), submission.take())
      const result = await submitForm<R>(options.url, options.action, body, options.success)
      if (result.ok) {
        submission.done()
        if (options.confirmation) {
          setSent(true)
          rememberConfirmation(options.confirmation.content)
          router.push(options.confirmation.href)
        } else {
          form.reset(options.defaultValues)
          setStatus({ kind: 'success', message: options.success })
        }
        options.onDone?.(result.data)
        return
      }
      const known = Object.keys(form.getValues() as object)
      const errors = result.errors.map((e) => ({ ...e, message: messageOf(e.path, e.message) }))
      const others = applyServerErrors(form.setError, errors, known)
      const items: SummaryItem[] = [
        ...errors.filter((e) => !others.includes(e.message)).map((e) => ({ message: e.message, field: e.path })),
        ...others.map((message) => ({ message })),
      ]
      setStatus({ kind: 'error', message: errors.length > 0 ? invalid : result.message, items: inPageOrder(uniqueItems(items), names) })
    },
    // The summary lists the messages in the order of the fields on the page, not the schema's.
    (errors, event) => {
      const page = formOfEvent(event)
      setStatus({ kind: 'error', message: invalid, items: inPageOrder(flattenErrors(errors), page ? controlNames(page) : []) })
    },
  )

  return { form, status, onSubmit, pending: form.formState.isSubmitting || sent }
}

/**
 * The key of the submission under way: made at its first try, the same for each try until
 * the server accepts it, then a new one for the next submission.
 */
class SubmissionKey {
  private key: string | null = null
  take(): string {
    this.key ??= randomKey()
    return this.key
  }
  done(): void {
    this.key = null
  }
}

/** A random key: a UUID where the browser makes them (any https page, localhost), else 32 random hex digits. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function withSubmissionKey(body: Record<string, unknown> | FormData, key: string): Record<string, unknown> | FormData {
  if (body instanceof FormData) {
    body.set(SUBMISSION_KEY_FIELD, key)
    return body
  }
  return { ...body, [SUBMISSION_KEY_FIELD]: key }
}
