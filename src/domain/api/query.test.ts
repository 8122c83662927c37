import { describe, expect, it } from 'vitest'
import { ApiProblem } from './errors'
import { autoParamsSchema, parseFr, productListQuery } from './params'
import { queryToObject } from './query'

const parse = (qs: string) => queryToObject(new URLSearchParams(qs))

describe('queryToObject', () => {
  it('keeps single values as strings and repeated keys as lists', () => {
    expect(parse('a=1&b=x&b=y')).toEqual({ a: '1', b: ['x', 'y'] })
    expect(parse('categories[]=1&categories[]=2')).toEqual({ categories: ['1', '2'] })
    expect(parse('categories[]=1')).toEqual({ categories: ['1'] })
  })

  it('turns the bracket form of caracteristics into the JSON form', () => {
    expect(parse('caracteristics[SUPPORT][]=beton&caracteristics[SUPPORT][]=bois&caracteristics[USAGE]=interieur')).toEqual({
      caracteristics: JSON.stringify({ SUPPORT: ['beton', 'bois'], USAGE: ['interieur'] }),
    })
    expect(parse('caracteristics[SUPPORT][0]=beton')).toEqual({ caracteristics: '{"SUPPORT":["beton"]}' })
  })

  it('takes a code named like what objects inherit as a plain code', () => {
    expect(parse('caracteristics[toString][]=a')).toEqual({ caracteristics: '{"toString":["a"]}' })
    expect(parse('caracteristics[constructor]=a&caracteristics[constructor]=b')).toEqual({ caracteristics: '{"constructor":["a","b"]}' })
    expect(parse('caracteristics[__proto__][]=a')).toEqual({ caracteristics: '{"__proto__":["a"]}' })
  })

  it.each([
    ['caracteristics[SUPPORT][]=a&caracteristics={}', 'caracteristics'],
    ['caracteristics[][]=a', 'caracteristics[][]'],
    ['caracteristics[A][b][c]=a', 'caracteristics[A][b][c]'],
    ['other[A]=a', 'other[A]'],
    ['a]b=1', 'a]b'],
  ])('%s is a 400 on %s', (qs, path) => {
    try {
      parse(qs)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ApiProblem)
      expect((error as ApiProblem).httpStatus).toBe(400)
      expect((error as ApiProblem).body).toMatchObject({ status: 'bad_request', errors: [{ path }] })
    }
  })
})

describe('params', () => {
  it('gives the automatic defaults', () => {
    expect(parseFr(autoParamsSchema, {}).data).toEqual({ site_id: 1, lang: 'fr' })
    expect(parseFr(autoParamsSchema, { sales_plan_id: '2', saleplan_id: '2', lang: 'en' }).data).toEqual({
      site_id: 1,
      lang: 'en',
      sales_plan_id: 2,
      saleplan_id: 2,
    })
  })

  it('reads the product list params', () => {
    const parsed = parseFr(
      productListQuery,
      parse('perPage=5&promoted=true&categories=1,enduits-bois&caracteristics={"SUPPORT":"bois"}&price={"max":3}'),
    )
    expect(parsed.success).toBe(true)
    expect(parsed.data).toMatchObject({
      perPage: 5,
      page: 1,
      promoted: true,
      categories: [1, 'enduits-bois'],
      caracteristics: { SUPPORT: ['bois'] },
      price: { min: null, max: 300 },
    })
  })

  it('answers in French', () => {
    const parsed = parseFr(productListQuery, parse('perPage=0'))
    expect(parsed.error?.issues[0]?.message).toMatch(/trop petit|Nombre/i)
  })
})
