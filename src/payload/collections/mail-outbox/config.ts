import type { CollectionConfig } from 'payload'
import { OUTBOX_STATUS_LABELS, OUTBOX_STATUSES } from '@/domain/mail/outbox'
import { isAdmin, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'

export const MAIL_OUTBOX = 'mail-outbox'

/**
 * Every e-mail the site sends (decision 092): written when a form, an account or an order asks
 * for a mail, then by the `sendMail` task at each try. Staff read where each mail stands;
 * nobody writes through Payload's APIs or /admin (an administrator may delete a record).
 * The message itself (which may carry a password-reset link) is read by nobody, not even
 * staff, and is emptied once the mail is sent.
 */
export const MailOutbox: CollectionConfig = {
  slug: MAIL_OUTBOX,
  labels: { singular: l('Courriel envoyé', 'Outgoing e-mail'), plural: l('Courriels envoyés', 'Outgoing e-mails') },
  admin: {
    useAsTitle: 'subject',
    group: l('Administration', 'Administration'),
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'updatedAt'],
    description: l(
      'Chaque courriel envoyé par le site (formulaires, comptes, commandes) : s’il est parti, ou l’erreur du dernier essai. Un envoi en échec est réessayé de plus en plus espacé pendant une dizaine d’heures.',
      'Every e-mail the site sends (forms, accounts, orders): whether it left, or the last try’s error. A failed send is tried again, further apart each time, for about ten hours.',
    ),
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'subject', type: 'text', required: true, label: l('Objet', 'Subject') },
    { name: 'to', type: 'text', required: true, index: true, label: l('Destinataire(s)', 'Recipient(s)') },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          index: true,
          label: l('État', 'Status'),
          options: OUTBOX_STATUSES.map((value) => ({ value, label: OUTBOX_STATUS_LABELS[value] })),
        },
        { name: 'attempts', type: 'number', required: true, defaultValue: 0, min: 0, label: l('Essais', 'Tries') },
      ],
    },
    { name: 'lastError', type: 'textarea', label: l('Erreur du dernier essai', 'Last try’s error') },
    {
      type: 'row',
      fields: [
        {
          name: 'nextAttemptAt',
          type: 'date',
          label: l('Prochain essai', 'Next try'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'sentAt', type: 'date', label: l('Envoyé le', 'Sent on'), admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      // The message until it is sent (src/domain/mail/outbox.ts QueuedMessage): never readable through the APIs.
      name: 'message',
      type: 'json',
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
