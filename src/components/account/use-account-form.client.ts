'use client'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { applyServerErrors, controlNames, flattenErrors, formOfEvent, inPageOrder } from '@/components/forms/FormKit.client'
import type { FormStatusState } from '@/components/forms/use-site-form.client'
import { notifySuccess } from '@/components/state/toast.client'
import type { Answer } from './api.client'

const INVALID = 'Le formulaire contient des erreurs :'

/**
 * The flow of every account form: the shared zod schema checks in the browser with the
 * server's messages; the server's 4xx messages go back onto the fields and the summary; a
 * refused form keeps what was typed except its passwords (`secrets`), which are emptied.
 */
export function useAccountForm<S extends z.ZodType<FieldValues, FieldValues>, R = unknown>(options: {
  schema: S
  defaultValues: DefaultValues<z.input<S>>
  send: (values: z.output<S>) => Promise<Answer<R>>
  /** Shown in the form (and as a toast) on success; null: the caller shows its own outcome. */
  success: string | ((data: R) => string) | null
  onSuccess?: (data: R, values: z.output<S>) => void | Promise<void>
  /** Empty the fields after success (default: the password fields only). */
  resetOnSuccess?: boolean
  secrets?: readonly string[]
}) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(options.schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [status, setStatus] = useState<FormStatusState>(null)
  const secrets = options.secrets ?? []

  const clearSecrets = () => {
    for (const name of secrets) form.setValue(name as Path<z.input<S>>, '' as never)
  }

  const onSubmit = form.handleSubmit(
    async (values) => {
      setStatus(null)
      const answer = await options.send(values)
      if (answer.ok) {
        const message = typeof options.success === 'function' ? options.success(answer.data) : options.success
        if (message) {
          setStatus({ kind: 'success', message })
          notifySuccess(message)
        }
        if (options.resetOnSuccess) form.reset(options.defaultValues)
        else clearSecrets()
        await options.onSuccess?.(answer.data, values)
        return
      }
      clearSecrets()
      const known = Object.keys(form.getValues() as object)
      const others = applyServerErrors(form.setError, answer.errors, known)
      const items = [...answer.errors.filter((e) => !others.includes(e.message)).map((e) => e.message), ...others]
      const unique = [...new Set(items)].filter((item) => item !== answer.message)
      // The API's generic « Paramètre invalide : … » reads as the form's summary; its own messages stay as they are.
      const message = /^Paramètres? invalides? :/.test(answer.message) ? INVALID : answer.message
      setStatus({ kind: 'error', message, items: unique.filter((item) => item !== message) })
    },
    // The summary lists the messages in the order of the fields on the page, not the schema's.
    (errors, event) => {
      const page = formOfEvent(event)
      setStatus({ kind: 'error', message: INVALID, items: inPageOrder(flattenErrors(errors), page ? controlNames(page) : []) })
    },
  )

  return { form, status, setStatus, onSubmit, pending: form.formState.isSubmitting }
}
