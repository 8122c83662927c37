import { expect, type Page } from '@playwright/test'

/** The demo staff account the seed creates. */
export const ADMIN = { email: 'admin@ardalis.example', password: 'Demo-Ardalis-2026!' }

/**
 * Waits until the back office's form on the page is hydrated and idle. Payload renders its forms
 * on the server, so a field is visible (and can be typed in) before React holds its value: typing
 * then is lost, and a press on « Sauvegarder » sends the empty value.
 */
export async function adminFormReady(page: Page): Promise<void> {
  await expect(page.locator('form[data-form-ready="true"]').first()).toBeAttached({ timeout: 30_000 })
}

/** Signs in to /admin with the demo staff account, through the login form. */
export async function signInToAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await adminFormReady(page)
  await page.locator('#field-email').fill(ADMIN.email)
  await page.locator('#field-password').fill(ADMIN.password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
}
