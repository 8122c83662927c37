'use client'
import { useRef, useSyncExternalStore } from 'react'
import { useFieldArray } from 'react-hook-form'
import { trainingSchema } from '@/domain/forms/schemas'
import {
  CLOSES_DAYS_BEFORE,
  enrolmentDeadline,
  isConfirmed,
  MAX_PARTICIPANTS,
  MIN_CONFIRMED,
  participantLabel,
  participantMessage,
  seatsLeft,
  sessionState,
  type SessionState,
  type TrainingSessionView,
} from '@/domain/forms/training'
import { RadioGroup, SelectField, TextField } from './FormKit.client'
import { civilityOptions } from './options'
import { PersonFields } from './PersonFields.client'
import { SiteForm } from './SiteForm.client'
import { useSiteForm } from './use-site-form.client'
import styles from './Form.module.css'
import listStyles from './Trainings.module.css'

const dateFr = (iso: string) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'Europe/Paris' }).format(new Date(iso))
const shortDate = (date: Date) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(date)

const STATE_LABEL: Record<SessionState, string> = { open: 'Inscriptions ouvertes', closed: 'Inscriptions closes', full: 'Complet' }

const emptyParticipant = { civility: undefined as unknown as 'm', lastname: '', firstname: '', function: '' }

/** The sessions (state, seats, confirmed) and the registration form of /formations. */
/** The visitor's clock, read once per page load (a stable snapshot). */
let clientNow: number | null = null
const noSubscribe = () => () => {}
const readClientNow = () => (clientNow ??= Date.now())

export function Trainings({
  sessions,
  renderedAt,
  confirmationHref,
}: {
  sessions: TrainingSessionView[]
  renderedAt: string
  confirmationHref: string
}) {
  // The page is static: the closing date is checked again with the visitor's clock.
  const nowMs = useSyncExternalStore(noSubscribe, readClientNow, () => Date.parse(renderedAt))
  const now = new Date(nowMs)
  const formRef = useRef<HTMLDivElement>(null)

  const open = sessions.filter((s) => sessionState({ startsAt: new Date(s.startsAt), seats: s.seats, booked: s.booked }, now) === 'open')
  const site = useSiteForm<typeof trainingSchema, { booked: number }>({
    schema: trainingSchema,
    defaultValues: {
      session: '' as unknown as number,
      civility: undefined,
      lastname: '',
      firstname: '',
      company: '',
      siret: '',
      email: '',
      phone: '',
      function: '',
      participants: [emptyParticipant],
      consent: false as unknown as true,
    },
    url: '/api/v1/training-inscription',
    action: 'training_inscription',
    // Every participant has the same fields: their messages name the participant.
    describe: participantMessage,
    success: 'Votre demande d’inscription à la formation a bien été envoyée.',
    confirmation: {
      href: confirmationHref,
      content: {
        title: 'Votre inscription est enregistrée',
        text: 'Un e-mail de confirmation vient de vous être envoyé avec la date, le lieu et la liste des participants.',
      },
    },
  })
  const { form } = site
  const participants = useFieldArray({ control: form.control, name: 'participants' })

  const choose = (id: number) => {
    form.setValue('session', String(id) as unknown as number, { shouldValidate: true })
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    formRef.current?.querySelector('select')?.focus()
  }

  return (
    <>
      <section aria-labelledby="sessions-title" className="section">
        <h2 id="sessions-title">Prochaines sessions</h2>
        <p>
          Groupes de {MAX_PARTICIPANTS} participants au plus par inscription. Une session est confirmée dès {MIN_CONFIRMED} inscrits ; les
          inscriptions ferment {CLOSES_DAYS_BEFORE} jours avant la date.
        </p>
        {sessions.length === 0 ? <p>Aucune session n’est programmée pour le moment.</p> : null}
        <ul className={listStyles.list}>
          {sessions.map((s) => {
            const facts = { startsAt: new Date(s.startsAt), seats: s.seats, booked: s.booked }
            const state = sessionState(facts, now)
            const left = seatsLeft(facts)
            return (
              <li key={s.id} className={listStyles.card} data-state={state}>
                <h3>{s.title}</h3>
                <p className={listStyles.meta}>
                  {dateFr(s.startsAt)} · {s.place}
                  {s.duration ? ` · ${s.duration}` : ''}
                </p>
                {s.summary ? <p>{s.summary}</p> : null}
                <p className={listStyles.badges}>
                  <span className={listStyles.badge} data-kind={state}>
                    {STATE_LABEL[state]}
                  </span>
                  {isConfirmed(facts) ? (
                    <span className={listStyles.badge} data-kind="confirmed">
                      Session confirmée
                    </span>
                  ) : null}
                </p>
                <p className={listStyles.meta}>
                  {state === 'full'
                    ? `Les ${s.seats} places sont prises.`
                    : `${left} place${left > 1 ? 's' : ''} restante${left > 1 ? 's' : ''} sur ${s.seats}.`}{' '}
                  {state === 'open' ? `Inscriptions jusqu’au ${shortDate(enrolmentDeadline(facts.startsAt))}.` : null}
                </p>
                {state === 'open' ? (
                  <button type="button" className="button button-secondary" onClick={() => choose(s.id)}>
                    S’inscrire
                    <span className="visually-hidden">
                      {' '}
                      à la session « {s.title} » du {dateFr(s.startsAt)}
                    </span>
                  </button>
                ) : null}
              </li>
            )
          })}
        </ul>
      </section>
      <section aria-labelledby="registration-title" className="section" ref={formRef}>
        <h2 id="registration-title">Demande d’inscription</h2>
        {open.length === 0 ? (
          <p>Aucune session n’est ouverte aux inscriptions pour le moment.</p>
        ) : (
          <SiteForm {...site} labelledBy="registration-title" consent="organiser la formation" submitLabel="Envoyer l’inscription">
            <SelectField
              name="session"
              label="Session de formation"
              required
              placeholder="Choisir une session…"
              options={open.map((s) => ({ value: String(s.id), label: `${s.title} — ${dateFr(s.startsAt)}, ${s.place}` }))}
            />
            <TextField name="company" label="Nom de la société" autoComplete="organization" required />
            <TextField name="siret" label="SIRET" inputMode="numeric" hint="14 chiffres" required />
            <PersonFields civilityLegend="Civilité (contact)">
              <TextField name="function" label="Fonction" autoComplete="organization-title" />
            </PersonFields>
            {participants.fields.map((field, index) => (
              <fieldset key={field.id} className={styles.group}>
                <legend>{participantLabel(index)}</legend>
                <RadioGroup name={`participants.${index}.civility`} legend="Civilité" options={civilityOptions} required />
                <TextField name={`participants.${index}.lastname`} label="Nom" required />
                <TextField name={`participants.${index}.firstname`} label="Prénom" required />
                <TextField name={`participants.${index}.function`} label="Fonction" />
                {participants.fields.length > 1 ? (
                  <div className={styles.groupActions}>
                    <button type="button" className="button button-secondary" onClick={() => participants.remove(index)}>
                      Retirer le participant {index + 1}
                    </button>
                  </div>
                ) : null}
              </fieldset>
            ))}
            <div className={styles.actions}>
              {participants.fields.length < MAX_PARTICIPANTS ? (
                <button type="button" className="button button-secondary" onClick={() => participants.append(emptyParticipant)}>
                  Ajouter un participant
                </button>
              ) : (
                <p className={styles.note}>{MAX_PARTICIPANTS} participants au plus par inscription.</p>
              )}
            </div>
          </SiteForm>
        )}
      </section>
    </>
  )
}
