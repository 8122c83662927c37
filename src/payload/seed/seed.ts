/**
 * Idempotent demo seed: fills an empty database with the Ardalis demo content, and
 * leaves an already seeded one unchanged. Every document is looked up by its unique
 * key (target, url, code, technicalName, slug, reference, from, upload file name)
 * before being created or updated.
 */
import type { CollectionSlug, Payload } from 'payload'
import { seedRedirects } from './redirects'
import { seedCategories, seedCharacteristics, seedProducts } from './steps/catalogue'
import { seedCommerce } from './steps/commerce'
import { menuChildKeys, seedMenus, seedPages } from './steps/content'
import { seedBrochures, seedDossiers } from './steps/dossiers'
import { seedFaq } from './steps/faq'
import { seedForms } from './steps/forms'
import { Library } from './steps/library'
import { seedHomeVisuals, seedSalesPlans, seedSettings, seedSite } from './steps/site'
import { seedStores } from './stores'
import { seedTeintes } from './teintes'
import type { SeedOptions, SeedReport } from './types'
import type { SeedContext } from './util'

export type { SeedReport } from './types'

const REPORTED: (keyof SeedReport & CollectionSlug)[] = [
  'sales-plans',
  'sites',
  'settings',
  'characteristics',
  'categories',
  'products',
  'media',
  'documents',
  'pages',
  'faq',
  'dossiers',
  'menus',
  'redirects',
  'stores',
  'teintes',
]

export async function seed(payload: Payload, opts: SeedOptions): Promise<SeedReport> {
  const log = opts.log ?? ((msg: string) => payload.logger.info(msg))
  const ctx: SeedContext = { payload, log }
  const started = performance.now()
  const step = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
    const t0 = performance.now()
    const result = await run()
    log(`  (${label} : ${((performance.now() - t0) / 1000).toFixed(1)} s)`)
    return result
  }

  const plans = await step('plans de vente', () => seedSalesPlans(ctx))
  await step('site', () => seedSite(ctx, plans))
  await step('paramètres', () => seedSettings(ctx))
  const library = await Library.load(ctx)
  await step('illustrations de l’accueil', () => seedHomeVisuals(ctx, library, plans))
  const characteristics = await step('caractéristiques', () => seedCharacteristics(ctx))
  const categories = await step('catégories', () => seedCategories(ctx, library))
  await step('produits', () => seedProducts(ctx, library, categories.ids, characteristics))
  const pages = await step('pages', () => seedPages(ctx, library))
  await step('FAQ', () => seedFaq(ctx))
  await step('brochures', () => seedBrochures(library))
  await step('dossiers', () => seedDossiers(ctx, library))
  await step('offres, formations, jeu-concours', async () => log(await seedForms(payload)))
  // After the job offers: a redirect must lead to a page that exists (collection `redirects`).
  await step('redirections', () => seedRedirects(ctx))
  await step('points de vente', () => seedStores(ctx, opts.communes))
  await step('teintes', () => seedTeintes(ctx))
  await step('boutique', () => seedCommerce(ctx, categories.ids))
  await step('menus', () => seedMenus(ctx, { pages, categoryCovers: categories.covers, library, childKeys: menuChildKeys(payload) }))
  log(library.tally.toString())
  log(library.docTally.toString())

  const counts = await Promise.all(REPORTED.map((collection) => payload.count({ collection, overrideAccess: true })))
  const report = Object.fromEntries(REPORTED.map((collection, i) => [collection, counts[i]?.totalDocs ?? 0])) as SeedReport
  log(`Seed terminé en ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return report
}
