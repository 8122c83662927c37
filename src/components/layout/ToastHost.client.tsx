'use client'
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import type * as SonnerModule from 'sonner'
import { subscribeToasts, type Toast } from '@/components/state/toast.client'

type Sonner = typeof SonnerModule

/** Spec §9: a toast stays 3 s. */
export const TOAST_DURATION_MS = 3000

/** Plain toasts shown at once, the newest last. */
const PLAIN_TOASTS_MAX = 3
/** Offline, the plain toast comes this long after its (empty) live region. */
const LIVE_REGION_DELAY_MS = 100

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

type PlainToast = Toast & { key: number }

/*
 * The plain toasts' look, where sonner's would stand (above the mobile toolbar), in the site's
 * colours (globals.css gives sonner's the same). Inline: these appear only when the library,
 * and so maybe a stylesheet too, could not be downloaded.
 */
const PLAIN_LIST: CSSProperties = {
  position: 'fixed',
  insetInline: '1rem',
  bottom: 'var(--toast-offset-bottom, 1rem)',
  zIndex: 1000,
  display: 'grid',
  justifyItems: 'center',
  gap: '0.5rem',
  pointerEvents: 'none',
}
const PLAIN_ITEM: CSSProperties = {
  maxWidth: '22rem',
  margin: 0,
  padding: '0.75rem 1rem',
  borderRadius: 'var(--radius, 0.5rem)',
  borderWidth: 1,
  borderStyle: 'solid',
  boxShadow: '0 4px 12px rgb(0 0 0 / 0.12)',
  fontSize: 'var(--text-sm, 0.875rem)',
  pointerEvents: 'auto',
}
const PLAIN_COLOURS: Record<Toast['type'], CSSProperties> = {
  success: {
    background: 'var(--color-success-light)',
    borderColor: 'var(--color-success)',
    color: 'var(--color-success-dark)',
  },
  danger: {
    background: 'var(--color-danger-light)',
    borderColor: 'var(--color-danger)',
    color: 'var(--color-danger-dark)',
  },
}

/**
 * The toasts said without the library: a live region (polite, as sonner's) mounted with the
 * first toast, empty, which the messages then fill, each for the toasts' 3 s.
 */
function PlainToasts({ toasts }: { toasts: PlainToast[] }) {
  return (
    <div role="status" aria-atomic="false" aria-label="Notifications" style={PLAIN_LIST} data-testid="plain-toasts">
      {toasts.map((toast) => (
        <p key={toast.key} style={{ ...PLAIN_ITEM, ...PLAIN_COLOURS[toast.type] }} data-type={toast.type}>
          {toast.message}
          {toast.action ? (
            <>
              {' '}
              <a href={toast.action.href} style={{ color: 'inherit' }}>
                {toast.action.label}
              </a>
            </>
          ) : null}
        </p>
      ))}
    </div>
  )
}

/**
 * Shows the toasts of state/toast.ts with `sonner` (decision 040), loaded with the first
 * toast only: pages that never raise one never download it. When it cannot be downloaded
 * (offline, a flaky network), its failure is handled here, never left to the page's
 * chunk-reload (which would reload the page and lose what was typed): the toasts waiting are
 * shown in a plain box, and the next toast tries the download again. Offline, no download is
 * tried at all.
 */
export function ToastHost() {
  const [sonner, setSonner] = useState<Sonner | null>(null)
  /** A toast came before the library: the plain live region stands ready, in case. */
  const [waiting, setWaiting] = useState(false)
  const [plain, setPlain] = useState<PlainToast[]>([])
  const queue = useRef<Toast[]>([])
  const loaded = useRef<Sonner | null>(null)
  /** The download runs, or succeeded (the queue then waits for the <Toaster>). */
  const loading = useRef(false)
  const count = useRef(0)

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>()

    const showPlainly = () => {
      const toasts = queue.current.splice(0).map((toast) => ({ ...toast, key: ++count.current }))
      if (toasts.length === 0) return
      const ids = new Set(toasts.flatMap((toast) => (toast.id ? [toast.id] : [])))
      // A toast with an id replaces the one shown with that id, as sonner does.
      setPlain((shown) => [...shown.filter((toast) => !toast.id || !ids.has(toast.id)), ...toasts].slice(-PLAIN_TOASTS_MAX))
      const keys = new Set(toasts.map((toast) => toast.key))
      const timer = setTimeout(() => {
        timers.delete(timer)
        setPlain((shown) => shown.filter((toast) => !keys.has(toast.key)))
      }, TOAST_DURATION_MS)
      timers.add(timer)
    }

    const load = () => {
      if (loading.current) return
      if (!navigator.onLine) {
        // Once the live region, mounted with this toast, is there: a region that comes with its text is often not read.
        const timer = setTimeout(() => {
          timers.delete(timer)
          showPlainly()
        }, LIVE_REGION_DELAY_MS)
        timers.add(timer)
        return
      }
      loading.current = true
      import('sonner').then(
        (module) => setSonner(() => module),
        () => {
          loading.current = false
          showPlainly()
        },
      )
    }

    const unsubscribe = subscribeToasts((toast) => {
      if (loaded.current) {
        show(loaded.current, toast)
        return
      }
      queue.current.push(toast)
      setWaiting(true)
      load()
    })
    // Toasts left waiting by an earlier run of this effect (its timer cleared): said now.
    if (queue.current.length > 0 && !loaded.current) load()
    return () => {
      unsubscribe()
      for (const timer of timers) clearTimeout(timer)
    }
  }, [])

  // Runs after the <Toaster> below has mounted and subscribed.
  useEffect(() => {
    if (!sonner) return
    loaded.current = sonner
    for (const toast of queue.current.splice(0)) show(sonner, toast)
  }, [sonner])

  const plainToasts = (waiting && !sonner) || plain.length > 0 ? <PlainToasts toasts={plain} /> : null
  if (!sonner) return plainToasts
  const { Toaster } = sonner
  return (
    <>
      {plainToasts}
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
    </>
  )
}
