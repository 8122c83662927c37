/**
 * The few UI strings (and the home address) needed by client components that have no
 * server parent to pass them as props (the 500 error boundary). Copied from messages/*.json so that the
 * message catalogues (~10 KB gzipped) stay out of the browser bundle;
 * `client-messages.test.ts` checks that every copy equals its catalogue entry.
 */
import type { Locale } from '@/domain/routing/types'

export interface ServerErrorMessages {
  /** errors.header, "{status}" placeholder kept. */
  header: string
  /** errors.server.title */
  title: string
  /** errors.server.text */
  text: string
  /** common.backHome */
  backHome: string
  /** Home of the professionals, build('home', { target: 'pro' }, locale): the route table stays out of the bundle. */
  homeHref: string
}

export const SERVER_ERROR_MESSAGES: Record<Locale, ServerErrorMessages> = {
  fr: {
    header: 'Page {status}',
    title: 'Une erreur a eu lieu',
    text: 'Veuillez réessayer dans quelques instants.',
    backHome: 'Retour à l’accueil',
    homeHref: '/fr',
  },
  en: {
    header: 'Page {status}',
    title: 'An error occurred',
    text: 'Please try again in a few moments.',
    backHome: 'Back to the home page',
    homeHref: '/en',
  },
}
