/** The harness itself, the route files and the OpenAPI document. */
import { describe, expect, inject, it } from 'vitest'
import { ENDPOINTS } from '../../src/domain/api/endpoints'
import { ACCOUNT_OPERATIONS } from '../../src/domain/account/api'
import { COMMERCE_OPERATIONS } from '../../src/domain/commerce/api'
import { FORM_ENDPOINTS, FORM_POSTS } from '../../src/domain/forms/api'
import { get } from './support/api'
import { routeFiles } from './support/in-process-fetch'

interface OpenApiDoc {
  openapi: string
  paths: Record<string, { get?: { parameters: { name: string; in: string; required: boolean }[]; responses: Record<string, unknown> } }>
  components: { schemas: Record<string, unknown> }
}

describe('integration harness', () => {
  it('test workers see the temporary database of the global setup', () => {
    expect(process.env.DATABASE_URL).toBe(inject('databaseUrl'))
    if (process.env.INTEGRATION_DATABASE_URL) expect(process.env.DATABASE_URL).toMatch(/^postgres(ql)?:\/\//)
    else expect(process.env.DATABASE_URL).toMatch(/^file:.*ardalis-int-.*\/test\.db$/)
    expect(process.env.MEDIA_DIR).toBe(inject('mediaDir'))
  })

  it('runs against the demo seed', () => {
    expect(inject('seedSource')).toBe('demo')
  })
})

/** GET endpoints, form POSTs and the captcha challenge. */
const GETS = [...Object.values(ENDPOINTS), ...Object.values(FORM_ENDPOINTS)].map((e) => e.path)
const DOCUMENTED = [
  ...GETS,
  ...Object.values(FORM_POSTS).map((e) => e.path),
  ...Object.values(ACCOUNT_OPERATIONS).map((e) => e.path),
  ...Object.values(COMMERCE_OPERATIONS).map((e) => e.path),
  '/captcha',
  '/wishlist/send',
]

describe('route files', () => {
  const files = routeFiles().map((r) => r.path)

  it('every documented endpoint has a route file, and every route file is documented', () => {
    const documented = [...new Set(DOCUMENTED)]
    const served = files.filter((p) => p !== '/openapi.json' && p !== '/{path}')
    expect([...served].sort()).toEqual([...documented].sort())
  })

  it('has a catch-all so that unknown /api/v1 paths do not reach Payload’s REST catch-all', () => {
    expect(files).toContain('/{path}')
  })
})

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every path with its parameters and error bodies', async () => {
    const { status, body } = await get<OpenApiDoc>('/openapi.json')
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.1.0')
    expect(Object.keys(body.paths).sort()).toEqual([...new Set(DOCUMENTED)].sort())
    for (const [path, item] of Object.entries(body.paths)) {
      if (!GETS.includes(path)) continue
      const names = item.get?.parameters.map((p) => p.name) ?? []
      expect(names, path).toEqual(expect.arrayContaining(['site_id', 'lang', 'sales_plan_id', 'saleplan_id']))
      expect(Object.keys(item.get?.responses ?? {}), path).toEqual(expect.arrayContaining(['200', '400', '500']))
    }
    const product = body.paths['/product']?.get?.parameters.map((p) => p.name)
    expect(product).toEqual(
      expect.arrayContaining(['perPage', 'page', 'promoted', 'categories', 'orderBy', 'text', 'price', 'caracteristics']),
    )
    const productGet = body.paths['/product/{id}']?.get
    expect(productGet?.parameters.find((p) => p.name === 'id')).toMatchObject({ in: 'path', required: true })
    expect(Object.keys(productGet?.responses ?? {})).toEqual(expect.arrayContaining(['404']))
    expect(Object.keys(body.components.schemas)).toEqual(
      expect.arrayContaining([
        'Product',
        'ProductDetail',
        'Filter',
        'Entity',
        'BadRequestError',
        'NotAvailableInThisSaleplanError',
        'NotFoundError',
        'ServerError',
      ]),
    )
    expect(JSON.stringify(body)).not.toContain('"$id"')
    const wishlist = (
      body.paths['/wishlist/send'] as {
        post?: {
          requestBody: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> }
          responses: Record<string, unknown>
        }
      }
    ).post
    expect(wishlist?.requestBody.content['application/json']?.schema.required).toEqual(expect.arrayContaining(['email', 'products']))
    expect(Object.keys(wishlist?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '429', '502']))
  })

  it('every $ref points to a component', async () => {
    const { body } = await get<OpenApiDoc>('/openapi.json')
    const refs = [...JSON.stringify(body).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1])
    expect(refs.length).toBeGreaterThan(20)
    for (const ref of new Set(refs)) expect(body.components.schemas, ref).toHaveProperty(ref as string)
  })
})
