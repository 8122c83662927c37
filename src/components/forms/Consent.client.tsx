'use client'
import { Checkbox } from './FormKit.client'
import { useFormText } from './text.client'

/** The consent box of every form, with what is done with the data. */
export function Consent({ purpose }: { purpose: string }) {
  return <Checkbox name="consent">{useFormText().consent(purpose)}</Checkbox>
}
