/**
 * Debian's Chromium as the benches and the screenshot script start it: the binary (CHROMIUM_PATH)
 * and the flags that keep a headless run quiet and comparable (no GPU, no QUIC, no background
 * traffic). playwright.config.ts and the scan test of tests/e2e/tools.spec.ts import them too.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
