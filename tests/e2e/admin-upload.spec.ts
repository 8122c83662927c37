import { writeFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { adminFormReady, signInToAdmin } from './admin'
import { test } from './fixtures'

// The trace's snapshots fetch the page's blob: preview of the chosen file from inside the page,
// which the back office's connect-src refuses; the back office itself never does (checked in
// Chromium by hand: no violation with or without the refusal). The CSP guard stays on.
test.use({ trace: 'off' })

async function chooseAndSave(page: Page, file: string): Promise<void> {
  await signInToAdmin(page)
  await page.goto('/admin/collections/media/create')
  await adminFormReady(page)
  await page.locator('input[type="file"]').setInputFiles(file)
  await page.locator('#field-alt').fill('Façade enduite')
  await page.locator('#action-save').click()
}

test('a file the media library refuses is refused in French, with the formats it takes', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  // A text file named like a picture: the browser calls it image/png, Payload reads what it holds.
  const file = testInfo.outputPath('facade.png')
  await writeFile(file, 'pas une image')
  await chooseAndSave(page, file)
  await expect(page.getByText('Ce type de fichier n’est pas accepté ici. Envoyez un fichier PNG, JPEG, WebP ou SVG.').first()).toBeVisible({
    timeout: 20_000,
  })
  await expect(page).toHaveURL(/\/admin\/collections\/media\/create$/)
})

test('a picture chosen in the media library is saved, under the back office’s security policy', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const file = testInfo.outputPath('facade-enduite.png')
  await writeFile(
    file,
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#d9cbb5' } })
      .png()
      .toBuffer(),
  )
  await chooseAndSave(page, file)
  await expect(page.locator('.payload-toast-container')).toContainText(/succès|success/i, { timeout: 20_000 })
  await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+$/)
})
