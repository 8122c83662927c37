import type { Field } from 'payload'
import { l } from './label'

export const targetOptions = [
  { label: l('Professionnels', 'Professionals'), value: 'pro' },
  { label: l('Particuliers', 'Private customers'), value: 'part' },
]

/** The audiences (sales plans) a document is published for. */
export const targetsField = (overrides: Partial<{ name: string; required: boolean }> = {}): Field => ({
  name: overrides.name ?? 'targets',
  type: 'select',
  hasMany: true,
  required: overrides.required ?? true,
  defaultValue: ['pro', 'part'],
  options: targetOptions,
  index: true,
  label: l('Publics', 'Audiences'),
  admin: { position: 'sidebar' },
})
