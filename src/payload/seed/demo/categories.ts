/** Categories of both sales plans, with exactly the slugs of spec §2 "Category slugs". */
import type { Bilingual, Target } from '@/payload/seed/types'
import type { VisualTone } from './page-kit'

export interface CategoryDef {
  slug: string
  target: Target
  order: number
  name: Bilingual
  summary: Bilingual
  description: string
  /** Slug of the parent category (nested docs), same plan. */
  parent?: string
  /** Colour family of the generated cover. */
  tone: VisualTone
}

export const CATEGORIES: readonly CategoryDef[] = [
  // ----- Particuliers -----
  {
    slug: 'reboucher',
    target: 'part',
    order: 1,
    tone: 'rebouchage',
    name: { fr: 'Reboucher', en: 'Filling holes and cracks' },
    summary: {
      fr: 'Trous, fissures, saignées : des enduits qui comblent sans retrait.',
      en: 'Holes, cracks and chases: fillers that do not shrink.',
    },
    description:
      'Pour combler un trou de cheville, une fissure ou une saignée électrique, choisissez un enduit de rebouchage en pâte prête à l’emploi pour les petites réparations ou en poudre pour les grosses épaisseurs. Tous se poncent facilement et se peignent le jour même ou le lendemain.',
  },
  {
    slug: 'traiter-avant-denduire',
    target: 'part',
    order: 2,
    tone: 'preparation',
    name: { fr: 'Traiter avant d’enduire', en: 'Preparing before filling' },
    summary: {
      fr: 'Fixer, assainir et faire accrocher : la préparation qui fait tenir l’enduit.',
      en: 'Bind, clean and prime: the preparation that makes filler last.',
    },
    description:
      'Un support poudreux, taché ou trop lisse compromet la tenue de l’enduit. Fixateurs, primaires d’accrochage et sous-couches bloquantes préparent plâtre, ancienne peinture ou carrelage avant l’application de l’enduit.',
  },
  {
    slug: 'lisser-en-epaisseur',
    target: 'part',
    order: 3,
    tone: 'egalisage',
    name: { fr: 'Lisser en épaisseur', en: 'Levelling uneven walls' },
    summary: { fr: 'Rattraper un mur irrégulier en quelques millimètres.', en: 'Even out an irregular wall with a few millimetres.' },
    description:
      'Les enduits garnissants redressent les murs bosselés, masquent les anciens papiers peints arrachés et les différences de niveau jusqu’à 10 mm par passe. Ils préparent une surface régulière avant le lissage de finition.',
  },
  {
    slug: 'lisser-en-finition',
    target: 'part',
    order: 4,
    tone: 'lissage',
    name: { fr: 'Lisser en finition', en: 'Fine smoothing' },
    summary: { fr: 'Une surface parfaitement lisse, prête à peindre.', en: 'A perfectly smooth, paint-ready surface.' },
    description:
      'Appliqués en couche fine, les enduits de lissage et de finition effacent les dernières imperfections et donnent un mur blanc et tendu. Idéal avant une peinture satinée ou un papier peint intissé.',
  },
  {
    slug: 'platriersplaquistes',
    target: 'part',
    order: 5,
    tone: 'joints',
    name: { fr: 'Plaques de plâtre', en: 'Plasterboard' },
    summary: {
      fr: 'Bandes, joints et finitions des cloisons en plaques de plâtre.',
      en: 'Tapes, joints and finishes for plasterboard partitions.',
    },
    description:
      'Pour monter vous-même une cloison ou doubler un mur, les enduits à joint noient la bande, comblent les têtes de vis et se lissent jusqu’à une finition invisible sous la peinture.',
  },
  {
    slug: 'exterieur',
    target: 'part',
    order: 6,
    tone: 'exterieur',
    name: { fr: 'Extérieur', en: 'Exterior' },
    summary: { fr: 'Des enduits qui résistent à la pluie, au gel et aux UV.', en: 'Fillers that withstand rain, frost and UV.' },
    description:
      'Façades, murets, appuis de fenêtre : les enduits extérieurs fibrés ou à liant hydraulique rebouchent et réparent durablement les supports exposés aux intempéries avant la peinture de façade.',
  },
  {
    slug: 'bois',
    target: 'part',
    order: 7,
    tone: 'bois',
    name: { fr: 'Bois', en: 'Wood' },
    summary: { fr: 'Pâtes à bois à poncer, peindre ou vernir.', en: 'Wood fillers to sand, paint or varnish.' },
    description:
      'Rebouchez les trous, fentes et éclats des portes, plinthes, parquets et meubles. Nos pâtes à bois se poncent comme le bois, acceptent peinture, lasure et vernis et existent en plusieurs teintes.',
  },
  {
    slug: 'cuisine-et-salle-de-bain',
    target: 'part',
    order: 8,
    tone: 'humide',
    name: { fr: 'Cuisine et salle de bain', en: 'Kitchen and bathroom' },
    summary: { fr: 'Des enduits conçus pour les pièces humides.', en: 'Fillers designed for damp rooms.' },
    description:
      'Vapeur, projections et condensation fragilisent les enduits classiques. Nos formules hydrofugées et décoratives restent stables dans la salle de bain, la cuisine ou la buanderie.',
  },
  {
    slug: 'solutions-faciles',
    target: 'part',
    order: 9,
    tone: 'facile',
    name: { fr: 'Solutions faciles', en: 'Easy solutions' },
    summary: { fr: 'Prêt à l’emploi, sans ponçage, séchage express.', en: 'Ready to use, no sanding, express drying.' },
    description:
      'Vous débutez ou vous manquez de temps ? Ces produits ont été pensés pour simplifier chaque étape : pâtes prêtes à l’emploi, enduits qui changent de couleur une fois secs, finitions sans ponçage.',
  },
  {
    slug: 'multifonctions',
    target: 'part',
    order: 10,
    tone: 'multi',
    parent: 'solutions-faciles',
    name: { fr: 'Multifonctions', en: 'Multi-purpose' },
    summary: { fr: 'Reboucher, égaliser et lisser avec un seul produit.', en: 'Fill, level and smooth with a single product.' },
    description:
      'Les enduits tout-en-un enchaînent rebouchage, dégrossissage et lissage. Un seul pot pour tout le chantier : moins de produits à acheter, moins de restes à stocker.',
  },
  // ----- Professionnels -----
  {
    slug: 'enduits-de-lissage',
    target: 'pro',
    order: 1,
    tone: 'lissage',
    name: { fr: 'Enduits de lissage', en: 'Smoothing compounds' },
    summary: {
      fr: 'Lissage et finition en poudre ou en pâte, manuels ou projetables.',
      en: 'Smoothing and finishing powders and pastes, by hand or sprayed.',
    },
    description:
      'Gamme complète de lissage pour les travaux de peinture conformes au NF DTU 59.1 : poudres à long temps d’utilisation, pâtes haute blancheur, versions allégées et formules pour la projection airless.',
  },
  {
    slug: 'enduits-degalisage',
    target: 'pro',
    order: 2,
    tone: 'egalisage',
    name: { fr: 'Enduits d’égalisage', en: 'Levelling compounds' },
    summary: { fr: 'Dégrossir et redresser les supports de 1 à 30 mm.', en: 'Level and straighten substrates from 1 to 30 mm.' },
    description:
      'Pour les supports très irréguliers, les enduits d’égalisage et de dégrossissage garnissent en forte épaisseur sans fissurer. Disponibles en sacs allégés pour réduire la pénibilité sur chantier.',
  },
  {
    slug: 'enduits-de-rebouchage',
    target: 'pro',
    order: 3,
    tone: 'rebouchage',
    name: { fr: 'Enduits de rebouchage', en: 'Filling compounds' },
    summary: {
      fr: 'Rebouchage rapide ou fibré, sans retrait, jusqu’à 50 mm.',
      en: 'Fast-setting or fibre filling compounds, shrink-free, up to 50 mm.',
    },
    description:
      'Enduits de rebouchage pour trous, saignées, fissures et éclats : prise rapide pour enchaîner les passes, versions fibrées pour les grosses épaisseurs, pâtes souples pour les fissures actives.',
  },
  {
    slug: 'enduits-de-platriers-plaquistes',
    target: 'pro',
    order: 4,
    tone: 'joints',
    name: { fr: 'Enduits de plâtriers-plaquistes', en: 'Plasterboard jointing compounds' },
    summary: {
      fr: 'Enduits à joint EN 13963 pour bandes, manuels ou machine.',
      en: 'EN 13963 jointing compounds with tape, by hand or machine.',
    },
    description:
      'Enduits pour le traitement des joints de plaques de plâtre selon le NF DTU 25.41, marqués CE suivant la norme EN 13963 : poudres à prise, pâtes à séchage, versions allégées et pâtes pour boîtes à bandes et machines.',
  },
  {
    slug: 'enduits-exterieurs',
    target: 'pro',
    order: 5,
    tone: 'exterieur',
    name: { fr: 'Enduits extérieurs', en: 'Exterior compounds' },
    summary: { fr: 'Rebouchage, ragréage et lissage des façades.', en: 'Filling, levelling and smoothing of façades.' },
    description:
      'Enduits à liant hydraulique ou organique pour la préparation des façades avant peinture ou revêtement : rebouchage fibré, ragréage jusqu’à 10 mm et lissage extérieur résistant au gel.',
  },
  {
    slug: 'solutions-specialisees',
    target: 'pro',
    order: 6,
    tone: 'airless',
    name: { fr: 'Solutions spécialisées', en: 'Specialist solutions' },
    summary: { fr: 'Airless, pièces humides, anti-fissures et primaires.', en: 'Airless, damp rooms, anti-crack and primers.' },
    description:
      'Des réponses aux chantiers particuliers : enduits projetables pour les grandes surfaces, formules hydrofugées pour les pièces humides, enduits tout-en-un et primaires de préparation des fonds.',
  },
  {
    slug: 'enduits-bois',
    target: 'pro',
    order: 7,
    tone: 'bois',
    parent: 'solutions-specialisees',
    name: { fr: 'Enduits bois', en: 'Wood fillers' },
    summary: {
      fr: 'Rebouchage et lissage des menuiseries intérieures et extérieures.',
      en: 'Filling and smoothing of interior and exterior joinery.',
    },
    description:
      'Pâtes à bois professionnelles pour la rénovation des menuiseries, boiseries et parquets : rebouchage sans retrait, lissage avant laque et formules extérieures pour les volets et portails.',
  },
  {
    slug: 'enduits-decoratifs',
    target: 'pro',
    order: 8,
    tone: 'deco',
    parent: 'solutions-specialisees',
    name: { fr: 'Enduits décoratifs', en: 'Decorative finishes' },
    summary: { fr: 'Béton ciré, stucs et effets matière.', en: 'Polished concrete look, stucco and textured effects.' },
    description:
      'Enduits de décoration minéraux pour murs et sols intérieurs : béton ciré, stuc à la chaux, tadelakt et effets béton brut. Des finitions à forte valeur ajoutée pour les peintres décorateurs.',
  },
]

export function categoryDef(slug: string): CategoryDef {
  const def = CATEGORIES.find((entry) => entry.slug === slug)
  if (!def) throw new Error(`Unknown category ${slug}`)
  return def
}

export const categorySlugs = (target: Target): string[] => CATEGORIES.filter((c) => c.target === target).map((c) => c.slug)
