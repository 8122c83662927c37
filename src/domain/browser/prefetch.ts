/** Spec §9: links are prefetched at idle time (2 s at most), never on 2g or with data saver. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000

export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

export function canPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !/(^|-)2g$/.test(connection.effectiveType ?? '')
}
