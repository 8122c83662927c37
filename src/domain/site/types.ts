import type { Target } from '@/domain/routing/types'

export interface SettingValue {
  value: string
  label: string | null
  key?: string | null
}

export interface SalesPlan {
  id: number
  name: string
  target: Target
  currencySymbol: string
}

export interface Site {
  id: number
  url: string
  isDefault: boolean
  languages: { code: string; label: string; enabled: boolean }[]
  salesPlans: SalesPlan[]
}

export const SOCIAL_CODES = ['link_facebook', 'link_youtube', 'link_pinterest', 'link_instagram', 'link_linkedin'] as const
export type SocialCode = (typeof SOCIAL_CODES)[number]

export interface SiteSettings {
  /** All settings by code; the first value holds the value (spec §3). */
  byCode: Record<string, SettingValue[]>
  brandName: string
  phone: string | null
  socials: { code: SocialCode; network: string; url: string }[]
  regionalSites: { code: string; label: string; url: string }[]
}

export function settingValue(settings: SiteSettings, code: string): string | null {
  return settings.byCode[code]?.[0]?.value ?? null
}
