/**
 * The form endpoints of the v1 API: the lists (civility, country, profile), the contest
 * (landing, landing/store) and the POSTs. Same conventions as src/domain/api/endpoints.ts;
 * the OpenAPI document lists them too (request bodies from the shared form schemas).
 */
import { z } from 'zod'
import { TARGETS } from '@/domain/routing/types'
import type { EndpointDef } from '@/domain/api/endpoints'
import { baseQuery } from '@/domain/api/params'
import { apiRegistry } from '@/domain/api/schemas'
import { applicationSchema, contactSchema, landingSchema, trainingSchema, worksiteSchema } from './schemas'

function named<T extends z.ZodType>(id: string, schema: T): T {
  apiRegistry.add(schema, { id })
  return schema
}
const list = <T extends z.ZodType>(id: string, item: T) =>
  named(id, z.object({ data: z.object({ items: z.array(item), total: z.number().int() }) }))

export const codeLabelSchema = named('CodeLabel', z.object({ code: z.string(), label: z.string() }))
export const profileSchema = named(
  'Profile',
  z.object({ code: z.string(), label: z.string(), targets: z.array(z.enum(TARGETS)).describe('Audiences the profile is offered to') }),
)
export const countrySchema = named('Country', z.object({ iso: z.string(), name: z.string() }))
export const landingItemSchema = named(
  'Landing',
  z.object({
    id: z.number().int(),
    technical_name: z.string(),
    title: z.string(),
    intro: z.string(),
    question: z.string(),
    opens_at: z.string(),
    closes_at: z.string(),
    open: z.boolean(),
    rules: z.string(),
  }),
)
export const landingStoreSchema = named('LandingStore', z.object({ id: z.string(), name: z.string(), city: z.string() }))

const def = <T extends EndpointDef>(d: T): T => d

export const FORM_ENDPOINTS = {
  civilityList: def({
    path: '/civility',
    tag: 'forms',
    summary: 'Civilities of the forms',
    query: baseQuery,
    response: list('CivilityListResponse', codeLabelSchema),
  }),
  profileList: def({
    path: '/profile',
    tag: 'forms',
    summary: 'Contact profiles (spec §3), optionally those offered to one audience (target=pro|part)',
    query: baseQuery.extend({ target: z.enum(TARGETS, { error: 'Public attendu : pro ou part' }).optional() }),
    response: list('ProfileListResponse', profileSchema),
  }),
  countryList: def({
    path: '/country',
    tag: 'forms',
    summary: 'Countries (spec §3)',
    query: baseQuery,
    response: list('CountryListResponse', countrySchema),
  }),
  landing: def({
    path: '/landing',
    tag: 'forms',
    summary: 'A contest by technical name',
    query: baseQuery.extend({
      technical_name: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'Nom technique attendu (minuscules, chiffres, tirets)' }),
    }),
    response: named('LandingResponse', z.object({ data: landingItemSchema })),
    errors: [404],
  }),
  landingStores: def({
    path: '/landing/store',
    tag: 'forms',
    summary: 'Participating stores of a contest',
    query: baseQuery.extend({ landing_id: z.coerce.number().int().min(1) }),
    response: list('LandingStoreListResponse', landingStoreSchema),
    errors: [404],
  }),
} as const

export interface FormPostDef {
  path: string
  summary: string
  body: z.ZodType
  multipart?: boolean
}

export const FORM_POSTS: Record<string, FormPostDef> = {
  contact: { path: '/contact', summary: 'Contact request, routed to the team of its subject', body: contactSchema },
  constructionStarts: { path: '/construction-starts', summary: 'Worksite start declaration', body: worksiteSchema },
  application: {
    path: '/application',
    summary: 'Job or spontaneous application with a CV (PDF, DOC, DOCX, 5 MB)',
    body: applicationSchema,
    multipart: true,
  },
  trainingInscription: {
    path: '/training-inscription',
    summary: 'Registration to a training session (1 to 5 participants)',
    body: trainingSchema,
  },
  landingData: { path: '/landing/data', summary: 'Contest entry', body: landingSchema },
}

export const CREATED_RESPONSE = named('CreatedResponse', z.object({ data: z.object({ id: z.number().int() }).loose() }))
