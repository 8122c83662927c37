/**
 * Password strength (spec §5: five levels, bad to high, from the number of characters,
 * lower case, upper case and digits; thresholds in decision 083) and the policy a new
 * password must meet. Pure: the signup page's meter and the server use the same rules.
 */
export const PASSWORD_LEVELS = ['bad', 'weak', 'medium', 'good', 'high'] as const
export type PasswordLevel = (typeof PASSWORD_LEVELS)[number]

export const PASSWORD_MIN_LENGTH = 8
/** Long passphrases are welcome; the bound only keeps hashing cheap (PBKDF2 hashes the whole input). */
export const PASSWORD_MAX_LENGTH = 128
/** The weakest level accepted for a new password. */
export const PASSWORD_MIN_LEVEL: PasswordLevel = 'medium'

export interface PasswordFacts {
  length: number
  lower: boolean
  upper: boolean
  digit: boolean
}

export function passwordFacts(password: string): PasswordFacts {
  return {
    // Characters as a person counts them (an emoji or an accented letter is one).
    length: [...password].length,
    lower: /\p{Ll}/u.test(password),
    upper: /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
  }
}

/**
 * bad: fewer than 8 characters. Otherwise one point per kind of character present (lower
 * case, upper case, digit) and one per length step (12 and 16 characters):
 * 0–1 point weak, 2 medium, 3 good, 4 or more high.
 */
export function passwordLevel(password: string): PasswordLevel {
  const facts = passwordFacts(password)
  if (facts.length < PASSWORD_MIN_LENGTH) return 'bad'
  const kinds = Number(facts.lower) + Number(facts.upper) + Number(facts.digit)
  const lengthPoints = Number(facts.length >= 12) + Number(facts.length >= 16)
  const points = kinds + lengthPoints
  if (points <= 1) return 'weak'
  if (points === 2) return 'medium'
  if (points === 3) return 'good'
  return 'high'
}

export function isAtLeast(level: PasswordLevel, minimum: PasswordLevel): boolean {
  return PASSWORD_LEVELS.indexOf(level) >= PASSWORD_LEVELS.indexOf(minimum)
}

export const PASSWORD_MESSAGES = {
  tooShort: `Votre mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  tooLong: `Votre mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
  tooWeak: 'Votre mot de passe est trop faible : mélangez minuscules, majuscules et chiffres, ou allongez-le.',
  common: 'Ce mot de passe fait partie des plus courants : choisissez-en un autre.',
  confirmation: 'Les deux mots de passe ne sont pas identiques.',
} as const

/**
 * Why a new password is refused (null: accepted). `isCommon` tells whether it is one of the
 * commonest passwords (the list is read on the server: src/domain/account/common-passwords).
 */
export function passwordProblem(password: string, isCommon: (password: string) => boolean = () => false): string | null {
  const { length } = passwordFacts(password)
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong
  if (!isAtLeast(passwordLevel(password), PASSWORD_MIN_LEVEL)) return PASSWORD_MESSAGES.tooWeak
  if (isCommon(password)) return PASSWORD_MESSAGES.common
  return null
}
