import { badRequest } from '@/domain/api/errors'
import { applicationSchema } from '@/domain/forms/schemas'
import { checkCv } from '@/server/forms/cv'
import { formPost } from '@/server/forms/handler'
import { submitApplication } from '@/server/forms/services'

/** POST /api/v1/application — multipart: the fields, `cv` (PDF, DOC or DOCX checked by content) and `captcha`. */
export const POST = formPost({
  name: 'application',
  schema: applicationSchema,
  run: async ({ payload, data, input }) => {
    const cv = await checkCv(input.files.cv ?? null)
    if (!cv.ok) throw badRequest(cv.message, [{ path: 'cv', message: cv.message }])
    return submitApplication(payload, data, cv)
  },
})
