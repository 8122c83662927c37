import type { TeinteFamily } from './store-types'

/** A tint of the colour chart, as the colorimetry page and the API use it. */
export interface Teinte {
  id: number
  code: string
  name: string
  color: string
  family: TeinteFamily
  order: number
  productIds: number[]
}
