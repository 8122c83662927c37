import { landingSchema } from '@/domain/forms/schemas'
import { formPost } from '@/server/forms/handler'
import { submitLanding } from '@/server/forms/services'

/** POST /api/v1/landing/data — contest entry (spec §7). */
export const POST = formPost({ name: 'landing', schema: landingSchema, run: ({ payload, data }) => submitLanding(payload, data) })
