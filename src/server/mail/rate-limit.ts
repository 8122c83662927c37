import 'server-only'

/** Sends allowed per key (the caller's address) and per minute: forms must not become a mail cannon. */
const PER_MINUTE = 10
const hits = new Map<string, number[]>()

export function allowSend(key: string, now = Date.now()): boolean {
  const recent = (hits.get(key) ?? []).filter((t) => now - t < 60_000)
  if (recent.length >= PER_MINUTE) {
    hits.set(key, recent)
    return false
  }
  recent.push(now)
  hits.set(key, recent)
  if (hits.size > 10_000) hits.clear()
  return true
}
