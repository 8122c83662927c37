import { describe, expect, it } from 'vitest'
import { companyIdentity } from './company'
import type { SiteSettings } from './types'

const settings = (byCode: SiteSettings['byCode']): SiteSettings => ({
  byCode,
  brandName: 'Ardalis',
  phone: null,
  socials: [],
  regionalSites: [],
})

describe('companyIdentity', () => {
  it('reads the legal entity, the head office and the plants from their settings', () => {
    const identity = companyIdentity(
      settings({
        company_legal: [
          { key: 'name', value: 'Ardalis SAS', label: null },
          { key: 'capital', value: '4 500 000 €', label: null },
          { key: 'rcs', value: 'RCS Blois 912 345 678', label: null },
        ],
        company_address: [
          { key: 'street', value: '12 rue des Plâtriers', label: null },
          { key: 'postcode', value: '41000', label: null },
          { key: 'city', value: 'Blois', label: null },
        ],
        company_plants: [
          { key: '41', value: 'Blois', label: 'poudres' },
          { key: '63', value: 'Riom', label: '' },
        ],
      }),
    )
    expect(identity).toEqual({
      legalName: 'Ardalis SAS',
      legalForm: null,
      // Non-breaking spaces inside the numbers and between postcode and town: no line ends there.
      capital: '4\u00a0500\u00a0000\u00a0€',
      rcs: 'RCS Blois 912\u00a0345\u00a0678',
      address: { street: '12 rue des Plâtriers', locality: '41000\u00a0Blois' },
      plants: [
        { town: 'Blois', makes: 'poudres' },
        { town: 'Riom', makes: null },
      ],
    })
  })

  it('writes the share capital the English way on English pages (« €4,500,000 », not « 4 500 000 € »)', () => {
    const legal = settings({
      company_legal: [
        { key: 'name', value: 'Ardalis SAS', label: null },
        { key: 'capital', value: '4 500 000 €', label: null },
      ],
    })
    expect(companyIdentity(legal, 'en')?.capital).toBe('€4,500,000')
    expect(companyIdentity(legal, 'fr')?.capital).toBe('4\u00a0500\u00a0000\u00a0€')
  })

  it('is null without a legal name, and leaves out an incomplete address', () => {
    expect(companyIdentity(settings({}))).toBeNull()
    expect(companyIdentity(settings({ company_legal: [{ key: 'name', value: '  ', label: null }] }))).toBeNull()
    const partial = companyIdentity(
      settings({
        company_legal: [{ key: 'name', value: 'Ardalis SAS', label: null }],
        company_address: [{ key: 'city', value: 'Blois', label: null }],
      }),
    )
    expect(partial?.address).toBeNull()
  })
})
