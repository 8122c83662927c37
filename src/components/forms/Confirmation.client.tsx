'use client'
import { useSyncExternalStore } from 'react'
import { readConfirmation } from './submit.client'

const noSubscribe = () => () => {}

/** The confirmation page's message: the one the form left in sessionStorage, else the generic one. */
export function ConfirmationMessage({ title, text }: { title: string; text: string }) {
  const stored = useSyncExternalStore(
    noSubscribe,
    () => sessionStorage.getItem('ardalis:confirmation'),
    () => null,
  )
  const confirmation = stored ? readConfirmation() : null
  return (
    <div role="status">
      <h1>{confirmation?.title ?? title}</h1>
      <p className="lead">{confirmation?.text ?? text}</p>
    </div>
  )
}
