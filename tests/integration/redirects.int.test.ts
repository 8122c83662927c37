/** The back office refuses a legacy redirect whose site-relative target leads to no page (issue 20). */
import { ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadClient } from '../../src/data/payload'
import { JOBS } from '../../src/payload/seed/demo/forms'
import type { User } from '../../src/payload-types'

const NO_PAGE = 'Cette adresse ne mène à aucune page du site.'
const EMAIL = 'redirections.equipe@ardalis.example'
let payload: Payload
let staff: User
const created: number[] = []

/** Saves a redirect as a member of staff would in /admin (their rights, the collection's validation). */
async function save(to: string, from = `/ancien-site/test-${created.length}-${Date.now()}.html`) {
  const doc = await payload.create({
    collection: 'redirects',
    data: { from, to, code: '301' },
    user: staff,
    overrideAccess: false,
    context: { disableRevalidate: true },
  })
  created.push(doc.id)
  return doc
}

/** The field errors of a refused save. */
async function refusal(write: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  const error: unknown = await write.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map(({ path, message }) => ({ path, message }))
}

beforeAll(async () => {
  payload = await payloadClient()
  staff = (await payload.create({
    collection: 'users',
    data: { email: EMAIL, password: 'Redirections-Equipe-2026!', name: 'Équipe web', role: 'editor' },
  })) as User
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'redirects', id, context: { disableRevalidate: true } })
  await payload.delete({ collection: 'users', id: staff.id })
})

describe('a redirect saved in the back office', () => {
  it.each([
    ['a product that does not exist', '/fr/enduit-professionnels/produit/enduit-qui-n-existe-pas'],
    ['a documentation type the page does not list', '/fr/enduit-professionnels/documentation-technique/fds'],
    ['a CMS page of the other audience only', '/fr/enduit-particuliers/calendrier-des-formations-2026'],
    ['an address of no route', '/fr/enduit-professionnels/produit'],
    ['a category of the other audience', '/fr/enduit-professionnels/categorie/reboucher'],
  ])('is refused when its target is %s', async (_, to) => {
    expect(await refusal(save(to))).toEqual([{ path: 'to', message: NO_PAGE }])
  })

  it('keeps the shape rule: a target is site-relative or an http(s) address', async () => {
    expect(await refusal(save('www.ardalis.fr/produits'))).toEqual([
      { path: 'to', message: 'La nouvelle adresse doit commencer par « / » ou « https:// ».' },
    ])
  })

  it.each([
    ['a product', '/fr/enduit-professionnels/produit/lissafin-pate'],
    ['a product with a query string', '/fr/enduit-professionnels/produit/lissafin-pate?utm_source=ancien-site'],
    ['a fixed page', '/fr/enduit-professionnels/carrieres'],
    ['a documentation type', '/fr/enduit-professionnels/documentation-technique/fiches-de-donnees-de-securite'],
    ['a category', '/fr/enduit-particuliers/categorie/reboucher'],
    ['a news item', '/fr/enduit-professionnels/calendrier-des-formations-2026'],
    ['an external address', 'https://www.example.org/catalogue-2019.pdf'],
  ])('is saved when its target is %s', async (_, to) => {
    expect((await save(to)).to).toBe(to)
  })

  it('is saved when its target is a job offer', async () => {
    const job = JOBS[0]
    expect(job).toBeDefined()
    expect((await save(`/fr/enduit-professionnels/${job?.slug}`)).to).toBe(`/fr/enduit-professionnels/${job?.slug}`)
  })

  it('cannot be changed to lead nowhere', async () => {
    const doc = await save('/fr/enduit-professionnels/produit/lissafin-pate')
    const update = payload.update({
      collection: 'redirects',
      id: doc.id,
      data: { to: '/fr/enduit-professionnels/page-supprimee' },
      user: staff,
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    expect(await refusal(update)).toEqual([{ path: 'to', message: NO_PAGE }])
  })
})
