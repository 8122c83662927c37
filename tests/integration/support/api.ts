/** Shortcuts of the integration tests over the in-process fetch. */
import type { ApiSalesPlan, ErrorBody } from '../../../src/domain/api/schemas'
import { createInProcessFetch, getJson } from './in-process-fetch'

export const api = createInProcessFetch()

export async function get<T = unknown>(pathAndQuery: string): Promise<{ status: number; body: T; headers: Headers }> {
  return getJson<T>(api, pathAndQuery)
}

/** GET that must answer 200; the body otherwise goes into the failure message. */
export async function ok<T>(pathAndQuery: string): Promise<T> {
  const { status, body } = await get<T>(pathAndQuery)
  if (status !== 200) throw new Error(`GET ${pathAndQuery} → ${status} ${JSON.stringify(body)}`)
  return body
}

/** GET that must fail; returns the status and the error body. */
export async function fails(pathAndQuery: string): Promise<{ status: number; body: ErrorBody }> {
  const { status, body } = await get<ErrorBody>(pathAndQuery)
  if (status < 400) throw new Error(`GET ${pathAndQuery} should have failed: ${status}`)
  return { status, body }
}

/** Sales plan ids by target, read from the API itself. */
export async function planIds(): Promise<{ pro: number; part: number }> {
  const body = await ok<{ data: { salesplan: ApiSalesPlan[] } }>('/site')
  const id = (target: 'pro' | 'part') => {
    const plan = body.data.salesplan.find((p) => p.target === target)
    if (!plan) throw new Error(`no ${target} plan`)
    return plan.id
  }
  return { pro: id('pro'), part: id('part') }
}

export const q = (params: Record<string, string | number | boolean>): string =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()
