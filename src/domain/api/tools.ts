/**
 * Parameters and response shapes of the worksite tools' endpoints (store locator,
 * town lookup, barcode scan, colour chart), registered with the other v1 schemas so
 * that they appear in the OpenAPI document. Pure: zod only.
 */
import { z } from 'zod'
import { MAX_RADIUS, DEFAULT_RADIUS } from '@/domain/tools/geo'
import { STORE_RANGES, STORE_TYPES, TEINTE_FAMILIES } from '@/domain/tools/store-types'
import { autoParams } from './params'
import { apiRegistry, productRefSchema, productSchema, variantSchema } from './schemas'

function named<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  apiRegistry.add(schema, description ? { id, description } : { id })
  return schema
}

const int = () => z.number().int()
const target = z.enum(['pro', 'part'])
const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(20))

// ── Parameters ───────────────────────────────────────────────────────────────

export const storeLocatorQuery = z
  .object({
    ...autoParams,
    lat: z.coerce.number().min(-90).max(90).optional().meta({ description: 'Latitude of the search centre (with lng)' }),
    lng: z.coerce.number().min(-180).max(180).optional().meta({ description: 'Longitude of the search centre (with lat)' }),
    city: z.string().trim().min(1).max(100).optional().meta({
      description: 'A town instead of a position: INSEE code, postcode or name (the most populous match is used)',
    }),
    radius: z.coerce
      .number()
      .min(1)
      .max(MAX_RADIUS)
      .default(DEFAULT_RADIUS)
      .meta({ description: `Radius in km, 1–${MAX_RADIUS} (default ${DEFAULT_RADIUS})` }),
    type: list(z.enum(STORE_TYPES))
      .optional()
      .meta({ description: `Store types, comma-separated: ${STORE_TYPES.join(', ')}` }),
    audience: target.optional().meta({ description: 'Only stores serving this audience (pro or part)' }),
    limit: z.coerce.number().int().min(1).max(100).default(20).meta({ description: 'Stores returned, 1–100 (default 20), nearest first' }),
  })
  .superRefine((q, ctx) => {
    const hasLat = q.lat !== undefined
    const hasLng = q.lng !== undefined
    if (hasLat !== hasLng) ctx.addIssue({ code: 'custom', path: [hasLat ? 'lng' : 'lat'], message: 'lat et lng vont ensemble' })
    else if (!hasLat && q.city === undefined)
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'Indiquez une position (lat, lng) ou une ville (city)' })
    else if (hasLat && q.city !== undefined)
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'Une position ou une ville, pas les deux' })
  })

export const cityQuery = z.object({
  ...autoParams,
  q: z.string().trim().min(1).max(100).meta({ description: 'Postcode (or its first digits), INSEE code or town name (or its beginning)' }),
  limit: z.coerce.number().int().min(1).max(50).default(10).meta({ description: 'Towns returned, 1–50 (default 10)' }),
})

export const scanPath = z.object({
  code: z.string().regex(/^\d{1,14}$/, { error: 'Code-barres attendu : 1 à 14 chiffres' }),
})

export const teinteQuery = z.object({
  ...autoParams,
  family: z.enum(TEINTE_FAMILIES).optional().meta({ description: 'Only the tints of one family' }),
})

// ── Responses ────────────────────────────────────────────────────────────────

export const storeSchema = named(
  'Store',
  z.object({
    id: int(),
    name: z.string(),
    type: z.enum(STORE_TYPES),
    type_label: z.string(),
    address: z.string(),
    postcode: z.string(),
    city: z.string(),
    country: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    phone: z.string().nullable(),
    opening_hours: z.array(z.string()),
    targets: z.array(target),
    ranges: z.array(z.enum(STORE_RANGES)),
    distance: z.number().meta({ description: 'Distance from the search centre in km (0.1 km)' }),
    directions_url: z.string(),
  }),
)

export const citySchema = named(
  'City',
  z.object({
    code: z.string().meta({ description: 'INSEE code' }),
    name: z.string(),
    postcodes: z.array(z.string()),
    department: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    precise: z.boolean().meta({ description: 'false: the town is placed at its département’s centre (no coordinates of its own)' }),
  }),
)

export const storeLocatorResponse = named(
  'StoreLocatorResponse',
  z.object({
    data: z.object({
      items: z.array(storeSchema),
      total: int().meta({ description: 'Stores within the radius matching the filters (items holds the first `limit`)' }),
      radius: z.number(),
      origin: z.object({ latitude: z.number(), longitude: z.number(), city: citySchema.nullable() }),
    }),
  }),
)

export const cityListResponse = named('CityListResponse', z.object({ data: z.object({ items: z.array(citySchema), total: int() }) }))

export const scanResponse = named(
  'ProductScanResponse',
  z.object({
    data: z.object({
      product: productSchema,
      item: variantSchema.meta({ description: 'The variant (pack) whose GTIN was scanned' }),
      error: z.null(),
      targets: z
        .array(target)
        .meta({ description: 'Audiences selling this variant; product.url points to the first of them, the current plan first' }),
    }),
  }),
)

export const teinteSchema = named(
  'Teinte',
  z.object({
    id: int(),
    code: z.string(),
    name: z.string(),
    color: z.string(),
    family: z.enum(TEINTE_FAMILIES),
    family_label: z.string(),
    products: z.array(productRefSchema).meta({ description: 'Products of the current plan available in this tint' }),
  }),
)

export const teinteListResponse = named('TeinteListResponse', z.object({ data: z.object({ items: z.array(teinteSchema), total: int() }) }))

export type ApiStore = z.output<typeof storeSchema>
export type ApiCity = z.output<typeof citySchema>
export type StoreLocatorResponse = z.output<typeof storeLocatorResponse>
export type CityListResponse = z.output<typeof cityListResponse>
export type ScanResponse = z.output<typeof scanResponse>
export type TeinteListResponse = z.output<typeof teinteListResponse>
