import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminUser, isStaff, isStaffUser } from '@/payload/access/rules'
import { env } from '@/env'
import { l } from '@/payload/fields/label'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: l('Utilisateur', 'User'), plural: l('Utilisateurs', 'Users') },
  auth: {
    tokenExpiration: 8 * 60 * 60,
    // No lock per account (anybody could lock an editor out, and its message told the account
    // exists): failed logins are limited per client address and per address-and-account pair
    // in front of Payload's login route (decision 090, src/server/account/staff-login.ts).
    maxLoginAttempts: 0,
    // HttpOnly (Payload's default), SameSite=Lax, Secure whenever the site is served over https.
    cookies: { sameSite: 'Lax', secure: env.SITE_URL.startsWith('https://') },
  },
  admin: { useAsTitle: 'email', group: l('Administration', 'Administration') },
  access: {
    read: isStaff,
    create: isAdmin,
    // Staff edit their own account (an id of the staff collection only); admins edit any.
    update: ({ req, id }) => isAdminUser(req.user) || (isStaffUser(req.user) && req.user?.id === id),
    delete: isAdmin,
    admin: ({ req }) => isStaffUser(req.user),
  },
  fields: [
    { name: 'name', type: 'text', label: l('Nom', 'Name') },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      label: l('Rôle', 'Role'),
      options: [
        { label: l('Administrateur', 'Administrator'), value: 'admin' },
        { label: l('Éditeur', 'Editor'), value: 'editor' },
      ],
      access: { update: ({ req }) => isAdminUser(req.user) },
    },
  ],
}
