/**
 * English titles and excerpts of the company pages (the English routes show them; the
 * page body, not localized by the content model, stays French and is marked so: decision 101).
 */
import { LEGAL_PAGES } from '@/domain/site/legal'
import { COMPANY, PLANT_COUNT } from './company'

export const PAGES_EN: Readonly<Record<string, { title: string; excerpt: string }>> = {
  [LEGAL_PAGES.legalNotice]: { title: 'Legal notice', excerpt: 'Publisher, hosting, intellectual property and personal data.' },
  [LEGAL_PAGES.privacy]: {
    title: 'Privacy policy',
    excerpt: 'What data we collect, why, how long we keep it and how to exercise your rights.',
  },
  [LEGAL_PAGES.accessibility]: {
    title: 'Accessibility statement',
    excerpt: 'The site is partially compliant with the French accessibility standard (RGAA 4.1): what was checked and what remains to fix.',
  },
  'conditions-generales-de-vente': {
    title: 'Terms of sale',
    excerpt: 'Orders, prices, delivery, payment, withdrawal and warranties for purchases on the Ardalis site.',
  },
  'le-groupe-1': {
    title: 'The Ardalis group',
    excerpt: `A French manufacturer of building fillers since ${COMPANY.founded}, Ardalis designs wall preparation solutions for professionals and homeowners.`,
  },
  'notre-histoire-2': {
    title: 'Our history',
    excerpt: `Over sixty years of fillers made in France, from a plaster workshop to ${PLANT_COUNT} plants and an international network.`,
  },
  'nos-engagements': {
    title: 'Our commitments',
    excerpt: 'Consistent quality, responsive technical support and a smaller environmental footprint.',
  },
  'notre-demarche-rse': {
    title: 'Our CSR approach',
    excerpt: 'Environment, safety, local roots: our corporate social responsibility roadmap.',
  },
  'notre-demarche-rse/environnement': { title: 'Environment', excerpt: 'Less energy, less packaging, less transport.' },
  'notre-demarche-rse/engagement-social': { title: 'Social commitment', excerpt: 'Safety, training and local jobs.' },
  'nos-innovations': {
    title: 'Innovation',
    excerpt: 'Lightweight formulas, sprayable fillers, drying indicators: innovation for the worksite.',
  },
  'implantations-dans-le-monde': {
    title: 'Worldwide',
    excerpt: `Our products are distributed in ${COMPANY.exportCountries} countries besides France.`,
  },
  'mon-projet': { title: 'My project', excerpt: 'Preparing walls before painting: the right steps and the right products.' },
  'vous-etes-distributeurs': {
    title: 'Distributors',
    excerpt: 'Builders’ merchants, paint distributors and DIY chains: become an Ardalis partner.',
  },
  'espace-presse': { title: 'Press', excerpt: 'Press releases, images and contacts for journalists.' },
  'service-technique': {
    title: 'Technical support',
    excerpt: 'A technician answers your worksite questions, 8am to 5pm, Monday to Friday.',
  },
  'service-conso-2': {
    title: 'Customer service',
    excerpt: 'A question about a product or how to use it? Our customer service will answer.',
  },
}
