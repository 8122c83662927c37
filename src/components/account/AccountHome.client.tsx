'use client'
import Heart from 'lucide-react/icons/heart'
import MapPin from 'lucide-react/icons/map-pin'
import Package from 'lucide-react/icons/package'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useState, type ReactNode } from 'react'
import { RadioGroup, TextField } from '@/components/forms/FormKit.client'
import { civilityOptions } from '@/components/forms/options'
import { authStore, resetCommerce, useFavourites } from '@/components/state/stores.client'
import { notifySuccess } from '@/components/state/toast.client'
import { SIGNED_OUT } from '@/domain/account/auth-state'
import { accountPagePath } from '@/domain/account/links'
import { ACCOUNT_TAGS_MAX, changeEmailSchema, changePasswordSchema, profileSchema } from '@/domain/account/schemas'
import { z } from 'zod'
import { build } from '@/domain/routing/routes'
import type { Target } from '@/domain/routing/types'
import { AccountForm, NewPasswordFields } from './AccountForm.client'
import { ActionButton } from './ActionButton.client'
import { accountCall, type Account } from './api.client'
import { useAccount } from './use-account.client'
import { useAccountForm } from './use-account-form.client'
import formStyles from '@/components/forms/Form.module.css'
import styles from './Account.module.css'

const PRO_STATUS: Record<'pending' | 'approved' | 'refused', string> = {
  pending:
    'Votre compte professionnel attend sa validation par nos équipes (un jour ouvré en général) : vous pouvez déjà naviguer et préparer vos listes ; les prix et le paiement en compte professionnels suivront.',
  approved: 'Votre compte professionnel est validé : vos prix et le paiement en compte vous sont ouverts.',
  refused: 'Votre compte professionnel n’a pas pu être validé. Contactez-nous pour en savoir plus.',
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

function ProfileForm({ account, onSaved }: { account: Account; onSaved: (account: Account) => void }) {
  const site = useAccountForm({
    schema: profileSchema,
    defaultValues: {
      civility: (account.civility ?? undefined) as never,
      lastname: account.lastname,
      firstname: account.firstname,
      phone: account.phone ?? '',
      company: account.company ?? '',
      function: account.function ?? '',
    },
    success: (data: { message: string }) => data.message,
    send: (values) => accountCall<{ message: string; account: Account }>('PUT', '/api/v1/account/me', values),
    onSuccess: (data) => onSaved(data.account),
  })
  return (
    <AccountForm {...site} label="Mes informations" submitLabel="Enregistrer mes informations">
      <RadioGroup name="civility" legend="Civilité" options={civilityOptions} required />
      <TextField name="lastname" label="Nom" autoComplete="family-name" required />
      <TextField name="firstname" label="Prénom" autoComplete="given-name" required />
      <TextField name="phone" label="Téléphone" type="tel" autoComplete="tel" required />
      <TextField name="company" label="Société" autoComplete="organization" required={account.audience === 'pro'} />
      <TextField name="function" label="Fonction" autoComplete="organization-title" required={account.audience === 'pro'} />
    </AccountForm>
  )
}

function EmailForm({ account }: { account: Account }) {
  const site = useAccountForm({
    schema: changeEmailSchema,
    defaultValues: { email: '', currentPassword: '' },
    secrets: ['currentPassword'],
    resetOnSuccess: true,
    success: (data: { message: string }) => data.message,
    send: (values) => accountCall<{ message: string }>('POST', '/api/v1/account/email', values),
  })
  return (
    <>
      <p>
        Adresse actuelle : <strong data-testid="account-email">{account.email}</strong>
        {account.pendingEmail ? ` (changement vers ${account.pendingEmail} en attente de confirmation)` : null}
      </p>
      <AccountForm {...site} label="Changer d’adresse mail" submitLabel="Changer d’adresse mail">
        <TextField name="email" label="Nouvelle adresse mail" type="email" autoComplete="email" required />
        <TextField name="currentPassword" label="Mot de passe actuel" type="password" autoComplete="current-password" required />
      </AccountForm>
    </>
  )
}

function PasswordForm() {
  const site = useAccountForm({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    secrets: ['currentPassword', 'password', 'passwordConfirmation'],
    resetOnSuccess: true,
    success: (data: { message: string }) => data.message,
    send: (values) => accountCall<{ message: string }>('POST', '/api/v1/account/password', values),
  })
  return (
    <AccountForm {...site} label="Changer de mot de passe" submitLabel="Changer de mot de passe">
      <TextField name="currentPassword" label="Mot de passe actuel" type="password" autoComplete="current-password" required />
      <NewPasswordFields label="Nouveau mot de passe" />
    </AccountForm>
  )
}

/** The account's project tags (decision 085), typed as one list separated by commas. */
const tagsTextSchema = z.object({ tags: z.string().max(2000, { error: 'Liste d’étiquettes trop longue.' }) })
const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)

function TagsForm({ account }: { account: Account }) {
  const site = useAccountForm({
    schema: tagsTextSchema,
    defaultValues: { tags: account.tags.join(', ') },
    success: (data: { message: string }) => data.message,
    send: (values) => accountCall<{ message: string; tags: string[] }>('PUT', '/api/v1/account/tags', { tags: splitTags(values.tags) }),
  })
  return (
    <AccountForm {...site} label="Mes étiquettes de projet" submitLabel="Enregistrer mes étiquettes">
      <TextField
        name="tags"
        label="Étiquettes de projet"
        hint={`Pour retrouver vos chantiers et listes : séparées par des virgules, ${ACCOUNT_TAGS_MAX} au plus (ex. Salle de bains, Chantier Dupont).`}
        className={formStyles.wide}
      />
    </AccountForm>
  )
}

function Favourites({ target }: { target: Target }) {
  const { ids } = useFavourites()
  return (
    <>
      <p>
        {ids.length === 0
          ? 'Vous n’avez pas encore de favori.'
          : `${ids.length} produit${ids.length > 1 ? 's' : ''} dans vos favoris, gardés sur votre compte.`}{' '}
        <Link href={build('favourites', { target }, 'fr')} prefetch={false}>
          Voir mes favoris
        </Link>
      </p>
      {ids.length > 0 ? (
        <ActionButton
          label="M’envoyer mes favoris par e-mail"
          run={async () => {
            const answer = await accountCall<{ message: string }>('POST', '/api/v1/account/wishlist', { favourites: ids })
            if (answer.ok) notifySuccess(answer.data.message)
            return answer.ok ? { ok: true, message: answer.data.message } : { ok: false, message: answer.message }
          }}
        />
      ) : null}
    </>
  )
}

function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false)
  const [understood, setUnderstood] = useState(false)
  const id = useId()
  if (!confirming)
    return (
      <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
        Supprimer mon compte…
      </button>
    )
  return (
    <div className={styles.panel} role="group" aria-label="Confirmer la suppression du compte">
      <p>La suppression efface votre compte, vos adresses et vos favoris enregistrés. Elle est définitive.</p>
      <div className={styles.check}>
        <input id={id} type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
        <label htmlFor={id}>Je comprends que la suppression est définitive.</label>
      </div>
      <div className={styles.buttons}>
        <ActionButton
          label="Supprimer définitivement mon compte"
          pendingLabel="Suppression…"
          secondary={false}
          run={async () => {
            if (!understood) return { ok: false, message: 'Cochez la case pour confirmer la suppression.' }
            const answer = await accountCall<{ message: string }>('DELETE', '/api/v1/account/me')
            if (answer.ok) onDeleted(answer.data.message)
            return answer.ok ? { ok: true, message: answer.data.message } : { ok: false, message: answer.message }
          }}
        />
        <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
          Annuler
        </button>
      </div>
    </div>
  )
}

/** Ends this session (or every session) on the server, then back to the audience's home. */
function LogoutButtons({ homeHref }: { homeHref: string }) {
  const router = useRouter()
  const logout = (everywhere: boolean) => async () => {
    const answer = await accountCall<{ message: string }>('POST', `/api/v1/account/logout${everywhere ? '?everywhere=true' : ''}`)
    authStore.set(SIGNED_OUT)
    // Spec §4 "reset everything": the cart and the order state go with the session.
    resetCommerce()
    if (answer.ok) notifySuccess(answer.data.message)
    router.push(homeHref)
    return answer.ok ? { ok: true, message: answer.data.message } : { ok: false, message: answer.message }
  }
  return (
    <div className={styles.buttons}>
      <ActionButton label="Me déconnecter" pendingLabel="Déconnexion…" secondary={false} run={logout(false)} />
      <ActionButton label="Me déconnecter de tous mes appareils" pendingLabel="Déconnexion…" run={logout(true)} />
    </div>
  )
}

/** My account (issue 18 §5): profile, e-mail, password, favourites, my data (RGPD), logout. */
export function AccountHome({ target, homeHref, unauthorized }: { target: Target; homeHref: string; unauthorized: ReactNode }) {
  const { state, setAccount } = useAccount()
  const [deleted, setDeleted] = useState<string | null>(null)
  if (deleted)
    return (
      <div className={styles.panel} role="status">
        <p>{deleted}</p>
        <Link href={homeHref} prefetch={false}>
          Retour à l’accueil
        </Link>
      </div>
    )
  if (state.kind === 'loading') return <p role="status">Chargement de votre compte…</p>
  if (state.kind === 'unauthorized') return <>{unauthorized}</>
  if (state.kind === 'error') return <p role="alert">{state.message}</p>
  const { account } = state
  return (
    <div className={styles.area}>
      <p className={styles.welcome} data-testid="account-welcome">
        Bonjour {account.firstname} {account.lastname}
      </p>
      {account.audience === 'pro' && account.proStatus ? <p className={styles.panel}>{PRO_STATUS[account.proStatus]}</p> : null}
      <nav aria-label="Mon compte" className={styles.areaNav}>
        <ul>
          {[
            {
              href: accountPagePath('orders', target),
              title: 'Mes commandes',
              text: 'Suivre une commande, télécharger son récapitulatif, la commander à nouveau.',
              Icon: Package,
            },
            {
              href: accountPagePath('addresses', target),
              title: 'Mes adresses',
              text: 'Vos adresses de livraison et de facturation.',
              Icon: MapPin,
            },
            {
              href: build('favourites', { target }, 'fr'),
              title: 'Mes favoris',
              text: 'Les produits gardés sur votre compte, à retrouver sur tous vos appareils.',
              Icon: Heart,
            },
          ].map(({ href, title, text, Icon }) => (
            <li key={title} className={styles.areaTile}>
              <Icon aria-hidden="true" focusable="false" size={24} />
              <Link href={href} prefetch={false}>
                {title}
              </Link>
              <span className={styles.areaNavText}>{text}</span>
            </li>
          ))}
        </ul>
      </nav>
      <Section title="Mes informations">
        <ProfileForm account={account} onSaved={setAccount} />
      </Section>
      <Section title="Mon adresse mail">
        <EmailForm account={account} />
      </Section>
      <Section title="Mon mot de passe">
        <PasswordForm />
      </Section>
      <Section title="Mes étiquettes de projet">
        <TagsForm account={account} />
      </Section>
      <Section title="Mes favoris">
        <Favourites target={target} />
      </Section>
      <Section title="Mes données">
        <p>
          <a href="/api/v1/account/export" download="mes-donnees-ardalis.json">
            Télécharger mes données (fichier JSON)
          </a>
        </p>
        <DeleteAccount
          onDeleted={(message) => {
            authStore.set(SIGNED_OUT)
            resetCommerce()
            setDeleted(message)
          }}
        />
      </Section>
      <Section title="Déconnexion">
        <LogoutButtons homeHref={homeHref} />
      </Section>
    </div>
  )
}
