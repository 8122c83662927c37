/** Every CMS page the seed writes (company pages, advice pages, news items), in seeding order. */
import type { PageDef } from './page-kit'
import { COMPANY_PAGES } from './pages-company'
import { ADVICE_PAGES, NEWS_PAGES } from './pages-editorial'

export const PAGES: readonly PageDef[] = [...COMPANY_PAGES, ...ADVICE_PAGES, ...NEWS_PAGES]
