import type { FieldHook, NumberField, NumberFieldSingleValidation } from 'payload'
import { EURO_INPUT_MESSAGE, isUnreadEuros } from '@/domain/format/euro-input'

/** The back office's money input and list cell (decision 134), in the import map as these paths. */
export const MONEY_FIELD_COMPONENT = '@/payload/admin/MoneyField.client#MoneyField'
export const MONEY_CELL_COMPONENT = '@/payload/admin/MoneyField.client#MoneyCell'

/**
 * Server check of a money field, whoever writes it: whole cents, never negative; empty is allowed
 * unless the field is `required` (Payload's own check, which this one replaces, says so). A text is
 * what the back office's input keeps when staff typed something that is not an amount in euros, so
 * it gets the input's French message; a number that is not whole cents comes from the API or a CSV
 * import, which speak cents.
 */
export const wholeCentsOrEuros = (value: unknown, options?: { required?: boolean | null }): true | string => {
  if (value === null || value === undefined) return options?.required ? 'Ce champ est requis.' : true
  if (typeof value === 'string' || isUnreadEuros(value)) return EURO_INPUT_MESSAGE
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? true
    : 'Montant attendu en centimes entiers, positif ou nul (ex. 2490 pour 24,90 €).'
}

/**
 * The input's text that is not an amount reaches the server wrapped (`unreadEuros`), so Payload
 * neither reads a number out of it nor refuses it as a shapeless value before the check: it is
 * unwrapped to the text, which `wholeCentsOrEuros` refuses in French. Nothing is saved.
 */
const unwrapUnread: FieldHook = ({ value }) => (isUnreadEuros(value) ? value.notAnAmount : value)

type Label = { fr: string; en: string }

/**
 * A number field of integer cents that staff type in euros. `euroWhen` is for a field that holds
 * money only while a sibling says so (a discount's value: cents for « eur », a percent otherwise).
 */
export function moneyField(
  name: string,
  label: Label,
  options: {
    description?: Label
    required?: boolean
    defaultValue?: number
    euroWhen?: { sibling: string; equals: string }
    validate?: NumberFieldSingleValidation
  } = {},
): NumberField {
  const { description, required, defaultValue, euroWhen, validate = wholeCentsOrEuros } = options
  return {
    name,
    type: 'number',
    min: 0,
    ...(required ? { required: true } : {}),
    ...(defaultValue !== undefined ? { defaultValue } : {}),
    validate,
    hooks: { beforeValidate: [unwrapUnread] },
    label,
    admin: {
      ...(description ? { description } : {}),
      components: euroWhen
        ? {
            Field: { path: MONEY_FIELD_COMPONENT, clientProps: { euroWhen } },
            Cell: { path: MONEY_CELL_COMPONENT, clientProps: { euroWhen } },
          }
        : { Field: MONEY_FIELD_COMPONENT, Cell: MONEY_CELL_COMPONENT },
    },
  }
}
