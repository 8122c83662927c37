'use client'
import { createApiClient, type ApiClient } from '@/api-client/client'
import type { Locale } from '@/domain/routing/types'

const clients = new Map<string, ApiClient>()

/** The browser's API client for one plan and language (the page knows both). */
export function browserApi(planId: number | null, locale: Locale): ApiClient {
  const key = `${planId ?? 'default'}:${locale}`
  let client = clients.get(key)
  if (!client) {
    client = createApiClient({ getPlanId: () => planId, setPlanId: () => undefined, getLang: () => locale })
    clients.set(key, client)
  }
  return client
}
