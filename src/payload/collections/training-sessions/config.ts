import type { CollectionConfig } from 'payload'
import { isStaff, staffField } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'
import { FRENCH_DATE_TIME } from '@/payload/fields/dates'
import { bookedOnCreate, keepBookedOutOfUpdates, seatsAtLeastBooked } from './seats'

/**
 * Training sessions (spec "training"): theme, date, place, seats. `booked` counts the
 * registered participants; only the registration endpoint changes it, with one
 * conditional UPDATE so that concurrent registrations never overbook (decision 069): a save in
 * /admin never writes it, and the seats may not go below it (./seats.ts).
 */
export const TrainingSessions: CollectionConfig = {
  slug: 'training-sessions',
  labels: { singular: l('Session de formation', 'Training session'), plural: l('Sessions de formation', 'Training sessions') },
  admin: { useAsTitle: 'title', group: l('Formations', 'Trainings'), defaultColumns: ['title', 'startsAt', 'place', 'seats', 'booked'] },
  access: { read: () => true, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeChange: [keepBookedOutOfUpdates], ...revalidateOn(TAGS.trainings) },
  defaultSort: 'startsAt',
  fields: [
    { name: 'title', type: 'text', required: true, label: l('Thème', 'Theme') },
    { name: 'summary', type: 'textarea', label: l('Programme', 'Programme') },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          required: true,
          index: true,
          label: l('Date', 'Date'),
          admin: { date: FRENCH_DATE_TIME },
        },
        { name: 'duration', type: 'text', label: l('Durée', 'Duration'), defaultValue: '1 jour' },
        { name: 'place', type: 'text', required: true, label: l('Lieu', 'Place') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'seats',
          type: 'number',
          required: true,
          min: 1,
          max: 200,
          defaultValue: 12,
          label: l('Places', 'Seats'),
          validate: seatsAtLeastBooked,
          admin: { description: l('Au moins le nombre de participants inscrits.', 'At least the number of registered participants.') },
        },
        {
          name: 'booked',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: 0,
          validate: bookedOnCreate,
          // A copy of a session (« Dupliquer ») has nobody registered yet.
          hooks: { beforeDuplicate: [() => 0] },
          label: l('Participants inscrits', 'Registered participants'),
          admin: { readOnly: true, description: l('Tenu à jour par les inscriptions.', 'Kept up to date by registrations.') },
        },
      ],
    },
    {
      // The session's registrations, read from `training-registrations` (no column of its own; decision 138).
      name: 'registrations',
      type: 'join',
      collection: 'training-registrations',
      on: 'session',
      label: l('Inscriptions', 'Registrations'),
      defaultSort: 'createdAt',
      defaultLimit: 50,
      // Staff only: the site reads sessions for everyone and never their registrations (which visitors may not read anyway).
      access: { read: staffField },
      // A registration comes only from the site's form (it takes the seats): no « Ajouter » here.
      admin: {
        allowCreate: false,
        defaultColumns: ['company', 'count', 'lastname', 'firstname', 'email', 'phone', 'createdAt'],
        description: l(
          'Les inscriptions reçues par le formulaire du site ; supprimer une inscription libère ses places.',
          'Registrations received through the site’s form; deleting one frees its seats.',
        ),
      },
    },
  ],
}
