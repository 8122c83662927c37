import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { COUNTRIES } from '@/domain/forms/options'
import { CUSTOMER_COLLECTION, isCustomerUser, staffOrOwner } from '@/payload/access/customers'
import { isStaffUser } from '@/payload/access/rules'
import { civilityField } from '@/payload/fields/form-fields'
import { l } from '@/payload/fields/label'

/** A customer's address always belongs to that customer: the owner is never taken from the input. */
const ownedByCaller: CollectionBeforeChangeHook = ({ data, req, operation, originalDoc }) => {
  if (isCustomerUser(req.user) && req.user) return { ...data, owner: req.user.id }
  if (operation === 'update' && !isStaffUser(req.user)) return { ...data, owner: originalDoc?.owner }
  return data
}

/**
 * Delivery and billing addresses of the customers (spec §7 `address` resource, with the
 * user token). Only the owner sees or changes an address; staff see them in /admin.
 */
export const CustomerAddresses: CollectionConfig = {
  slug: 'customer-addresses',
  labels: { singular: l('Adresse client', 'Customer address'), plural: l('Adresses clients', 'Customer addresses') },
  admin: {
    useAsTitle: 'label',
    group: l('Clients', 'Customers'),
    defaultColumns: ['label', 'owner', 'city', 'zipcode', 'defaultDelivery', 'defaultBilling'],
  },
  access: {
    read: staffOrOwner,
    create: ({ req }) => isStaffUser(req.user) || isCustomerUser(req.user),
    update: staffOrOwner,
    delete: staffOrOwner,
  },
  hooks: {
    beforeChange: [ownedByCaller],
    // One default delivery and one default billing address per customer.
    afterChange: [
      async ({ doc, req }) => {
        const owner = typeof doc.owner === 'object' && doc.owner ? doc.owner.id : doc.owner
        for (const flag of ['defaultDelivery', 'defaultBilling'] as const) {
          if (!doc[flag]) continue
          await req.payload.update({
            collection: 'customer-addresses',
            where: { and: [{ owner: { equals: owner } }, { id: { not_equals: doc.id } }, { [flag]: { equals: true } }] },
            data: { [flag]: false },
            overrideAccess: true,
            req,
          })
        }
        return doc
      },
    ],
  },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: CUSTOMER_COLLECTION, required: true, index: true, label: l('Client', 'Customer') },
    { name: 'label', type: 'text', required: true, label: l('Libellé', 'Label') },
    civilityField('civility', false),
    {
      type: 'row',
      fields: [
        { name: 'lastname', type: 'text', required: true, label: l('Nom', 'Last name') },
        { name: 'firstname', type: 'text', required: true, label: l('Prénom', 'First name') },
      ],
    },
    { name: 'company', type: 'text', label: l('Société', 'Company') },
    { name: 'address', type: 'text', required: true, label: l('Adresse', 'Address') },
    { name: 'address2', type: 'text', label: l('Complément d’adresse', 'Address line 2') },
    {
      type: 'row',
      fields: [
        { name: 'zipcode', type: 'text', required: true, label: l('Code postal', 'Postcode') },
        { name: 'city', type: 'text', required: true, label: l('Ville', 'City') },
        {
          name: 'country',
          type: 'select',
          required: true,
          defaultValue: 'FR',
          label: l('Pays', 'Country'),
          options: COUNTRIES.map((c) => ({ value: c.iso, label: c.name })),
        },
      ],
    },
    { name: 'phone', type: 'text', required: true, label: l('Téléphone', 'Phone') },
    {
      type: 'row',
      fields: [
        { name: 'defaultDelivery', type: 'checkbox', defaultValue: false, label: l('Livraison par défaut', 'Default delivery') },
        { name: 'defaultBilling', type: 'checkbox', defaultValue: false, label: l('Facturation par défaut', 'Default billing') },
      ],
    },
  ],
}
