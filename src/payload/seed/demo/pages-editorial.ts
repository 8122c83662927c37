/** Advice pages, news items (type actualite) and job offers (type job). */
import type { PageDef } from './page-kit'
import { BOTH, cta, here, part, PART_ONLY, pro, PRO_ONLY, pushes, rich } from './page-kit'
import { frenchOrdinal, NEWEST_PLANT, PLANT_COUNT, TRAINING_TOWNS } from './company'

export const ADVICE_PAGES: readonly PageDef[] = [
  {
    slug: 'conseils',
    title: 'Conseils',
    type: 'generic',
    targets: BOTH,
    cover: 'push-conseils',
    excerpt: 'Nos fiches pratiques pour reboucher, lisser et traiter les joints comme un pro.',
    blocks: [
      rich(
        'Choisir le bon enduit, l’appliquer avec le bon outil, savoir quand poncer et peindre : nos fiches pas à pas vous guident, que vous soyez débutant ou confirmé.',
      ),
      pushes('Nos fiches pratiques', [
        {
          titre: 'Reboucher un trou dans un mur',
          text: 'Chevilles, saignées, éclats : la bonne méthode.',
          link: here('conseils/reboucher-un-trou-dans-un-mur'),
          label_link: 'Lire la fiche',
          visual: 'amb-rebouchage',
        },
        {
          titre: 'Lisser un mur abîmé',
          text: 'Obtenir une surface parfaite avant peinture.',
          link: here('conseils/lisser-un-mur-abime'),
          label_link: 'Lire la fiche',
          visual: 'amb-lissage',
        },
        {
          titre: 'Poser des bandes à joint',
          text: 'Des joints de plaques invisibles.',
          link: here('conseils/poser-des-bandes-a-joint'),
          label_link: 'Lire la fiche',
          visual: 'amb-joints',
        },
      ]),
    ],
  },
  {
    slug: 'conseils/reboucher-un-trou-dans-un-mur',
    title: 'Reboucher un trou dans un mur',
    type: 'generic',
    targets: BOTH,
    tags: ['reboucher', 'debutant'],
    excerpt: 'Trou de cheville, saignée ou éclat : reboucher proprement en quatre étapes.',
    blocks: [
      rich(
        '## Le matériel',
        '- Un enduit de rebouchage : pâte pour les petits trous, poudre au-delà de 1 cm de profondeur',
        '- Un couteau à enduire de 8 à 10 cm',
        '- Du papier abrasif grain 120 et une cale à poncer',
        '## Les étapes',
        '1. Grattez les parties friables et dépoussiérez le trou.',
        '2. Humidifiez légèrement les fonds très absorbants (plâtre ancien, béton cellulaire).',
        '3. Remplissez le trou en serrant bien l’enduit, puis arasez d’un geste au ras du mur.',
        '4. Une fois sec, poncez légèrement, dépoussiérez et peignez.',
        'Astuce : au-delà de 3 cm de profondeur, procédez en deux passes ou choisissez un enduit fibré.',
      ),
      cta('Trouver l’enduit adapté à votre trou', 'Voir les enduits de rebouchage', part('categorie/reboucher')),
    ],
  },
  {
    slug: 'conseils/lisser-un-mur-abime',
    title: 'Lisser un mur abîmé',
    type: 'generic',
    targets: BOTH,
    tags: ['lisser', 'intermediaire'],
    excerpt: 'Après un arrachage de papier peint ou sur un mur bosselé, retrouvez une surface lisse.',
    blocks: [
      rich(
        'Un mur lisse se prépare en deux temps : une couche d’égalisage pour rattraper les défauts, puis une couche fine de lissage pour la finition.',
        '## Les étapes',
        '1. Lessivez le mur, grattez ce qui se décolle et appliquez un fixateur si le support farine.',
        '2. Appliquez l’enduit d’égalisage à la lisseuse, en passes croisées, sans dépasser l’épaisseur maximale indiquée.',
        '3. Après séchage, appliquez une couche fine d’enduit de lissage en tirant le produit à zéro.',
        '4. Poncez au grain 180 sous une lumière rasante, dépoussiérez, imprimez puis peignez.',
      ),
      cta('Quel enduit pour la finition ?', 'Voir les enduits de finition', part('categorie/lisser-en-finition')),
    ],
  },
  {
    slug: 'conseils/poser-des-bandes-a-joint',
    title: 'Poser des bandes à joint',
    type: 'generic',
    targets: BOTH,
    tags: ['plaques-de-platre', 'intermediaire'],
    excerpt: 'Des joints de plaques de plâtre invisibles sous la peinture.',
    blocks: [
      rich(
        'Le traitement des joints se fait en trois passes avec un enduit à joint et une bande papier, conformément au NF DTU 25.41.',
        '1. Remplissez le joint, marouflez la bande au couteau et recouvrez-la d’une fine couche.',
        '2. Après séchage, appliquez une passe de garnissage plus large.',
        '3. Terminez par une passe de finition élargie à 25 cm, puis poncez légèrement.',
        'Comptez environ 3,5 mètres de bande et 1 kg d’enduit par m² de cloison pour les trois passes.',
      ),
      cta('Calculez l’enduit et la bande nécessaires', 'Calculateur de quantité', here('calculateur-de-quantite')),
    ],
  },
]

export const NEWS_PAGES: readonly PageDef[] = [
  {
    slug: 'ardalis-au-salon-renov-expo-2025',
    title: 'Ardalis au salon Rénov’Expo 2025',
    type: 'actualite',
    targets: BOTH,
    cover: 'cover-salon',
    publishedAt: '2025-03-18T08:00:00.000Z',
    tags: ['evenement', 'salon'],
    excerpt: 'Retrouvez-nous sur le salon de la rénovation pour découvrir en avant-première la nouvelle gamme Airlis®.',
    blocks: [
      rich(
        'Du 8 au 11 avril 2025, nos équipes vous accueillent sur le stand B42 pour des démonstrations de projection airless et de pose de bandes. Nos techniciens répondront à toutes vos questions de chantier.',
      ),
    ],
  },
  {
    slug: 'nouvelle-formule-lissafin-pate',
    title: 'Lissafin® Pâte : une nouvelle formule encore plus glissante',
    type: 'actualite',
    targets: BOTH,
    cover: 'push-lissafin',
    publishedAt: '2025-06-02T08:00:00.000Z',
    tags: ['produit', 'nouveaute'],
    excerpt: 'Notre enduit de lissage phare évolue : meilleure glisse, ponçage plus rapide, toujours classé A+.',
    blocks: [
      rich(
        'Après dix-huit mois de tests avec une cinquantaine de peintres partenaires, Lissafin® Pâte adopte une nouvelle formule. La glisse est améliorée de 20 % selon nos mesures en laboratoire et le ponçage est plus rapide.',
      ),
      cta('Découvrir Lissafin® Pâte', 'Voir le produit', here('produit/lissafin-pate')),
    ],
  },
  {
    slug: 'calendrier-des-formations-2026',
    title: 'Le calendrier des formations 2026 est en ligne',
    type: 'actualite',
    targets: PRO_ONLY,
    cover: 'push-formations',
    publishedAt: '2025-11-20T08:00:00.000Z',
    tags: ['formation'],
    excerpt: 'Projection airless, traitement des joints, enduits décoratifs : inscrivez-vous aux sessions 2026.',
    blocks: [
      rich(
        `Nos sessions se déroulent en petits groupes de douze participants au maximum, dans nos centres de formation de ${TRAINING_TOWNS[0]} et de ${TRAINING_TOWNS[1]}. Les inscriptions ferment quinze jours avant chaque session.`,
      ),
      cta('Consulter les sessions et s’inscrire', 'Voir les formations', pro('formations')),
    ],
  },
  {
    slug: 'reprise-des-seaux-vides',
    title: 'Reprise des seaux vides : le programme s’étend à toute la France',
    type: 'actualite',
    targets: BOTH,
    cover: 'push-rse',
    publishedAt: '2026-01-12T08:00:00.000Z',
    tags: ['rse', 'environnement'],
    excerpt: 'Rapportez vos seaux vides chez votre négoce partenaire : ils seront recyclés en nouveaux seaux.',
    blocks: [
      rich(
        'Lancé en 2024 dans l’Ouest, notre programme de reprise des seaux vides est désormais proposé par 600 négoces partenaires. Les seaux collectés sont broyés puis réintroduits dans la fabrication de nouveaux emballages.',
      ),
    ],
  },
  {
    slug: 'airlis-trophee-innovation-2026',
    title: 'Airlis® récompensé par un trophée de l’innovation',
    type: 'actualite',
    targets: PRO_ONLY,
    cover: 'push-airless',
    publishedAt: '2026-02-05T08:00:00.000Z',
    tags: ['innovation', 'produit'],
    excerpt: 'Notre gamme d’enduits projetables a été distinguée par un jury d’artisans peintres.',
    blocks: [
      rich(
        'Le jury a salué la compatibilité de la gamme Airlis® avec les pompes airless les plus répandues et le gain de productivité mesuré sur chantier : jusqu’à 300 m² lissés par jour et par équipe.',
      ),
    ],
  },
  {
    slug: 'ardalis-partenaire-des-apprentis-peintres',
    title: 'Ardalis partenaire des apprentis peintres',
    type: 'actualite',
    targets: BOTH,
    cover: 'push-formations',
    publishedAt: '2026-03-09T08:00:00.000Z',
    tags: ['formation', 'rse'],
    excerpt: 'Nous fournissons les enduits des ateliers de quinze centres de formation d’apprentis.',
    blocks: [
      rich(
        'Depuis la rentrée, quinze centres de formation d’apprentis utilisent nos enduits dans leurs ateliers. Nos techniciens y animent aussi des démonstrations sur la préparation des supports et le traitement des joints.',
      ),
    ],
  },
  {
    slug: 'nouveau-site-de-production-vendee',
    title: `Un nouveau site de production en ${NEWEST_PLANT.department}`,
    type: 'actualite',
    targets: BOTH,
    cover: 'cover-groupe',
    publishedAt: '2026-03-24T08:00:00.000Z',
    tags: ['entreprise', 'industrie'],
    excerpt: `Notre ${frenchOrdinal(PLANT_COUNT)} usine française produira les enduits en pâte pour l’Ouest dès l’automne ${NEWEST_PLANT.opened}.`,
    blocks: [
      rich(
        `Implantée à ${NEWEST_PLANT.town}, en ${NEWEST_PLANT.department}, la nouvelle ligne produira 40 000 tonnes d’enduits en pâte par an. Elle rapproche la fabrication de nos clients de l’Ouest et réduit de 30 % les kilomètres parcourus par nos camions.`,
        'Une quarantaine d’emplois seront créés : les offres sont publiées sur notre page carrières.',
      ),
    ],
  },
  {
    slug: 'rebouchor-temoin-arrive-en-magasin',
    title: 'Rebouchor Témoin arrive en magasin',
    type: 'actualite',
    targets: PART_ONLY,
    cover: 'push-distributeurs',
    publishedAt: '2026-04-07T08:00:00.000Z',
    tags: ['produit', 'nouveaute'],
    excerpt: 'L’enduit qui change de couleur quand il est sec est désormais disponible dans les grandes surfaces de bricolage.',
    blocks: [
      rich(
        'Rose à l’application, blanc une fois sec : Rebouchor Témoin indique lui-même le moment de poncer. Fini les ponçages trop tôt qui arrachent l’enduit encore humide.',
      ),
      cta('Découvrir Rebouchor Témoin', 'Voir le produit', part('produit/rebouchor-temoin')),
    ],
  },
  {
    slug: 'bilan-carbone-2025',
    title: 'Bilan carbone 2025 : –18 % depuis 2020',
    type: 'actualite',
    targets: BOTH,
    cover: 'push-rse',
    publishedAt: '2026-04-22T08:00:00.000Z',
    tags: ['rse', 'environnement'],
    excerpt: 'Fours électriques, transport combiné et emballages recyclés : nos émissions continuent de baisser.',
    blocks: [
      rich(
        'Nos émissions de gaz à effet de serre ont baissé de 18 % entre 2020 et 2025, à production égale. Le remplacement de deux sécheurs au gaz par des sécheurs électriques explique la moitié de cette baisse.',
        'Notre objectif reste une réduction de 40 % d’ici 2030.',
      ),
    ],
  },
  {
    slug: 'ardalis-au-salon-batimat-2026',
    title: 'Rendez-vous sur notre stand au salon Batimat',
    type: 'actualite',
    targets: PRO_ONLY,
    cover: 'cover-salon',
    publishedAt: '2026-05-12T08:00:00.000Z',
    tags: ['evenement', 'salon'],
    excerpt: 'Démonstrations de projection, ateliers joints et rencontre avec nos formulateurs.',
    blocks: [
      rich(
        'Cette année encore, nos équipes vous accueillent hall 1 pour des démonstrations en continu sur un mur de 30 m². Inscrivez-vous à l’avance aux ateliers de 45 minutes sur le traitement des joints et la projection airless.',
      ),
    ],
  },
  {
    slug: 'nouvelle-application-chantier',
    title: 'Une application pour suivre ses chantiers',
    type: 'actualite',
    targets: PRO_ONLY,
    cover: 'push-calculateur',
    publishedAt: '2026-06-03T08:00:00.000Z',
    tags: ['innovation', 'service'],
    excerpt: 'Calcul des quantités, fiches techniques hors ligne et déclaration de démarrage de chantier dans la poche.',
    blocks: [
      rich(
        'Gratuite et sans publicité, l’application reprend le calculateur de quantité du site, garde les fiches techniques consultables hors connexion et permet de déclarer un démarrage de chantier en trois écrans.',
      ),
    ],
  },
  {
    slug: 'concours-photo-avant-apres',
    title: 'Concours photo « avant / après » : les gagnants',
    type: 'actualite',
    targets: PART_ONLY,
    cover: 'cover-projet',
    publishedAt: '2026-06-25T08:00:00.000Z',
    tags: ['evenement', 'concours'],
    excerpt: 'Plus de 800 participants nous ont envoyé la transformation de leurs murs.',
    blocks: [
      rich(
        'Merci aux 812 participants ! Le jury a récompensé une cage d’escalier entièrement relissée, une chambre d’enfant aux murs fissurés transformée et une cuisine des années 1970 remise à neuf.',
        'Les trois gagnants reçoivent un lot d’outillage et un an d’enduits Ardalis.',
      ),
    ],
  },
  {
    slug: 'seaux-en-plastique-recycle',
    title: 'Nos seaux passent à 50 % de plastique recyclé',
    type: 'actualite',
    targets: BOTH,
    cover: 'push-rse',
    publishedAt: '2025-09-15T08:00:00.000Z',
    tags: ['rse', 'environnement'],
    excerpt:
      'Les seaux de nos enduits en pâte contiennent désormais pour moitié du plastique recyclé, en partie issu de la reprise des seaux vides.',
    blocks: [
      rich(
        'Depuis septembre, tous nos seaux de 4 à 20 kg sont fabriqués avec 50 % de polypropylène recyclé. Une partie de cette matière vient des seaux vides rapportés par les peintres chez leurs négoces partenaires.',
        'Les seaux gardent la même solidité, la même anse et le même couvercle étanche : seule leur couleur, légèrement grisée, change.',
      ),
    ],
  },
  {
    slug: 'portes-ouvertes-blois-semaine-de-l-industrie',
    title: 'Portes ouvertes à Blois pour la Semaine de l’industrie',
    type: 'actualite',
    targets: BOTH,
    cover: 'cover-groupe',
    publishedAt: '2025-11-18T08:00:00.000Z',
    tags: ['entreprise', 'evenement'],
    excerpt: 'Collégiens, demandeurs d’emploi et clients ont découvert nos métiers au siège et au centre de formation de Blois.',
    blocks: [
      rich(
        'Pendant la Semaine de l’industrie, notre siège et notre centre de formation de Blois ont accueilli plus de 300 visiteurs : classes de collège, demandeurs d’emploi accompagnés par leur conseiller et clients de la région.',
        'Au programme : démonstrations de lissage et de projection, présentation des contrôles qualité et rencontres avec nos techniciens, formulateurs et technico-commerciaux.',
      ),
    ],
  },
  {
    slug: 'fdes-enduits-re2020',
    title: 'Les FDES de nos enduits disponibles pour vos calculs RE2020',
    type: 'actualite',
    targets: PRO_ONLY,
    cover: 'push-innovation',
    publishedAt: '2025-12-04T08:00:00.000Z',
    tags: ['rse', 'produit'],
    excerpt: 'Les déclarations environnementales de nos enduits de lissage et à joints sont publiées dans la base INIES.',
    blocks: [
      rich(
        'Les fiches de déclaration environnementale et sanitaire (FDES) de nos enduits de lissage et de nos enduits à joints sont désormais consultables dans la base INIES. Bureaux d’études et entreprises générales peuvent les reprendre directement dans leurs calculs RE2020.',
        'Les FDES des enduits de façade suivront au cours de l’année. Votre technico-commercial vous les transmet sur demande.',
      ),
    ],
  },
  {
    slug: 'ateliers-enduits-en-magasin',
    title: 'Des ateliers gratuits en magasin pour apprendre à enduire',
    type: 'actualite',
    targets: PART_ONLY,
    cover: 'cover-ateliers',
    publishedAt: '2025-10-14T08:00:00.000Z',
    tags: ['formation', 'evenement'],
    excerpt:
      'Une heure avec un démonstrateur Ardalis pour reboucher, lisser et poser une bande à joint, le samedi dans les magasins partenaires.',
    blocks: [
      rich(
        'Cet automne, nos démonstrateurs animent des ateliers d’une heure le samedi dans des magasins de bricolage partenaires. Chaque participant pratique sur un panneau : rebouchage d’un trou, lissage d’une surface abîmée et pose d’une bande à joint.',
        'Les ateliers sont gratuits, en petits groupes de six personnes ; l’inscription se fait à l’accueil du magasin.',
      ),
      cta('Préparez-vous avec nos fiches pas à pas', 'Voir les conseils', part('conseils')),
    ],
  },
  {
    slug: 'ardalis-a-la-foire-de-paris',
    title: 'Retrouvez-nous à la Foire de Paris',
    type: 'actualite',
    targets: PART_ONLY,
    cover: 'cover-salon',
    publishedAt: '2026-04-15T08:00:00.000Z',
    tags: ['evenement', 'salon'],
    excerpt: 'Démonstrations de rebouchage et de lissage sans ponçage, et conseils personnalisés pour vos travaux.',
    blocks: [
      rich(
        'Notre stand de l’espace Habitat vous accueille pendant toute la durée de la foire. Nos conseillers y montrent, toutes les heures, comment reboucher un trou et lisser un mur sans ponçage.',
        'Apportez la photo de votre mur : ils vous aident à choisir le bon enduit et à estimer la quantité nécessaire.',
      ),
    ],
  },
  {
    slug: 'nouveaux-tutoriels-video',
    title: 'De nouveaux tutoriels vidéo pour réussir vos enduits',
    type: 'actualite',
    targets: BOTH,
    cover: 'push-conseils',
    publishedAt: '2026-07-08T08:00:00.000Z',
    tags: ['service', 'formation'],
    excerpt: 'Rebouchage, lissage, traitement des joints : nos techniciens filment chaque geste, de la préparation du support au ponçage.',
    blocks: [
      rich(
        'Six nouvelles vidéos de trois à cinq minutes rejoignent nos tutoriels. Tournées sur de vrais chantiers, elles montrent chaque étape en plan rapproché : préparation du support, gâchage, application, séchage et ponçage.',
        'Chaque vidéo renvoie à la fiche technique du produit utilisé et au calculateur de quantité.',
      ),
    ],
  },
  {
    slug: 'hydralis-anti-moisissures-en-magasin',
    title: 'Pièces humides : Hydralis Anti-moisissures arrive en magasin',
    type: 'actualite',
    targets: PART_ONLY,
    cover: 'push-pieces-humides',
    publishedAt: '2026-08-26T08:00:00.000Z',
    tags: ['produit', 'nouveaute'],
    excerpt: 'Un enduit de lissage pour salles de bains et cuisines, qui protège le film sec contre les moisissures.',
    blocks: [
      rich(
        'Hydralis Anti-moisissures est formulé pour les pièces où l’humidité stagne : salles de bains, cuisines, buanderies. Prêt à l’emploi en pot de 1 kg, il se lisse facilement et se recouvre de peinture le lendemain.',
      ),
      cta('Découvrir Hydralis Anti-moisissures', 'Voir le produit', part('produit/hydralis-anti-moisissures')),
    ],
  },
  {
    slug: 'decoralis-beton-cire-dix-teintes',
    title: 'Décoralis® Béton Ciré : la palette passe à dix teintes',
    type: 'actualite',
    targets: BOTH,
    cover: 'push-decoralis',
    publishedAt: '2026-09-02T08:00:00.000Z',
    tags: ['produit', 'nouveaute'],
    excerpt: 'Des gris chauds aux blancs cassés, dix teintes pour les sols, murs et plans de travail.',
    blocks: [
      rich(
        'Décoralis® Béton Ciré se décline désormais en dix teintes, des gris chauds aux blancs cassés. Les nouvelles teintes ont été choisies avec des architectes d’intérieur et des peintres décorateurs.',
        'La mise en œuvre ne change pas : deux passes fines, un ponçage léger, puis le vernis de protection.',
      ),
      cta('Découvrir Décoralis® Béton Ciré', 'Voir le produit', here('produit/decoralis-beton-cire')),
    ],
  },
  {
    slug: 'ardalis-au-salon-artibat',
    title: 'Ardalis au salon Artibat à Rennes',
    type: 'actualite',
    targets: PRO_ONLY,
    cover: 'cover-salon',
    publishedAt: '2026-09-22T08:00:00.000Z',
    tags: ['evenement', 'salon'],
    excerpt: 'Trois jours de démonstrations de projection airless et de traitement des joints pour les artisans du Grand Ouest.',
    blocks: [
      rich(
        'Nos équipes de l’Ouest vous attendent sur le salon Artibat, à Rennes. Sur le stand : un mur de démonstration pour la projection airless, des ateliers courts sur les bandes à joint et nos technico-commerciaux pour parler de vos chantiers.',
        `Vous pourrez aussi y découvrir les enduits en pâte produits par notre nouvelle usine de ${NEWEST_PLANT.town}.`,
      ),
    ],
  },
  {
    slug: 'chantier-reference-lycee-airless',
    title: 'Chantier de référence : 9 000 m² lissés à l’airless dans un lycée',
    type: 'actualite',
    targets: PRO_ONLY,
    cover: 'cover-chantier',
    publishedAt: '2026-10-06T08:00:00.000Z',
    tags: ['produit', 'innovation'],
    excerpt: 'Une équipe de quatre peintres a lissé les cloisons d’un lycée en rénovation en six semaines avec la gamme Airlis®.',
    blocks: [
      rich(
        'Dans un lycée de la région Centre-Val de Loire entièrement rénové pendant l’année scolaire, une entreprise de peinture partenaire devait lisser 9 000 m² de cloisons en six semaines, entre deux phases de travaux.',
        'Avec Airlis® Garnissant puis Airlis® Finition projetés à la pompe airless, l’équipe de quatre peintres a tenu un rythme de 300 m² par jour, ponçage compris, et livré dans les délais.',
      ),
      cta('Découvrir la gamme Airlis®', 'Voir les enduits projetables', pro('produit/airlis-finition')),
    ],
  },
]
