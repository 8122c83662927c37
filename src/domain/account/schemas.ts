/**
 * One zod schema per customer-account form (spec §3 field labels, §5 rules and messages),
 * shared by the browser and the server. The common-password check is the server's
 * (src/server/account): its list is too large for the browser.
 */
import { z } from 'zod'
import { CIVILITY_CODES, COUNTRY_CODES } from '@/domain/forms/options'
import { checkByCountry, phoneByCountry, postcodeByCountry } from '@/domain/forms/countries'
import { choice, email, MESSAGES, optionalText, phone, requiredText, siret } from '@/domain/forms/validators'
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, passwordProblem } from './password'

/** Spec §8: the one message of a login form with a field left empty. */
export const MISSING_CREDENTIALS = 'Merci de spécifier votre email et mot de passe'

export const AUDIENCES = ['pro', 'part'] as const
export type Audience = (typeof AUDIENCES)[number]

/** A new password: the policy of decision 083, bounded before anything else. */
export function newPassword(field = 'mot de passe') {
  return z
    .string({ error: MESSAGES.required(field) })
    .min(1, { error: MESSAGES.required(field) })
    .max(PASSWORD_MAX_LENGTH * 4, { error: PASSWORD_MESSAGES.tooLong })
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
}

/** The password and its confirmation, equal. */
function withConfirmation<T extends z.ZodRawShape>(shape: T) {
  const same = (data: { password: string; passwordConfirmation: string }) => data.password === data.passwordConfirmation
  return z
    .object({
      ...shape,
      password: newPassword(),
      passwordConfirmation: z.string({ error: MESSAGES.required('confirmation du mot de passe') }),
    })
    .refine((data) => same(data as { password: string; passwordConfirmation: string }), {
      path: ['passwordConfirmation'],
      message: PASSWORD_MESSAGES.confirmation,
    })
}

const identity = {
  civility: choice(CIVILITY_CODES, 'civilité'),
  lastname: requiredText('nom', 80),
  firstname: requiredText('prénom', 80),
  phone: phone(),
}

/**
 * Signup: both audiences; a professional also gives the company, its SIRET and a function.
 * The terms must be accepted.
 */
export const signupSchema = withConfirmation({
  audience: choice(AUDIENCES, 'profil'),
  ...identity,
  email: email(),
  company: optionalText('société', 120),
  siret: optionalText('SIRET', 20),
  function: optionalText('fonction', 120),
  terms: z.literal(true, { error: 'Veuillez accepter les conditions générales d’utilisation.' }),
}).superRefine((data, ctx) => {
  if (data.audience !== 'pro') return
  if (data.company === '') ctx.addIssue({ code: 'custom', path: ['company'], message: MESSAGES.required('société') })
  if (data.function === '') ctx.addIssue({ code: 'custom', path: ['function'], message: MESSAGES.required('fonction') })
  const parsed = siret().safeParse(data.siret)
  if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['siret'], message: parsed.error.issues[0]?.message ?? MESSAGES.siret })
})
export type SignupInput = z.input<typeof signupSchema>
export type Signup = z.output<typeof signupSchema>

/** Login: one message when a field is empty (spec §8). */
export const loginSchema = z.object({
  email: z.string({ error: MISSING_CREDENTIALS }).trim().min(1, { error: MISSING_CREDENTIALS }).max(254, { error: MESSAGES.email }),
  password: z
    .string({ error: MISSING_CREDENTIALS })
    .min(1, { error: MISSING_CREDENTIALS })
    .max(PASSWORD_MAX_LENGTH * 4, { error: PASSWORD_MESSAGES.tooLong }),
})
export type Login = z.output<typeof loginSchema>

export const forgotPasswordSchema = z.object({ email: email() })

export const resetPasswordSchema = withConfirmation({ token: requiredText('lien de réinitialisation', 200) })
export type ResetPassword = z.output<typeof resetPasswordSchema>

export const changePasswordSchema = withConfirmation({ currentPassword: requiredText('mot de passe actuel', PASSWORD_MAX_LENGTH * 4) })

export const changeEmailSchema = z.object({
  email: email('nouvelle adresse mail'),
  currentPassword: requiredText('mot de passe actuel', PASSWORD_MAX_LENGTH * 4),
})

export const profileSchema = z.object({
  ...identity,
  company: optionalText('société', 120),
  function: optionalText('fonction', 120),
})
export type Profile = z.output<typeof profileSchema>

/**
 * Spec §7 `address` resource: a delivery or billing address of the customer's. Its postcode
 * and phone follow its country (decision 131): France's are spec §5's.
 */
export const addressSchema = z
  .object({
    label: requiredText('libellé de l’adresse', 60),
    civility: choice(CIVILITY_CODES, 'civilité'),
    lastname: requiredText('nom', 80),
    firstname: requiredText('prénom', 80),
    company: optionalText('société', 120),
    address: requiredText('adresse', 200),
    address2: optionalText('complément d’adresse', 200),
    zipcode: postcodeByCountry(),
    city: requiredText('ville', 80),
    country: choice(COUNTRY_CODES, 'pays'),
    phone: phoneByCountry(),
    defaultDelivery: z.boolean().optional().default(false),
    defaultBilling: z.boolean().optional().default(false),
  })
  .superRefine(...checkByCountry)
export type AddressInput = z.input<typeof addressSchema>
export type Address = z.output<typeof addressSchema>

/** The favourites of the device, merged into the account's at login (spec §3: ids, no duplicates). */
export const favouritesSchema = z.object({
  favourites: z
    .array(z.number({ error: 'Identifiant de produit attendu.' }).int().positive())
    .max(500, { error: 'Trop de favoris (500 au plus).' }),
})

/** The device's list and the account's, one list without duplicates, the account's first. */
export function mergeFavourites(account: readonly number[], device: readonly number[]): number[] {
  return [...new Set([...account, ...device])]
}

/** The account's project tags (spec §7 `tags` with the user token): 30 at most, 1 to 40 characters each. */
export const ACCOUNT_TAGS_MAX = 30
export const ACCOUNT_TAG_MAX_LENGTH = 40
export const TAG_MESSAGES = {
  list: 'Liste d’étiquettes attendue.',
  text: 'Chaque étiquette doit être un texte.',
  empty: 'Une étiquette ne peut pas être vide.',
  tooLong: `Une étiquette compte ${ACCOUNT_TAG_MAX_LENGTH} caractères au plus.`,
  tooMany: `Vous pouvez enregistrer ${ACCOUNT_TAGS_MAX} étiquettes au plus.`,
} as const

/** The tags without their duplicates, whatever their case: the first spelling is kept, in order. */
export function dedupeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>()
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase('fr')
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const accountTag = z
  .string({ error: TAG_MESSAGES.text })
  .trim()
  .min(1, { error: TAG_MESSAGES.empty })
  .max(ACCOUNT_TAG_MAX_LENGTH, { error: TAG_MESSAGES.tooLong })

export const accountTagsSchema = z.object({
  tags: z
    .array(accountTag, { error: TAG_MESSAGES.list })
    // A bound before the duplicates are removed; the limit itself counts distinct tags.
    .max(ACCOUNT_TAGS_MAX * 4, { error: TAG_MESSAGES.tooMany })
    .transform(dedupeTags)
    .refine((tags) => tags.length <= ACCOUNT_TAGS_MAX, { error: TAG_MESSAGES.tooMany }),
})
export type AccountTagsInput = z.input<typeof accountTagsSchema>

/** The favourites e-mail of the account: the account's own list, or these ids when given. */
export const accountWishlistSchema = z.object({
  favourites: favouritesSchema.shape.favourites.optional(),
})
