import { describe, expect, it } from 'vitest'
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
    expect(Object.keys(doc.paths).sort()).toEqual(Object.values(ENDPOINTS).map((e) => e.path).sort())
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
