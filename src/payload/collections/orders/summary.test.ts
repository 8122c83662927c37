import { describe, expect, it } from 'vitest'
import { billingText, deliveryText } from './summary'

const rousseau = {
  label: 'Maison',
  civility: 'M.',
  firstname: 'Thomas',
  lastname: 'Rousseau',
  company: null,
  address: '4 rue des Carmes',
  address2: null,
  zipcode: '45000',
  city: 'Orléans',
  country: 'FR',
  phone: '02 38 00 00 00',
}
const home = { code: 'domicile', name: 'Livraison à domicile', kind: 'home' as const, delay: '48 à 72 h' }
const empty = { name: null, address: null, postcode: null, city: null }

describe('« Livraison » and « Facturation » on the order’s screen', () => {
  it('write a home delivery with the name, postcode, city, country and phone of the address', () => {
    const order = {
      carrier: home,
      shippingAddress: rousseau,
      billingAddress: rousseau,
      relay: empty,
      store: empty,
      phone: '02 38 00 00 00',
    }
    expect(deliveryText(order)?.split('\n')).toEqual([
      'Livraison à domicile (48 à 72 h)',
      'M. Thomas Rousseau',
      '4 rue des Carmes',
      '45000 Orléans',
      'France',
      'Tél. 02 38 00 00 00',
    ])
    expect(billingText(order)?.split('\n')).toEqual([
      'M. Thomas Rousseau',
      '4 rue des Carmes',
      '45000 Orléans',
      'France',
      'Tél. 02 38 00 00 00',
    ])
  })

  it('add the order’s phone when the address gives another one, or none', () => {
    const order = { carrier: home, shippingAddress: { ...rousseau, phone: null }, phone: '06 01 02 03 04' }
    expect(deliveryText(order)?.split('\n').at(-1)).toBe('Téléphone de la commande : 06 01 02 03 04')
    // The same number written differently is not said twice.
    expect(deliveryText({ carrier: home, shippingAddress: rousseau, phone: '0238000000' })).not.toContain('Téléphone de la commande')
  })

  it('write the relay point or the distributor, never the empty address of such an order', () => {
    const relay = { name: 'Tabac de la Gare', address: '1 place de la Gare', postcode: '45000', city: 'Orléans' }
    const relayOrder = {
      carrier: { name: 'Point relais', kind: 'relay' as const, delay: '3 à 5 jours' },
      shippingAddress: {},
      relay,
      store: empty,
      phone: '06 01 02 03 04',
    }
    expect(deliveryText(relayOrder)?.split('\n')).toEqual([
      'Point relais (3 à 5 jours)',
      'Point relais : Tabac de la Gare',
      '1 place de la Gare',
      '45000 Orléans',
      'Téléphone de la commande : 06 01 02 03 04',
    ])
    const pickup = { carrier: { name: 'Retrait chez un distributeur', kind: 'pickup' as const }, store: relay, relay: empty }
    expect(deliveryText(pickup)?.split('\n')[1]).toBe('Retrait chez le distributeur : Tabac de la Gare')
    expect(deliveryText({ carrier: { name: 'Point relais', kind: 'relay' as const }, relay: empty })).toBe(
      'Point relais\nPoint relais : non renseigné',
    )
  })

  it('write a company first, and nothing for a read that left the snapshots out (a list)', () => {
    expect(billingText({ billingAddress: { ...rousseau, company: 'Bâti Centre', phone: null } })?.split('\n')[0]).toBe('Bâti Centre')
    expect(deliveryText({})).toBeNull()
    expect(billingText({})).toBeNull()
  })
})
