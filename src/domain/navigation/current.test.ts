import { describe, expect, it } from 'vitest'
import { currentSection } from './current'
import type { MenuLink } from './types'

function link(label: string, href: string | null, childs: MenuLink[] = [], external = false): MenuLink {
  return {
    label,
    type: href === null ? 'no_destination' : 'slug',
    href,
    external,
    code: null,
    slug: null,
    color: null,
    cover: null,
    extract: null,
    pushes: [],
    childs,
  }
}

const part = '/fr/enduit-particuliers'
const menu: MenuLink[] = [
  link('Nos enduits', `${part}/categorie`, [link('Lisser', null, [link('Lisser en finition', `${part}/categorie/lisser-en-finition`)])]),
  link('Guide de choix', null),
  link('Conseils', `${part}/conseils`, [link('Lisser un mur abîmé', `${part}/conseils/lisser-un-mur-abime`)]),
  link('Services', null, [link('Calculateur', `${part}/calculateur-de-quantite`), link('Portail', 'https://portail.example/', [], true)]),
  link('Actualités', `${part}/actualites`),
]

describe('currentSection', () => {
  it('marks nothing on the home page (no trail) nor on a page outside the menu', () => {
    expect(currentSection(menu, [])).toBeNull()
    expect(currentSection(menu, [`${part}/mentions-legales`])).toBeNull()
  })

  it('marks "Nos enduits" on a product (trail through our fillers and a category), not as the page itself', () => {
    const trail = [`${part}/categorie`, `${part}/categorie/lisser-en-finition`, `${part}/produit/lissafin-pate`]
    expect(currentSection(menu, trail)).toStrictEqual({ index: 0, page: false })
  })

  it('marks the entry as the page when its own address is the current page', () => {
    expect(currentSection(menu, [`${part}/actualites`])).toStrictEqual({ index: 4, page: true })
    expect(currentSection(menu, [`${part}/conseils/`])).toStrictEqual({ index: 2, page: true })
  })

  it('marks the section of a sub-entry: an advice article, a service', () => {
    expect(currentSection(menu, [`${part}/conseils`, `${part}/conseils/lisser-un-mur-abime`])).toStrictEqual({ index: 2, page: false })
    expect(currentSection(menu, [`${part}/calculateur-de-quantite`])).toStrictEqual({ index: 3, page: false })
  })

  it('ignores the query and the hash of menu addresses, and external entries', () => {
    const items = [link('Outils', null, [link('Magasins', `${part}/ou-trouver-nos-produits?ville=blois#carte`)]), menu[3] as MenuLink]
    expect(currentSection(items, [`${part}/ou-trouver-nos-produits`])).toStrictEqual({ index: 0, page: false })
    expect(currentSection(items, ['https://portail.example/'])).toBeNull()
  })
})
