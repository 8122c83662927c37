/**
 * The back office is French (issue: rows labelled "Benefit 01", "Ajouter Variant", "Breadcrumbs"):
 * every repeating field (`array`, `blocks`) and every block, in every collection and global of the
 * sanitized Payload config (plugins included), has a French `label` and French
 * `labels: { singular, plural }`, never the English words Payload derives from the field name.
 * Payload builds « Ajouter {singular} » and the row labels « {singular} 01 » from them.
 * The fields inside a repeating row (its columns) have a French label too.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Field, Payload } from 'payload'
import { formatLabels, toWords } from 'payload/shared'
import { payloadClient } from '../../src/data/payload'

let payload: Payload

beforeAll(async () => {
  payload = await payloadClient()
})

/**
 * A label is French when it is `{ fr, … }` with a non-empty `fr` (as `l()` writes them), or a plain
 * string that is not what Payload derives from the name ("Benefits", "Label") when none is given.
 */
function isFrench(label: unknown, derived: string): boolean {
  if (typeof label === 'string') return label.trim() !== '' && label !== derived
  if (label && typeof label === 'object') {
    const fr = (label as Record<string, unknown>).fr
    return typeof fr === 'string' && fr.trim() !== ''
  }
  return false
}

/** Hidden fields never reach the staff: Payload's own bookkeeping (sessions, job logs). */
function isHidden(field: Field): boolean {
  const admin = (field as { admin?: { hidden?: boolean; disabled?: boolean } }).admin
  return Boolean((field as { hidden?: boolean }).hidden || admin?.hidden || admin?.disabled)
}

type Block = { slug: string; labels?: { singular?: unknown; plural?: unknown }; fields: Field[] }

/** Every defect as `where: what`, walking rows, collapsibles, tabs, groups, arrays and blocks. */
function defects(fields: readonly Field[], where: string, insideRepeat: boolean): string[] {
  const found: string[] = []
  for (const field of fields) {
    if (isHidden(field)) continue
    const name = 'name' in field ? field.name : undefined
    const path = name ? `${where}.${name}` : where
    const repeating = field.type === 'array' || field.type === 'blocks'
    if (name && insideRepeat && !repeating && field.type !== 'ui' && !isFrench((field as { label?: unknown }).label, toWords(name))) {
      found.push(`${path}: libellé de colonne non français`)
    }
    if (repeating) {
      const derived = formatLabels(field.name)
      if (!isFrench(field.label, toWords(field.name))) found.push(`${path}: label non français`)
      if (!isFrench(field.labels?.singular, derived.singular)) found.push(`${path}: labels.singular non français`)
      if (!isFrench(field.labels?.plural, derived.plural)) found.push(`${path}: labels.plural non français`)
    }
    if (field.type === 'blocks') {
      for (const block of (field.blocks ?? []) as Block[]) {
        const derived = formatLabels(block.slug)
        const at = `${path}[${block.slug}]`
        if (!isFrench(block.labels?.singular, derived.singular)) found.push(`${at}: labels.singular non français`)
        if (!isFrench(block.labels?.plural, derived.plural)) found.push(`${at}: labels.plural non français`)
        found.push(...defects(block.fields, at, true))
      }
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs)
        found.push(...defects(tab.fields, 'name' in tab && tab.name ? `${path}.${tab.name}` : path, insideRepeat))
    } else if ('fields' in field && Array.isArray(field.fields)) {
      found.push(...defects(field.fields, path, insideRepeat || field.type === 'array'))
    }
  }
  return found
}

function allDefects(): string[] {
  const found: string[] = []
  for (const collection of payload.config.collections) {
    // Payload's own collections that the back office never shows (jobs queue).
    if (collection.admin?.hidden === true) continue
    found.push(...defects(collection.fields, collection.slug, false))
  }
  for (const global of payload.config.globals) found.push(...defects(global.fields, global.slug, false))
  return found
}

describe('French labels of the repeating fields in the back office', () => {
  it('gives every array, blocks field and block French labels (singular, plural) and its columns French labels', () => {
    expect(allDefects()).toEqual([])
  })

  it('finds the defect it guards against (a field labelled by Payload from its name)', () => {
    const bare: Field[] = [
      { name: 'benefits', type: 'array', fields: [{ name: 'text', type: 'text' }] },
      {
        name: 'ok',
        type: 'array',
        label: { fr: 'Bons', en: 'Good' },
        labels: { singular: { fr: 'Bon' }, plural: { fr: 'Bons' } },
        fields: [],
      },
    ]
    // What Payload's sanitisation makes of the bare field.
    const sanitized = [
      { ...bare[0], label: toWords('benefits'), labels: formatLabels('benefits'), fields: [{ name: 'text', type: 'text', label: 'Text' }] },
      bare[1],
    ] as Field[]
    expect(defects(sanitized, 'x', false)).toEqual([
      'x.benefits: label non français',
      'x.benefits: labels.singular non français',
      'x.benefits: labels.plural non français',
      'x.benefits.text: libellé de colonne non français',
    ])
  })

  it('labels the categories’ breadcrumbs from nested docs in French, under the same column names', () => {
    const categories = payload.config.collections.find((c) => c.slug === 'categories')!
    const breadcrumbs = categories.fields.find((f) => 'name' in f && f.name === 'breadcrumbs') as Extract<Field, { type: 'array' }>
    expect(breadcrumbs.type).toBe('array')
    expect(breadcrumbs.label).toMatchObject({ fr: 'Fil d’Ariane' })
    expect(breadcrumbs.labels).toMatchObject({ singular: { fr: 'Niveau' } })
    const names = JSON.stringify(breadcrumbs.fields)
    expect(names).toContain('"name":"doc"')
    expect(names).toContain('"name":"url"')
    expect(names).toContain('"name":"label"')
    expect(names).toContain('"fr":"Adresse"')
    expect(names).toContain('"fr":"Libellé"')
  })

  it('shows product media kinds in French, storing the same codes', () => {
    const products = payload.config.collections.find((c) => c.slug === 'products')!
    const kind = products.flattenedFields
      .flatMap((f) => (f.type === 'array' && f.name === 'medias' ? f.flattenedFields : []))
      .find((f) => f.name === 'kind') as Extract<Field, { type: 'select' }>
    const options = kind.options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o))
    expect(options.map((o) => o.value)).toEqual(['visuel', 'AMBIANCE', 'PICTO', 'MEDIA'])
    expect(options.map((o) => (o.label as { fr: string }).fr)).toEqual(['Visuel produit', 'Photo d’ambiance', 'Pictogramme', 'Autre média'])
  })

  it('names a characteristic by its French label where staff choose one (product rows), not its technical name', () => {
    const characteristics = payload.config.collections.find((c) => c.slug === 'characteristics')!
    expect(characteristics.admin.useAsTitle).toBe('label')
  })

  it('lists images and CVs by useful columns, never the storage plugin’s internal ones', () => {
    for (const slug of ['media', 'documents', 'cvs']) {
      const columns = payload.config.collections.find((c) => c.slug === slug)!.admin.defaultColumns ?? []
      expect(columns, slug).toContain('filename')
      expect(columns, slug).not.toContain('prefix')
      expect(columns, slug).not.toContain('_objectKey')
    }
    const media = payload.config.collections.find((c) => c.slug === 'media')!
    const mimeType = media.fields.find((f) => 'name' in f && f.name === 'mimeType') as Extract<Field, { type: 'text' }>
    expect(mimeType.label).toMatchObject({ fr: 'Type de fichier' })
    expect(mimeType.validate).toBeTypeOf('function')
  })
})
