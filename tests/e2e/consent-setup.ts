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
  const browser = await chromium.launch({ executablePath: project?.use.launchOptions?.executablePath, args: project?.use.launchOptions?.args })
  const page = await browser.newPage()
  await page.goto(`${baseURL}/fr/enduit-professionnels`)
  const banner = page.locator('#cc-main .cm')
  await banner.getByRole('button', { name: 'Tout refuser' }).click({ timeout: 30_000 })
  await banner.waitFor({ state: 'hidden' })
  await page.context().storageState({ path: CONSENT_STATE })
  await browser.close()
}
