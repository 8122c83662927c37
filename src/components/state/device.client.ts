'use client'
import { useSyncExternalStore } from 'react'
import { deviceClasses, RESIZE_SETTLE_MS, type DeviceClasses } from '@/domain/browser/device'

/**
 * Device classes of the current window (spec §4), recomputed one second after a resize
 * ends. The server renders the desktop classes; CSS media queries do the layout, this is
 * for behaviour (e.g. the comparator's limit).
 */
const DESKTOP: DeviceClasses = deviceClasses(1280)
const listeners = new Set<() => void>()
let current: DeviceClasses | null = null
let timer: ReturnType<typeof setTimeout> | null = null

function compute(): DeviceClasses {
  const next = deviceClasses(window.innerWidth)
  if (current && JSON.stringify(current) === JSON.stringify(next)) return current
  return next
}

function onResize() {
  if (timer) clearTimeout(timer)
  timer = setTimeout(() => {
    const next = compute()
    if (next !== current) {
      current = next
      for (const listener of listeners) listener()
    }
  }, RESIZE_SETTLE_MS)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('resize', onResize)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('resize', onResize)
  }
}

export function getDevice(): DeviceClasses {
  if (typeof window === 'undefined') return DESKTOP
  current ??= compute()
  return current
}

export function useDevice(): DeviceClasses {
  return useSyncExternalStore(subscribe, getDevice, () => DESKTOP)
}
