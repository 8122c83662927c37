'use client'
import { Checkbox } from './FormKit.client'

/** The consent box of every form, with what is done with the data. */
export function Consent({ purpose }: { purpose: string }) {
  return (
    <Checkbox name="consent">
      J’accepte que mes données soient utilisées pour {purpose}. Elles ne sont jamais transmises à des tiers. *
    </Checkbox>
  )
}
