import {
  APIError,
  type CollectionBeforeDeleteHook,
  type CollectionSlug,
  type GlobalSlug,
  type FlattenedBlock,
  type FlattenedField,
  type PayloadRequest,
  type SanitizedConfig,
  type SelectType,
  type Where,
} from 'payload'

/**
 * A document still shown somewhere is not deleted (decision 139): deleting an image that a page, a
 * product or a category shows would leave the public page without it, and the next save of that
 * page would fail on its required image. Every field that can point at the collection is found by
 * walking the sanitized Payload config (collections and globals, tabs, groups, arrays and blocks,
 * plugins included): upload and relationship fields whose `relationTo` names it, and rich text,
 * whose upload, relationship and link nodes name it too. No list to keep up to date.
 */

/** A container on the way from a document to a field. */
type Step =
  | { kind: 'group' | 'array'; name: string; localized: boolean }
  | { kind: 'blocks'; name: string; localized: boolean; block: string; blocks: FlattenedBlock[] }

/** Where a document may point at the collection. */
export type Reference = {
  owner: { kind: 'collection' | 'global'; slug: string }
  steps: Step[]
  field: { kind: 'relation' | 'richText'; name: string; localized: boolean; polymorphic: boolean; hasMany: boolean }
}

/** Payload's own bookkeeping (locks, preferences, jobs, migrations): never a use of a document. */
const INTERNAL = /^payload-/

function blocksOf(
  field: { blocks: FlattenedBlock[]; blockReferences?: (FlattenedBlock | string)[] },
  config: SanitizedConfig,
): FlattenedBlock[] {
  const listed = field.blockReferences ?? field.blocks
  return listed
    .map((block) => (typeof block === 'string' ? config.blocks?.find((known) => known.slug === block) : block))
    .filter((block): block is FlattenedBlock => block !== undefined)
}

function walk(
  fields: readonly FlattenedField[],
  target: string,
  config: SanitizedConfig,
  steps: Step[],
  parentLocalized: boolean,
  found: Omit<Reference, 'owner'>[],
): void {
  for (const field of fields) {
    // Payload localizes a field once: inside a localized container, its own `localized` is ignored.
    const localized = Boolean('localized' in field && field.localized) && !parentLocalized
    const inside = parentLocalized || localized
    switch (field.type) {
      case 'upload':
      case 'relationship': {
        const polymorphic = Array.isArray(field.relationTo)
        const points = polymorphic ? (field.relationTo as string[]).includes(target) : field.relationTo === target
        if (points)
          found.push({ steps, field: { kind: 'relation', name: field.name, localized, polymorphic, hasMany: Boolean(field.hasMany) } })
        break
      }
      case 'richText':
        found.push({ steps, field: { kind: 'richText', name: field.name, localized, polymorphic: false, hasMany: false } })
        break
      case 'array':
        walk(field.flattenedFields, target, config, [...steps, { kind: 'array', name: field.name, localized }], inside, found)
        break
      case 'group':
      case 'tab':
        walk(field.flattenedFields, target, config, [...steps, { kind: 'group', name: field.name, localized }], inside, found)
        break
      case 'blocks': {
        const blocks = blocksOf(field, config)
        for (const block of blocks)
          walk(
            block.flattenedFields,
            target,
            config,
            [...steps, { kind: 'blocks', name: field.name, localized, block: block.slug, blocks }],
            inside,
            found,
          )
        break
      }
      default:
        break
    }
  }
}

/** Every field of the config that can point at a document of `target`. */
export function referencesTo(config: SanitizedConfig, target: string): Reference[] {
  const owners = [
    ...config.collections
      .filter(({ slug }) => !INTERNAL.test(slug))
      .map((c) => ({ kind: 'collection' as const, slug: c.slug, fields: c.flattenedFields })),
    ...(config.globals ?? []).map((g) => ({ kind: 'global' as const, slug: g.slug, fields: g.flattenedFields })),
  ]
  return owners.flatMap(({ kind, slug, fields }) => {
    const found: Omit<Reference, 'owner'>[] = []
    walk(fields, target, config, [], false, found)
    return found.map((reference) => ({ owner: { kind, slug }, ...reference }))
  })
}

/** Whether Payload finds a field at `segments` among `fields` (a relationship may be followed: assumed found). */
function resolves(fields: readonly FlattenedField[], segments: string[], config: SanitizedConfig): boolean {
  const [head, ...rest] = segments
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === head)
  if (!field) return false
  if (rest.length === 0) return true
  if (field.type === 'array' || field.type === 'group' || field.type === 'tab') return resolves(field.flattenedFields, rest, config)
  if (field.type === 'blocks') return blocksOf(field, config).some((block) => resolves(block.flattenedFields, rest, config))
  return true
}

/**
 * Whether a query by path reads this field, as Payload 3.90's database adapter
 * (@payloadcms/drizzle, getTableColumnFromPath) resolves a path through blocks:
 * - `layout.image` is read in the first block of `layout` that has an `image`: a later block's
 *   `image` is never queried by that path;
 * - a field kept in the relationships table (many values, or several collections) is matched by
 *   a path pattern that the adapter lengthens with each block it tries (`layout.%.layout.%.…`):
 *   found in the first block of the list only. A block's single upload, a column of its own
 *   table, is found in any block.
 */
function queryable(reference: Reference, config: SanitizedConfig): boolean {
  const names = [...reference.steps.map((step) => step.name), reference.field.name]
  const inRelationshipsTable = reference.field.hasMany || reference.field.polymorphic
  return reference.steps.every((step, index) => {
    if (step.kind !== 'blocks') return true
    const position = step.blocks.findIndex((block) => block.slug === step.block)
    if (inRelationshipsTable && position > 0) return false
    const rest = names.slice(index + 1)
    return !step.blocks.slice(0, position).some((block) => resolves(block.flattenedFields, rest, config))
  })
}

/**
 * The documents to read for one reference: by its path when the database can answer exactly (or
 * nearly: a polymorphic field by its value), else every document having the block that holds it
 * (rich text, a field the adapter does not find by path: `queryable`), else every document. What
 * is read is then checked in the document itself (`pointsAt`).
 */
export function candidatesWhere(reference: Reference, id: number | string, config: SanitizedConfig): Where {
  const path = [...reference.steps.map((step) => step.name), reference.field.name].join('.')
  if (reference.field.kind === 'relation' && queryable(reference, config))
    return reference.field.polymorphic ? { [`${path}.value`]: { equals: id } } : { [path]: { equals: id } }
  const prefix: string[] = []
  for (const step of reference.steps) {
    if (step.kind === 'blocks') return { [[...prefix, step.name, 'blockType'].join('.')]: { equals: step.block } }
    if (step.kind === 'array') break
    prefix.push(step.name)
  }
  return {}
}

type Tree = { [key: string]: Tree | true }

/** What to read of a document for one reference (Payload's select: `{ layout: { image: { image: true } } }`). */
export function selectFor(reference: Reference): Tree {
  let inner: Tree = { [reference.field.name]: true }
  for (const step of [...reference.steps].reverse())
    inner = step.kind === 'blocks' ? { [step.name]: { [step.block]: inner } } : { [step.name]: inner }
  return inner
}

function merge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a }
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key]
    out[key] = mine === undefined ? value : mine === true || value === true ? true : merge(mine, value)
  }
  return out
}

type Value = unknown

/** The values of a localized field read with `locale: 'all'` (`{ fr: …, en: … }`); the value itself otherwise. */
function perLocale(value: Value, localized: boolean): Value[] {
  if (!localized) return [value]
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : [value]
}

const idOf = (value: Value): Value => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)
const sameId = (value: Value, id: number | string): boolean => value !== null && value !== undefined && String(idOf(value)) === String(id)

/** Any node of a rich text (upload, relationship, a link's `doc`) naming `target` and `id`. */
function richTextNames(value: Value, target: string, id: number | string): boolean {
  if (Array.isArray(value)) return value.some((item) => richTextNames(item, target, id))
  if (!value || typeof value !== 'object') return false
  const node = value as Record<string, unknown>
  if (node.relationTo === target && sameId(node.value, id)) return true
  return Object.values(node).some((child) => richTextNames(child, target, id))
}

/** Whether `doc` (read at depth 0, every locale) points at `target`'s document `id` through `reference`. */
export function pointsAt(doc: Record<string, unknown>, reference: Reference, target: string, id: number | string): boolean {
  let values: Value[] = [doc]
  for (const step of reference.steps) {
    values = values.flatMap((value) => {
      const own = value && typeof value === 'object' ? (value as Record<string, unknown>)[step.name] : undefined
      return perLocale(own, step.localized).flatMap((inner): Value[] => {
        if (step.kind === 'group') return [inner]
        if (!Array.isArray(inner)) return []
        return step.kind === 'blocks' ? inner.filter((row) => (row as { blockType?: unknown } | null)?.blockType === step.block) : inner
      })
    })
  }
  const { field } = reference
  const leaves = values.flatMap((value) =>
    perLocale(value && typeof value === 'object' ? (value as Record<string, unknown>)[field.name] : undefined, field.localized),
  )
  if (field.kind === 'richText') return leaves.some((leaf) => richTextNames(leaf, target, id))
  return leaves
    .flatMap((leaf) => (Array.isArray(leaf) ? leaf : [leaf]))
    .some((item) => {
      if (!field.polymorphic) return sameId(item, id)
      const link = item as { relationTo?: unknown; value?: unknown } | null
      return link?.relationTo === target && sameId(link.value, id)
    })
}

/** A label as French staff read it: `{ fr, en }`, a string, or Payload's function of the language. */
function french(label: unknown, req: PayloadRequest): string | null {
  if (typeof label === 'string') return label
  if (typeof label === 'function') return String((label as (args: unknown) => unknown)({ i18n: req.i18n, t: req.t }))
  if (label && typeof label === 'object') {
    const text = (label as Record<string, unknown>).fr ?? Object.values(label)[0]
    return typeof text === 'string' ? text : null
  }
  return null
}

/** A title read with `locale: 'all'`: the default locale's, else the first one written. */
function titleOf(value: unknown, defaultLocale: string | undefined): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim() || null
  if (value && typeof value === 'object') {
    const locales = value as Record<string, unknown>
    const first = [defaultLocale ? locales[defaultLocale] : undefined, ...Object.values(locales)].find(
      (text) => typeof text === 'string' && text.trim() !== '',
    )
    return typeof first === 'string' ? first.trim() : null
  }
  return null
}

/** One document that uses the target: « Page « Accueil » », with « (brouillon) » when only its draft does. */
export type Use = { label: string; title: string; id: number | string; only?: 'draft' | 'published' }

type Doc = Record<string, unknown>

/** What `findUses` needs of a collection or a global: its French name, its title field, its drafts, and a way to read it. */
type Owner = {
  label: string
  titleField?: string
  hasDrafts: boolean
  read: (select: Tree, draft: boolean, wheres: Where[]) => Promise<Doc[]>
}

function ownerOf(req: PayloadRequest, owner: Reference['owner']): Owner | null {
  const { payload } = req
  const common = { depth: 0, locale: 'all', overrideAccess: true, req } as const
  if (owner.kind === 'global') {
    const global = payload.config.globals.find(({ slug }) => slug === owner.slug)
    if (!global) return null
    const label = french(global.label, req) ?? owner.slug
    return {
      label,
      hasDrafts: Boolean(global.versions && global.versions.drafts),
      read: async (select, draft) => [
        (await payload.findGlobal({ ...common, slug: owner.slug as GlobalSlug, draft, select: select as SelectType })) as unknown as Doc,
      ],
    }
  }
  const collection = payload.config.collections.find(({ slug }) => slug === owner.slug)
  if (!collection) return null
  const useAsTitle = collection.admin?.useAsTitle
  return {
    label: french(collection.labels?.singular, req) ?? owner.slug,
    titleField: useAsTitle && useAsTitle !== 'id' ? useAsTitle : undefined,
    hasDrafts: Boolean(collection.versions && collection.versions.drafts),
    read: async (select, draft, wheres) => {
      const docs: Doc[] = []
      for (const where of wheres) {
        const found = await payload.find({
          ...common,
          collection: owner.slug as CollectionSlug,
          where,
          draft,
          pagination: false,
          select: select as SelectType,
        })
        docs.push(...(found.docs as unknown as Doc[]))
      }
      return docs
    },
  }
}

/**
 * Where the document `id` of `target` is used: every collection and global of the config, their
 * published state and, for those with drafts, their latest draft (read by Payload's `draft: true`).
 * Runs in the caller's transaction (`req`), past access control.
 */
export async function findUses(req: PayloadRequest, target: string, id: number | string): Promise<Use[]> {
  const { config } = req.payload
  const defaultLocale = config.localization ? config.localization.defaultLocale : undefined
  const byOwner = new Map<string, Reference[]>()
  for (const reference of referencesTo(config, target)) {
    const key = `${reference.owner.kind}:${reference.owner.slug}`
    byOwner.set(key, [...(byOwner.get(key) ?? []), reference])
  }
  const uses: Use[] = []
  for (const references of byOwner.values()) {
    const owner = ownerOf(req, references[0]!.owner)
    if (!owner) continue
    const select = references.reduce<Tree>(
      (all, reference) => merge(all, selectFor(reference)),
      owner.titleField ? { [owner.titleField]: true } : {},
    )
    // One query per distinct condition: the database narrows, the document decides.
    const wheres = [
      ...new Map(references.map((reference) => candidatesWhere(reference, id, config)).map((w) => [JSON.stringify(w), w])).values(),
    ]
    const found = { published: new Map<string, Doc>(), draft: new Map<string, Doc>() }
    for (const state of owner.hasDrafts ? (['published', 'draft'] as const) : (['published'] as const)) {
      for (const doc of await owner.read(select, state === 'draft', wheres)) {
        if (references.some((reference) => pointsAt(doc, reference, target, id))) found[state].set(String(doc.id ?? ''), doc)
      }
    }
    for (const key of new Set([...found.published.keys(), ...found.draft.keys()])) {
      const doc = found.draft.get(key) ?? found.published.get(key) ?? {}
      const only = !owner.hasDrafts ? undefined : !found.published.has(key) ? 'draft' : !found.draft.has(key) ? 'published' : undefined
      const title =
        references[0]!.owner.kind === 'global'
          ? owner.label
          : (titleOf(owner.titleField ? doc[owner.titleField] : undefined, defaultLocale) ?? `n° ${key}`)
      uses.push({ label: owner.label, title, id: (doc.id as number | string | undefined) ?? key, ...(only ? { only } : {}) })
    }
  }
  return uses
}

const SHOWN = 5

/** « Produit « Lissafin® Pâte », Page « Rénovation » (brouillon) et 3 autres contenus ». */
export function listUses(uses: readonly Use[]): string {
  const names = uses.map(({ label, title, only }) => {
    const note = only === 'draft' ? ' (brouillon)' : only === 'published' ? ' (version publiée)' : ''
    return label === title ? `${label}${note}` : `${label} « ${title} »${note}`
  })
  if (names.length <= SHOWN) return names.join(', ')
  const more = names.length - SHOWN
  return `${names.slice(0, SHOWN).join(', ')} et ${more} ${more === 1 ? 'autre contenu' : 'autres contenus'}`
}

/** The refusal staff read in the toast (one image, or one line per image of a bulk delete). */
export function inUseMessage(filename: string | null, uses: readonly Use[]): string {
  const image = filename ? `L’image « ${filename} »` : 'Cette image'
  return `${image} est utilisée par : ${listUses(uses)}. Retirez-la de ces contenus avant de la supprimer.`
}

/** Payload's status for a document that cannot go while others point at it (logged as one info line). */
export const IN_USE_STATUS = 409

/**
 * Media's `beforeDelete`: refuses the deletion of an image still used, naming where. Payload's
 * delete by id answers the refusal; a bulk delete (the list view) deletes the unused images and
 * lists each refusal (its per-document errors), as one transaction per request.
 */
export const refuseDeletionWhileUsed: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  const uses = await findUses(req, collection.slug, id)
  if (uses.length === 0) return
  const doc = (await req.payload.findByID({
    collection: collection.slug,
    id,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
    select: { filename: true },
  })) as { filename?: unknown } | null
  throw new APIError(inUseMessage(typeof doc?.filename === 'string' ? doc.filename : null, uses), IN_USE_STATUS)
}
