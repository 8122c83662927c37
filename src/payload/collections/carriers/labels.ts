import type { CarrierKind } from '@/domain/commerce/types'
import { l } from '@/payload/fields/label'

/** The carrier kinds as staff read them, in the carriers and in the orders' carrier snapshot. */
export const CARRIER_KIND_LABELS: Record<CarrierKind, ReturnType<typeof l>> = {
  home: l('À domicile', 'Home delivery'),
  relay: l('Point relais', 'Relay point'),
  pickup: l('Retrait chez un distributeur', 'Pickup at a distributor'),
}
