import { describe, expect, it } from 'vitest'
import { createPageCheck } from './page-check'

/** A server that answers from a set of pages, and counts the questions. */
function server(pages: Set<string>) {
  const asked: string[] = []
  let failing = false
  return {
    asked,
    fail(on: boolean) {
      failing = on
    },
    ask: async (pathname: string) => {
      asked.push(pathname)
      return failing ? null : pages.has(pathname)
    },
  }
}

describe('createPageCheck (the edge asks the server what only a loader can call a 404)', () => {
  it('answers the server’s verdict: a page, or not', async () => {
    const s = server(new Set(['/fr/enduit-particuliers/categorie/bois']))
    const isPageAt = createPageCheck(s.ask, () => 0)
    expect(await isPageAt('/fr/enduit-particuliers/categorie/bois', 'http://x')).toBe(true)
    expect(await isPageAt('/en/enduit-particuliers/category/bois/_p__2', 'http://x')).toBe(false)
  })

  it('remembers a page until the next edit, and asks again for a 404 each time', async () => {
    const pages = new Set(['/a'])
    const s = server(pages)
    let generation = 0
    const isPageAt = createPageCheck(s.ask, () => generation)
    await isPageAt('/a', 'o')
    await isPageAt('/a', 'o')
    await isPageAt('/missing', 'o')
    await isPageAt('/missing', 'o')
    expect(s.asked).toEqual(['/a', '/missing', '/missing'])
    // The page is unpublished: once the edit is counted, it is asked again and is a 404.
    pages.delete('/a')
    generation = 1
    expect(await isPageAt('/a', 'o')).toBe(false)
    // A page published a moment ago is found.
    pages.add('/missing')
    expect(await isPageAt('/missing', 'o')).toBe(true)
  })

  it('lets the address through when the server cannot tell, and does not remember that', async () => {
    const s = server(new Set())
    const isPageAt = createPageCheck(s.ask, () => 0)
    s.fail(true)
    expect(await isPageAt('/x', 'o')).toBe(true)
    s.fail(false)
    expect(await isPageAt('/x', 'o')).toBe(false)
    expect(s.asked).toEqual(['/x', '/x'])
  })

  it('does not keep an answer given while an edit was counted', async () => {
    let generation = 0
    const isPageAt = createPageCheck(
      async () => {
        generation += 1
        return true
      },
      () => generation,
    )
    await isPageAt('/a', 'o')
    await isPageAt('/a', 'o')
    expect(generation).toBe(2)
  })

  it('keeps at most the given number of pages, forgetting the least recently asked for', async () => {
    const s = server(new Set(['/a', '/b', '/c']))
    const isPageAt = createPageCheck(s.ask, () => 0, 2)
    await isPageAt('/a', 'o')
    await isPageAt('/b', 'o')
    await isPageAt('/a', 'o') // /a is now the most recent
    await isPageAt('/c', 'o') // /b goes
    s.asked.length = 0
    await isPageAt('/a', 'o')
    await isPageAt('/c', 'o')
    await isPageAt('/b', 'o')
    expect(s.asked).toEqual(['/b'])
  })
})
