/**
 * The 404s only a page's loader can tell (decision 132): the edge asks this server's internal
 * page check (`/api/internal/page?path=`) before anything renders, and the answer comes from the
 * same resolution as the page (`isPage`). Here the handler itself, on the demo seed, for the QA's
 * addresses (a French-only job offer under /en, a news tag with no news, a page past the last)
 * next to the pages they are close to. The HTTP answers (404, `lang="en"`, the 404 page's
 * heading in the HTML) are checked end to end in tests/e2e/not-found-lang.spec.ts.
 */
import { describe, expect, it } from 'vitest'
import { GET } from '../../src/app/api/internal/page/route'
import { needsPageCheck } from '../../src/domain/routing/page-check'
import { parse } from '../../src/domain/routing/routes'
import { INTERNAL_HEADER, internalToken } from '../../src/edge/internal-token'

async function check(path: string, headers: Record<string, string> = { [INTERNAL_HEADER]: internalToken() }) {
  const response = await GET(new Request(`http://localhost:3000/api/internal/page?path=${encodeURIComponent(path)}`, { headers }))
  return { status: response.status, body: (await response.json()) as { page?: boolean } }
}

const NOT_PAGES = [
  '/en/enduit-professionnels/emploi-cariste-preparateur-commandes',
  '/en/enduit-particuliers/news/event',
  '/en/enduit-particuliers/category/bois/_p__2',
]

const PAGES = [
  '/fr/enduit-professionnels/emploi-cariste-preparateur-commandes',
  '/en/enduit-particuliers/news/evenement',
  '/en/enduit-particuliers/category/bois',
]

describe('the internal page check', () => {
  it('calls the QA’s addresses no page, and the edge asks about each of them', async () => {
    for (const path of NOT_PAGES) {
      const route = parse(path)
      expect(route, `${path} parses: the edge's route table lets it through`).not.toBeNull()
      expect(needsPageCheck(route!), `${path} is asked about`).toBe(true)
      expect(await check(path), path).toStrictEqual({ status: 200, body: { page: false } })
    }
  })

  it('calls the pages next to them pages', async () => {
    for (const path of PAGES) expect(await check(path), path).toStrictEqual({ status: 200, body: { page: true } })
  })

  it('answers the edge only', async () => {
    expect((await check(NOT_PAGES[0]!, {})).status).toBe(403)
    expect((await check(NOT_PAGES[0]!, { [INTERNAL_HEADER]: 'forged' })).status).toBe(403)
  })

  it('refuses a path that is no address', async () => {
    const response = await GET(new Request('http://localhost:3000/api/internal/page', { headers: { [INTERNAL_HEADER]: internalToken() } }))
    expect(response.status).toBe(400)
    expect((await check('fr/contact')).status).toBe(400)
  })
})
