import { badRequest } from '@/domain/api/errors'
import { applicationSchema } from '@/domain/forms/schemas'
import { checkCv, cvRefusal } from '@/server/forms/cv'
import { formPost } from '@/server/forms/handler'
import { submitApplication } from '@/server/forms/services'

/** POST /api/v1/application — multipart: the fields, `cv` (PDF, DOC or DOCX checked by content) and `captcha`. */
export const POST = formPost({
  name: 'application',
  schema: applicationSchema,
  run: async ({ payload, data, input }) => {
    const cv = await checkCv(input.files.cv ?? null)
    if (!cv.ok) throw badRequest(cv.message, [{ path: 'cv', message: cv.message }])
    try {
      return await submitApplication(payload, data, cv)
    } catch (error) {
      // Payload's own check of the file refused it: the visitor's 400, not a 500.
      throw cvRefusal(error) ?? error
    }
  },
})
