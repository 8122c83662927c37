/** What GET /api/v1/captcha answers: which captcha the forms use, and its challenge. */
export type AltchaChallenge = { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string }

export type CaptchaConfig = { provider: 'altcha'; challenge: AltchaChallenge } | { provider: 'recaptcha'; siteKey: string }

/** Spec §7 captcha errors, as codes; the form shows the default error toast. */
export const CAPTCHA_ERRORS = {
  noKey: 'no key provided',
  noVersion: 'no version provided',
  loadFailed: 'failed to load script',
  executeFailed: 'failed to execute',
} as const

export const CAPTCHA_FAILED = 'La vérification anti-robot a échoué. Veuillez réessayer.'
