import { describe, expect, it } from 'vitest'
import { parseMailbox } from './payload-adapter'

describe('parseMailbox', () => {
  it('splits a name and an address', () => {
    expect(parseMailbox('Ardalis <ne-pas-repondre@ardalis.example>')).toEqual({
      name: 'Ardalis',
      address: 'ne-pas-repondre@ardalis.example',
    })
    expect(parseMailbox('"Service client Ardalis" <contact@ardalis.example>')).toEqual({
      name: 'Service client Ardalis',
      address: 'contact@ardalis.example',
    })
  })

  it('takes a bare address as the address', () => {
    expect(parseMailbox(' contact@ardalis.example ')).toEqual({ name: '', address: 'contact@ardalis.example' })
  })
})
