/**
 * OpenAPI 3.1 document of the v1 API, generated from the zod schemas with
 * `z.toJSONSchema` (no OpenAPI library): components from `apiRegistry`, one query
 * parameter per field of each endpoint's query schema (input side).
 */
import { SUBMISSION_KEY_FIELD } from '@/domain/forms/idempotency'
import { z } from 'zod'
import { ENDPOINTS } from './endpoints'
import type { EndpointDef } from './endpoints'
import { apiRegistry } from './schemas'
import { wishlistBody } from './search'
import { CREATED_RESPONSE, FORM_ENDPOINTS, FORM_POSTS, type FormPostDef } from '@/domain/forms/api'
import { ACCOUNT_OPERATIONS, type AccountOperation } from '@/domain/account/api'
import { COMMERCE_OPERATIONS, type CommerceOperation } from '@/domain/commerce/api'

export const API_BASE_PATH = '/api/v1'
const REF = (id: string) => `#/components/schemas/${id}`

type Json = Record<string, unknown>

function clean(schema: Json): Json {
  const { $schema: _s, $id: _i, ...rest } = schema
  return rest
}

function refTo(schema: z.ZodType): Json {
  const id = apiRegistry.get(schema)?.id
  if (!id) throw new Error('OpenAPI: response schemas must be registered in apiRegistry')
  return { $ref: REF(id) }
}

function parameters(shape: z.ZodObject, location: 'query' | 'path'): Json[] {
  return Object.entries(shape.shape).map(([name, field]) => {
    const schema = clean(z.toJSONSchema(field as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Json)
    const { description, ...rest } = schema
    const optional = (field as z.ZodType).safeParse(undefined).success
    return {
      name,
      in: location,
      required: location === 'path' || !optional,
      ...(typeof description === 'string' ? { description } : {}),
      schema: location === 'path' ? { type: 'string' } : rest,
    }
  })
}

const json = (schema: Json, description: string) => ({ description, content: { 'application/json': { schema } } })

/** Every operation's answers to what the request did not cause (decision 118). */
const faults = (): Json => ({
  '500': json({ $ref: REF('ServerError') }, 'Unexpected error (logged)'),
  '503': json({ $ref: REF('UnavailableError') }, 'The database is away or saturated for a moment: try again after Retry-After'),
})

function operation(name: string, endpoint: EndpointDef): Json {
  const responses: Json = {
    '200': json(refTo(endpoint.response), 'OK'),
    '400': json(
      endpoint.errors?.includes('not_available')
        ? { oneOf: [{ $ref: REF('BadRequestError') }, { $ref: REF('NotAvailableInThisSaleplanError') }] }
        : { $ref: REF('BadRequestError') },
      endpoint.errors?.includes('not_available')
        ? 'Invalid parameter, or the entity exists only in other sales plans (exist_in)'
        : 'Invalid parameter',
    ),
  }
  if (endpoint.errors?.includes(404)) responses['404'] = json({ $ref: REF('NotFoundError') }, 'Not found')
  Object.assign(responses, faults())
  return {
    operationId: name,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    parameters: [...(endpoint.pathParams ? parameters(endpoint.pathParams, 'path') : []), ...parameters(endpoint.query, 'query')],
    responses,
  }
}

/** A form POST: JSON (or multipart) body from the shared form schema, 201, 400 with the messages. */
function postOperation(name: string, endpoint: FormPostDef): Json {
  const body = clean(z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any' }) as Json)
  const withCaptcha = {
    ...body,
    properties: {
      ...((body.properties as Json) ?? {}),
      captcha: { type: 'string', description: 'Captcha token (GET /captcha)' },
      [SUBMISSION_KEY_FIELD]: {
        type: 'string',
        pattern: '^[A-Za-z0-9_-]{16,100}$',
        description: 'Optional key of this submission (or the Idempotency-Key header): sent again, the first answer comes back',
      },
    },
  }
  if (endpoint.multipart)
    (withCaptcha.properties as Json).cv = { type: 'string', format: 'binary', description: 'PDF, DOC or DOCX, 5 MB at most' }
  return {
    operationId: name,
    tags: ['forms'],
    summary: endpoint.summary,
    parameters: [
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,100}$' },
        description:
          'Key of this submission (decision 134): a repeat with the same key and content gets the first 201 again (Idempotent-Replayed: true), nothing is stored or sent twice; with another content, 400',
      },
    ],
    requestBody: {
      required: true,
      content: { [endpoint.multipart ? 'multipart/form-data' : 'application/json']: { schema: withCaptcha } },
    },
    responses: {
      '201': json(refTo(CREATED_RESPONSE), 'Stored; the e-mails are sent (or, for a repeated key, the first answer again)'),
      '400': json({ $ref: REF('BadRequestError') }, 'Invalid field (messages in errors), captcha failed, session full or closed'),
      ...faults(),
    },
  }
}

const ERROR_REFS: Record<AccountOperation['errors'][number], [string, string]> = {
  400: ['BadRequestError', 'Invalid field (messages in errors)'],
  401: ['UnauthorizedError', 'No valid session, or wrong e-mail or password'],
  403: ['ForbiddenError', 'E-mail address not confirmed yet'],
  404: ['NotFoundError', 'Not found (or another customer’s)'],
  429: ['TooManyRequestsError', 'Too many attempts: see Retry-After'],
  502: ['ServerError', 'The mail server refused the message'],
}

/** A customer-account operation (session cookie `ardalis_client` where needed). */
function accountOperation(name: string, endpoint: AccountOperation): Json {
  const responses: Json = { [String(endpoint.success)]: { description: 'OK' } }
  for (const status of endpoint.errors) {
    const [ref, description] = ERROR_REFS[status]
    responses[String(status)] = json({ $ref: REF(ref) }, description)
  }
  Object.assign(responses, faults())
  return {
    operationId: name,
    tags: ['account'],
    summary: endpoint.summary,
    ...(endpoint.path.includes('{id}') ? { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: clean(z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any' }) as Json) },
            },
          },
        }
      : {}),
    ...(endpoint.session ? { security: [{ customerSession: [] }] } : {}),
    responses,
  }
}

const COMMERCE_ERRORS: Record<CommerceOperation['errors'][number], [Json, string]> = {
  400: [
    { oneOf: [{ $ref: REF('BadRequestError') }, { $ref: REF('NotAvailableInThisSaleplanError') }] },
    'Invalid field (messages in errors), a cart_token in the address, a refused code, or a pack of the other plan (exist_in)',
  ],
  401: [{ $ref: REF('UnauthorizedError') }, 'No valid customer session'],
  404: [
    { oneOf: [{ $ref: REF('CartNotFoundError') }, { $ref: REF('CartExpiredError') }, { $ref: REF('NotFoundError') }] },
    'No cart for the token (cart_not_found), a token past its three days (cart_expired), or an unknown product, pack or line',
  ],
  409: [{ $ref: REF('BadRequestError') }, 'Conflict'],
}

/** A commerce operation (cart token in the X-Cart-Token header; customer session where needed). */
function commerceOperation(name: string, endpoint: CommerceOperation): Json {
  const responses: Json = { [String(endpoint.success)]: { description: 'OK' } }
  for (const status of endpoint.errors) {
    const [schema, description] = COMMERCE_ERRORS[status]
    responses[String(status)] = json(schema, description)
  }
  Object.assign(responses, faults())
  const path = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
  const header = endpoint.token
    ? [
        {
          name: 'X-Cart-Token',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: 'The cart token (never in the address)',
        },
      ]
    : []
  return {
    operationId: name,
    tags: ['commerce'],
    summary: endpoint.summary,
    parameters: [...path, ...header, ...(endpoint.query ? parameters(endpoint.query, 'query') : [])],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: clean(z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any' }) as Json) },
            },
          },
        }
      : {}),
    ...(endpoint.session ? { security: [{ customerSession: [] }] } : {}),
    responses,
  }
}

export function buildOpenApiDocument(serverUrl = API_BASE_PATH): Json {
  const { schemas } = z.toJSONSchema(apiRegistry, { uri: REF, unrepresentable: 'any' }) as { schemas: Record<string, Json> }
  const components: Record<string, Json> = {}
  for (const [id, schema] of Object.entries(schemas)) components[id] = clean(schema)

  const paths: Record<string, Json> = {}
  for (const [name, endpoint] of Object.entries({ ...ENDPOINTS, ...FORM_ENDPOINTS }) as [string, EndpointDef][]) {
    paths[endpoint.path] = { ...(paths[endpoint.path] ?? {}), get: operation(name, endpoint) }
  }
  for (const [name, endpoint] of Object.entries(FORM_POSTS)) {
    paths[endpoint.path] = { ...(paths[endpoint.path] ?? {}), post: postOperation(name, endpoint) }
  }
  for (const [name, endpoint] of Object.entries(ACCOUNT_OPERATIONS)) {
    paths[endpoint.path] = { ...(paths[endpoint.path] ?? {}), [endpoint.method]: accountOperation(name, endpoint) }
  }
  for (const [name, endpoint] of Object.entries(COMMERCE_OPERATIONS)) {
    paths[endpoint.path] = { ...(paths[endpoint.path] ?? {}), [endpoint.method]: commerceOperation(name, endpoint) }
  }
  paths['/wishlist/send'] = {
    post: {
      operationId: 'wishlistSend',
      tags: ['search'],
      summary: 'Sends the favourites list by e-mail, with a link to each product of the plan',
      description: 'The automatic params may be given in the query string or in the body.',
      requestBody: {
        required: true,
        content: { 'application/json': { schema: clean(z.toJSONSchema(wishlistBody, { io: 'input', unrepresentable: 'any' }) as Json) } },
      },
      responses: {
        '200': json(
          {
            type: 'object',
            properties: {
              data: { type: 'object', properties: { sent: { const: true }, count: { type: 'integer' } }, required: ['sent', 'count'] },
            },
            required: ['data'],
          },
          'Sent',
        ),
        '400': json({ $ref: REF('BadRequestError') }, 'Invalid e-mail, empty list or products unknown in this plan'),
        '429': json({ $ref: REF('BadRequestError') }, 'Too many sends from this address in a minute'),
        '502': json({ $ref: REF('ServerError') }, 'The mail server refused the message'),
        ...faults(),
      },
    },
  }
  paths['/captcha'] = {
    get: {
      operationId: 'captcha',
      tags: ['forms'],
      summary: 'Captcha of the forms: a proof-of-work challenge (ALTCHA) or the reCAPTCHA v3 site key',
      responses: { '200': { description: 'data.provider is altcha (with challenge) or recaptcha (with siteKey)' } },
    },
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ardalis — API v1',
      version: '1.0.0',
      description:
        'Catalogue, content and navigation of the site. Every request may carry site_id (default 1), lang (fr|en, ' +
        'default fr) and sales_plan_id / saleplan_id (default: the professional plan). Errors have a `status` and a ' +
        'French `message`; a 400 not_available_in_this_saleplan lists in exist_in the plans where the entity exists.',
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: 'catalogue', description: 'Products, categories and filters' },
      { name: 'content', description: 'CMS pages' },
      { name: 'navigation', description: 'Menus' },
      { name: 'site', description: 'Site info and settings' },
      { name: 'urls', description: 'Addresses and breadcrumbs' },
      { name: 'forms', description: 'Contact, worksite start, applications, training registrations, contests' },
      { name: 'search', description: 'Suggestions, results and the favourites e-mail' },
      { name: 'tools', description: 'Store locator, towns, barcode scan, colour chart' },
      { name: 'commerce', description: 'Cart (token in X-Cart-Token), discount codes, shipping costs, relay points' },
    ],
    paths,
    components: { schemas: components, securitySchemes: { customerSession: { type: 'apiKey', in: 'cookie', name: 'ardalis_client' } } },
  }
}
