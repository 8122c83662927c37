import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The import direction of the README's map is kept by the lint (eslint.config.mjs): a
 * wrong import in any layer is an error, a right one is not.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') })

async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x]\n`, { filePath: file })
  return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message)
}

describe('import boundaries', () => {
  it.each([
    ['src/domain/catalogue/example.ts', "import { getCatalogue as x } from '@/data/catalogue'"],
    ['src/domain/catalogue/example.ts', "import { revalidateTag as x } from 'next/cache'"],
    ['src/domain/catalogue/example.ts', "import { useState as x } from 'react'"],
    ['src/domain/catalogue/example.ts', "import { env as x } from '@/env'"],
    ['src/data/example.ts', "import { Picture as x } from '@/components/ui/Picture'"],
    ['src/data/example.ts', "import { resolvePage as x } from '@/loaders/resolve'"],
    [
      'src/loaders/example.ts',
      "import { payloadClient as x } from '@/data/payload'\nimport { Products as y } from '@/payload/collections/products/config'\nexport const z = y",
    ],
    ['src/components/catalogue/Example.tsx', "import { getPayload as x } from 'payload'"],
    ['src/components/catalogue/Example.tsx', "import { apiGet as x } from '@/server/http/api-handler'"],
    ['src/components/catalogue/Example.tsx', "import { getCatalogue as x } from '@/data/catalogue'"],
    ['src/components/catalogue/Example.client.tsx', "import { resolvePage as x } from '@/loaders/resolve'"],
    ['src/components/catalogue/Example.client.tsx', "import { env as x } from '@/env'"],
    ['src/payload/collections/example.ts', "import { getCatalogue as x } from '@/data/catalogue'"],
    ['src/payload/collections/example.ts', "import { sendMail as x } from '@/server/mail/send'"],
    ['src/server/example.ts', "import { CatchAll as x } from '@/components/views/CatchAll'"],
    ['src/edge/example.ts', "import { getCatalogue as x } from '@/data/catalogue'"],
    ['src/domain/catalogue/example.ts', "import { x } from '../../data/catalogue'"],
    ['src/brand/example.ts', "import { useState as x } from 'react'"],
    ['src/brand/example.ts', "import { slugify as x } from '@/domain/format/slug'"],
    ['src/payload/admin/Example.client.tsx', "import { getCatalogue as x } from '@/data/catalogue'"],
    ['src/payload/admin/Example.client.tsx', "import { Products as x } from '@/payload/collections/products/config'"],
    ['src/payload/admin/Example.client.tsx', "import { getPayload as x } from 'payload'"],
    ['src/payload/admin/Example.client.tsx', "import { env as x } from '@/env'"],
  ])('%s: %s is refused', async (file, code) => {
    expect((await restricted(file, code)).length).toBeGreaterThan(0)
  })

  it.each([
    ['src/domain/catalogue/example.ts', "import { slugify as x } from '@/domain/format/slug'"],
    ['src/data/example.ts', "import { TAGS as x } from '@/freshness'"],
    ['src/loaders/example.ts', "import { getCatalogue as x } from '@/data/catalogue'"],
    ['src/components/catalogue/Example.tsx', "import { resolvePage as x } from '@/loaders/resolve'"],
    ['src/components/catalogue/Example.client.tsx', "import type { ViewContext as x } from '@/loaders/types'"],
    ['src/components/content/Example.tsx', "import { RichText as x } from '@payloadcms/richtext-lexical/react'"],
    ['src/server/example.ts', "import { getSettings as x } from '@/data/site'"],
    ['src/i18n/example.ts', "import x from '../../messages/fr.json'"],
    ['src/payload/seed/example.ts', "import { logoSvg as x } from '@/brand/logo'"],
    ['src/components/layout/Example.client.tsx', "import { BRAND_COLOURS as x } from '@/brand/tokens'"],
    ['src/payload/admin/Example.client.tsx', "import { useField as x } from '@payloadcms/ui'"],
    ['src/payload/admin/Example.client.tsx', "import type { NumberFieldClientProps as x } from 'payload'"],
    ['src/payload/admin/Example.client.tsx', "import { parseEuroInput as x } from '@/domain/format/euro-input'"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await restricted(file, code)).toEqual([])
  })
})
