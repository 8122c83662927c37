import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * DEVELOPERS.md's security rule, kept by the lint (eslint.config.mjs): in the layers that query
 * Payload for visitors and customers, a Local API call that names no `overrideAccess` would take
 * Payload's default (`true`) and skip access control without anyone having chosen it.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') })

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'access/explicit-override-access').map((m) => m.message)
}

const header = "import type { Payload } from 'payload'\ndeclare const payload: Payload\ndeclare const req: { payload: Payload }\n"

describe('Local API calls say whether they skip access control', () => {
  it.each([
    ['src/data/example.ts', "export const x = payload.find({ collection: 'landings', limit: 1 })"],
    ['src/data/example.ts', "export const x = payload.findByID({ collection: 'training-sessions', id: 1, disableErrors: true })"],
    ['src/server/example.ts', "export const x = req.payload.update({ collection: 'orders', id: 1, data: {} })"],
    ['src/server/example.ts', "export const x = payload.count({ collection: 'carts', where: { id: { equals: 1 } } })"],
  ])('%s: %s is refused', async (file, code) => {
    const found = await problems(file, header + code)
    expect(found).toHaveLength(1)
    expect(found[0]).toContain('overrideAccess: false')
  })

  it.each([
    ['src/data/example.ts', "export const x = payload.find({ collection: 'landings', overrideAccess: false })"],
    [
      'src/data/example.ts',
      "declare const user: never\nexport const x = payload.findByID({ collection: 'customers', id: 1, overrideAccess: false, user })",
    ],
    ['src/server/example.ts', "export const x = payload.create({ collection: 'mail-outbox', data: {}, overrideAccess: true })"],
    [
      'src/data/example.ts',
      "declare const SYSTEM: { overrideAccess: true }\nexport const x = payload.create({ ...SYSTEM, collection: 'cvs', data: {} })",
    ],
    // Not the Local API: an array's find.
    ['src/data/example.ts', 'export const x = [1, 2].find((n) => n > 1)'],
    // Outside the two layers (components cannot import Payload anyway: the import boundaries).
    ['src/components/catalogue/Example.tsx', "export const x = payload.find({ collection: 'landings' })"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await problems(file, header + code)).toEqual([])
  })
})
