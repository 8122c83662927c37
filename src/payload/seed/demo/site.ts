/** Sales plans, the default site and the settings (spec §3 "Settings entries"). */
import type { Bilingual, Target } from '@/payload/seed/types'
import { COMPANY, COMPANY_SETTINGS, PLANT_REGIONS } from './company'

export const BRAND = COMPANY.brand
/** Fictional host names: `.example` is reserved and never resolves. */
export const BRAND_DOMAIN = 'ardalis-enduits.example'

export const SALES_PLANS: readonly { target: Target; name: Bilingual; currencySymbol: string }[] = [
  { target: 'pro', name: { fr: 'Professionnels', en: 'Professionals' }, currencySymbol: '€' },
  { target: 'part', name: { fr: 'Particuliers', en: 'Private customers' }, currencySymbol: '€' },
]

export const DEFAULT_SITE = {
  url: 'localhost',
  isDefault: true,
  languages: [
    { code: 'fr', label: 'Français', enabled: true },
    { code: 'en', label: 'English', enabled: true },
    { code: 'de', label: 'Deutsch', enabled: false },
    { code: 'nl', label: 'Nederlands', enabled: false },
    { code: 'es', label: 'Español', enabled: false },
    { code: 'it', label: 'Italiano', enabled: false },
  ],
} as const

/** Regional sites linked from the footer (spec §1), label = country name in French. */
export const REGIONAL_SITES: readonly { iso: string; label: string; url: string }[] = [
  { iso: 'BE', label: 'Belgique', url: `https://be.${BRAND_DOMAIN}` },
  { iso: 'NL', label: 'Pays-Bas', url: `https://nl.${BRAND_DOMAIN}` },
  { iso: 'UK', label: 'Royaume-Uni', url: `https://uk.${BRAND_DOMAIN}` },
  { iso: 'CH', label: 'Suisse', url: `https://ch.${BRAND_DOMAIN}` },
  { iso: 'ES', label: 'Espagne', url: `https://es.${BRAND_DOMAIN}` },
  { iso: 'PL', label: 'Pologne', url: `https://pl.${BRAND_DOMAIN}` },
  { iso: 'TN', label: 'Tunisie', url: `https://tn.${BRAND_DOMAIN}` },
  { iso: 'AE', label: 'Émirats arabes unis', url: `https://ae.${BRAND_DOMAIN}` },
  { iso: 'LB', label: 'Liban', url: `https://lb.${BRAND_DOMAIN}` },
  { iso: 'MA', label: 'Maroc', url: `https://ma.${BRAND_DOMAIN}` },
]

export const regionalUrl = (iso: string): string => {
  const site = REGIONAL_SITES.find((entry) => entry.iso === iso)
  if (!site) throw new Error(`Unknown regional site ${iso}`)
  return site.url
}

export interface SettingDef {
  code: string
  description: string
  /** `en`: the English value or label where it differs (localized fields; French otherwise). */
  values: { value: string; label?: string; key?: string; en?: { value?: string; label?: string } }[]
}

const one = (code: string, description: string, value: string, en?: string): SettingDef => ({
  code,
  description,
  values: [{ value, ...(en === undefined ? {} : { en: { value: en } }) }],
})

export const SETTINGS: readonly SettingDef[] = [
  one('brand_name', 'Nom de la marque affiché dans les textes et le pied de page', BRAND),
  one('phone', 'Numéro de téléphone du service client (en-tête)', COMPANY.phone),
  one(
    'support_hours',
    'Horaires du service client et de l’assistance technique',
    // As SUPPORT_HOURS and SUPPORT_HOURS_EN (src/domain/forms), the hours that follow « de » / "from".
    '8\u00a0h à 17\u00a0h, du lundi au vendredi',
    '8 am to 5 pm, Monday to Friday',
  ),
  one('technical_request_delay', 'Délai de réponse aux demandes techniques', '48 heures', '48 hours'),
  one('link_enduit_pro', 'Lien « Nos enduits » des professionnels (chemin après la cible)', 'categorie'),
  one('link_enduit_part', 'Lien « Nos enduits » des particuliers (chemin après la cible)', 'categorie'),
  one('link_facebook', 'Page Facebook', 'https://www.facebook.com/ardalis.enduits'),
  one('link_youtube', 'Chaîne YouTube', 'https://www.youtube.com/@ardalis-enduits'),
  one('link_pinterest', 'Tableaux Pinterest', 'https://www.pinterest.fr/ardalisenduits/'),
  one('link_instagram', 'Compte Instagram', 'https://www.instagram.com/ardalis.enduits/'),
  one('link_linkedin', 'Page LinkedIn', 'https://www.linkedin.com/company/ardalis-enduits/'),
  {
    code: 'regional_sites',
    description: 'Sites des autres pays (pied de page) : adresse et nom du pays',
    values: REGIONAL_SITES.map((site) => ({ value: site.url, label: site.label, key: site.iso })),
  },
  {
    code: 'footer_values_pro',
    description: 'Quatre engagements affichés dans le pied de page des professionnels',
    values: [
      {
        value: 'Fabrication française',
        label: `Usines en ${PLANT_REGIONS}`,
        en: { value: 'Made in France', label: `Plants in ${COMPANY.plants.map((plant) => plant.region).join(', ')}` },
      },
      {
        value: 'Assistance technique 48 h',
        label: 'Un technicien répond à vos questions de chantier',
        en: { value: '48-hour technical support', label: 'A technician answers your worksite questions' },
      },
      {
        value: 'Formations en centre',
        label: 'Sessions en petits groupes de 12 applicateurs au plus',
        en: { value: 'Training centres', label: 'Sessions in small groups of up to 12 applicators' },
      },
      {
        value: 'Disponible chez votre négoce',
        label: `Plus de ${COMPANY.pointsOfSale} points de vente partenaires`,
        en: { value: 'At your builders’ merchant', label: `Over ${COMPANY.pointsOfSale.replace(' ', ',')} partner points of sale` },
      },
    ],
  },
  {
    code: 'footer_values_part',
    description: 'Quatre engagements affichés dans le pied de page des particuliers',
    values: [
      {
        value: 'Conseils pas à pas',
        label: 'Des guides et vidéos pour réussir vos travaux',
        en: { value: 'Step-by-step advice', label: 'Guides and videos for successful DIY work' },
      },
      {
        value: 'Produits prêts à l’emploi',
        label: 'Des pâtes faciles à appliquer, sans gâchage',
        en: { value: 'Ready-to-use products', label: 'Easy-to-apply pastes, no mixing' },
      },
      {
        value: 'Fabrication française',
        label: `Des enduits conçus et fabriqués dans nos ${COMPANY.plants.length} usines françaises`,
        en: { value: 'Made in France', label: `Fillers designed and made in our ${COMPANY.plants.length} French plants` },
      },
      {
        value: 'Service conso à votre écoute',
        label: 'Une équipe disponible du lundi au vendredi',
        en: { value: 'Customer service', label: 'A team available Monday to Friday' },
      },
    ],
  },
  ...COMPANY_SETTINGS,
]
