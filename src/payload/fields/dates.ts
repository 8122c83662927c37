import type { ConditionalDateProps } from 'payload'

/**
 * How the date inputs of the back office write a date (decision 138). `admin.dateFormat` of the
 * config (decision 128) is read only by the lists, the edit headers and the schedule drawer:
 * Payload's date input takes its own `displayFormat`, and without one writes a date and time as
 * « Nov 29, 2026 11:31 AM » and a date as « 11/29/2026 ». These say 29/11/2026 11:31 and
 * 29/11/2026, as the lists do, and list the times of the picker as 09:00, 09:30…
 */
export const FRENCH_DATE_TIME = {
  pickerAppearance: 'dayAndTime',
  displayFormat: 'dd/MM/yyyy HH:mm',
  timeFormat: 'HH:mm',
} as const satisfies ConditionalDateProps

/** A day without a time (a due date): 29/11/2026. */
export const FRENCH_DATE = { pickerAppearance: 'default', displayFormat: 'dd/MM/yyyy' } as const satisfies ConditionalDateProps
