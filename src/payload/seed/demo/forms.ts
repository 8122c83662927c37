/** Demo content of the forms: job offers, training sessions, the contest (fictional brand Ardalis). */
import { COMPANY, frenchList, frenchNumber, PLANT_COUNT, PLANT_TOWNS } from './company'

const [BLOIS, RIOM, VENDEE] = COMPANY.plants
const placeOf = (plant: { town: string; departmentCode: string }): string => `${plant.town} (${plant.departmentCode})`

export interface JobSeed {
  title: string
  slug: string
  contract: 'cdi' | 'cdd' | 'alternance' | 'stage' | 'interim'
  function: 'commercial' | 'technique' | 'production' | 'logistique' | 'recherche' | 'administration'
  experience: 'debutant' | 'confirme' | 'experimente'
  place: string
  daysAgo: number
  summary: string
  description: string
}

const about = `## L’entreprise

Ardalis conçoit et fabrique en France des enduits de lissage, de rebouchage et de façade pour les peintres, les plaquistes et les particuliers. Nos ${COMPANY.headcount} collaborateurs travaillent au siège de ${COMPANY.headOffice.city} et dans nos ${frenchNumber(PLANT_COUNT)} usines, à ${frenchList(PLANT_TOWNS)}.`

const offer = `## Ce que nous offrons

- Une entreprise industrielle à taille humaine, où l’on se connaît
- Intéressement, participation et mutuelle prise en charge à 70 %
- Formation à nos produits dès l’arrivée, sur chantier et en laboratoire`

export const JOBS: readonly JobSeed[] = [
  {
    title: 'Technico-commercial secteur Rhône-Alpes (H/F)',
    slug: 'emploi-technico-commercial-rhone-alpes',
    contract: 'cdi',
    function: 'commercial',
    experience: 'confirme',
    place: 'Lyon (69)',
    daysAgo: 4,
    summary: 'Vous développez les ventes auprès des peintres et des négoces de votre secteur et les accompagnez sur chantier.',
    description: `${about}

## Vos missions

- Visiter les entreprises de peinture et les négoces de matériaux de votre secteur
- Conseiller sur le choix des enduits et démontrer leur mise en œuvre sur chantier
- Suivre les démarrages de chantier déclarés sur notre site

## Votre profil

Issu(e) du bâtiment ou de la vente technique, vous aimez le terrain. Permis B indispensable.

${offer}`,
  },
  {
    title: 'Technicien(ne) de laboratoire formulation (H/F)',
    slug: 'emploi-technicien-laboratoire-formulation',
    contract: 'cdi',
    function: 'recherche',
    experience: 'debutant',
    place: placeOf(BLOIS),
    daysAgo: 9,
    summary: 'Au sein du laboratoire, vous préparez et testez les nouvelles formules d’enduits en poudre et en pâte.',
    description: `${about}

## Vos missions

- Préparer les échantillons et mesurer temps de prise, adhérence et retrait
- Suivre les essais de vieillissement des enduits de façade
- Rédiger les rapports d’essais et les fiches techniques

## Votre profil

BTS ou DUT chimie ou matériaux, débutant accepté. Rigueur et goût du concret.

${offer}`,
  },
  {
    title: 'Conducteur(trice) de ligne de conditionnement (H/F)',
    slug: 'emploi-conducteur-ligne-conditionnement',
    contract: 'cdi',
    function: 'production',
    experience: 'confirme',
    place: placeOf(BLOIS),
    daysAgo: 15,
    summary: 'Vous pilotez une ligne d’ensachage des enduits en poudre en 2×8.',
    description: `${about}

## Vos missions

- Régler et conduire la ligne d’ensachage (sacs de 5 à 25 kg)
- Contrôler les poids et la qualité des sacs, tenir les enregistrements
- Assurer la maintenance de premier niveau

## Votre profil

Expérience de 2 ans en conduite de ligne, CACES 3 apprécié. Travail en 2×8.

${offer}`,
  },
  {
    title: 'Cariste préparateur(trice) de commandes (H/F)',
    slug: 'emploi-cariste-preparateur-commandes',
    contract: 'interim',
    function: 'logistique',
    experience: 'debutant',
    place: placeOf(VENDEE),
    daysAgo: 2,
    summary: 'Mission de 6 mois renouvelable : préparation et chargement des commandes des négoces.',
    description: `${about}

## Vos missions

- Préparer les commandes palettisées et les charger
- Tenir le stock à jour sur terminal

## Votre profil

CACES 1, 3 et 5 valides. Débutant accepté si CACES obtenus.`,
  },
  {
    title: 'Assistant(e) technique service clients (H/F)',
    slug: 'emploi-assistant-technique-service-clients',
    contract: 'cdd',
    function: 'technique',
    experience: 'confirme',
    place: placeOf(BLOIS),
    daysAgo: 20,
    summary: 'CDD de 9 mois : vous répondez aux questions techniques des professionnels et des particuliers.',
    description: `${about}

## Vos missions

- Répondre par téléphone et par e-mail aux questions techniques sous 48 heures
- Aider au choix des enduits selon les supports
- Remonter les réclamations au laboratoire

## Votre profil

Expérience du bâtiment (peinture, plâtrerie) ou du conseil en négoce.

${offer}`,
  },
  {
    title: 'Alternant(e) contrôleur(se) de gestion (H/F)',
    slug: 'emploi-alternant-controle-de-gestion',
    contract: 'alternance',
    function: 'administration',
    experience: 'debutant',
    place: placeOf(BLOIS),
    daysAgo: 30,
    summary: 'Alternance de 2 ans (master) au sein de la direction financière.',
    description: `${about}

## Vos missions

- Participer aux clôtures mensuelles et au suivi des coûts de production
- Construire les tableaux de bord des ventes par réseau

## Votre profil

Master contrôle de gestion en alternance, à l’aise avec les tableurs.`,
  },
  {
    title: 'Chef(fe) de secteur Grand Ouest (H/F)',
    slug: 'emploi-chef-de-secteur-grand-ouest',
    contract: 'cdi',
    function: 'commercial',
    experience: 'experimente',
    place: 'Nantes (44)',
    daysAgo: 12,
    summary: 'Vous développez le réseau des négoces et des grandes surfaces de bricolage du Grand Ouest.',
    description: `${about}

## Vos missions

- Négocier les référencements avec les négoces et les enseignes de bricolage
- Animer les formations produits dans les magasins
- Suivre les jeux-concours et opérations commerciales de votre secteur

## Votre profil

Plus de 5 ans de vente dans le second œuvre du bâtiment. Permis B indispensable.

${offer}`,
  },
]

export interface SessionSeed {
  title: string
  summary: string
  inDays: number
  duration: string
  place: string
  seats: number
  booked: number
}

/**
 * Dates relative to the seed day, each moved to the nearest working day that a session may start
 * on (at most 6 days away): one confirmed, one full, one closing within 15 days (8 days, so that
 * it stays under 15 once moved), others open.
 */
export const SESSIONS: readonly SessionSeed[] = [
  {
    title: 'Réussir ses lissages : enduits poudre et pâte',
    summary: 'Préparation des supports, choix de l’enduit, lissage à la lisseuse et à la machine, ponçage.',
    inDays: 45,
    duration: '1 jour',
    place: `Centre de formation Ardalis, ${placeOf(BLOIS)}`,
    seats: 12,
    booked: 5,
  },
  {
    title: 'Enduits de façade : diagnostic et mise en œuvre',
    summary: 'Diagnostic des façades, traitement des fissures, enduits minces et épais.',
    inDays: 30,
    duration: '2 jours',
    place: `Centre de formation Ardalis, ${placeOf(RIOM)}`,
    seats: 10,
    booked: 10,
  },
  {
    title: 'Bandes et joints de plaques de plâtre',
    summary: 'Calicots, enduits à joint, finitions pour un aspect Q3 et Q4.',
    inDays: 8,
    duration: '1 jour',
    place: `Centre de formation Ardalis, ${placeOf(BLOIS)}`,
    seats: 12,
    booked: 2,
  },
  {
    title: 'Projection mécanisée des enduits airless',
    summary: 'Réglage de la machine, projection, lissage et entretien du matériel.',
    inDays: 60,
    duration: '1 jour',
    place: 'Agence Ardalis, Nantes (44)',
    seats: 8,
    booked: 0,
  },
  {
    title: 'Réussir ses lissages : enduits poudre et pâte',
    summary: 'Session de printemps : préparation des supports, lissage, ponçage.',
    inDays: 95,
    duration: '1 jour',
    place: 'Agence Ardalis, Nantes (44)',
    seats: 12,
    booked: 1,
  },
  {
    title: 'Décoration : enduits à effets et stucs',
    summary: 'Stucs, enduits ciré et béton, patines : techniques et chiffrage.',
    inDays: 120,
    duration: '2 jours',
    place: `Centre de formation Ardalis, ${placeOf(BLOIS)}`,
    seats: 10,
    booked: 0,
  },
]

export const CONTEST = {
  technicalName: 'concours-2024',
  title: 'Grand jeu-concours Ardalis : gagnez votre rénovation',
  intro: 'Répondez à la question et tentez de gagner l’un des 20 kits de rénovation (enduits, outils et conseils d’un technicien).',
  question: 'Quel enduit utilisez-vous pour reboucher un trou dans une cloison ?',
  rules:
    'Jeu gratuit sans obligation d’achat, ouvert aux personnes majeures résidant en France métropolitaine. Une participation par adresse e-mail. Tirage au sort parmi les bonnes réponses à la clôture du jeu.',
  stores: [
    { name: 'Brico Rénov’ Lyon Confluence', city: 'Lyon' },
    { name: 'Maison & Travaux Villeurbanne', city: 'Villeurbanne' },
    { name: 'Négoce Déco du Forez', city: 'Saint-Étienne' },
    { name: 'Brico Rénov’ Nantes Atlantis', city: 'Saint-Herblain' },
  ],
} as const
