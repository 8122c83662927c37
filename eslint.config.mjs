import nextPlugin from '@next/eslint-plugin-next'
import { defineConfig, globalIgnores } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * Import direction (README, "Organisation"): each folder of src may import only the
 * layers below it. One `no-restricted-imports` entry per folder (a file matches exactly
 * one, since a later entry replaces an earlier one's options).
 *
 *   app, payload.config, proxy, instrumentation  (composition roots: anything)
 *   components  → loaders, api-client, domain, i18n, env (server components only)
 *   loaders     → data, domain, i18n, env
 *   server      → data, domain, freshness, env
 *   edge        → freshness, domain, env
 *   data        → payload (config, types, db helpers), freshness, domain, env
 *   payload     → freshness, domain, env (its client components: @payloadcms/ui, domain, Payload's types)
 *   api-client, i18n → domain
 *   domain, freshness → nothing of ours (domain: no framework either)
 *   brand (tokens and logo, decision 099) → nothing of ours, no framework: everyone may import it
 */
const LAYERS = {
  app: ['@/app', '@/app/**'],
  components: ['@/components', '@/components/**'],
  loaders: ['@/loaders', '@/loaders/**'],
  server: ['@/server', '@/server/**'],
  edge: ['@/edge', '@/edge/**', '@/proxy'],
  data: ['@/data', '@/data/**'],
  payload: ['@/payload', '@/payload/**', '@payload-config', '@/payload.config', 'payload', 'payload/*', '@payloadcms/*'],
  freshness: ['@/freshness', '@/freshness/**'],
  apiClient: ['@/api-client', '@/api-client/**'],
  i18n: ['@/i18n', '@/i18n/**'],
  env: ['@/env'],
  // Components render rich text with Payload's Lexical renderer, a UI library; the rest of Payload is data.
  'payload API': [
    '@/payload',
    '@/payload/**',
    '@payload-config',
    '@/payload.config',
    'payload',
    'payload/*',
    '@payloadcms/*',
    '!@payloadcms/richtext-lexical',
    '!@payloadcms/richtext-lexical/react',
    '!@payloadcms/richtext-lexical/lexical',
  ],
}
const FRAMEWORKS = ['next', 'next/*', 'react', 'react/*', 'react-dom', 'react-dom/*', 'server-only', 'nodemailer', 'sharp']
/** No relative import climbs out of its folder's parent: cross-folder imports use `@/`. */
const CLIMB = {
  regex: '^(\\.\\./){2,}(?!(\\.\\./)*messages/)',
  message: 'Importer par « @/… » plutôt que de remonter de plusieurs dossiers.',
}

function only(folder, forbidden, extra = []) {
  const patterns = forbidden.map((name) => ({
    group: LAYERS[name] ?? [name],
    message: `${folder} n’importe pas ${name} (sens des imports : README, « Organisation »).`,
  }))
  return { patterns: [...patterns, ...extra, CLIMB] }
}

const restrict = (files, options, ignores = []) => ({
  files,
  ignores,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', options] },
})

const TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx']
const CLIENT = ['src/**/*.client.ts', 'src/**/*.client.tsx']

const boundaries = [
  restrict(
    ['src/domain/**'],
    only(
      'src/domain',
      ['app', 'components', 'loaders', 'server', 'edge', 'data', 'payload', 'freshness', 'apiClient', 'i18n', 'env'],
      [{ group: FRAMEWORKS, message: 'src/domain est du TypeScript pur : aucun framework.' }],
    ),
    TESTS,
  ),
  restrict(
    ['src/brand/**'],
    only(
      'src/brand',
      ['app', 'components', 'loaders', 'server', 'edge', 'data', 'payload', 'freshness', 'apiClient', 'i18n', 'env'],
      [{ group: [...FRAMEWORKS, '@/domain', '@/domain/**'], message: 'src/brand est du TypeScript pur : ni framework ni autre couche.' }],
    ),
    TESTS,
  ),
  // Domain tests may read the seed's data files and the message catalogues as fixtures.
  restrict(
    ['src/domain/**/*.test.ts'],
    only('src/domain', ['app', 'components', 'loaders', 'server', 'edge', 'data', 'freshness', 'apiClient', 'env']),
  ),
  restrict(
    ['src/freshness/**'],
    only('src/freshness', ['app', 'components', 'loaders', 'server', 'edge', 'data', 'payload', 'apiClient', 'i18n', 'env']),
  ),
  restrict(
    ['src/i18n/**'],
    only('src/i18n', ['app', 'components', 'loaders', 'server', 'edge', 'data', 'payload', 'freshness', 'apiClient', 'env']),
  ),
  restrict(
    ['src/api-client/**'],
    only('src/api-client', [
      'app',
      'components',
      'loaders',
      'server',
      'edge',
      'data',
      'payload',
      'freshness',
      'i18n',
      'env',
      'server-only',
    ]),
    ['src/api-client/**/*.int.test.ts'],
  ),
  restrict(['src/payload/**'], only('src/payload', ['app', 'components', 'loaders', 'server', 'edge', 'data', 'apiClient'])),
  restrict(['src/data/**'], only('src/data', ['app', 'components', 'loaders', 'server', 'edge', 'apiClient'])),
  restrict(['src/edge/**'], only('src/edge', ['app', 'components', 'loaders', 'server', 'data', 'payload', 'apiClient'])),
  restrict(['src/server/**'], only('src/server', ['app', 'components', 'loaders', 'edge', 'apiClient'])),
  restrict(['src/loaders/**'], only('src/loaders', ['app', 'components', 'server', 'edge', 'payload', 'apiClient'])),
  restrict(['src/components/**'], only('src/components', ['app', 'server', 'edge', 'data', 'payload API', 'freshness']), CLIENT),
  // Client modules run in the browser: no server module, and the loaders' types only.
  {
    files: CLIENT,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...only('un module client', ['app', 'server', 'edge', 'data', 'payload API', 'freshness', 'env', 'server-only']).patterns,
            { group: LAYERS.loaders, message: 'Un module client n’importe que les types des loaders.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  // The back office's own client components (decision 134): Payload's admin UI kit and the domain,
  // Payload's types only, and nothing of the server (no config, hooks or collections of ours).
  {
    files: ['src/payload/**/*.client.ts', 'src/payload/**/*.client.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...only('un composant client du back-office', [
              'app',
              'components',
              'loaders',
              'server',
              'edge',
              'data',
              'apiClient',
              'freshness',
              'env',
              'server-only',
            ]).patterns,
            {
              group: ['@/payload', '@/payload/**', '!@/payload/**/*.client', '@payload-config', '@/payload.config'],
              message: 'Un composant client du back-office n’importe que les autres modules clients de src/payload.',
            },
            {
              group: ['payload', 'payload/*', '!payload/shared'],
              message: 'Un composant client du back-office n’importe que les types de Payload (et payload/shared).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
]

/**
 * Security rule of DEVELOPERS.md: a Local API call made for a visitor or a customer passes
 * `overrideAccess: false` and the user. Payload's default is `true`, so a call that names
 * neither skips access control without anyone having chosen it. In the two layers that query
 * Payload for the site and the API, every call says which it is (`true` for a system
 * operation); a call that spreads a shared options object (`...SYSTEM`, `...common(locale)`)
 * takes it from there.
 */
const LOCAL_API_METHODS = new Set([
  'find',
  'findByID',
  'findGlobal',
  'findDistinct',
  'findVersions',
  'findVersionByID',
  'count',
  'countVersions',
  'create',
  'update',
  'updateGlobal',
  'delete',
  'duplicate',
])
const isPayload = (node) =>
  (node.type === 'Identifier' && node.name === 'payload') ||
  (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'payload')
const accessRules = {
  rules: {
    'explicit-override-access': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          missing:
            'Un appel à l’API locale de Payload dit s’il passe le contrôle d’accès : `overrideAccess: false` et `user` pour un visiteur ou un client, `overrideAccess: true` pour une opération du système (DEVELOPERS.md, règles de sécurité).',
        },
      },
      create(context) {
        return {
          CallExpression(node) {
            const { callee } = node
            if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return
            if (!LOCAL_API_METHODS.has(callee.property.name) || !isPayload(callee.object)) return
            const [options] = node.arguments
            if (options?.type !== 'ObjectExpression') return
            const says = options.properties.some(
              (p) =>
                p.type === 'SpreadElement' ||
                (p.type === 'Property' && !p.computed && p.key.type === 'Identifier' && p.key.name === 'overrideAccess'),
            )
            if (!says) context.report({ node, messageId: 'missing' })
          },
        }
      },
    },
  },
}
const localApiAccess = {
  files: ['src/data/**', 'src/server/**'],
  ignores: [...TESTS, 'src/**/*.int.test.ts'],
  plugins: { access: accessRules },
  rules: { 'access/explicit-override-access': 'error' },
}

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
  ...boundaries,
  localApiAccess,
  globalIgnores([
    '.next/**',
    'bench/floor/.next/**',
    'node_modules/**',
    'media/**',
    'data/**',
    'reports/**',
    'test-results/**',
    'playwright-report/**',
    '.cluster/**',
    'src/payload-types.ts',
    'src/migrations/**',
    'src/migrations-postgres/**',
    'src/app/(payload)/admin/importMap.js',
    'next-env.d.ts',
  ]),
])
