import Link from 'next/link'
import { loginPathFor } from '@/domain/account/links'
import { build } from '@/domain/routing/routes'
import type { AccountPageName, ViewContext } from '@/loaders/types'
import { Intro } from '@/components/content/Intro'
import { StatusPage } from '@/components/views/StatusPage'
import { AccountHome, Addresses, ForgotPasswordForm, LoginForm, ResetPasswordForm, SignupForm, VerifyEmail } from './lazy.client'
import styles from './Account.module.css'

/**
 * The customer area's pages (issue 18): the same static shell for every visitor, whose
 * client module talks to /api/v1/account with the session cookie (decision 086). A page
 * of the signed-in area whose session turns out to be over shows the 401 message of spec
 * §2 and §8 with a link to log in and come back.
 */
export function AccountArea({ ctx, title, page }: { ctx: ViewContext; title: string; page: AccountPageName }) {
  const { target } = ctx
  const self = build(page, { target }, 'fr')
  const unauthorized = (
    <StatusPage ctx={ctx} status={401}>
      <p>
        <Link href={loginPathFor(target, self)} prefetch={false} className="button">
          Se connecter
        </Link>
      </p>
    </StatusPage>
  )
  const body = {
    login: <LoginForm target={target} />,
    signup: <SignupForm target={target} termsHref={build('cmsPage', { target, slug: 'mentions-legales' }, 'fr')} />,
    forgotPassword: <ForgotPasswordForm target={target} />,
    resetPassword: <ResetPasswordForm target={target} />,
    verifyEmail: <VerifyEmail target={target} />,
    account: <AccountHome target={target} homeHref={build('home', { target }, 'fr')} unauthorized={unauthorized} />,
    addresses: <Addresses target={target} unauthorized={unauthorized} />,
  }[page]
  return (
    <div className={`container ${styles.page}`}>
      <Intro title={title} text={ctx.m.account.intro[page]} />
      {body}
    </div>
  )
}
