/** Company and service pages (the fixed pages the legacy redirects point to). */
import type { PageDef } from './page-kit'
import { BOTH, cta, faqExtract, part, PART_ONLY, pro, PRO_ONLY, pushes, rich, video } from './page-kit'
import { REGIONAL_SITES } from './site'

export const COMPANY_PAGES: readonly PageDef[] = [
  {
    slug: 'mentions-legales',
    title: 'Mentions légales',
    type: 'generic',
    targets: BOTH,
    excerpt: 'Éditeur du site, hébergement, propriété intellectuelle et données personnelles.',
    blocks: [
      rich(
        '## Éditeur du site',
        'Le présent site est édité par **Ardalis SAS**, société par actions simplifiée au capital de 4 500 000 €, dont le siège est situé ZI des Carrières, 12 rue des Plâtriers, 41000 Blois (adresse fictive de démonstration). Téléphone : 01 84 60 12 34.',
        'Directeur de la publication : le président d’Ardalis SAS.',
        '## Hébergement',
        'Le site est hébergé sur des serveurs situés dans l’Union européenne par un prestataire d’hébergement professionnel.',
        '## Propriété intellectuelle',
        'Les marques Ardalis, Lissafin®, Rebouchor®, Jointex® et les autres dénominations de produits citées sont des marques de démonstration. Les textes, visuels et documents du site ne peuvent être reproduits sans autorisation écrite.',
        '## Données personnelles',
        'Les informations recueillies par les formulaires (contact, candidature, inscription aux formations) sont destinées à Ardalis SAS pour traiter votre demande. Conformément au règlement général sur la protection des données, vous disposez d’un droit d’accès, de rectification, d’effacement et d’opposition en écrivant à dpo@ardalis-enduits.example.',
        '## Cookies',
        'Des cookies de mesure d’audience et de partage ne sont déposés qu’avec votre accord. Vous pouvez modifier vos choix à tout moment grâce au bouton « Gestion des cookies » en pied de page.',
      ),
    ],
  },
  {
    slug: 'le-groupe-1',
    title: 'Le groupe Ardalis',
    type: 'generic',
    targets: BOTH,
    cover: 'cover-groupe',
    excerpt:
      'Fabricant français d’enduits pour le bâtiment depuis 1962, Ardalis conçoit des solutions de préparation des murs pour les professionnels et les particuliers.',
    blocks: [
      rich(
        'Fondée en 1962 dans le Loir-et-Cher, Ardalis est une entreprise familiale spécialisée dans les enduits de préparation des murs et plafonds : rebouchage, égalisage, lissage, joints de plaques de plâtre et enduits de façade.',
        '## Ardalis en chiffres',
        '- **3 usines** en France et un centre de recherche',
        '- **480 collaborateurs**',
        '- **65 produits** au catalogue, vendus dans **dix pays**',
        '- **2 000 points de vente** partenaires en France',
        '## Deux publics, une même exigence',
        'Les peintres, plâtriers-plaquistes et façadiers représentent les deux tiers de notre activité : ils trouvent nos produits chez leur négoce. Les particuliers achètent nos formats prêts à l’emploi en magasin de bricolage.',
      ),
      pushes('Découvrir Ardalis', [
        {
          titre: 'Notre histoire',
          text: 'De l’atelier familial au groupe international.',
          link: pro('notre-histoire-2'),
          label_link: 'Lire notre histoire',
          visual: 'cover-histoire',
        },
        {
          titre: 'Nos engagements',
          text: 'Qualité, service et environnement.',
          link: pro('nos-engagements'),
          label_link: 'Voir nos engagements',
          visual: 'cover-engagements',
        },
        {
          titre: 'Nos innovations',
          text: 'Des enduits plus légers et plus sobres.',
          link: pro('nos-innovations'),
          label_link: 'Découvrir',
          visual: 'push-innovation',
        },
      ]),
    ],
  },
  {
    slug: 'notre-histoire-2',
    title: 'Notre histoire',
    type: 'generic',
    targets: BOTH,
    cover: 'cover-histoire',
    excerpt: 'Soixante ans d’enduits fabriqués en France, de l’atelier de plâtre au groupe international.',
    blocks: [
      rich(
        '## 1962 : un atelier de plâtre',
        'Tout commence dans un petit atelier de Blois qui ensache du plâtre de moulage pour les artisans de la région.',
        '## 1978 : le premier enduit de lissage',
        'L’entreprise lance son premier enduit de lissage en poudre, ancêtre de Lissafin®, vendu aux peintres du Centre et de l’Ouest.',
        '## 1995 : les pâtes prêtes à l’emploi',
        'Une deuxième usine, dédiée aux pâtes, ouvre en Auvergne. Les formats en tube et en pot arrivent dans les magasins de bricolage.',
        '## 2010 : l’international',
        'Ardalis ouvre des filiales en Belgique, en Suisse et au Maroc, puis développe un réseau de distributeurs dans dix pays.',
        '## 2024 : l’airless et les formules allégées',
        'La gamme Airlis® pour la projection mécanique et les sacs allégés de 17 kg répondent aux attentes de productivité et de réduction de la pénibilité des applicateurs.',
      ),
    ],
  },
  {
    slug: 'nos-engagements',
    title: 'Nos engagements',
    type: 'generic',
    targets: BOTH,
    cover: 'cover-engagements',
    excerpt: 'Qualité constante, service technique réactif et réduction de notre impact environnemental.',
    blocks: [
      rich(
        '## Une qualité contrôlée à chaque lot',
        'Chaque lot fabriqué est contrôlé en laboratoire : granulométrie, temps de prise, blancheur, retrait. Nos enduits à joint sont marqués CE selon la norme EN 13963 et font l’objet d’une déclaration des performances.',
        '## Un service technique qui répond sous 48 heures',
        'Nos techniciens répondent aux questions de chantier par téléphone, de 8h à 17h du lundi au vendredi, et traitent les demandes écrites sous 48 heures.',
        '## Des produits plus sains',
        'Plus de 90 % de nos produits sont classés A+ pour les émissions dans l’air intérieur, la meilleure classe de l’étiquetage réglementaire.',
      ),
      cta('Une question sur un produit ou un support ?', 'Contacter le service technique', pro('service-technique')),
    ],
  },
  {
    slug: 'notre-demarche-rse',
    title: 'Notre démarche RSE',
    type: 'generic',
    targets: BOTH,
    cover: 'push-rse',
    excerpt: 'Environnement, sécurité, ancrage local : notre feuille de route de responsabilité sociétale.',
    blocks: [
      rich(
        'Notre démarche de responsabilité sociétale s’articule autour de trois priorités : réduire l’empreinte environnementale de nos produits, garantir la sécurité et le développement de nos équipes, et soutenir l’économie locale autour de nos sites.',
        'Nos déclarations environnementales (FDES) sont publiées pour les principales références afin d’alimenter les calculs RE2020 des bâtiments neufs.',
      ),
      pushes('Nos actions', [
        {
          titre: 'Environnement',
          text: 'Énergie, emballages, transport : nos objectifs chiffrés.',
          link: pro('notre-demarche-rse/environnement'),
          label_link: 'En savoir plus',
          visual: 'push-rse',
        },
        {
          titre: 'Engagement social',
          text: 'Sécurité, formation et emploi local.',
          link: pro('notre-demarche-rse/engagement-social'),
          label_link: 'En savoir plus',
          visual: 'push-emploi',
        },
      ]),
    ],
  },
  {
    slug: 'notre-demarche-rse/environnement',
    title: 'Environnement',
    type: 'generic',
    targets: BOTH,
    excerpt: 'Moins d’énergie, moins d’emballage, moins de transport.',
    blocks: [
      rich(
        '## Énergie',
        'Nos usines ont réduit de 25 % leur consommation de gaz depuis 2019 grâce à la récupération de chaleur des sécheurs.',
        '## Emballages',
        'Nos sacs sont en papier issu de forêts gérées durablement et nos seaux contiennent 50 % de plastique recyclé. Un programme de reprise des seaux vides est proposé aux négoces partenaires.',
        '## Transport',
        'Les formules allégées réduisent le poids transporté de près d’un tiers à rendement égal, et 40 % de nos expéditions partent par le rail.',
      ),
    ],
  },
  {
    slug: 'notre-demarche-rse/engagement-social',
    title: 'Engagement social',
    type: 'generic',
    targets: BOTH,
    excerpt: 'Sécurité, formation et emploi local.',
    blocks: [
      rich(
        '## Sécurité',
        'Objectif zéro accident : chaque réunion d’équipe commence par un point sécurité et les postes de palettisation sont automatisés.',
        '## Formation',
        'Chaque collaborateur suit en moyenne 21 heures de formation par an. Nous accueillons chaque année une trentaine d’alternants.',
        '## Ancrage local',
        'Nous travaillons avec des fournisseurs situés à moins de 300 km de nos usines pour 70 % de nos matières premières.',
      ),
    ],
  },
  {
    slug: 'nos-innovations',
    title: 'Nos innovations',
    type: 'generic',
    targets: BOTH,
    cover: 'cover-innovations',
    excerpt: 'Formules allégées, enduits projetables, indicateurs de séchage : l’innovation au service du chantier.',
    blocks: [
      rich(
        'Notre laboratoire de formulation développe chaque année de nouvelles solutions avec des applicateurs partenaires qui testent les prototypes sur chantier.',
        '- **Formules allégées** : le rendement d’un sac de 25 kg dans 17 kg.',
        '- **Airlis®** : des enduits projetables compatibles avec les pompes airless courantes.',
        '- **Rebouchor Témoin** : une pâte rose qui devient blanche quand on peut peindre.',
        '- **Lissafacile** : un lissage qui se tend sans ponçage.',
      ),
      pushes('À découvrir', [
        {
          titre: 'Airlis® Projetable Lissage',
          text: 'Jusqu’à 300 m² par jour.',
          link: pro('produit/airlis-projetable-lissage'),
          label_link: 'Voir le produit',
          visual: 'push-airless',
        },
        {
          titre: 'Lissafacile Sans Ponçage',
          text: 'Appliquez, lissez, peignez.',
          link: part('produit/lissafacile-sans-poncage'),
          label_link: 'Voir le produit',
          visual: 'push-sans-poncage',
        },
      ]),
    ],
  },
  {
    slug: 'implantations-dans-le-monde',
    title: 'Implantations dans le monde',
    type: 'generic',
    targets: BOTH,
    cover: 'cover-monde',
    excerpt: 'Nos produits sont distribués dans dix pays en plus de la France.',
    blocks: [
      rich(
        'En plus de ses trois usines françaises, Ardalis s’appuie sur des filiales et des distributeurs exclusifs pour servir les applicateurs de dix pays. Chaque pays dispose de son propre site :',
        ...REGIONAL_SITES.map((site) => `- **${site.label}** : ${site.url.replace('https://', '')}`),
      ),
    ],
  },
  {
    slug: 'mon-projet',
    title: 'Mon projet',
    type: 'generic',
    targets: PART_ONLY,
    cover: 'cover-projet',
    excerpt: 'Préparer ses murs avant peinture : les bonnes étapes et les bons produits.',
    blocks: [
      rich(
        'Des murs bien préparés, c’est la garantie d’une peinture réussie. Voici les quatre étapes à suivre :',
        '1. **Diagnostiquer** le support : plâtre, plaque, ancienne peinture, humidité éventuelle.',
        '2. **Préparer** : lessiver, gratter les parties qui se décollent, appliquer un fixateur si le mur farine.',
        '3. **Reboucher** les trous et fissures, puis **lisser** pour obtenir une surface régulière.',
        '4. **Poncer, dépoussiérer et peindre.**',
      ),
      cta('Combien de produit vous faut-il ?', 'Calculer la quantité', part('calculateur-de-quantite')),
      pushes('Pour aller plus loin', [
        {
          titre: 'Nos conseils pas à pas',
          text: 'Des fiches simples et illustrées.',
          link: part('conseils'),
          label_link: 'Lire les conseils',
          visual: 'push-conseils',
        },
        {
          titre: 'Où trouver nos produits ?',
          text: 'Les magasins près de chez vous.',
          link: part('ou-trouver-nos-produits'),
          label_link: 'Trouver un magasin',
          visual: 'push-distributeurs',
        },
      ]),
    ],
  },
  {
    slug: 'vous-etes-distributeurs',
    title: 'Vous êtes distributeur',
    type: 'generic',
    targets: PRO_ONLY,
    excerpt: 'Négoces, distributeurs peinture et enseignes : devenez partenaire Ardalis.',
    blocks: [
      rich(
        'Vous êtes négoce en matériaux, distributeur de peinture ou enseigne de bricolage ? Ardalis vous accompagne avec une offre adaptée à votre clientèle.',
        '- Une gamme courte et complète, facile à référencer',
        '- Des supports de vente, présentoirs et fiches conseils',
        '- Des animations en point de vente et des formations pour vos vendeurs',
        '- Un extranet de commande et de suivi des livraisons',
        'Vous accédez à votre espace de commande et à nos tarifs sur le portail distributeurs.',
      ),
      cta('Devenir distributeur Ardalis', 'Nous contacter', pro('contact')),
    ],
  },
  {
    slug: 'espace-presse',
    title: 'Espace presse',
    type: 'generic',
    targets: BOTH,
    cover: 'cover-presse',
    excerpt: 'Communiqués, visuels et contacts pour les journalistes.',
    blocks: [
      rich(
        'Retrouvez nos derniers communiqués, les visuels de nos produits en haute définition et le dossier de presse du groupe.',
        '## Contact presse',
        'Service communication Ardalis : presse@ardalis-enduits.example – 01 84 60 12 35.',
      ),
      {
        kind: 'downloads',
        title: 'Documents à télécharger',
        brochures: ['catalogue-ardalis-professionnels-2026.pdf', 'fdes-enduits-de-lissage-ardalis.pdf'],
      },
      cta('Consulter nos dernières actualités', 'Voir les actualités', pro('actualites')),
    ],
  },
  {
    slug: 'service-technique',
    title: 'Service technique',
    type: 'generic',
    targets: BOTH,
    cover: 'cover-service',
    excerpt: 'Un technicien répond à vos questions de chantier, de 8h à 17h du lundi au vendredi.',
    blocks: [
      rich(
        'Choix d’un enduit, compatibilité avec un support, incident de chantier : nos techniciens vous répondent par téléphone au **01 84 60 12 34**, de 8h à 17h du lundi au vendredi.',
        'Les demandes écrites envoyées par le formulaire de contact sont traitées sous 48 heures. Pour les chantiers importants, un technicien peut se déplacer pour une démonstration ou une expertise.',
      ),
      video('Nos techniciens sur le terrain', 'Ar7dTq2xLm0', 'Une journée avec l’équipe du service technique, du laboratoire au chantier.'),
      {
        kind: 'slider',
        title: 'Nos services aux applicateurs',
        slides: [
          {
            visual: 'push-formations',
            title: 'Formations',
            text: 'Sessions en petits groupes dans nos centres de Blois et de Clermont-Ferrand.',
            link: pro('formations'),
            label_link: 'Voir les formations',
          },
          {
            visual: 'push-airless',
            title: 'Démonstrations airless',
            text: 'Un technicien vient sur votre chantier régler la pompe et projeter avec vous.',
            link: pro('contact'),
            label_link: 'Demander une démonstration',
          },
          {
            visual: 'push-calculateur',
            title: 'Calcul des quantités',
            text: 'Estimez les sacs et seaux nécessaires avant de commander.',
            link: pro('calculateur-de-quantite'),
            label_link: 'Calculer',
          },
        ],
      },
      faqExtract('Les questions les plus posées au service technique', 'application', 4),
      {
        kind: 'testimonies',
        title: 'Ils ont fait appel à nous',
        items: [
          {
            quote:
              'Sur un chantier de 40 logements, le technicien est venu régler nos pompes : nous avons gagné une journée par cage d’escalier.',
            author: 'Julien M.',
            role: 'peintre, Angers',
          },
          {
            quote: 'Une réponse claire en dix minutes au téléphone sur un support béton douteux. Le diagnostic était le bon.',
            author: 'Sofia R.',
            role: 'cheffe d’équipe, Lyon',
          },
          {
            quote: 'Les fiches techniques sont à jour et la hotline connaît vraiment les produits.',
            author: 'Marc D.',
            role: 'artisan plaquiste, Tours',
          },
        ],
      },
      {
        kind: 'downloads',
        title: 'Documents utiles',
        brochures: ['catalogue-ardalis-professionnels-2026.pdf', 'guide-airless-ardalis.pdf'],
      },
      cta('Envoyer une demande technique', 'Formulaire de contact', pro('contact')),
    ],
  },
  {
    slug: 'service-conso-2',
    title: 'Service consommateurs',
    type: 'generic',
    targets: PART_ONLY,
    cover: 'cover-service',
    excerpt: 'Une question sur un produit ou son utilisation ? Notre service consommateurs vous répond.',
    blocks: [
      rich(
        'Notre équipe vous aide à choisir le bon produit et à réussir vos travaux. Appelez le **01 84 60 12 34** de 8h à 17h du lundi au vendredi, ou écrivez-nous : nous répondons sous 48 heures.',
        'Avant d’appeler, munissez-vous si possible du nom du produit et du numéro de lot imprimé sur l’emballage.',
      ),
      cta('Poser une question', 'Nous écrire', part('contact')),
    ],
  },
]
