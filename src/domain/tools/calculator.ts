/**
 * Quantity calculator (spec §1 "calculate quantities"): how much of a product a job
 * needs, and which of the product's real packs to buy.
 *
 * Two consumption modes, chosen by the product's data:
 * - thickness: rate in kg/m²/mm, quantity = surface × thickness × rate;
 * - coat: rate in kg (or L) per m² per coat, quantity = surface × rate × coats.
 * A waste margin (percent) is added last. Pure functions, no framework.
 */
import type { Consumption } from '@/domain/catalogue/types'

export type QuantityUnit = 'kg' | 'L'

/** A wall: length × height, in metres. */
export interface Wall {
  length: number
  height: number
}

export interface SurfaceInput {
  /** Surface given directly, in m². */
  surface?: number
  /** Or walls (length × height) minus openings (doors, windows), in m². */
  walls?: Wall[]
  openings?: number
}

/** Net surface in m²: the direct surface, or the walls minus the openings. */
export function netSurface(input: SurfaceInput): number {
  if (input.walls && input.walls.length > 0) {
    const gross = input.walls.reduce((sum, wall) => sum + wall.length * wall.height, 0)
    return gross - (input.openings ?? 0)
  }
  return input.surface ?? 0
}

export interface QuantityInput {
  /** Net surface in m². */
  surface: number
  /** Thickness in mm (thickness mode). */
  thickness?: number
  /** Number of coats (coat mode; default: the product's recommended number, else 1). */
  coats?: number
  /** Waste margin in percent (0 to 50). */
  waste: number
}

export interface QuantityResult {
  mode: 'thickness' | 'coat'
  /** Quantity before the waste margin. */
  base: number
  /** Quantity to plan, waste margin included. */
  total: number
  unit: QuantityUnit
  /** Linear metres of jointing tape, when the product gives a tape consumption. */
  tape: number | null
}

/** Rounds away floating-point noise (0.1 + 0.2) without hiding real decimals. */
export function roundTo(value: number, decimals = 3): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/**
 * Quantity needed by a job. Throws on input that `validateCalculator` refuses: callers
 * validate first; this function only states the formulas.
 */
export function computeQuantity(consumption: Consumption, input: QuantityInput, unit: QuantityUnit): QuantityResult {
  if (consumption.mode === 'none' || consumption.rate === null) throw new Error('Product has no consumption data')
  if (!(input.surface > 0)) throw new Error('Surface must be positive')
  let base: number
  if (consumption.mode === 'thickness') {
    const thickness = input.thickness ?? 0
    if (!(thickness > 0)) throw new Error('Thickness must be positive')
    base = input.surface * thickness * consumption.rate
  } else {
    const coats = input.coats ?? consumption.coats ?? 1
    if (!(coats >= 1)) throw new Error('At least one coat')
    base = input.surface * consumption.rate * coats
  }
  const total = base * (1 + input.waste / 100)
  const tape = consumption.mode === 'coat' && consumption.tapePerM2 !== null ? roundTo(input.surface * consumption.tapePerM2, 1) : null
  return { mode: consumption.mode, base: roundTo(base), total: roundTo(total), unit, tape }
}

// ── Packs ────────────────────────────────────────────────────────────────────

export interface PackOption {
  reference: string
  /** Size in its own unit (kg, g, L, ml). */
  size: number
  unit: string
  packaging: string
}

/** Size of a pack in the calculator's unit (kg or L), or null when it is in the other one. */
export function packAmount(pack: Pick<PackOption, 'size' | 'unit'>, unit: QuantityUnit): number | null {
  if (unit === 'kg') {
    if (pack.unit === 'kg') return pack.size
    if (pack.unit === 'g') return pack.size / 1000
    return null
  }
  if (pack.unit === 'L') return pack.size
  if (pack.unit === 'ml') return pack.size / 1000
  return null
}

/** The unit a product is counted in: litres when all its packs are liquid, else kilograms. */
export function quantityUnitOf(packs: Pick<PackOption, 'unit'>[]): QuantityUnit {
  return packs.length > 0 && packs.every((pack) => pack.unit === 'L' || pack.unit === 'ml') ? 'L' : 'kg'
}

export interface PackLine {
  pack: PackOption
  count: number
}

export interface PackChoice {
  lines: PackLine[]
  /** Quantity bought (sum of the packs). */
  bought: number
  /** Bought minus needed. */
  surplus: number
  packCount: number
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b]
  return a
}

/** DP cells at most: beyond it the large packs are taken greedily first (never reached with real packs). */
const MAX_CELLS = 200_000

/**
 * The packs to buy for `need` (in `unit`): the combination whose total covers the need
 * with the least surplus; among those, the fewest packs; then the larger packs.
 *
 * Exact: sizes are counted in grams (or millilitres) and divided by their greatest common
 * divisor g. In a best combination, the packs smaller than the largest one L number fewer
 * than L/g (otherwise some of them would sum to a multiple of L and could be swapped for
 * large packs: same total, fewer packs). So the large packs beyond a remainder of
 * (L/g + 1) × L are taken first, and the remainder is solved by dynamic programming.
 */
export function choosePacks(need: number, packs: PackOption[], unit: QuantityUnit): PackChoice | null {
  const usable = packs.map((pack) => ({ pack, milli: Math.round((packAmount(pack, unit) ?? 0) * 1000) })).filter((entry) => entry.milli > 0)
  if (usable.length === 0 || !(need > 0)) return null
  // One option per size (the first listed reference of that size).
  const bySize = new Map<number, (typeof usable)[number]>()
  for (const entry of usable) if (!bySize.has(entry.milli)) bySize.set(entry.milli, entry)
  const sizes = [...bySize.values()].sort((a, b) => b.milli - a.milli)
  const g = sizes.reduce((acc, entry) => gcd(acc, entry.milli), 0)
  const units = sizes.map((entry) => entry.milli / g)
  const largest = units[0] as number
  const needUnits = Math.ceil(roundTo((need * 1000) / g, 6))

  let reserve = (largest + 1) * largest
  if (reserve + largest > MAX_CELLS) reserve = Math.max(largest, MAX_CELLS - largest)
  const greedy = Math.max(0, Math.ceil((needUnits - reserve) / largest))
  const rest = Math.max(0, needUnits - greedy * largest)

  // best[t] = fewest packs summing exactly to t units; from[t] = last pack index used.
  const limit = rest + largest
  const best = new Int32Array(limit + 1).fill(-1)
  const from = new Int32Array(limit + 1).fill(-1)
  best[0] = 0
  for (let t = 1; t <= limit; t++) {
    for (let i = 0; i < units.length; i++) {
      const size = units[i] as number
      if (size > t) continue
      const prev = best[t - size] as number
      if (prev < 0) continue
      const current = best[t] as number
      if (current < 0 || prev + 1 < current) {
        best[t] = prev + 1
        from[t] = i
      }
    }
  }
  let total = -1
  for (let t = rest; t <= limit; t++) {
    if ((best[t] as number) >= 0) {
      total = t
      break
    }
  }
  if (total < 0) return null

  const counts = new Array<number>(sizes.length).fill(0)
  counts[0] = greedy
  for (let t = total; t > 0;) {
    const i = from[t] as number
    counts[i] = (counts[i] as number) + 1
    t -= units[i] as number
  }
  const lines: PackLine[] = sizes.map((entry, i) => ({ pack: entry.pack, count: counts[i] as number })).filter((line) => line.count > 0)
  const bought = roundTo(((greedy * largest + total) * g) / 1000)
  return { lines, bought, surplus: roundTo(bought - need), packCount: lines.reduce((sum, line) => sum + line.count, 0) }
}
