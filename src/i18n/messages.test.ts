import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import { getMessages } from './messages'
import { format, plural } from './template'

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
}

function placeholders(value: unknown): Record<string, string[]> {
  const found: Record<string, string[]> = {}
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') found[path] = [...node.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort()
    else if (typeof node === 'object' && node !== null) for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k)
  }
  walk(value, '')
  return found
}

describe('messages', () => {
  it('has the same keys in French and English', () => {
    expect(keys(en).sort()).toStrictEqual(keys(fr).sort())
  })
  it('uses the same placeholders in both languages', () => {
    expect(placeholders(en)).toStrictEqual(placeholders(fr))
  })
  it('has no empty string', () => {
    for (const catalogue of [fr, en]) {
      const empty = Object.entries(placeholders(catalogue)).filter(([path]) => {
        const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue)
        return typeof value === 'string' && value.trim() === ''
      })
      expect(empty).toStrictEqual([])
    }
  })
  it('keeps the spec wording of the error pages', () => {
    const m = getMessages('fr')
    expect(m.errors.notFound.title).toBe('La page demandée n’existe pas ou plus')
    expect(m.errors.unauthorized.title).toBe('Vous n’êtes pas authorisé à accéder à cette page')
    expect(m.errors.server.title).toBe('Une erreur a eu lieu')
    expect(format(m.errors.header, { status: 404 })).toBe('Page 404')
    expect(m.results.empty).toBe('Désolé, aucun résultat pour votre recherche')
  })
})

describe('format', () => {
  it('fills placeholders and keeps unknown ones', () => {
    expect(format('{a} et {b}', { a: 1, b: 'deux' })).toBe('1 et deux')
    expect(format('{a} et {c}', { a: 1 })).toBe('1 et {c}')
    expect(format('sans', {})).toBe('sans')
  })
  it('does not interpret replacement patterns in values', () => {
    expect(format('{a}', { a: '$& $1' })).toBe('$& $1')
  })
})

describe('plural', () => {
  const forms = { zero: 'Aucun produit', one: '1 produit', other: '{count} produits' }
  it('picks zero, one or other', () => {
    expect(plural(forms, 0)).toBe('Aucun produit')
    expect(plural(forms, 1)).toBe('1 produit')
    expect(plural(forms, 12)).toBe('12 produits')
  })
  it('fills the other placeholders too', () => {
    const results = { zero: 'Aucun point de vente', one: '1 point de vente à {radius} km', other: '{count} points de vente à {radius} km' }
    expect(plural(results, 3, { radius: 50 })).toBe('3 points de vente à 50 km')
  })
})

describe('count messages', () => {
  it('never write « (s) »: each count message has its zero, one and other forms', () => {
    for (const catalogue of [fr, en]) {
      const withS = Object.keys(placeholders(catalogue)).filter((path) => {
        const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue)
        return typeof value === 'string' && value.includes('(s)')
      })
      expect(withS).toStrictEqual([])
    }
  })
  it('read right in English and in French, one and several', () => {
    const [m, f] = [getMessages('en'), getMessages('fr')]
    expect(plural(m.chrome.favouritesCount, 1)).toBe('1 favourite product')
    expect(plural(m.commerce.cartCount, 1)).toBe('1 item in the cart')
    expect(plural(m.chrome.compareCount, 1)).toBe('1 product to compare')
    expect(plural(m.chrome.compareCount, 3)).toBe('3 products to compare')
    expect(plural(m.content.count, 2)).toBe('2 results')
    expect(plural(m.stores.results, 12, { radius: 50, place: 'Lyon' })).toBe('12 stores within 50 km of Lyon')
    expect(plural(m.calculator.modeCoat, 2, { rate: '0.5', unit: 'kg' })).toBe('Consumption: 0.5 kg/m² per coat × 2 coats')
    expect(plural(f.commerce.cartCount, 1)).toBe('1 article dans le panier')
    expect(plural(f.commerce.cartCount, 4)).toBe('4 articles dans le panier')
    expect(plural(f.discovery.compare.count, 2)).toBe('2 produits comparés')
    expect(plural(f.discovery.compare.tableLabel, 1)).toBe('Tableau comparatif d’un produit, à faire défiler horizontalement')
    expect(plural(f.stores.results, 1, { radius: 50, place: 'Lyon' })).toBe('1 point de vente à moins de 50 km de Lyon')
    expect(plural(f.calculator.errorsTitle, 2)).toBe('Le formulaire contient 2 erreurs :')
  })
})
