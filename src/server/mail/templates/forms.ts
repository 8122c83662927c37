/**
 * French e-mails of the forms: one to the team that handles the request (with every
 * answer, reply-to the visitor) and one confirmation to the visitor. Pure: content
 * only, laid out by src/domain/mail/template.ts.
 */
import type { MailContent } from '@/domain/mail/template'
import { CIVILITIES, COUNTRIES, HANDLING_HOURS, labelOf, PROFILES, SUBJECTS, SUPPORT_HOURS } from '@/domain/forms/options'
import type { Application, Contact, LandingEntry, Training, Worksite } from '@/domain/forms/schemas'

export type Mail = { subject: string; content: MailContent }

const civility = (code: string) => labelOf(CIVILITIES, code)
const fullName = (p: { civility: string; firstname: string; lastname: string }) => `${civility(p.civility)} ${p.firstname} ${p.lastname}`
const dateFr = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso))
const monthFr = (period: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}-01T00:00:00Z`))

const signature = (brand: string) => [`L’équipe ${brand}`]
const supportLine = `Notre service client vous répond de ${SUPPORT_HOURS}. Les demandes techniques sont traitées sous ${HANDLING_HOURS} heures ouvrées.`

export function contactToTeam(brand: string, c: Contact): Mail {
  const subject = labelOf(SUBJECTS, c.subject)
  return {
    subject: `[Contact] ${subject} — ${c.firstname} ${c.lastname}`,
    content: {
      brand,
      title: `Nouvelle demande de contact : ${subject}`,
      paragraphs: [
        'Une demande a été envoyée depuis le formulaire de contact du site. Répondez directement à ce message pour écrire au demandeur.',
      ],
      fields: [
        { label: 'Objet', value: subject },
        { label: 'Profil', value: labelOf(PROFILES, c.profile) },
        { label: 'Nom', value: fullName(c) },
        { label: 'Société', value: c.company || '—' },
        { label: 'E-mail', value: c.email },
        { label: 'Téléphone', value: c.phone },
        { label: 'Localité', value: `${c.zipcode} ${c.city} (${COUNTRIES.find((x) => x.iso === c.country)?.name ?? c.country})` },
        { label: 'Message', value: c.message },
      ],
    },
  }
}

export function contactToVisitor(brand: string, c: Contact): Mail {
  return {
    subject: `Nous avons bien reçu votre demande — ${brand}`,
    content: {
      brand,
      title: 'Votre demande a bien été reçue',
      paragraphs: [
        `Bonjour ${fullName(c)},`,
        `Merci pour votre message « ${labelOf(SUBJECTS, c.subject)} ». Il a été transmis au service concerné, qui vous répondra rapidement.`,
        supportLine,
      ],
      fields: [{ label: 'Votre message', value: c.message }],
      closing: signature(brand),
    },
  }
}

export function worksiteToTeam(brand: string, w: Worksite): Mail {
  return {
    subject: `[Chantier] ${w.worksiteCompany} — ${w.zipcode} ${w.city}, ${monthFr(w.period)}`,
    content: {
      brand,
      title: 'Nouveau démarrage de chantier',
      paragraphs: ['Un démarrage de chantier a été déclaré sur le site.'],
      fields: [
        { label: 'Entreprise', value: w.worksiteCompany },
        { label: 'SIRET', value: w.siret },
        { label: 'Contact', value: fullName(w) },
        { label: 'E-mail', value: w.email },
        { label: 'Téléphone', value: w.phone },
        { label: 'Adresse du chantier', value: `${w.address}, ${w.zipcode} ${w.city}` },
        { label: 'Démarrage', value: monthFr(w.period) },
        { label: 'Surface', value: `${w.surface} m²` },
        { label: 'Message', value: w.message || '—' },
      ],
    },
  }
}

export function worksiteToVisitor(brand: string, w: Worksite): Mail {
  return {
    subject: `Votre démarrage de chantier est enregistré — ${brand}`,
    content: {
      brand,
      title: 'Votre démarrage de chantier est enregistré',
      paragraphs: [
        `Bonjour ${fullName(w)},`,
        `Nous avons bien reçu la déclaration du chantier de ${w.city} (${w.surface} m², démarrage en ${monthFr(w.period)}). Un technico-commercial vous contactera sous ${HANDLING_HOURS} heures ouvrées pour préparer le chantier avec vous.`,
        supportLine,
      ],
      closing: signature(brand),
    },
  }
}

export function applicationToTeam(brand: string, a: Application, jobTitle: string | null, adminUrl: string): Mail {
  const what = jobTitle ? `Candidature : ${jobTitle}` : 'Candidature spontanée'
  return {
    subject: `[Recrutement] ${what} — ${a.firstname} ${a.lastname}`,
    content: {
      brand,
      title: what,
      paragraphs: ['Une candidature a été déposée sur le site. Le CV est joint à la candidature dans l’administration (accès réservé).'],
      fields: [
        { label: 'Candidat', value: fullName(a) },
        { label: 'E-mail', value: a.email },
        { label: 'Téléphone', value: a.phone },
        { label: 'Localité', value: `${a.zipcode} ${a.city}` },
        { label: 'Fonction souhaitée', value: a.function || '—' },
        { label: 'Message', value: a.message },
      ],
      action: { label: 'Voir la candidature', href: adminUrl },
    },
  }
}

export function applicationToVisitor(brand: string, a: Application, jobTitle: string | null): Mail {
  return {
    subject: `Votre candidature a bien été reçue — ${brand}`,
    content: {
      brand,
      title: 'Votre candidature a bien été reçue',
      paragraphs: [
        `Bonjour ${fullName(a)},`,
        jobTitle
          ? `Merci pour votre candidature au poste « ${jobTitle} ». Notre équipe recrutement l’étudie et reviendra vers vous.`
          : 'Merci pour votre candidature spontanée. Notre équipe recrutement l’étudie et reviendra vers vous si un poste correspond à votre profil.',
        'Vos données et votre CV sont conservés au plus 2 ans après notre dernier échange, puis supprimés. Vous pouvez demander leur suppression à tout moment en répondant à ce message.',
      ],
      closing: signature(brand),
    },
  }
}

export type SessionInfo = { title: string; startsAt: string; place: string }

/**
 * The session's place, free text of the back office (« Centre de formation Ardalis, Blois »,
 * « Lyon (69) », « Le Mans »…): under its own label, never after « à », which reads wrong
 * before most names (« à Centre… », « à Le Mans »).
 */
const placeField = (session: SessionInfo) => ({ label: 'Lieu', value: session.place })

export function trainingToTeam(brand: string, t: Training, session: SessionInfo, bookedAfter: number, seats: number): Mail {
  return {
    subject: `[Formation] ${session.title} — ${t.company} (${t.participants.length} participant${t.participants.length > 1 ? 's' : ''})`,
    content: {
      brand,
      title: `Nouvelle inscription : ${session.title}`,
      paragraphs: [`Session du ${dateFr(session.startsAt)}. Places occupées : ${bookedAfter} sur ${seats}.`],
      fields: [
        placeField(session),
        { label: 'Société', value: t.company },
        { label: 'SIRET', value: t.siret },
        { label: 'Contact', value: `${fullName(t)}${t.function ? `, ${t.function}` : ''}` },
        { label: 'E-mail', value: t.email },
        { label: 'Téléphone', value: t.phone },
        { label: 'Participants', value: t.participants.map((p) => `${fullName(p)}${p.function ? ` (${p.function})` : ''}`).join('\n') },
      ],
    },
  }
}

export function trainingToVisitor(brand: string, t: Training, session: SessionInfo, confirmed: boolean): Mail {
  return {
    subject: `Inscription enregistrée : ${session.title} — ${brand}`,
    content: {
      brand,
      title: 'Votre inscription est enregistrée',
      paragraphs: [
        `Bonjour ${fullName(t)},`,
        `Nous avons bien reçu l’inscription de ${t.participants.length} participant${t.participants.length > 1 ? 's' : ''} à la formation « ${session.title} », le ${dateFr(session.startsAt)}.`,
        confirmed
          ? 'La session est confirmée : vous recevrez la convocation et le programme détaillé avant la formation.'
          : 'La session sera confirmée dès 3 participants inscrits ; nous vous préviendrons par e-mail.',
      ],
      fields: [placeField(session), { label: 'Participants', value: t.participants.map(fullName).join('\n') }],
      closing: signature(brand),
    },
  }
}

export function landingToVisitor(brand: string, e: LandingEntry, title: string): Mail {
  return {
    subject: `Votre participation est enregistrée — ${title}`,
    content: {
      brand,
      title: 'Votre participation est enregistrée',
      paragraphs: [
        `Bonjour ${fullName(e)},`,
        `Merci d’avoir participé au jeu « ${title} ». Les gagnants seront prévenus par e-mail à la fin du jeu.`,
      ],
      closing: signature(brand),
    },
  }
}
