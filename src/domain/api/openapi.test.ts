import { describe, expect, it } from 'vitest'
import { FORM_ENDPOINTS, FORM_POSTS } from '@/domain/forms/api'
import { ACCOUNT_OPERATIONS } from '@/domain/account/api'
import { COMMERCE_OPERATIONS } from '@/domain/commerce/api'
import { ENDPOINTS } from './endpoints'
import { buildOpenApiDocument } from './openapi'

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument() as {
    openapi: string
    paths: Record<string, { get: { parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[] } }>
    components: { schemas: Record<string, unknown> }
  }

  it('documents every endpoint', () => {
    expect(doc.openapi).toBe('3.1.0')
    const paths = [
      ...Object.values(ENDPOINTS),
      ...Object.values(FORM_ENDPOINTS),
      ...Object.values(FORM_POSTS),
      ...Object.values(ACCOUNT_OPERATIONS),
      ...Object.values(COMMERCE_OPERATIONS),
    ].map((e) => e.path)
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set([...paths, '/captcha', '/wishlist/send'])].sort())
  })

  it('describes the form POSTs with their body and the 400 of the shared schema', () => {
    const contact = (
      doc.paths['/contact'] as unknown as {
        post: {
          requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
          responses: Record<string, unknown>
        }
      }
    ).post
    expect(Object.keys(contact.requestBody.content)).toEqual(['application/json'])
    expect(Object.keys(contact.requestBody.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'phone', 'profile', 'subject', 'captcha']),
    )
    expect(Object.keys(contact.responses)).toEqual(['201', '400', '500', '503'])
    // Every operation that reads the database says what a database away answers (decision 118).
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item as Record<string, { responses?: Record<string, unknown> }>)) {
        if (path === '/captcha') continue
        expect(operation.responses?.['503'], `${method} ${path}`).toMatchObject({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/UnavailableError' } } },
        })
      }
    }
    expect(doc.components.schemas.UnavailableError).toBeDefined()
    const application = (doc.paths['/application'] as unknown as { post: { requestBody: { content: Record<string, unknown> } } }).post
    expect(Object.keys(application.requestBody.content)).toEqual(['multipart/form-data'])
  })

  it('describes query params from the input side of the schemas', () => {
    const params = doc.paths['/product']?.get.parameters ?? []
    const byName = Object.fromEntries(params.map((p) => [p.name, p]))
    expect(byName.perPage).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } })
    expect(byName.lang).toMatchObject({ required: false, schema: { enum: ['fr', 'en'], default: 'fr' } })
    expect(byName.caracteristics?.schema).toMatchObject({ type: 'string' })
    const entity = Object.fromEntries((doc.paths['/url/entity']?.get.parameters ?? []).map((p) => [p.name, p]))
    expect(entity.entity_type?.required).toBe(true)
    expect(entity.slug?.required).toBe(true)
  })

  it('resolves every $ref', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] as string)
    for (const ref of new Set(refs)) expect(doc.components.schemas).toHaveProperty(ref)
  })
})
