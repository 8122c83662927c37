import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cartAddSchema } from '@/domain/commerce/schemas'
import { worksiteSchema } from '@/domain/forms/schemas'
import { parseFr, UNREADABLE_VALUE } from './params'

/** What `JSON.parse` makes of a body no form sends: a `length` that cannot be compared. */
const uncomparable = (): unknown => JSON.parse('{"length":{"valueOf":1,"toString":1}}')

describe('parseFr on values zod cannot compare', () => {
  it('names the field whose length cannot be read, with a French message', () => {
    const result = parseFr(worksiteSchema, { lastname: uncomparable(), city: 'Lyon' })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['lastname'], message: UNREADABLE_VALUE })])
  })

  it('does the same for a list', () => {
    const result = parseFr(cartAddSchema, { products: uncomparable() })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[['products'], UNREADABLE_VALUE]])
  })

  it('names the whole request when the schema has no fields', () => {
    const result = parseFr(z.string().max(3), uncomparable())
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[[], UNREADABLE_VALUE]])
  })

  it('leaves every other answer to the schema', () => {
    const result = parseFr(worksiteSchema, { lastname: 42 })
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((i) => i.message) ?? []
    expect(messages).toContain('Veuillez renseigner le champ nom.')
    expect(messages).not.toContain(UNREADABLE_VALUE)
  })
})
