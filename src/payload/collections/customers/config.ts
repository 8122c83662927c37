import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import { Forbidden } from 'payload'
import { AUDIENCES } from '@/domain/account/schemas'
import { CUSTOMER_COLLECTION, staffOnlyField, staffOrSelf } from '@/payload/access/customers'
import { isStaff, isStaffUser } from '@/payload/access/rules'
import { civilityField } from '@/payload/fields/form-fields'
import { env } from '@/env'
import { l } from '@/payload/fields/label'
import { FRENCH_DATE_TIME } from '@/payload/fields/dates'
import { accountMail } from './mails'
import { forgetOrdersEmail, syncOrdersOfCustomer } from './orders-copy'

/** Operations a visitor may only reach through the site's own account endpoints (captcha, rate limits, French answers). */
const SITE_ONLY_OPERATIONS = new Set(['create', 'login', 'forgotPassword', 'resetPassword', 'refresh'])

/**
 * Payload's REST and GraphQL APIs do not log customers in, sign them up or reset their
 * passwords: the site's endpoints (src/app/api/v1/account) do, with the captcha, the rate
 * limits and the cookie of their own. Staff manage customers in /admin (REST) as usual.
 */
const siteOnly: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  if (req.payloadAPI !== 'local' && SITE_ONLY_OPERATIONS.has(operation) && !isStaffUser(req.user)) throw new Forbidden(req.t)
  return args
}

/**
 * « Compte professionnel » is a professional account's approval: a private customer has none
 * (decision 138). Stored empty for a private account, whatever the save sends (Payload's default
 * value, a form loaded before the audience changed), so that the list's column, which shows what
 * is stored, says nothing for them; « En attente de validation » for a professional account that
 * has no approval yet (signed up on the site, or turned professional by staff).
 */
export const proStatusOfProsOnly: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const audience = data.audience ?? originalDoc?.audience
  if (audience !== 'pro') return data.proStatus === null ? data : { ...data, proStatus: null }
  return (data.proStatus ?? originalDoc?.proStatus) ? data : { ...data, proStatus: 'pending' }
}

/**
 * Customers of the site (issue 18, decision 084): their own auth collection, separate from
 * staff (`users`). Never allowed into /admin; staff search, block and approve them there.
 * A professional account is usable at once for browsing and waits for staff approval for
 * account-only prices and pay-on-account.
 */
export const Customers: CollectionConfig = {
  slug: CUSTOMER_COLLECTION,
  labels: { singular: l('Client', 'Customer'), plural: l('Clients', 'Customers') },
  admin: {
    useAsTitle: 'email',
    group: l('Clients', 'Customers'),
    defaultColumns: ['email', 'lastname', 'firstname', 'audience', 'company', 'proStatus', 'blocked', 'createdAt'],
    listSearchableFields: ['email', 'lastname', 'firstname', 'company', 'siret'],
  },
  auth: {
    // A customer stays signed in two weeks; every login opens a new session (sid).
    tokenExpiration: 14 * 24 * 60 * 60,
    // No lock per account (one address could lock a customer out, and a locked account answered
    // faster): failed logins are limited per client address and per address-and-account pair
    // before the password is checked (decision 090, src/server/account/service.ts).
    maxLoginAttempts: 0,
    useSessions: true,
    cookies: { sameSite: 'Lax', secure: env.SITE_URL.startsWith('https://') },
    verify: {
      generateEmailSubject: async ({ req, user }) => (await accountMail('verify', user, '', req)).subject,
      generateEmailHTML: async ({ req, token, user }) => (await accountMail('verify', user, token ?? '', req)).html,
    },
    // The reset link is valid one hour and used once (Payload clears the token on reset).
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: async (args) => (await accountMail('reset', args?.user, '', args?.req)).subject,
      generateEmailHTML: async (args) => (await accountMail('reset', args?.user, args?.token ?? '', args?.req)).html,
    },
  },
  access: {
    admin: () => false,
    create: ({ req }) => isStaffUser(req.user) || req.context?.signup === true,
    read: staffOrSelf,
    update: staffOrSelf,
    delete: staffOrSelf,
    unlock: isStaff,
  },
  hooks: {
    beforeOperation: [siteOnly],
    beforeChange: [proStatusOfProsOnly],
    // The copy of the e-mail and name on the account's orders, for the orders' list search (decision 138).
    afterChange: [syncOrdersOfCustomer],
    beforeDelete: [forgetOrdersEmail],
    // A blocked account cannot sign in (the site answers as for a wrong password).
    beforeLogin: [
      ({ user, req }) => {
        if ((user as { blocked?: boolean }).blocked) throw new Forbidden(req.t)
        return user
      },
    ],
  },
  fields: [
    {
      name: 'audience',
      type: 'select',
      required: true,
      defaultValue: 'part',
      label: l('Public', 'Audience'),
      options: AUDIENCES.map((value) => ({
        value,
        label: value === 'pro' ? l('Professionnel', 'Professional') : l('Particulier', 'Private customer'),
      })),
      access: { update: staffOnlyField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'proStatus',
      type: 'select',
      defaultValue: 'pending',
      label: l('Compte professionnel', 'Professional account'),
      options: [
        { value: 'pending', label: l('En attente de validation', 'Awaiting approval') },
        { value: 'approved', label: l('Validé', 'Approved') },
        { value: 'refused', label: l('Refusé', 'Refused') },
      ],
      access: { update: staffOnlyField, create: staffOnlyField },
      admin: {
        position: 'sidebar',
        condition: (data) => data?.audience === 'pro',
        description: l('Validé : prix réservés et paiement à échéance.', 'Approved: account prices and pay on account.'),
      },
    },
    {
      name: 'priceGroup',
      type: 'relationship',
      relationTo: 'price-groups',
      label: l('Groupe de prix', 'Price group'),
      access: { update: staffOnlyField, create: staffOnlyField },
      admin: {
        position: 'sidebar',
        condition: (data) => data?.audience === 'pro',
        description: l(
          'Remises par catégorie appliquées aux prix d’un compte professionnel validé.',
          'Discounts per category applied to the prices of an approved professional account.',
        ),
      },
    },
    {
      name: 'paymentTermDays',
      type: 'number',
      defaultValue: 30,
      min: 0,
      max: 60,
      label: l('Délai de paiement (jours)', 'Payment term (days)'),
      access: { update: staffOnlyField, create: staffOnlyField },
      validate: (value: unknown) =>
        value === null || value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 60)
          ? true
          : 'Le délai de paiement est un nombre entier de jours, de 0 à 60.',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.audience === 'pro',
        description: l(
          'Paiement à échéance : 30 jours par défaut (article L441-10 du Code de commerce), 60 au plus.',
          'Pay on account: 30 days by default (French commercial code L441-10), 60 at most.',
        ),
      },
    },
    {
      name: 'blocked',
      type: 'checkbox',
      defaultValue: false,
      label: l('Bloqué', 'Blocked'),
      access: { update: staffOnlyField, create: staffOnlyField },
      admin: {
        position: 'sidebar',
        description: l('Un compte bloqué ne peut plus se connecter.', 'A blocked account can no longer sign in.'),
      },
    },
    civilityField('civility', false),
    {
      type: 'row',
      fields: [
        { name: 'lastname', type: 'text', required: true, label: l('Nom', 'Last name') },
        { name: 'firstname', type: 'text', required: true, label: l('Prénom', 'First name') },
      ],
    },
    { name: 'phone', type: 'text', label: l('Téléphone', 'Phone') },
    {
      type: 'row',
      fields: [
        { name: 'company', type: 'text', label: l('Société', 'Company') },
        { name: 'siret', type: 'text', index: true, label: l('SIRET', 'SIRET') },
        { name: 'function', type: 'text', label: l('Fonction', 'Function') },
      ],
    },
    {
      name: 'termsAcceptedAt',
      type: 'date',
      label: l('Conditions acceptées le', 'Terms accepted on'),
      admin: { readOnly: true, date: FRENCH_DATE_TIME },
    },
    {
      name: 'favourites',
      type: 'json',
      label: l('Favoris', 'Favourites'),
      admin: { description: l('Identifiants des produits favoris.', 'Ids of the favourite products.') },
    },
    { name: 'tags', type: 'text', hasMany: true, label: l('Étiquettes de projet', 'Project tags') },
    // Merged into Payload's own e-mail field: a customer changes it only through the link
    // mailed to the new address (POST /api/v1/account/email, then /account/verify).
    { name: 'email', type: 'email', access: { update: staffOnlyField } },
    {
      type: 'collapsible',
      label: l('Changement d’adresse mail en attente', 'Pending e-mail change'),
      admin: { initCollapsed: false, condition: (data) => Boolean(data?.pendingEmail) },
      fields: [
        {
          name: 'pendingEmail',
          type: 'email',
          label: l('Nouvelle adresse demandée', 'Requested new address'),
          // Written by the site only (the customer's request, then the link that confirms it).
          access: { create: () => false, update: () => false },
          admin: {
            readOnly: true,
            description: l(
              'L’adresse ne change qu’après que le client a suivi le lien envoyé à la nouvelle adresse.',
              'The address changes only once the customer follows the link mailed to the new address.',
            ),
          },
        },
        {
          name: 'pendingEmailExpiresAt',
          type: 'date',
          label: l('Lien valable jusqu’au', 'Link valid until'),
          access: { create: () => false, update: () => false },
          admin: { readOnly: true, date: FRENCH_DATE_TIME },
        },
        // The SHA-256 of the single-use token of the link: never shown, never written but by the site.
        { name: 'pendingEmailToken', type: 'text', hidden: true, index: true, access: { create: () => false, update: () => false } },
      ],
    },
    {
      name: 'addresses',
      type: 'join',
      collection: 'customer-addresses',
      on: 'owner',
      label: l('Adresses', 'Addresses'),
      // The owner column would only repeat this account.
      admin: { defaultColumns: ['label', 'lastname', 'address', 'zipcode', 'city', 'defaultDelivery', 'defaultBilling'] },
    },
  ],
}
