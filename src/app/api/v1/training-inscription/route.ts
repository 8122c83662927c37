import { expire, TAGS } from '@/freshness'
import { trainingSchema } from '@/domain/forms/schemas'
import { formPost } from '@/server/forms/handler'
import { registerTraining } from '@/server/forms/services'

/** POST /api/v1/training-inscription — seats taken atomically, never more than the session holds. */
export const POST = formPost({
  name: 'training_inscription',
  schema: trainingSchema,
  run: async ({ payload, data }) => {
    const result = await registerTraining(payload, data)
    // The trainings page shows the seats left and the confirmed badge.
    expire([TAGS.trainings])
    return result
  },
})
