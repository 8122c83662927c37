/** The demo guides (« dossiers »): worksheets, tutorials and videos. */
import type { DossierType } from '@/domain/routing/routes'
import type { BlockDef } from './page-kit'
import { BOTH, cta, faqExtract, part, PART_ONLY, pro, PRO_ONLY, rich, video } from './page-kit'
import type { Target } from '@/payload/seed/types'

export interface DossierDef {
  slug: string
  title: string
  type: DossierType
  targets: readonly Target[]
  tags: readonly string[]
  excerpt: string
  publishedAt: string
  cover: string
  blocks: readonly BlockDef[]
}

export const DOSSIERS: readonly DossierDef[] = [
  {
    slug: 'preparer-un-mur-avant-peinture',
    title: 'Préparer un mur avant peinture',
    type: 'fiche-pratique',
    targets: BOTH,
    tags: ['preparation', 'debutant'],
    publishedAt: '2025-09-02T08:00:00.000Z',
    cover: 'amb-preparation',
    excerpt: 'Les cinq étapes pour un support sain, plan et prêt à peindre.',
    blocks: [
      rich(
        '## Les étapes',
        '1. Lessiver et rincer le mur, laisser sécher.',
        '2. Gratter les parties non adhérentes.',
        '3. Reboucher les trous et fissures.',
        '4. Lisser toute la surface en couche fine.',
        '5. Poncer, dépoussiérer, imprimer.',
      ),
      faqExtract('Questions fréquentes sur la préparation', 'preparation', 3),
    ],
  },
  {
    slug: 'reboucher-une-fissure',
    title: 'Reboucher une fissure durablement',
    type: 'fiche-pratique',
    targets: BOTH,
    tags: ['reboucher', 'fissures'],
    publishedAt: '2025-09-16T08:00:00.000Z',
    cover: 'amb-rebouchage',
    excerpt: 'Fissure fine, fissure vivante, faïençage : à chaque cas son traitement.',
    blocks: [
      rich(
        'Ouvrez la fissure au grattoir en V pour que l’enduit s’accroche en profondeur. Dépoussiérez, humidifiez si le support est très absorbant, puis garnissez en serrant bien le produit.',
        '## Fissure vivante',
        'Si la fissure bouge (elle réapparaît après rebouchage), utilisez un enduit souple et une bande de renfort.',
      ),
    ],
  },
  {
    slug: 'poser-une-bande-a-joint-en-video',
    title: 'Poser une bande à joint',
    type: 'video',
    targets: BOTH,
    tags: ['plaques-de-platre', 'joints'],
    publishedAt: '2025-10-07T08:00:00.000Z',
    cover: 'amb-joints',
    excerpt: 'La pose d’une bande papier sur une cloison neuve, filmée de bout en bout.',
    blocks: [
      video(
        'Poser une bande à joint papier',
        'Jt4bNd0PpR8',
        'Durée : 6 minutes. Matériel : couteau de 10 et 20 cm, bande papier, enduit à joint.',
      ),
      rich(
        'Remplissez le joint, marouflez la bande sans bulle, recouvrez d’une fine couche. Après séchage, garnissez puis finissez en élargissant à 25 cm.',
      ),
    ],
  },
  {
    slug: 'lisser-un-plafond-en-video',
    title: 'Lisser un plafond',
    type: 'video',
    targets: BOTH,
    tags: ['lisser', 'plafond'],
    publishedAt: '2025-11-04T08:00:00.000Z',
    cover: 'amb-plafond',
    excerpt: 'Les bons gestes pour lisser au-dessus de sa tête sans fatigue ni surépaisseur.',
    blocks: [
      video('Lisser un plafond à la lisseuse', 'Lp9cFq3sTe1', 'Durée : 8 minutes.'),
      rich(
        'Travaillez sur un échafaudage roulant plutôt qu’un escabeau, par bandes parallèles à la fenêtre principale, et terminez par une passe croisée légère.',
      ),
    ],
  },
  {
    slug: 'projeter-un-enduit-a-l-airless',
    title: 'Projeter un enduit à l’airless',
    type: 'video',
    targets: PRO_ONLY,
    tags: ['airless', 'productivite'],
    publishedAt: '2025-12-02T08:00:00.000Z',
    cover: 'push-airless',
    excerpt: 'Réglage de la pompe, projection et lissage à la lame : la méthode de nos techniciens.',
    blocks: [
      video('Projection airless : de la pompe à la lame', 'Ax2rPj7wQs5', 'Durée : 11 minutes. Buse 6/23, pression 180 bars.'),
      rich(
        'Projetez en bandes régulières de bas en haut, puis lissez à la lame immédiatement, en tirant vers le haut. Rincez le circuit à l’eau claire dès la fin du chantier.',
      ),
      cta('Se former à la projection', 'Voir les formations', pro('formations')),
    ],
  },
  {
    slug: 'traiter-les-joints-niveau-soigne',
    title: 'Traiter les joints en finition soignée',
    type: 'tutoriel',
    targets: PRO_ONLY,
    tags: ['joints', 'dtu'],
    publishedAt: '2026-01-13T08:00:00.000Z',
    cover: 'amb-joints',
    excerpt: 'Ce que le DTU 59.1 exige pour une finition soignée et comment l’obtenir.',
    blocks: [
      rich(
        '## Niveau de finition',
        'La finition soignée impose un lissage de toute la surface après traitement des joints, et un contrôle en lumière rasante.',
        '## Méthode',
        'Traitez les joints en trois passes, puis appliquez une passe de lissage générale en une couche fine. Poncez au grain 180.',
      ),
    ],
  },
  {
    slug: 'renover-une-facade-fissuree',
    title: 'Rénover une façade fissurée',
    type: 'tutoriel',
    targets: BOTH,
    tags: ['exterieur', 'fissures'],
    publishedAt: '2026-02-10T08:00:00.000Z',
    cover: 'amb-facade',
    excerpt: 'Diagnostic, ouverture des fissures, rebouchage et peinture de façade.',
    blocks: [
      rich(
        'Travaillez entre 5 et 30 °C, hors pluie et hors plein soleil. Ouvrez les fissures, dépoussiérez, humidifiez, puis rebouchez avec un enduit extérieur. Protégez de la pluie 24 heures avant de peindre.',
      ),
    ],
  },
  {
    slug: 'refaire-les-murs-d-une-chambre',
    title: 'Refaire les murs d’une chambre en un week-end',
    type: 'tutoriel',
    targets: PART_ONLY,
    tags: ['debutant', 'lisser'],
    publishedAt: '2026-03-03T08:00:00.000Z',
    cover: 'cover-projet',
    excerpt: 'Le planning heure par heure pour repeindre une chambre de 12 m² sur des murs abîmés.',
    blocks: [
      rich(
        '## Samedi',
        'Matin : vider la pièce, protéger, lessiver. Après-midi : reboucher les trous, puis lisser les zones abîmées.',
        '## Dimanche',
        'Matin : poncer, dépoussiérer, imprimer. Après-midi : deux couches de peinture.',
      ),
      cta('Calculer la quantité d’enduit', 'Calculateur de quantité', part('calculateur-de-quantite')),
    ],
  },
  {
    slug: 'choisir-son-enduit',
    title: 'Choisir son enduit en trois questions',
    type: 'fiche-pratique',
    targets: BOTH,
    tags: ['choix-produit', 'debutant'],
    publishedAt: '2026-04-14T08:00:00.000Z',
    cover: 'push-conseils',
    excerpt: 'Que voulez-vous faire, sur quel support, sur quelle surface ? Le bon produit en découle.',
    blocks: [
      rich(
        '1. **Que faire ?** Reboucher, égaliser, lisser ou traiter des joints.',
        '2. **Sur quel support ?** Plâtre, béton, plaques, bois, ancienne peinture.',
        '3. **Quelle surface ?** Une retouche : une pâte. Une pièce entière : une poudre ou un seau de lissage.',
      ),
      faqExtract('Vos questions sur le choix d’un enduit', 'choix-produit', 4),
    ],
  },
  {
    slug: 'enduire-une-piece-humide',
    title: 'Enduire une salle de bains',
    type: 'fiche-pratique',
    targets: BOTH,
    tags: ['pieces-humides'],
    publishedAt: '2026-05-19T08:00:00.000Z',
    cover: 'amb-salle-de-bains',
    excerpt: 'Produits hydrofugés, ventilation et temps de séchage : les règles des pièces humides.',
    blocks: [
      rich(
        'Utilisez un enduit adapté aux pièces humides et traitez d’abord les moisissures. Ventilez pendant le séchage et peignez avec une peinture pour pièces humides.',
      ),
    ],
  },
]
