/** Device classes of spec §4, from the viewport width in CSS pixels. */
export type DeviceClasses = { mobile: boolean; tablet: boolean; phablet: boolean; phone: boolean }

export function deviceClasses(width: number): DeviceClasses {
  return {
    mobile: width <= 1024,
    tablet: width >= 769 && width <= 1024,
    phablet: width >= 566 && width <= 768,
    phone: width <= 565,
  }
}

/** Classes are recomputed this long after the last resize event. */
export const RESIZE_SETTLE_MS = 1000
