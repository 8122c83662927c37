/** Brochures and catalogues of the downloads page (generated PDFs). */
import type { BrochureDef } from '@/payload/seed/pdf'

export const BROCHURES: readonly BrochureDef[] = [
  {
    filename: 'catalogue-ardalis-professionnels-2026.pdf',
    title: 'Catalogue professionnels 2026',
    kind: 'BROCHURE',
    subtitle: 'Toute la gamme d’enduits pour les applicateurs',
    sections: [
      {
        heading: 'Préparation des fonds',
        lines: [
          'Fixateurs, primaires d’accrochage et bloque-taches : la base d’un chantier réussi.',
          'Primalis® Fixateur de fonds, Primalis® Accrochage.',
        ],
      },
      {
        heading: 'Rebouchage et égalisage',
        lines: [
          'Poudres et pâtes pour reboucher jusqu’à 30 mm et dresser les murs irréguliers.',
          'Rebouchor® Poudre, Rebouchor Rapide 30, Égalisor® Poudre, Dégrossix 30.',
        ],
      },
      {
        heading: 'Lissage et finition',
        lines: ['Enduits de lissage en une passe, à la main ou à la machine airless.', 'Lissafin® Pâte, gamme Airlis®.'],
      },
      { heading: 'Joints de plaques de plâtre', lines: ['Enduits à joint à prise ou à séchage, bandes papier et bandes armées.'] },
    ],
  },
  {
    filename: 'guide-facile-particuliers-2026.pdf',
    title: 'Guide Facile : préparer ses murs',
    kind: 'BROCHURE',
    subtitle: 'Les gestes et les produits pour les particuliers',
    sections: [
      { heading: 'Reboucher un trou', lines: ['Dépoussiérez, garnissez au couteau en serrant bien l’enduit, laissez sécher puis poncez.'] },
      { heading: 'Lisser un mur abîmé', lines: ['Appliquez une couche fine à la lisseuse en passes croisées, puis poncez au grain fin.'] },
      { heading: 'Choisir son enduit', lines: ['Pâte prête à l’emploi pour les petites surfaces, poudre pour les grands travaux.'] },
    ],
  },
  {
    filename: 'guide-airless-ardalis.pdf',
    title: 'Guide de la projection airless',
    kind: 'BROCHURE',
    subtitle: 'Régler sa pompe, projeter, lisser',
    sections: [
      { heading: 'Matériel', lines: ['Pompe à piston de 3 à 5 l/min, buse 5/21 à 6/23, lame à lisser de 60 cm.'] },
      { heading: 'Rendement', lines: ['150 à 200 m² lissés par jour et par compagnon selon la configuration du chantier.'] },
      { heading: 'Entretien', lines: ['Rincer à l’eau claire jusqu’à ce qu’elle ressorte propre ; nettoyer filtre et buse.'] },
    ],
  },
  {
    filename: 'fdes-enduits-de-lissage-ardalis.pdf',
    title: 'FDES collective : enduits de lissage en pâte',
    kind: 'FDES',
    subtitle: 'Déclaration environnementale et sanitaire (NF EN 15804+A2)',
    sections: [
      {
        heading: 'Unité fonctionnelle',
        lines: ['Couvrir 1 m² de paroi intérieure d’un enduit de lissage en pâte sur une durée de vie de référence de 50 ans.'],
      },
      {
        heading: 'Indicateurs principaux',
        lines: [
          'Réchauffement climatique : 0,42 kg éq. CO2/UF (valeur fictive de démonstration).',
          'Émissions dans l’air intérieur : classe A+.',
        ],
      },
    ],
  },
]

export function brochureDef(filename: string): BrochureDef {
  const def = BROCHURES.find((entry) => entry.filename === filename)
  if (!def) throw new Error(`Unknown brochure ${filename}`)
  return def
}
