import { describe, expect, it } from 'vitest'
import { BENEFITS_EN, benefitEn } from './benefits-en'
import type { BlockDef } from './page-kit'
import { COMPANY_PAGES } from './pages-company'
import { PAGES_EN } from './pages-en'
import { CATEGORIES } from './categories'
import { CATEGORY_DESCRIPTIONS_EN } from './categories-en'
import { PRODUCTS } from './products'
import { DESCRIPTIONS_EN } from './products-en'
import { SETTINGS } from './site'

/** English texts of what the English routes show (issue 22). */
describe('English seed texts', () => {
  it('every product benefit has an English text, and no English text is left in French', () => {
    const benefits = PRODUCTS.flatMap((product) => product.benefits)
    expect(benefits.length).toBeGreaterThan(100)
    expect(benefits.filter((text) => BENEFITS_EN[text] === undefined)).toEqual([])
    expect(Object.entries(BENEFITS_EN).filter(([french, english]) => english === french || /[àâçéèêëîïôûù]/i.test(english))).toEqual([])
    expect(() => benefitEn('Un point fort inconnu')).toThrow(/sans traduction anglaise/)
  })

  it('every product has an English description, and only products have one', () => {
    expect(PRODUCTS.filter((product) => DESCRIPTIONS_EN[product.slug] === undefined).map((product) => product.slug)).toEqual([])
    expect(Object.keys(DESCRIPTIONS_EN).sort()).toEqual(PRODUCTS.map((product) => product.slug).sort())
    for (const product of PRODUCTS) expect(DESCRIPTIONS_EN[product.slug]).not.toBe(product.description)
  })

  it('every category has an English description', () => {
    expect(Object.keys(CATEGORY_DESCRIPTIONS_EN).sort()).toEqual(CATEGORIES.map((category) => category.slug).sort())
    for (const category of CATEGORIES) expect(CATEGORY_DESCRIPTIONS_EN[category.slug]).not.toBe(category.description)
  })

  it('every company page has an English title and excerpt', () => {
    expect(COMPANY_PAGES.filter((page) => PAGES_EN[page.slug] === undefined).map((page) => page.slug)).toEqual([])
    for (const page of COMPANY_PAGES) expect(PAGES_EN[page.slug]?.title).not.toBe(page.title)
  })

  it('the footer values of both audiences have English values and labels', () => {
    for (const code of ['footer_values_pro', 'footer_values_part']) {
      const values = SETTINGS.find((setting) => setting.code === code)?.values ?? []
      expect(values).toHaveLength(4)
      for (const value of values) {
        expect(value.en?.value).toBeTruthy()
        expect(value.en?.label).toBeTruthy()
      }
    }
  })
})

describe('English blocks of the pages', () => {
  it('follow the French blocks one for one (same kinds, same order), the legal pages included', () => {
    const withBlocks = COMPANY_PAGES.filter((page) => PAGES_EN[page.slug]?.blocks !== undefined)
    // Every company page is written in English (none left to show its French body on an English route).
    expect(COMPANY_PAGES.filter((page) => PAGES_EN[page.slug]?.blocks === undefined).map((page) => page.slug)).toEqual([])
    for (const page of withBlocks) {
      expect(PAGES_EN[page.slug]?.blocks?.map((block) => block.kind)).toEqual(page.blocks.map((block) => block.kind))
    }
  })

  it('keep the fields that are not localized (links, images, documents, video, authors, rows) equal to the French ones', () => {
    // Only the texts are localized: an English link or row count would overwrite the French page's.
    const shared = (block: BlockDef): unknown => {
      switch (block.kind) {
        case 'rich':
          return null
        case 'cta':
          return block.link
        case 'image':
          return block.visual
        case 'video':
          return block.youtubeId
        case 'downloads':
          return block.brochures
        case 'faqExtract':
          return [block.tag, block.limit]
        case 'testimonies':
          return block.items.map((item) => item.author)
        case 'pushes':
          return block.items.map((item) => [item.link, item.visual])
        case 'slider':
          return block.slides.map((slide) => [slide.link, slide.visual])
      }
    }
    for (const page of COMPANY_PAGES) {
      const english = PAGES_EN[page.slug]?.blocks
      if (english) expect(english.map(shared), page.slug).toEqual(page.blocks.map(shared))
    }
  })
})
