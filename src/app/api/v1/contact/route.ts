import { contactSchema } from '@/domain/forms/schemas'
import { formPost } from '@/server/forms/handler'
import { submitContact } from '@/server/forms/services'

/** POST /api/v1/contact — contact form: stored, routed to the subject's team, confirmed to the visitor. */
export const POST = formPost({ name: 'contact', schema: contactSchema, run: ({ payload, data }) => submitContact(payload, data) })
