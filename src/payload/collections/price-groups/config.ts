import type { CollectionConfig, Field } from 'payload'
import { l } from '@/payload/fields/label'
import { SHOP_GROUP, STAFF_MANAGED } from '../shop'

const percentField = (name: string, label: ReturnType<typeof l>): Field => ({
  name,
  type: 'number',
  required: true,
  defaultValue: 0,
  min: 0,
  max: 50,
  label,
  validate: (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 50
      ? true
      : 'La remise est un pourcentage entier de 0 à 50.',
})

/**
 * Price groups of approved professional accounts (decision 087): a discount percent per
 * category, the highest rate among the product's categories, else the default.
 */
export const PriceGroups: CollectionConfig = {
  slug: 'price-groups',
  labels: { singular: l('Groupe de prix', 'Price group'), plural: l('Groupes de prix', 'Price groups') },
  admin: { useAsTitle: 'name', group: SHOP_GROUP, defaultColumns: ['name', 'defaultPercent', 'updatedAt'] },
  access: STAFF_MANAGED,
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, label: l('Nom', 'Name') },
    {
      ...percentField('defaultPercent', l('Remise par défaut (%)', 'Default discount (%)')),
      admin: {
        description: l(
          'Appliquée aux produits dont aucune catégorie n’a de remise propre, ex. 12 = 12 %.',
          'Applied to products none of whose categories has its own rate, e.g. 12 = 12 %.',
        ),
      },
    } as Field,
    {
      name: 'rates',
      type: 'array',
      label: l('Remises par catégorie', 'Discounts per category'),
      labels: { singular: l('Remise de catégorie', 'Category discount'), plural: l('Remises par catégorie', 'Discounts per category') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'category', type: 'relationship', relationTo: 'categories', required: true, label: l('Catégorie', 'Category') },
            percentField('percent', l('Remise (%)', 'Discount (%)')),
          ],
        },
      ],
    },
  ],
}
