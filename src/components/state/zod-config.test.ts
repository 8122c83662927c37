import { afterEach, describe, expect, it } from 'vitest'
import './zod-config.client'

const realFunction = globalThis.Function

afterEach(() => {
  globalThis.Function = realFunction
})

describe('zod in the browser', () => {
  it('runs without probing for eval once the config module has run, zod loaded after it', async () => {
    let constructed = 0
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args: string[]) {
        constructed += 1
        return Reflect.construct(target, args)
      },
      apply(target, thisArg, args: string[]) {
        constructed += 1
        return Reflect.apply(target, thisArg, args)
      },
    })
    const { z } = await import('zod')
    const schema = z.object({ email: z.string().email(), quantity: z.number().int().min(1) })

    expect(z.config().jitless).toBe(true)
    expect(schema.safeParse({ email: 'chef@chantier.fr', quantity: 3 }).success).toBe(true)
    expect(schema.safeParse({ email: 'non', quantity: 0 }).error?.issues.map((issue) => issue.path[0])).toEqual(['email', 'quantity'])
    expect(constructed).toBe(0)
  })
})
