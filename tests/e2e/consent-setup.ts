import { writeFile } from 'node:fs/promises'
import { chromium, type FullConfig } from '@playwright/test'

/**
 * Most journeys start from a visitor who already answered the consent banner with
 * "Tout refuser" (the banner would otherwise cover their buttons): this answers it once
 * and saves the browser state. The consent tests (chrome.spec.ts) start from a blank state.
 */
export const CONSENT_STATE = 'reports/consent-refused.json'

export default async function setup(config: FullConfig): Promise<void> {
  const project = config.projects[0]
  const baseURL = project?.use.baseURL ?? 'http://localhost:3100'
  const browser = await chromium.launch({
    executablePath: project?.use.launchOptions?.executablePath,
    args: project?.use.launchOptions?.args,
  })
  const page = await browser.newPage()
  await page.goto(`${baseURL}/fr/enduit-professionnels`)
  const banner = page.locator('#cc-main .cm')
  await banner.getByRole('button', { name: 'Tout refuser' }).click({ timeout: 30_000 })
  await banner.waitFor({ state: 'hidden' })
  // Only the consent answer: the locale cookie set on the way would change the locale tests.
  const state = await page.context().storageState()
  await writeFile(CONSENT_STATE, JSON.stringify({ ...state, cookies: state.cookies.filter((cookie) => cookie.name !== 'i18n_redirected') }))
  await browser.close()
}
