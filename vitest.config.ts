import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  'server-only': path.resolve(import.meta.dirname, 'tests/support/server-only.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    // A stray `.only` would silently skip the rest of the suite: refused everywhere, not only when CI is set.
    allowOnly: false,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          allowOnly: false,
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          allowOnly: false,
          include: ['tests/integration/**/*.int.test.ts', 'src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // The dependencies that Node loads itself take the build of the mode, as in every
          // process we start (decision 113): never lexical's `node` entries.
          execArgv: ['--conditions=development'],
          globalSetup: ['tests/integration/global-setup.ts'],
        },
      },
      {
        // The scale-out topology on one machine (scripts/cluster.sh, decision 098): started once
        // for the family, or an already running one named by CLUSTER_DIR.
        resolve: { alias },
        test: {
          name: 'cluster',
          allowOnly: false,
          include: ['tests/cluster/**/*.cluster.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 600_000,
          fileParallelism: false,
          globalSetup: ['tests/cluster/global-setup.ts'],
        },
      },
    ],
  },
})
