import type { Locale } from '@/domain/routing/types'
import type { Messages } from '@/i18n/messages'

/**
 * The banner's strings (messages/*.json `consent`, without the video placeholder's), copied
 * here so that they travel in the banner's lazy chunk rather than in every page's payload
 * (same pattern as i18n/client-messages.ts); `texts.test.ts` checks that they match.
 */
export type ConsentTexts = Omit<Messages['consent'], 'videoPlaceholder' | 'videoAccept' | 'videoSettings' | 'videoWatchOn'>

export const CONSENT_TEXTS: Record<Locale, ConsentTexts> = {
  fr: {
    title: 'Vos choix en matière de cookies',
    description:
      'Nous utilisons des cookies strictement nécessaires au fonctionnement du site. Avec votre accord, nous utilisons aussi des cookies de mesure d’audience, de publicité, de réseaux sociaux, Pinterest et des vidéos YouTube. Vous pouvez changer d’avis à tout moment avec le bouton « Gestion des cookies » en pied de page. Votre choix est conservé 6 mois.',
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
    customise: 'Personnaliser',
    save: 'Enregistrer mes choix',
    close: 'Fermer',
    preferencesTitle: 'Préférences de cookies',
    intro:
      'Choisissez, catégorie par catégorie, les cookies que vous acceptez. Les cookies strictement nécessaires ne peuvent pas être refusés.',
    categories: {
      necessary: {
        title: 'Strictement nécessaires',
        description: 'Mémorisation de vos choix de cookies, de votre langue, de vos favoris et de votre panier. Toujours actifs.',
      },
      analytics: {
        title: 'Mesure d’audience',
        description: 'Google Tag Manager et Google Analytics : statistiques de fréquentation pour améliorer le site.',
      },
      ads: {
        title: 'Publicité',
        description: 'Pixel Google Ads : mesure de l’efficacité de nos campagnes publicitaires.',
      },
      social: {
        title: 'Réseaux sociaux',
        description: 'Pixel Meta (Facebook, Instagram) : mesure et ciblage de nos publications sponsorisées.',
      },
      pinboard: {
        title: 'Pinterest',
        description: 'Balise Pinterest : mesure des visites venues de nos épingles.',
      },
      video: {
        title: 'Vidéos YouTube',
        description: 'Lecture des vidéos intégrées, hébergées par YouTube (Google), qui peut déposer ses propres cookies.',
      },
    },
  },
  en: {
    title: 'Your cookie choices',
    description:
      'We use cookies that are strictly necessary for the site to work. With your consent, we also use audience measurement, advertising, social network, Pinterest and YouTube video cookies. You can change your mind at any time with the “Cookie settings” button in the footer. Your choice is kept for 6 months.',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    customise: 'Customise',
    save: 'Save my choices',
    close: 'Close',
    preferencesTitle: 'Cookie preferences',
    intro: 'Choose, category by category, the cookies you accept. Strictly necessary cookies cannot be refused.',
    categories: {
      necessary: {
        title: 'Strictly necessary',
        description: 'Remembering your cookie choices, language, favourites and cart. Always on.',
      },
      analytics: {
        title: 'Audience measurement',
        description: 'Google Tag Manager and Google Analytics: visit statistics to improve the site.',
      },
      ads: {
        title: 'Advertising',
        description: 'Google Ads pixel: measuring how well our campaigns work.',
      },
      social: {
        title: 'Social networks',
        description: 'Meta pixel (Facebook, Instagram): measuring and targeting our sponsored posts.',
      },
      pinboard: {
        title: 'Pinterest',
        description: 'Pinterest tag: measuring visits coming from our pins.',
      },
      video: {
        title: 'YouTube videos',
        description: 'Playing embedded videos hosted by YouTube (Google), which may set its own cookies.',
      },
    },
  },
}
