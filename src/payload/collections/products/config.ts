import type { CollectionConfig } from 'payload'
import { isValidGtin } from '@/domain/catalogue/gtin'
import { anyone, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { moneyField } from '@/payload/fields/money'
import { slugField } from '@/payload/fields/slug'
import { targetOptions, targetsField } from '@/payload/fields/targets'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'
import { deleteLinesOf } from '../cart-items/cleanup'

export const MEDIA_KINDS = ['visuel', 'AMBIANCE', 'PICTO', 'MEDIA'] as const
export const PACK_UNITS = ['kg', 'g', 'L', 'ml'] as const

/** What the staff read for each media kind; the stored values are the spec's codes. */
const MEDIA_KIND_LABELS: Record<(typeof MEDIA_KINDS)[number], ReturnType<typeof l>> = {
  visuel: l('Visuel produit', 'Product shot'),
  AMBIANCE: l('Photo d’ambiance', 'Ambience photo'),
  PICTO: l('Pictogramme', 'Pictogram'),
  MEDIA: l('Autre média', 'Other media'),
}

/** A product is sold in at least one pack: an empty list is refused (`minRows` alone lets it through). */
const atLeastOnePack = (value: unknown): true | string =>
  (Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0) > 0
    ? true
    : 'Ajoutez au moins un conditionnement : un produit sans conditionnement ne peut pas être vendu.'

/** Weights (grams) are whole numbers, never negative; empty is allowed. Prices: `moneyField`. */
const wholeNumber = (value: unknown): true | string =>
  value === null || value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0)
    ? true
    : 'Saisissez un nombre entier positif ou nul (sans virgule).'

export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: l('Produit', 'Product'), plural: l('Produits', 'Products') },
  admin: {
    useAsTitle: 'name',
    group: l('Catalogue', 'Catalogue'),
    defaultColumns: ['name', 'reference', 'targets', 'promoted', 'updatedAt'],
    listSearchableFields: ['name', 'reference', 'slug'],
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { ...revalidateOn(TAGS.catalogue), beforeDelete: [deleteLinesOf('product')] },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: l('Nom', 'Name') },
    slugField('name'),
    {
      name: 'reference',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: l('Référence', 'Reference'),
      admin: { position: 'sidebar' },
    },
    targetsField(),
    {
      name: 'promoted',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: l('Produit phare (accueil)', 'Top product (home)'),
      admin: { position: 'sidebar' },
    },
    { name: 'promotedOrder', type: 'number', label: l('Ordre des produits phares', 'Top product order'), admin: { position: 'sidebar' } },
    {
      type: 'tabs',
      tabs: [
        {
          label: l('Présentation', 'Overview'),
          fields: [
            { name: 'summary', type: 'textarea', localized: true, label: l('Accroche', 'Summary') },
            { name: 'description', type: 'textarea', localized: true, label: l('Description', 'Description') },
            {
              name: 'benefits',
              type: 'array',
              label: l('Points forts', 'Benefits'),
              labels: { singular: l('Point fort', 'Benefit'), plural: l('Points forts', 'Benefits') },
              fields: [{ name: 'text', type: 'text', localized: true, label: l('Texte', 'Text') }],
            },
            {
              name: 'categories',
              type: 'relationship',
              relationTo: 'categories',
              hasMany: true,
              required: true,
              index: true,
              label: l('Catégories', 'Categories'),
            },
            {
              name: 'related',
              type: 'relationship',
              relationTo: 'products',
              hasMany: true,
              label: l('Produits associés', 'Related products'),
            },
          ],
        },
        {
          label: l('Médias et documents', 'Media and documents'),
          fields: [
            {
              name: 'medias',
              type: 'array',
              label: l('Médias', 'Media'),
              labels: { singular: l('Média', 'Media item'), plural: l('Médias', 'Media') },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'kind',
                      type: 'select',
                      required: true,
                      defaultValue: 'visuel',
                      options: MEDIA_KINDS.map((k) => ({ value: k, label: MEDIA_KIND_LABELS[k] })),
                      label: l('Type', 'Kind'),
                    },
                    { name: 'title', type: 'text', label: l('Titre (clé des pictos)', 'Title (picto key)') },
                  ],
                },
                { name: 'image', type: 'upload', relationTo: 'media', required: true, label: l('Image', 'Image') },
              ],
            },
            {
              name: 'documents',
              type: 'relationship',
              relationTo: 'documents',
              hasMany: true,
              label: l('Documents (fiches techniques, FDS…)', 'Documents (data sheets…)'),
            },
          ],
        },
        {
          label: l('Caractéristiques', 'Characteristics'),
          fields: [
            {
              name: 'caracteristics',
              type: 'array',
              label: l('Caractéristiques', 'Characteristics'),
              labels: { singular: l('Caractéristique', 'Characteristic'), plural: l('Caractéristiques', 'Characteristics') },
              fields: [
                {
                  name: 'characteristic',
                  type: 'relationship',
                  relationTo: 'characteristics',
                  required: true,
                  label: l('Caractéristique', 'Characteristic'),
                },
                {
                  name: 'values',
                  type: 'text',
                  hasMany: true,
                  required: true,
                  label: l('Valeur(s) — code de valeur ou nombre', 'Value(s) — value code or number'),
                },
              ],
            },
          ],
        },
        {
          label: l('Conditionnements', 'Packs'),
          fields: [
            {
              name: 'variants',
              type: 'array',
              label: l('Conditionnements', 'Packs'),
              labels: { singular: l('Conditionnement', 'Pack'), plural: l('Conditionnements', 'Packs') },
              required: true,
              minRows: 1,
              validate: atLeastOnePack,
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'reference', type: 'text', required: true, label: l('Référence article', 'Item reference') },
                    {
                      name: 'gtin',
                      type: 'text',
                      required: true,
                      index: true,
                      label: l('Code-barres GTIN-14', 'GTIN-14 barcode'),
                      validate: (v: unknown) =>
                        typeof v === 'string' && v.length === 14 && isValidGtin(v)
                          ? true
                          : 'Le code-barres doit comporter 14 chiffres et une clé de contrôle valide.',
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'packaging',
                      type: 'select',
                      required: true,
                      defaultValue: 'sac',
                      label: l('Emballage', 'Packaging'),
                      options: [
                        { value: 'sac', label: l('Sac', 'Bag') },
                        { value: 'seau', label: l('Seau', 'Tub') },
                        { value: 'tube', label: l('Tube', 'Tube') },
                        { value: 'cartouche', label: l('Cartouche', 'Cartridge') },
                        { value: 'boite', label: l('Boîte', 'Box') },
                      ],
                    },
                    { name: 'packSize', type: 'number', required: true, min: 0.01, label: l('Contenance', 'Pack size') },
                    {
                      name: 'packUnit',
                      type: 'select',
                      required: true,
                      defaultValue: 'kg',
                      options: PACK_UNITS.map((u) => ({ value: u, label: u })),
                      label: l('Unité', 'Unit'),
                    },
                    {
                      name: 'targets',
                      type: 'select',
                      hasMany: true,
                      options: targetOptions,
                      defaultValue: ['pro', 'part'],
                      label: l('Publics', 'Audiences'),
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    moneyField('pricePro', l('Prix professionnels HT (€)', 'Professional price excl. VAT (€)'), {
                      description: l(
                        'En euros hors taxes, ex. 24,90. Vide : conditionnement non vendu aux professionnels.',
                        'Typed in euros excluding VAT, e.g. 24.90; stored in cents. Empty: not sold to professionals.',
                      ),
                    }),
                    moneyField('pricePart', l('Prix particuliers TTC (€)', 'Private customers’ price incl. VAT (€)'), {
                      description: l(
                        'En euros toutes taxes comprises, ex. 24,90. Vide : conditionnement non vendu aux particuliers.',
                        'Typed in euros including VAT, e.g. 24.90; stored in cents. Empty: not sold to private customers.',
                      ),
                    }),
                    {
                      name: 'weightGrams',
                      type: 'number',
                      min: 0,
                      validate: wholeNumber,
                      label: l('Poids d’expédition (g)', 'Shipping weight (g)'),
                      admin: {
                        description: l(
                          'En grammes, emballage compris, ex. 25400 = 25,4 kg. Vide : calculé d’après la contenance.',
                          'In grams, packaging included, e.g. 25400 = 25.4 kg. Empty: computed from the pack size.',
                        ),
                      },
                    },
                  ],
                },
                {
                  name: 'image',
                  type: 'upload',
                  relationTo: 'media',
                  label: l('Visuel du conditionnement', 'Pack shot'),
                  admin: {
                    description: l(
                      'Le sac, le seau, la cartouche ou le tube de ce conditionnement, avec sa contenance. Vide : le visuel principal du produit.',
                      'The bag, tub, cartridge or tube of this pack, showing its size. Empty: the product’s main visual.',
                    ),
                  },
                },
              ],
            },
            {
              name: 'consumption',
              type: 'group',
              label: l('Consommation (calculateur)', 'Consumption (calculator)'),
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'mode',
                      type: 'select',
                      required: true,
                      defaultValue: 'none',
                      label: l('Mode de calcul', 'Mode'),
                      options: [
                        { value: 'none', label: l('Aucun', 'None') },
                        { value: 'thickness', label: l('Par épaisseur (kg/m²/mm)', 'By thickness (kg/m²/mm)') },
                        { value: 'coat', label: l('Par couche (kg/m²/couche)', 'Per coat (kg/m²/coat)') },
                      ],
                    },
                    { name: 'rate', type: 'number', min: 0, label: l('Consommation', 'Rate') },
                    {
                      name: 'maxThickness',
                      type: 'number',
                      min: 0,
                      label: l('Épaisseur max. par passe (mm)', 'Max thickness per pass (mm)'),
                    },
                    { name: 'coats', type: 'number', min: 1, label: l('Nombre de couches conseillé', 'Recommended coats') },
                    { name: 'tapePerM2', type: 'number', min: 0, label: l('Bande (ml/m²)', 'Tape (m/m²)') },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
