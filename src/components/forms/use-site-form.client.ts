'use client'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { prepareCaptcha } from './captcha.client'
import { applyServerErrors, flattenErrors } from './FormKit.client'
import { rememberConfirmation, submitForm, type Confirmation } from './submit.client'

export type FormStatusState = { kind: 'error' | 'success'; message: string; items?: string[] } | null

const INVALID = 'Le formulaire contient des erreurs :'

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
}) {
  const router = useRouter()
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(options.schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
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
    async (values) => {
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
      const others = applyServerErrors(form.setError, result.errors, known)
      const items = [...result.errors.filter((e) => !others.includes(e.message)).map((e) => e.message), ...others]
      setStatus({ kind: 'error', message: result.errors.length > 0 ? INVALID : result.message, items: [...new Set(items)] })
    },
    (errors) => setStatus({ kind: 'error', message: INVALID, items: flattenErrors(errors) }),
  )

  return { form, status, onSubmit, pending: form.formState.isSubmitting }
}
