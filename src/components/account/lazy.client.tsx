'use client'
/**
 * The account area's client modules, loaded only by its pages (as the public forms are:
 * see components/forms/lazy.client.tsx). Rendered in the browser only: what they show
 * comes from the API with the visitor's session, never from the cached page.
 */
import dynamic from 'next/dynamic'

export const LoginForm = dynamic(() => import('./LoginForm.client').then((m) => m.LoginForm))
export const SignupForm = dynamic(() => import('./SignupForm.client').then((m) => m.SignupForm))
export const ForgotPasswordForm = dynamic(() => import('./PasswordPages.client').then((m) => m.ForgotPasswordForm))
export const ResetPasswordForm = dynamic(() => import('./PasswordPages.client').then((m) => m.ResetPasswordForm))
export const VerifyEmail = dynamic(() => import('./PasswordPages.client').then((m) => m.VerifyEmail))
export const AccountHome = dynamic(() => import('./AccountHome.client').then((m) => m.AccountHome), { ssr: false })
export const Addresses = dynamic(() => import('./Addresses.client').then((m) => m.Addresses), { ssr: false })
