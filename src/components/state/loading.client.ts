'use client'
/**
 * The loading indicator of spec §4: it counts the requests in flight and finishes when
 * none remain. Client code wraps its calls with trackLoading() (or passes trackedFetch to
 * the API client); page navigations count as one request each (see ProgressBar).
 */
const listeners = new Set<() => void>()
let inFlight = 0

function emit() {
  for (const listener of listeners) listener()
}

export function getInFlight(): number {
  return inFlight
}

export function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Counts one request; the returned function (idempotent) marks it finished. */
export function beginLoading(): () => void {
  inFlight += 1
  emit()
  let done = false
  return () => {
    if (done) return
    done = true
    inFlight = Math.max(0, inFlight - 1)
    emit()
  }
}

export async function trackLoading<T>(work: Promise<T>): Promise<T> {
  const end = beginLoading()
  try {
    return await work
  } finally {
    end()
  }
}

/** window.fetch counted by the loading indicator (for createApiClient({ fetch })). */
export const trackedFetch: typeof fetch = (input, init) => trackLoading(fetch(input, init))
