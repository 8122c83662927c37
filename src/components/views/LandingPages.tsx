import { landingPath } from '@/domain/content/site-map'
import type { LandingView } from '@/domain/forms/landing'
import { build } from '@/domain/routing/routes'
import { ConfirmationMessage } from '@/components/forms/Confirmation.client'
import { LandingForm } from '@/components/forms/lazy.client'
import { MinimalChrome } from '@/components/layout/MinimalChrome'
import type { ViewContext } from '@/loaders/types'
import { SmartLink } from '@/components/ui/SmartLink'
import styles from './FormPages.module.css'

const dateFr = (iso: string) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso))

/** Contest page in the minimal layout (logo only, spec §2). */
export function LandingPage({ ctx, landing, open }: { ctx: ViewContext; landing: LandingView; open: boolean }) {
  const m = ctx.m.forms
  return (
    <MinimalChrome ctx={ctx}>
      <div className={`container ${styles.page} ${styles.standalone}`}>
        <h1>{landing.title}</h1>
        {landing.intro ? <p className="lead">{landing.intro}</p> : null}
        <p>
          Jeu ouvert du {dateFr(landing.opensAt)} au {dateFr(landing.closesAt)}.
        </p>
        {open ? (
          <LandingForm
            landing={landing.technicalName}
            landingId={landing.id}
            question={landing.question}
            stores={landing.stores}
            confirmationHref={landingPath(ctx.locale, landing.technicalName, true)}
            confirmation={{ title: m.landingConfirmationTitle, text: m.landingConfirmationText }}
          />
        ) : (
          <p role="status">{m.landingClosed}</p>
        )}
        {landing.rules ? (
          <section aria-labelledby="rules-title" className="section">
            <h2 id="rules-title">Règlement</h2>
            <p>{landing.rules}</p>
          </section>
        ) : null}
      </div>
    </MinimalChrome>
  )
}

export function LandingConfirmationPage({ ctx }: { ctx: ViewContext }) {
  return (
    <MinimalChrome ctx={ctx}>
      <div className={`container ${styles.page} ${styles.standalone}`}>
        <ConfirmationMessage title={ctx.m.forms.landingConfirmationTitle} text={ctx.m.forms.landingConfirmationText} />
        <p>
          <SmartLink href={build('home', { target: ctx.target }, ctx.locale)} className="button">
            {ctx.m.common.backHome}
          </SmartLink>
        </p>
      </div>
    </MinimalChrome>
  )
}
