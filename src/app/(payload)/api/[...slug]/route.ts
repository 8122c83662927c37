import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardStaffLogin } from '@/server/account/staff-login'

export const GET = REST_GET(config)
const restPost = REST_POST(config)
// The staff login goes through the limits of decision 090 first (src/server/account/staff-login.ts).
export const POST = (request: Request, context: Parameters<typeof restPost>[1]) =>
  guardStaffLogin(request, () => restPost(request, context))
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
