/** Bad input is a 400 with a readable French message, never a 500. */
import { describe, expect, it } from 'vitest'
import type { BadRequestBody } from '../../src/domain/api/schemas'
import { fails, get } from './support/api'

const BAD: [string, string, RegExp?][] = [
  ['/product?lang=de', 'lang', /Option invalide/],
  ['/product?site_id=abc', 'site_id'],
  ['/product?site_id=42', 'site_id', /Site inconnu : 42/],
  ['/product?sales_plan_id=999', 'sales_plan_id', /Plan de vente inconnu : 999/],
  ['/product?saleplan_id=0', 'saleplan_id'],
  ['/product?sales_plan_id=1&saleplan_id=2', 'saleplan_id', /se contredisent/],
  ['/product?perPage=0', 'perPage'],
  ['/product?perPage=101', 'perPage'],
  ['/product?perPage=2.5', 'perPage'],
  ['/product?page=0', 'page'],
  ['/product?page=x', 'page'],
  ['/product?promoted=yes', 'promoted'],
  ['/product?orderBy=price', 'orderBy'],
  ['/product?categories=Pas%20un%20slug', 'categories.0'],
  ['/product?categories=categorie-inconnue', 'categories', /Catégorie inconnue/],
  ['/product?caracteristics=%7Bnot-json', 'caracteristics', /JSON invalide/],
  ['/product?caracteristics=%5B%22SUPPORT%22%5D', 'caracteristics'],
  ['/product?caracteristics=%7B%22support%22%3A%5B%22bois%22%5D%7D', 'caracteristics.support', /Nom technique en majuscules/],
  ['/product?caracteristics=%7B%22INCONNUE%22%3A%5B%22x%22%5D%7D', 'caracteristics.INCONNUE', /Caractéristique inconnue/],
  ['/product?caracteristics%5BSUPPORT%5D%5Bx%5D%5By%5D=bois', 'caracteristics[SUPPORT][x][y]'],
  ['/product?caracteristics%5BtoString%5D%5B%5D=bois', 'caracteristics.toString', /Nom technique en majuscules/],
  ['/filters-products?caracteristics%5B__proto__%5D=bois', 'caracteristics.__proto__', /Nom technique en majuscules/],
  ['/product?caracteristics=%7B%22__proto__%22%3A%5B%22bois%22%5D%7D', 'caracteristics.__proto__', /Nom technique en majuscules/],
  ['/product?caracteristics%5BSUPPORT%5D%5B%5D=bois&caracteristics=%7B%7D', 'caracteristics', /pas les deux/],
  ['/product?price=%7Bmin', 'price', /JSON invalide/],
  ['/product?lang=fr&lang=en', 'lang'],
  ['/product?text=' + 'x'.repeat(201), 'text'],
  ['/filters-products?guide_de_choix=2', 'guide_de_choix'],
  ['/url?perPage=5000', 'perPage'],
  ['/url/entity?slug=x', 'entity_type'],
  ['/url/entity?entity_type=product', 'slug'],
  ['/url/entity?entity_type=user&slug=x', 'entity_type'],
  ['/url/entity?entity_type=product&slug=Bad_Slug', 'slug'],
  ['/category?depth=9', 'depth'],
  ['/category?parent=inconnue', 'parent', /Catégorie inconnue/],
  ['/product/Bad%20Slug', 'id'],
  ['/menu/menu%20pro', 'id'],
  ['/setting/CODE', 'code'],
  ['/site/abc', 'id'],
  ['/page/Mentions_Legales', 'slug'],
]

describe('400 on bad params', () => {
  it.each(BAD)('%s → 400 on %s', async (path, param, detail) => {
    const { status, body } = await fails(path)
    expect(status).toBe(400)
    const bad = body as BadRequestBody
    expect(bad.status).toBe('bad_request')
    expect(bad.message).toMatch(/^Paramètres? invalides? : /)
    expect(bad.message).toContain(param)
    expect(bad.errors.map((e) => e.path)).toContain(param)
    if (detail) expect(bad.errors.map((e) => e.message).join(' ')).toMatch(detail)
  })

  it('error answers are not cached', async () => {
    const { headers } = await get('/product?lang=de')
    expect(headers.get('cache-control')).toBe('no-store')
  })
})

describe('other errors', () => {
  it('an unknown /api/v1 path is a JSON 404 in the API format', async () => {
    const { status, body } = await get<{ status: string; message: string }>('/produits')
    expect(status).toBe(404)
    expect(body).toEqual({ status: 'not_found', message: 'Ressource inconnue : /api/v1/produits' })
  })

  it('unknown params are ignored, the automatic ones accepted everywhere', async () => {
    for (const path of ['/product', '/setting', '/sitemap', '/menu', '/category', '/site', '/page', '/url']) {
      const { status } = await get(`${path}?site_id=1&lang=fr&sales_plan_id=1&saleplan_id=1&_=123&utm_source=x`)
      expect(status, path).toBe(200)
    }
  })
})
