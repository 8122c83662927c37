import nextPlugin from '@next/eslint-plugin-next'
import { defineConfig, globalIgnores } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// The plugins eslint-config-next bundles, without its import resolver (whose native
// bindings are not all on the reachable registry, which breaks `npm ci`).
export default defineConfig([
  ...tseslint.configs.recommended,
  nextPlugin.configs['core-web-vitals'],
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  globalIgnores([
    '.next/**',
    'bench/floor/.next/**',
    'node_modules/**',
    'media/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'src/payload-types.ts',
    'src/migrations/**',
    'src/migrations-postgres/**',
    'src/app/(payload)/admin/importMap.js',
    'next-env.d.ts',
  ]),
])
