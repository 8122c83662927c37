import { worksiteSchema } from '@/domain/forms/schemas'
import { formPost } from '@/server/forms/handler'
import { submitWorksite } from '@/server/forms/services'

/** POST /api/v1/construction-starts — worksite start declaration. */
export const POST = formPost({
  name: 'construction_starts',
  schema: worksiteSchema,
  run: ({ payload, data }) => submitWorksite(payload, data),
})
