import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${PORT}`

/**
 * End-to-end tests in Debian's Chromium against `next start` (a production build
 * on a freshly migrated and seeded SQLite file: see scripts/test-all.sh).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A stray `test.only` fails the run; a test that passes only on its retry is reported as flaky (scripts/test-summary.mjs).
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  globalSetup: './tests/e2e/consent-setup.ts',
  use: {
    baseURL,
    storageState: 'reports/consent-refused.json',
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    // `npm start`: the production server with its keep-alive setting (decision 079).
    command: 'npm run -s start',
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { PORT: String(PORT) },
    stdout: 'pipe',
  },
})
