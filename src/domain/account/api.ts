/**
 * The customer-account endpoints of the v1 API (issue 18), for the OpenAPI document.
 * Bodies are the shared form schemas; a session is the `ardalis_client` cookie set by login.
 */
import { z } from 'zod'
import {
  accountTagsSchema,
  accountWishlistSchema,
  addressSchema,
  changeEmailSchema,
  changePasswordSchema,
  favouritesSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  resetPasswordSchema,
  signupSchema,
} from './schemas'

export interface AccountOperation {
  path: string
  method: 'get' | 'post' | 'put' | 'delete'
  summary: string
  body?: z.ZodType
  /** Needs the customer's session (401 without). */
  session: boolean
  /** The answer of success. */
  success: 200 | 201
  errors: (400 | 401 | 403 | 404 | 429 | 502)[]
}

const op = (operation: AccountOperation) => operation

export const ACCOUNT_OPERATIONS: Record<string, AccountOperation> = {
  accountSignup: op({
    path: '/account/signup',
    method: 'post',
    summary: 'Creates a customer account; the verification e-mail follows (captcha field required)',
    body: signupSchema,
    session: false,
    success: 201,
    errors: [400, 429],
  }),
  accountVerify: op({
    path: '/account/verify',
    method: 'post',
    summary:
      'Confirms the e-mail address with the single-use token of a verification e-mail: the signup’s, or a change of address’s (the account’s e-mail becomes the new one); data.kind says which',
    body: z.object({ token: z.string() }),
    session: false,
    success: 200,
    errors: [400],
  }),
  accountLogin: op({
    path: '/account/login',
    method: 'post',
    summary: 'Signs in: sets the session cookie; one answer for a wrong e-mail or password',
    body: loginSchema,
    session: false,
    success: 200,
    errors: [400, 401, 403, 429],
  }),
  accountLogout: op({
    path: '/account/logout',
    method: 'post',
    summary: 'Ends the session on the server (everywhere=true: every session of the account)',
    session: true,
    success: 200,
    errors: [401],
  }),
  accountMe: op({
    path: '/account/me',
    method: 'get',
    summary: 'The signed-in customer’s account',
    session: true,
    success: 200,
    errors: [401],
  }),
  accountUpdate: op({
    path: '/account/me',
    method: 'put',
    summary: 'Updates the profile',
    body: profileSchema,
    session: true,
    success: 200,
    errors: [400, 401],
  }),
  accountDelete: op({
    path: '/account/me',
    method: 'delete',
    summary: 'Deletes the account and its addresses (RGPD)',
    session: true,
    success: 200,
    errors: [401],
  }),
  accountPassword: op({
    path: '/account/password',
    method: 'post',
    summary: 'Changes the password (asks the current one); other sessions end',
    body: changePasswordSchema,
    session: true,
    success: 200,
    errors: [400, 401],
  }),
  accountExport: op({
    path: '/account/export',
    method: 'get',
    summary: 'Everything kept about the customer, as a JSON file (RGPD)',
    session: true,
    success: 200,
    errors: [401],
  }),
  accountFavouritesMerge: op({
    path: '/account/favourites',
    method: 'post',
    summary: 'Merges the device’s favourites into the account’s',
    body: favouritesSchema,
    session: true,
    success: 200,
    errors: [400, 401],
  }),
  accountFavouritesReplace: op({
    path: '/account/favourites',
    method: 'put',
    summary: 'Replaces the account’s favourites',
    body: favouritesSchema,
    session: true,
    success: 200,
    errors: [400, 401],
  }),
  accountForgotPassword: op({
    path: '/account/forgot-password',
    method: 'post',
    summary: 'Sends a one-hour, single-use reset link (same answer whether the account exists)',
    body: forgotPasswordSchema,
    session: false,
    success: 200,
    errors: [400, 429],
  }),
  accountResetPassword: op({
    path: '/account/reset-password',
    method: 'post',
    summary: 'Sets a new password with the reset token; every session of the account ends',
    body: resetPasswordSchema,
    session: false,
    success: 200,
    errors: [400],
  }),
  accountResendVerification: op({
    path: '/account/resend-verification',
    method: 'post',
    summary: 'Sends the verification e-mail again to an account not confirmed yet (same answer whether it exists or is confirmed)',
    body: forgotPasswordSchema,
    session: false,
    success: 200,
    errors: [400, 429],
  }),
  accountEmail: op({
    path: '/account/email',
    method: 'post',
    summary:
      'Asks for a new e-mail address (with the current password): a 24-hour link goes to the new address, a notice to the current one; the address changes when the link is followed (POST /account/verify)',
    body: changeEmailSchema,
    session: true,
    success: 200,
    errors: [400, 401, 429, 502],
  }),
  accountTags: op({
    path: '/account/tags',
    method: 'get',
    summary: 'The customer’s project tags (spec §7 tags with the user token; GET /tags stays the content tags)',
    session: true,
    success: 200,
    errors: [401],
  }),
  accountTagsReplace: op({
    path: '/account/tags',
    method: 'put',
    summary: 'Replaces the project tags: 30 at most, 1 to 40 characters each, duplicates (any case) removed',
    body: accountTagsSchema,
    session: true,
    success: 200,
    errors: [400, 401],
  }),
  accountWishlist: op({
    path: '/account/wishlist',
    method: 'post',
    summary:
      'Sends the favourites (the account’s, or the ids given) by e-mail to the account’s own address; 5 an hour; the body may be left out',
    body: accountWishlistSchema,
    session: true,
    success: 200,
    errors: [400, 401, 429, 502],
  }),
  addressList: op({
    path: '/address',
    method: 'get',
    summary: 'The customer’s addresses (spec §7, with the user token)',
    session: true,
    success: 200,
    errors: [401],
  }),
  addressCreate: op({
    path: '/address',
    method: 'post',
    summary: 'Adds an address',
    body: addressSchema,
    session: true,
    success: 201,
    errors: [400, 401],
  }),
  addressGet: op({
    path: '/address/{id}',
    method: 'get',
    summary: 'One of the customer’s addresses (another customer’s id is a 404)',
    session: true,
    success: 200,
    errors: [401, 404],
  }),
  addressUpdate: op({
    path: '/address/{id}',
    method: 'put',
    summary: 'Replaces an address',
    body: addressSchema,
    session: true,
    success: 200,
    errors: [400, 401, 404],
  }),
  addressDelete: op({
    path: '/address/{id}',
    method: 'delete',
    summary: 'Deletes an address',
    session: true,
    success: 200,
    errors: [401, 404],
  }),
}
