/**
 * The store locator keeps its spatial index in memory (src/data/stores.ts). Saving or
 * deleting a store drops it; the next search rebuilds it. A process-wide slot, so that
 * every bundle of the server (admin, API routes) sees the same index.
 */
interface Slot {
  version: number
}

const KEY = Symbol.for('enduits.storeIndexVersion')

export function storeIndexSlot(): Slot {
  const holder = globalThis as unknown as Record<symbol, Slot | undefined>
  let slot = holder[KEY]
  if (!slot) {
    slot = { version: 0 }
    holder[KEY] = slot
  }
  return slot
}

export function invalidateStoreIndex(): void {
  storeIndexSlot().version++
}
