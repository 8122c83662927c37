'use client'
import { useEffect, useRef, useState } from 'react'
import type * as SonnerModule from 'sonner'
import { subscribeToasts, type Toast } from '@/components/state/toast.client'

type Sonner = typeof SonnerModule

/** Spec §9: a toast stays 3 s. */
export const TOAST_DURATION_MS = 3000

function show(sonner: Sonner, toast: Toast) {
  const action = toast.action
  const options = {
    ...(action
      ? {
          action: {
            label: action.label,
            onClick: () => {
              window.location.assign(action.href)
            },
          },
        }
      : {}),
    ...(toast.id ? { id: toast.id } : {}),
  }
  if (toast.type === 'success') sonner.toast.success(toast.message, options)
  else sonner.toast.error(toast.message, options)
}

/**
 * Shows the toasts of state/toast.ts with `sonner` (decision 040), loaded with the first
 * toast only: pages that never raise one never download it.
 */
export function ToastHost() {
  const [sonner, setSonner] = useState<Sonner | null>(null)
  const queue = useRef<Toast[]>([])
  const loaded = useRef<Sonner | null>(null)

  useEffect(
    () =>
      subscribeToasts((toast) => {
        if (loaded.current) {
          show(loaded.current, toast)
          return
        }
        queue.current.push(toast)
        if (queue.current.length === 1) void import('sonner').then(setSonner)
      }),
    [],
  )

  // Runs after the <Toaster> below has mounted and subscribed.
  useEffect(() => {
    if (!sonner) return
    loaded.current = sonner
    for (const toast of queue.current.splice(0)) show(sonner, toast)
  }, [sonner])

  if (!sonner) return null
  const { Toaster } = sonner
  return (
    <Toaster
      position="bottom-center"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton={false}
      toastOptions={{ className: 'site-toast' }}
      // Above the mobile toolbar on phones and tablets (globals.css sets the variable there).
      offset={{ bottom: 'var(--toast-offset-bottom, 24px)' }}
      mobileOffset={{ bottom: 'var(--toast-offset-bottom, 16px)' }}
    />
  )
}
