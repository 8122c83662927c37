/** The 40 questions of the demo FAQ (fictional Ardalis products; their English texts are in faq-en.ts). */
import type { Target } from '@/payload/seed/types'
import { BOTH, PART_ONLY, PRO_ONLY } from './page-kit'

export interface FaqDef {
  question: string
  answer: string
  tags: readonly string[]
  targets: readonly Target[]
}

export const FAQ_TAGS = [
  'choix-produit',
  'preparation',
  'application',
  'sechage',
  'poncage',
  'finition',
  'stockage',
  'securite',
  'outillage',
  'commande',
] as const

export const FAQ: readonly FaqDef[] = [
  // Choix du produit
  {
    tags: ['choix-produit'],
    targets: BOTH,
    question: 'Quelle différence entre un enduit de rebouchage et un enduit de lissage ?',
    answer:
      'L’enduit de rebouchage comble les trous, fissures et éclats en forte épaisseur, en une ou deux passes.\n\nL’enduit de lissage s’applique en couche très fine (moins de 2 mm) sur toute la surface pour obtenir un mur parfaitement plan avant la peinture.',
  },
  {
    tags: ['choix-produit'],
    targets: BOTH,
    question: 'Enduit en poudre ou prêt à l’emploi : lequel choisir ?',
    answer:
      'La poudre se conserve longtemps, se gâche à la quantité voulue et revient moins cher au mètre carré : elle convient aux grands chantiers.\n\nLa pâte prête à l’emploi est constante d’un seau à l’autre et se travaille tout de suite : elle convient aux petites surfaces et aux retouches.',
  },
  {
    tags: ['choix-produit'],
    targets: BOTH,
    question: 'Quel enduit utiliser pour une fissure qui bouge ?',
    answer:
      'Une fissure vivante se traite avec un enduit souple comme Fissurex® Pâte souple, associé à une bande de renfort si la fissure dépasse 2 mm. Un enduit rigide recasserait au prochain mouvement du support.',
  },
  {
    tags: ['choix-produit'],
    targets: BOTH,
    question: 'Peut-on utiliser un enduit intérieur en extérieur ?',
    answer:
      'Non. Les enduits intérieurs ne résistent ni à l’eau ni au gel. En façade, utilisez un enduit de la gamme extérieure, conçu pour rester stable sous la pluie et les écarts de température.',
  },
  {
    tags: ['choix-produit'],
    targets: PRO_ONLY,
    question: 'Quel enduit choisir pour une application à la machine airless ?',
    answer:
      'Choisissez un enduit de la gamme Airlis®, formulé pour la projection : sa viscosité est stable dans la pompe et il se lisse facilement à la lame après projection. Vérifiez sur la fiche technique la buse conseillée.',
  },
  {
    tags: ['choix-produit'],
    targets: PART_ONLY,
    question: 'Je débute : quel enduit est le plus facile à utiliser ?',
    answer:
      'Les pâtes prêtes à l’emploi de la gamme « Facile » sont faites pour vous : pas de dosage, un temps de travail confortable et un ponçage très doux. Rebouchor Témoin change même de couleur quand il est sec.',
  },
  {
    tags: ['choix-produit', 'finition'],
    targets: BOTH,
    question: 'Quel enduit appliquer sur des plaques de plâtre ?',
    answer:
      'Pour les joints, un enduit à joint associé à une bande papier. Pour une finition soignée sur toute la plaque, un enduit de lissage fin en une passe légère uniformise l’absorption avant la peinture.',
  },
  // Préparation
  {
    tags: ['preparation'],
    targets: BOTH,
    question: 'Faut-il appliquer une sous-couche avant l’enduit ?',
    answer:
      'Sur un support farineux, poreux ou très absorbant, oui : un fixateur de fonds comme Primalis® Fixateur de fonds stabilise la surface et évite que l’enduit ne sèche trop vite et ne se fissure.\n\nSur un support sain et propre, ce n’est pas nécessaire.',
  },
  {
    tags: ['preparation'],
    targets: BOTH,
    question: 'Comment préparer un mur avant de l’enduire ?',
    answer:
      'Le support doit être sain, sec, propre et dépoussiéré. Grattez les parties qui n’adhèrent plus, lessivez les murs gras ou encrassés, rincez et laissez sécher. Dépoussiérez enfin à la brosse ou à l’aspirateur.',
  },
  {
    tags: ['preparation'],
    targets: BOTH,
    question: 'Peut-on enduire sur une ancienne peinture ?',
    answer:
      'Oui si la peinture est bien adhérente. Une peinture brillante ou satinée doit être poncée (égrenée) puis dépoussiérée ; sinon, utilisez un primaire d’accrochage.',
  },
  {
    tags: ['preparation'],
    targets: BOTH,
    question: 'Comment traiter des taches d’humidité ou de nicotine avant d’enduire ?',
    answer:
      'Traitez d’abord la cause de l’humidité. Une fois le mur sec, appliquez un primaire bloque-taches : il empêche les auréoles de remonter à travers l’enduit et la peinture.',
  },
  {
    tags: ['preparation'],
    targets: PRO_ONLY,
    question: 'Quelle humidité maximale du support pour appliquer un enduit ?',
    answer:
      'Sur support plâtre, l’humidité ne doit pas dépasser 5 % en masse (mesure au carbure ou à l’humidimètre). Sur béton, respectez un séchage d’au moins un mois par centimètre d’épaisseur, selon le DTU 59.1.',
  },
  {
    tags: ['preparation', 'securite'],
    targets: BOTH,
    question: 'Faut-il se protéger pour gratter une ancienne peinture ?',
    answer:
      'Oui, surtout dans les logements anciens (avant 1949) où les peintures peuvent contenir du plomb. Faites un diagnostic en cas de doute, portez un masque FFP3, et ne poncez jamais à sec une peinture au plomb.',
  },
  // Application
  {
    tags: ['application'],
    targets: BOTH,
    question: 'Quelle épaisseur maximale par passe ?',
    answer:
      'Elle dépend du produit : jusqu’à 30 mm pour un enduit de rebouchage en poudre, environ 5 mm pour un enduit d’égalisage et moins de 2 mm pour un enduit de lissage. L’épaisseur exacte figure sur la fiche technique.',
  },
  {
    tags: ['application'],
    targets: BOTH,
    question: 'Combien de temps peut-on travailler une poudre gâchée ?',
    answer:
      'Selon le produit, entre 30 minutes pour les versions rapides et 3 heures pour les enduits classiques. Ne rajoutez jamais d’eau dans un enduit qui commence à prendre : gâchez plutôt une nouvelle quantité.',
  },
  {
    tags: ['application'],
    targets: BOTH,
    question: 'Quelle quantité d’eau pour gâcher un enduit en poudre ?',
    answer:
      'Le taux de gâchage est indiqué sur le sac et la fiche technique, souvent autour de 40 à 50 % (4 à 5 litres d’eau pour 10 kg). Versez la poudre dans l’eau, pas l’inverse, et mélangez jusqu’à une pâte homogène sans grumeaux.',
  },
  {
    tags: ['application'],
    targets: BOTH,
    question: 'À quelle température peut-on appliquer un enduit ?',
    answer:
      'Entre 8 °C et 30 °C, support compris. En dessous, le séchage est très ralenti ; au-dessus, l’enduit sèche trop vite et risque de faïencer.',
  },
  {
    tags: ['application'],
    targets: BOTH,
    question: 'Comment reboucher un trou profond ?',
    answer:
      'Au-delà de l’épaisseur maximale par passe, travaillez en plusieurs couches en laissant sécher entre chacune. Pour un très gros trou, bourrez d’abord avec un matériau de remplissage (plâtre, mortier) puis finissez à l’enduit.',
  },
  {
    tags: ['application'],
    targets: PRO_ONLY,
    question: 'Peut-on appliquer un enduit de lissage en une seule passe ?',
    answer:
      'Oui avec les enduits de la gamme Lissafin®, conçus pour un lissage en une passe sur support régulier. Sur support irrégulier, prévoyez une passe d’égalisage avant.',
  },
  {
    tags: ['application'],
    targets: PRO_ONLY,
    question: 'Quel rendement attendre d’un enduit projeté ?',
    answer:
      'Comptez en moyenne 1 kg/m² pour une passe de lissage projetée à 1 mm. Un compagnon équipé d’une pompe airless lisse 150 à 200 m² par jour selon la configuration du chantier.',
  },
  {
    tags: ['application'],
    targets: PART_ONLY,
    question: 'Comment obtenir un mur bien lisse sans être un professionnel ?',
    answer:
      'Travaillez par petites surfaces avec un couteau à enduire large (20 à 30 cm), en croisant les passes. Deux couches fines valent mieux qu’une épaisse. Un léger ponçage final au papier fin fera le reste.',
  },
  // Séchage
  {
    tags: ['sechage'],
    targets: BOTH,
    question: 'Combien de temps avant de peindre sur un enduit ?',
    answer:
      'Attendez le séchage complet : de 2 heures pour un enduit rapide à 24 heures pour un enduit classique en couche épaisse. L’enduit doit avoir une teinte uniforme et sonner « sec » au toucher.',
  },
  {
    tags: ['sechage'],
    targets: BOTH,
    question: 'Pourquoi mon enduit a-t-il fissuré en séchant ?',
    answer:
      'Le plus souvent : une couche trop épaisse, un support trop absorbant non traité ou un séchage trop rapide (chauffage, courant d’air, soleil). Respectez l’épaisseur maximale par passe et appliquez un fixateur sur les supports poreux.',
  },
  {
    tags: ['sechage'],
    targets: BOTH,
    question: 'Peut-on accélérer le séchage avec un chauffage ?',
    answer:
      'Non : un séchage forcé provoque des fissures et une mauvaise adhérence. Aérez modérément la pièce et gardez une température stable.',
  },
  {
    tags: ['sechage'],
    targets: PART_ONLY,
    question: 'Comment savoir si mon enduit est sec ?',
    answer:
      'Un enduit sec est d’une couleur claire et uniforme, sans zones plus foncées. Rebouchor Témoin passe du rose au blanc lorsqu’il est sec : vous savez exactement quand poncer.',
  },
  // Ponçage
  {
    tags: ['poncage'],
    targets: BOTH,
    question: 'Quel grain de papier pour poncer un enduit ?',
    answer:
      'Un grain 120 pour dresser les surépaisseurs, puis 180 à 240 pour la finition. Sur les enduits de lissage très fins, un grain 240 suffit.',
  },
  {
    tags: ['poncage', 'securite'],
    targets: BOTH,
    question: 'Comment limiter la poussière au ponçage ?',
    answer:
      'Utilisez une ponceuse reliée à un aspirateur, ou une éponge abrasive humide pour les petites retouches. Portez un masque FFP2 et fermez les portes des autres pièces.',
  },
  {
    tags: ['poncage'],
    targets: BOTH,
    question: 'Faut-il poncer entre deux couches d’enduit ?',
    answer:
      'Seulement pour retirer les surépaisseurs et les traces de couteau. Dépoussiérez toujours avant la couche suivante pour garantir l’adhérence.',
  },
  // Finition
  {
    tags: ['finition'],
    targets: BOTH,
    question: 'Peut-on laisser un enduit sans peinture ?',
    answer:
      'Non, un enduit intérieur doit être recouvert : il reste poreux, se salit et marque aux chocs. Appliquez au minimum une impression puis une peinture de finition.',
  },
  {
    tags: ['finition'],
    targets: BOTH,
    question: 'Faut-il une impression avant de peindre sur l’enduit ?',
    answer:
      'Oui, une couche d’impression uniformise l’absorption entre les zones enduites et le reste du mur. Sans elle, la peinture peut présenter des différences de brillance (embus).',
  },
  {
    tags: ['finition'],
    targets: BOTH,
    question: 'Peut-on poser du papier peint sur un enduit ?',
    answer:
      'Oui, après séchage complet et application d’une impression. Elle facilitera aussi le décollage du papier peint le jour où vous voudrez le changer.',
  },
  {
    tags: ['finition'],
    targets: PRO_ONLY,
    question: 'Quel niveau de finition selon le DTU 59.1 ?',
    answer:
      'Le DTU 59.1 distingue trois niveaux : élémentaire, courant et soigné. Une finition soignée impose un lissage sur toute la surface et un contrôle en lumière rasante. Précisez-le toujours dans votre devis.',
  },
  // Stockage
  {
    tags: ['stockage'],
    targets: BOTH,
    question: 'Combien de temps se conserve un enduit ?',
    answer:
      'Douze mois pour une poudre dans son sac d’origine fermé, à l’abri de l’humidité. Neuf à douze mois pour une pâte dans son seau fermé, à l’abri du gel. La date limite figure sur l’emballage.',
  },
  {
    tags: ['stockage'],
    targets: BOTH,
    question: 'Comment conserver un seau d’enduit entamé ?',
    answer:
      'Lissez la surface de la pâte, nettoyez le bord du seau, posez un film plastique au contact de l’enduit puis refermez bien le couvercle. Stockez à l’abri du gel et de la chaleur.',
  },
  {
    tags: ['stockage'],
    targets: BOTH,
    question: 'Mon enduit en pâte a gelé : puis-je encore l’utiliser ?',
    answer:
      'Non. Le gel casse l’émulsion du liant : l’enduit perd son adhérence même s’il paraît normal après dégel. Il doit être jeté en déchetterie.',
  },
  // Sécurité
  {
    tags: ['securite'],
    targets: BOTH,
    question: 'Où trouver la fiche de données de sécurité d’un produit ?',
    answer:
      'Sur la page de chaque produit et sur la page « Documentation technique », qui regroupe toutes les fiches techniques et fiches de données de sécurité de la gamme.',
  },
  {
    tags: ['securite'],
    targets: BOTH,
    question: 'Les enduits Ardalis émettent-ils des COV ?',
    answer:
      'Tous nos enduits intérieurs sont classés A+ selon l’étiquetage des émissions dans l’air intérieur, la meilleure classe. Le détail figure sur chaque fiche technique.',
  },
  {
    tags: ['securite'],
    targets: BOTH,
    question: 'Que faire des restes d’enduit et des emballages ?',
    answer:
      'Ne jetez jamais d’enduit dans l’évier. Laissez durcir les restes puis déposez-les en déchetterie. Les seaux vides et propres se recyclent ; notre programme de reprise collecte les seaux des professionnels.',
  },
  // Outillage
  {
    tags: ['outillage'],
    targets: BOTH,
    question: 'Quels outils pour appliquer un enduit ?',
    answer:
      'Un couteau à enduire (10 cm) pour reboucher, un couteau large ou une lisseuse pour lisser, une auge, un malaxeur pour les poudres et du papier abrasif ou une cale à poncer.',
  },
  {
    tags: ['outillage'],
    targets: PRO_ONLY,
    question: 'Comment nettoyer une machine après projection d’enduit ?',
    answer:
      'Pompez de l’eau claire jusqu’à ce qu’elle ressorte propre, nettoyez le filtre et la buse. Ne laissez jamais d’enduit sécher dans le circuit : il se nettoie à l’eau tant qu’il est frais.',
  },
  // Commande
  {
    tags: ['commande'],
    targets: PRO_ONLY,
    question: 'Où acheter les produits Ardalis quand on est professionnel ?',
    answer:
      'Chez nos distributeurs partenaires : négoces de matériaux et distributeurs de peinture. La page « Où trouver nos produits » indique les points de vente proches de votre chantier.',
  },
  {
    tags: ['commande'],
    targets: PART_ONLY,
    question: 'Où trouver les produits Ardalis près de chez moi ?',
    answer:
      'Nos produits « Facile » sont vendus en grandes surfaces de bricolage. Utilisez la page « Où trouver nos produits » pour trouver un magasin près de chez vous.',
  },
]
