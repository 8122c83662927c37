import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: l('Utilisateur', 'User'), plural: l('Utilisateurs', 'Users') },
  auth: { tokenExpiration: 8 * 60 * 60, maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  admin: { useAsTitle: 'email', group: l('Administration', 'Administration') },
  access: {
    read: isStaff,
    create: isAdmin,
    update: ({ req, id }) => Boolean(req.user && ((req.user as { role?: string }).role === 'admin' || req.user.id === id)),
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
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
      access: { update: ({ req }) => (req.user as { role?: string } | null)?.role === 'admin' },
    },
  ],
}
