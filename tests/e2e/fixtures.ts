import { test as base, expect } from '@playwright/test'

/**
 * The test of every browser journey: it fails when the browser reports a
 * Content-Security-Policy violation in its console or as a `securitypolicyviolation` event (a script, frame, image, worker or
 * WebAssembly the policy refused: decision 089), on any page of the test's context.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = []
      // A refusal that the page's code catches (a library probing for eval) is not logged to the
      // console; the page's `securitypolicyviolation` event still tells it.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content-Security-Policy: ${event.violatedDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
          )
        })
      })
      context.on('console', (message) => {
        if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`)
      })
      await use()
      expect(violations, 'Content-Security-Policy violations reported by the browser').toEqual([])
    },
    { auto: true },
  ],
})
