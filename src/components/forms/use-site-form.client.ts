'use client'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'
import type { z } from 'zod'
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

  useEffect(() => {
    prepareCaptcha()
  }, [])

  const onSubmit = form.handleSubmit(
    async (values, event) => {
      // The order of the fields on the page, read before the request (the event is then gone).
      const page = formOfEvent(event)
      const names = page ? controlNames(page) : []
      setStatus(null)
      const body = options.toBody ? options.toBody(values) : (values as Record<string, unknown>)
      const result = await submitForm<R>(options.url, options.action, body, options.success)
      if (result.ok) {
        if (options.confirmation) {
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

  return { form, status, onSubmit, pending: form.formState.isSubmitting }
}
