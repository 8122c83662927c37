'use client'
/**
 * Toasts (spec §4): any client code calls notify(); the toaster mounted once by the
 * site chrome shows them (3 s). Toasts raised before it is mounted wait for it.
 */
export type ToastType = 'success' | 'danger'
/** An optional link in the toast (e.g. « Voir le panier » after an add). */
export type ToastAction = { label: string; href: string }
/**
 * `id`: a toast raised again while the previous one with the same id is still shown
 * replaces it instead of stacking a duplicate (e.g. the comparator's limit, decision 102).
 */
export type Toast = { type: ToastType; message: string; action?: ToastAction; id?: string }

export const DEFAULT_ERROR_MESSAGE = "Une erreur inconnue s'est produite"

type Listener = (toast: Toast) => void
const listeners = new Set<Listener>()
const pending: Toast[] = []

export function notify(toast: Toast): void {
  if (listeners.size === 0) {
    pending.push(toast)
    return
  }
  for (const listener of listeners) listener(toast)
}

export function notifySuccess(message: string, action?: ToastAction): void {
  notify(action ? { type: 'success', message, action } : { type: 'success', message })
}

/** The danger toast; without a message, the default error text of the spec. */
export function notifyError(message?: string | null): void {
  notify({ type: 'danger', message: message || DEFAULT_ERROR_MESSAGE })
}

/** For the toaster: receives every toast, starting with those raised before it mounted. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener)
  for (const toast of pending.splice(0)) listener(toast)
  return () => {
    listeners.delete(listener)
  }
}
