/**
 * In the browser, zod interprets its schemas instead of compiling them: before compiling it
 * probes with `Function('')`, which our Content-Security-Policy refuses (no 'unsafe-eval',
 * decision 089). The probe's error is caught, but the browser still reports a violation
 * (Lighthouse's best practices, the e2e guard of tests/e2e/fixtures.ts). Imported by
 * src/instrumentation-client.ts, which Next runs before any of the page's modules: a schema
 * module evaluated earlier would have made the probe. The server keeps the compiled schemas.
 *
 * Written into zod's shared configuration object (`globalThis.__zod_globalConfig`, which zod
 * adopts when it loads and reads as each schema is created) rather than through `z.config()`:
 * importing zod here would put all of it (31 KB gzip) into the scripts of every page, while
 * only the forms parse. zod-config.test.ts fails if a zod upgrade stops reading that object.
 */
const shared = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } }
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true })

export {}
