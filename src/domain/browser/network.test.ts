import { describe, expect, it } from 'vitest'
import { isNetworkFailure, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGES, unansweredCallMessage } from './network'

describe('network failures', () => {
  it('recognises what fetch rejects with when the network fails, in each engine', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true)
    expect(isNetworkFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true)
    expect(isNetworkFailure(new TypeError('Load failed'))).toBe(true)
    expect(isNetworkFailure(new TypeError('The network connection was lost.'))).toBe(true)
  })

  it('does not take a programming error or a refusal for the network', () => {
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'data')"))).toBe(false)
    expect(isNetworkFailure(new Error('Failed to fetch'))).toBe(false)
    expect(isNetworkFailure(new SyntaxError('Unexpected token < in JSON'))).toBe(false)
    expect(isNetworkFailure('Failed to fetch')).toBe(false)
    expect(isNetworkFailure(null)).toBe(false)
  })

  it('counts any failure as the network’s while the browser is offline', () => {
    expect(isNetworkFailure(new Error('anything'), false)).toBe(true)
    expect(isNetworkFailure(undefined, false)).toBe(true)
    expect(isNetworkFailure(new Error('anything'), true)).toBe(false)
  })

  it('says what to do, in French and in English', () => {
    expect(NETWORK_ERROR_MESSAGE).toBe('Connexion impossible : vérifiez votre réseau, puis réessayez.')
    expect(NETWORK_ERROR_MESSAGES.en).toBe('Unable to connect: check your network, then try again.')
  })
})

describe('unansweredCallMessage', () => {
  it('says the network when it failed, the unknown error otherwise', () => {
    expect(unansweredCallMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE)
    expect(unansweredCallMessage(new Error('boom'), false)).toBe(NETWORK_ERROR_MESSAGE)
    expect(unansweredCallMessage(new SyntaxError('Unexpected token'))).toBe('Une erreur inconnue s’est produite')
  })
})
