import type { CollectionConfig } from 'payload'
import { isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'
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
          admin: { date: { pickerAppearance: 'dayAndTime' } },
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
  ],
}
