import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { staffOnlyRest } from '@/server/http/payload-rest'

// Payload's REST API is the back office's: visitors reach only its sign-in routes and the uploaded files (decision 093).
export const GET = staffOnlyRest(REST_GET(config))
export const POST = staffOnlyRest(REST_POST(config))
export const DELETE = staffOnlyRest(REST_DELETE(config))
export const PATCH = staffOnlyRest(REST_PATCH(config))
export const PUT = staffOnlyRest(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
