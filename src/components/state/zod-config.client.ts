import { z } from 'zod'

/**
 * In the browser, zod interprets its schemas instead of compiling them: before compiling it
 * probes with `Function('')`, which our Content-Security-Policy refuses (no 'unsafe-eval',
 * decision 089). The probe's error is caught, but the browser still reports a violation
 * (Lighthouse's best practices, the e2e guard of tests/e2e/fixtures.ts). Imported first by the
 * client modules that parse with zod; the server keeps the compiled schemas.
 */
z.config({ jitless: true })
