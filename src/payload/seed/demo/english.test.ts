import { describe, expect, it } from 'vitest'
import { BENEFITS_EN, benefitEn } from './benefits-en'
import type { BlockDef, PageDef } from './page-kit'
import { COMPANY_PAGES } from './pages-company'
import { PAGES_EN } from './pages-en'
import { CATEGORIES } from './categories'
import { CATEGORY_DESCRIPTIONS_EN } from './categories-en'
import { COMPANY } from './company'
import { FAQ } from './faq'
import { FAQ_EN, faqEn } from './faq-en'
import { ADVICE_PAGES, NEWS_PAGES } from './pages-editorial'
import { PAGES } from './pages'
import { PRODUCTS } from './products'
import { DESCRIPTIONS_EN } from './products-en'
import { SETTINGS } from './site'

/** The texts a block shows (its localized fields), one string per block. */
function blockText(block: BlockDef): string {
  switch (block.kind) {
    case 'rich':
      return block.lines.join('\n')
    case 'cta':
      return [block.text, block.label].join('\n')
    case 'image':
      return block.caption
    case 'video':
      return [block.title, block.caption].join('\n')
    case 'downloads':
    case 'faqExtract':
      return block.title
    case 'testimonies':
      return [block.title, ...block.items.flatMap((item) => [item.quote, item.role])].join('\n')
    case 'pushes':
      return [block.title, ...block.items.flatMap((item) => [item.titre, item.text, item.label_link])].join('\n')
    case 'slider':
      return [block.title, ...block.slides.flatMap((slide) => [slide.title, slide.text, slide.label_link])].join('\n')
  }
}

/** Names that keep their French spelling in English: products, the plants' places, a trade show. */
const PROPER_NAMES = [
  ...PRODUCTS.map((product) => product.name.en),
  ...COMPANY.plants.flatMap((plant) => [plant.town, plant.department, plant.region]),
  'Rénov’Expo',
].sort((a, b) => b.length - a.length)

/** The French letters left in an English text once its proper names are taken out. */
function frenchLetters(text: string): string[] {
  const rest = PROPER_NAMES.reduce((left, name) => left.split(name).join(' '), text)
  return rest.match(/[àâçéèêëîïôûùœ]/giu) ?? []
}

/**
 * Pages the seed writes in French only, on purpose (their English route shows the French
 * texts). Empty: every company page, advice page and news item is written in English. A
 * slug added here needs a comment saying why it stays French.
 */
const FRENCH_ONLY: readonly string[] = []

/** The pages whose English texts are checked: every seeded page but the French-only ones. */
const TRANSLATED = PAGES.filter((page) => !FRENCH_ONLY.includes(page.slug))

/** The texts of an English page left empty, equal to the French or with French letters. */
function leftInFrench(page: PageDef): string[] {
  const english = PAGES_EN[page.slug]
  if (!english) return [`${page.slug}: (no English texts)`]
  const pairs: [string, string][] = [
    [page.title, english.title],
    [page.excerpt, english.excerpt],
    ...page.blocks.map((block, index): [string, string] => {
      const translated = english.blocks?.[index]
      return [blockText(block), translated ? blockText(translated) : '']
    }),
  ]
  return pairs
    .filter(([french, text]) => text.trim() === '' || text === french || frenchLetters(text).length > 0)
    .map(([, text]) => `${page.slug}: ${text}`)
}

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

  it('every page the seed writes (company, advice, news) has an English title, excerpt and body, unless French-only', () => {
    expect(PAGES.length).toBeGreaterThan(40)
    // The French-only list names seeded pages only, and none that has English texts after all.
    expect(FRENCH_ONLY.filter((slug) => !PAGES.some((page) => page.slug === slug) || PAGES_EN[slug] !== undefined)).toEqual([])
    expect(TRANSLATED.filter((page) => PAGES_EN[page.slug]?.blocks === undefined).map((page) => page.slug)).toEqual([])
    // English texts only for pages the seed writes (a misspelt slug would never be shown).
    expect(Object.keys(PAGES_EN).filter((slug) => !PAGES.some((page) => page.slug === slug))).toEqual([])
  })

  it('every news item and advice page is written in English, none left in French', () => {
    expect(NEWS_PAGES.length).toBeGreaterThan(15)
    expect(ADVICE_PAGES.length).toBeGreaterThanOrEqual(4)
    // Company pages name French places, addresses and bodies (legal pages), so they are left out of the letter check.
    expect([...ADVICE_PAGES, ...NEWS_PAGES].flatMap(leftInFrench)).toEqual([])
  })

  it('every FAQ entry has an English question and answer, none left in French, and only FAQ entries have one', () => {
    expect(FAQ.length).toBeGreaterThan(30)
    expect(FAQ.filter((entry) => FAQ_EN[entry.question] === undefined).map((entry) => entry.question)).toEqual([])
    expect(Object.keys(FAQ_EN).sort()).toEqual(FAQ.map((entry) => entry.question).sort())
    const leftInFrench = FAQ.flatMap((entry) => {
      const english = FAQ_EN[entry.question]
      if (!english) return []
      return [
        [entry.question, english.question],
        [entry.answer, english.answer],
      ]
        .filter(([french, text]) => !text?.trim() || text === french || frenchLetters(text).length > 0)
        .map(([, text]) => text)
    })
    expect(leftInFrench).toEqual([])
    // Paragraphs stay paragraphs (the answer is plain text, a blank line between paragraphs).
    for (const entry of FAQ) expect(faqEn(entry.question).answer.split('\n\n')).toHaveLength(entry.answer.split('\n\n').length)
    expect(() => faqEn('Une question inconnue ?')).toThrow(/sans traduction anglaise/)
  })

  it('the check for French letters sees them, and lets proper names through', () => {
    expect(frenchLetters('Le séchage complet')).toEqual(['é'])
    expect(frenchLetters('Décoralis® Polished Concrete, made in Vendée')).toEqual([])
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
  it('follow the French blocks one for one (same kinds, same order): company pages, advice pages and news items', () => {
    const withBlocks = PAGES.filter((page) => PAGES_EN[page.slug]?.blocks !== undefined)
    expect(withBlocks.map((page) => page.slug)).toEqual(TRANSLATED.map((page) => page.slug))
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
    for (const page of PAGES) {
      const english = PAGES_EN[page.slug]?.blocks
      if (english) expect(english.map(shared), page.slug).toEqual(page.blocks.map(shared))
    }
  })
})
