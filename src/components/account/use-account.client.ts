'use client'
import { useCallback, useEffect, useState } from 'react'
import { accountCall, rememberSignedIn, type Account } from './api.client'

export type AccountState =
  { kind: 'loading' } | { kind: 'unauthorized' } | { kind: 'error'; message: string } | { kind: 'ready'; account: Account }

/**
 * The signed-in customer's account, read from the API with the session cookie (the page
 * itself is the same for everyone). 401: the session is over (ended elsewhere, expired,
 * forged): the page shows the 401 message of spec §2 with the login link.
 */
async function readAccount(): Promise<AccountState> {
  const answer = await accountCall<Account>('GET', '/api/v1/account/me')
  if (answer.ok) {
    rememberSignedIn(answer.data)
    return { kind: 'ready', account: answer.data }
  }
  // accountCall has already cleared the persisted auth state.
  if (answer.status === 401) return { kind: 'unauthorized' }
  return { kind: 'error', message: answer.message }
}

export function useAccount() {
  const [state, setState] = useState<AccountState>({ kind: 'loading' })
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let live = true
    void readAccount().then((next) => {
      if (live) setState(next)
    })
    return () => {
      live = false
    }
  }, [version])
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { state, reload, setAccount: (account: Account) => setState({ kind: 'ready', account }) }
}
