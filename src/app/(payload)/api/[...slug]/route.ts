import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardStaffLogin } from '@/server/account/staff-login'
import { staffOnlyRest } from '@/server/http/payload-rest'

// Payload's REST API is the back office's: visitors reach only its sign-in routes and the uploaded files (decision 093).
export const GET = staffOnlyRest(REST_GET(config))
const restPost = REST_POST(config)
// The staff login goes through the limits of decision 090 first (src/server/account/staff-login.ts).
export const POST = staffOnlyRest((request: Request, context: Parameters<typeof restPost>[1]) =>
  guardStaffLogin(request, () => restPost(request, context)),
)
export const DELETE = staffOnlyRest(REST_DELETE(config))
export const PATCH = staffOnlyRest(REST_PATCH(config))
export const PUT = staffOnlyRest(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
