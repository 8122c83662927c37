/**
 * English question and answer of each FAQ entry, by its French question (faq.ts keeps the
 * French ones): the seed writes them to the English locale, where FAQ extracts show them
 * (issue 22). An entry missing here fails english.test.ts, before any seed.
 */
export interface FaqEn {
  question: string
  answer: string
}

export const FAQ_EN: Readonly<Record<string, FaqEn>> = {
  // Choosing a product
  'Quelle différence entre un enduit de rebouchage et un enduit de lissage ?': {
    question: 'What is the difference between a filler and a smoothing compound?',
    answer:
      'A filler fills holes, cracks and chips in thick layers, in one or two coats.\n\nA smoothing compound is applied in a very thin coat (under 2 mm) over the whole surface to get a perfectly flat wall before painting.',
  },
  'Enduit en poudre ou prêt à l’emploi : lequel choisir ?': {
    question: 'Powder or ready-mixed filler: which should I choose?',
    answer:
      'Powder keeps for a long time, is mixed in the quantity you need and costs less per square metre: it suits large jobs.\n\nReady-mixed paste is the same from one tub to the next and can be used straight away: it suits small areas and touch-ups.',
  },
  'Quel enduit utiliser pour une fissure qui bouge ?': {
    question: 'Which filler should I use for a crack that moves?',
    answer:
      'An active crack is treated with a flexible filler such as Fissurex® Flexible Paste, together with a reinforcing tape if the crack is wider than 2 mm. A rigid filler would crack again at the next movement of the wall.',
  },
  'Peut-on utiliser un enduit intérieur en extérieur ?': {
    question: 'Can an interior filler be used outdoors?',
    answer:
      'No. Interior fillers withstand neither water nor frost. On facades, use a filler from the exterior range, designed to stay stable in the rain and through changes in temperature.',
  },
  'Quel enduit choisir pour une application à la machine airless ?': {
    question: 'Which filler should I choose for airless spraying?',
    answer:
      'Choose a filler from the Airlis® range, formulated for spraying: its viscosity stays stable in the pump and it is easy to smooth with a blade after spraying. Check the recommended tip size on the technical data sheet.',
  },
  'Je débute : quel enduit est le plus facile à utiliser ?': {
    question: 'I am a beginner: which filler is the easiest to use?',
    answer:
      'The ready-mixed pastes of our Easy solutions range are made for you: no mixing, plenty of working time and very easy sanding. Rebouchor Colour Change even changes colour when it is dry.',
  },
  'Quel enduit appliquer sur des plaques de plâtre ?': {
    question: 'Which filler should I use on plasterboard?',
    answer:
      'For the joints, a joint compound with a paper tape. For a fine finish over the whole board, a light coat of fine smoothing compound evens out absorption before painting.',
  },
  // Preparation
  'Faut-il appliquer une sous-couche avant l’enduit ?': {
    question: 'Do I need to apply an undercoat before the filler?',
    answer:
      'On a powdery, porous or very absorbent surface, yes: a binder such as Primalis® Surface Binder stabilises the surface and stops the filler from drying too fast and cracking.\n\nOn a sound, clean surface, it is not needed.',
  },
  'Comment préparer un mur avant de l’enduire ?': {
    question: 'How do I prepare a wall before filling it?',
    answer:
      'The surface must be sound, dry, clean and free of dust. Scrape off anything that no longer adheres, wash greasy or dirty walls, rinse and leave to dry. Finally, remove the dust with a brush or a vacuum cleaner.',
  },
  'Peut-on enduire sur une ancienne peinture ?': {
    question: 'Can I apply filler over old paint?',
    answer:
      'Yes, if the paint is firmly bonded. Gloss or satin paint must be lightly sanded to key it, then dusted off; otherwise, use a bonding primer.',
  },
  'Comment traiter des taches d’humidité ou de nicotine avant d’enduire ?': {
    question: 'How should I treat damp or nicotine stains before filling?',
    answer:
      'First deal with the cause of the damp. Once the wall is dry, apply a stain-blocking primer: it stops the marks from bleeding through the filler and the paint.',
  },
  'Quelle humidité maximale du support pour appliquer un enduit ?': {
    question: 'What is the maximum moisture content of a surface for applying filler?',
    answer:
      'On plaster, moisture must not exceed 5% by weight (measured with a carbide tester or a moisture meter). On concrete, allow at least one month of drying per centimetre of thickness, as set out in DTU 59.1, the French standard for painting work.',
  },
  'Faut-il se protéger pour gratter une ancienne peinture ?': {
    question: 'Do I need protection to scrape off old paint?',
    answer:
      'Yes, especially in old homes (built before 1949), where paint may contain lead. Have it tested if in doubt, wear an FFP3 mask, and never dry-sand lead paint.',
  },
  // Application
  'Quelle épaisseur maximale par passe ?': {
    question: 'What is the maximum thickness per coat?',
    answer:
      'It depends on the product: up to 30 mm for a powder filler, about 5 mm for a levelling compound and under 2 mm for a smoothing compound. The exact thickness is given on the technical data sheet.',
  },
  'Combien de temps peut-on travailler une poudre gâchée ?': {
    question: 'How long can mixed powder be worked?',
    answer:
      'Depending on the product, from 30 minutes for the fast-setting versions to 3 hours for standard fillers. Never add water to a filler that is starting to set: mix a fresh batch instead.',
  },
  'Quelle quantité d’eau pour gâcher un enduit en poudre ?': {
    question: 'How much water should I use to mix a powder filler?',
    answer:
      'The mixing ratio is given on the bag and the technical data sheet, often around 40 to 50% (4 to 5 litres of water for 10 kg). Pour the powder into the water, not the other way round, and mix until you get a smooth, lump-free paste.',
  },
  'À quelle température peut-on appliquer un enduit ?': {
    question: 'At what temperature can filler be applied?',
    answer:
      'Between 8 °C and 30 °C, for the surface as well as the air. Below that, drying slows right down; above it, the filler dries too fast and may craze.',
  },
  'Comment reboucher un trou profond ?': {
    question: 'How do I fill a deep hole?',
    answer:
      'Beyond the maximum thickness per coat, build it up in several layers, letting each one dry. For a very large hole, first pack it with a filling material (plaster, mortar), then finish with filler.',
  },
  'Peut-on appliquer un enduit de lissage en une seule passe ?': {
    question: 'Can a smoothing compound be applied in a single coat?',
    answer:
      'Yes, with the fillers of the Lissafin® range, designed for one-coat smoothing on an even surface. On an uneven surface, apply a levelling coat first.',
  },
  'Quel rendement attendre d’un enduit projeté ?': {
    question: 'What coverage can I expect from a sprayed filler?',
    answer:
      'Allow on average 1 kg/m² for a smoothing coat sprayed at 1 mm. A painter with an airless pump skims 150 to 200 m² a day, depending on the layout of the site.',
  },
  'Comment obtenir un mur bien lisse sans être un professionnel ?': {
    question: 'How can I get a really smooth wall without being a professional?',
    answer:
      'Work on small areas at a time with a wide filling knife (20 to 30 cm), crossing your strokes. Two thin coats are better than one thick one. A light final sanding with fine paper will do the rest.',
  },
  // Drying
  'Combien de temps avant de peindre sur un enduit ?': {
    question: 'How long should I wait before painting over filler?',
    answer:
      'Wait until it is completely dry: from 2 hours for a fast filler to 24 hours for a standard filler in a thick coat. The filler should be an even colour and feel dry to the touch.',
  },
  'Pourquoi mon enduit a-t-il fissuré en séchant ?': {
    question: 'Why did my filler crack as it dried?',
    answer:
      'Most often: a coat that was too thick, a very absorbent surface left untreated, or drying that was too fast (heating, draughts, sunshine). Keep to the maximum thickness per coat and apply a binder on porous surfaces.',
  },
  'Peut-on accélérer le séchage avec un chauffage ?': {
    question: 'Can I speed up drying with a heater?',
    answer: 'No: forced drying causes cracks and poor adhesion. Ventilate the room moderately and keep the temperature steady.',
  },
  'Comment savoir si mon enduit est sec ?': {
    question: 'How can I tell if my filler is dry?',
    answer:
      'Dry filler is a light, even colour, with no darker patches. Rebouchor Colour Change turns from pink to white when it is dry: you know exactly when to sand.',
  },
  // Sanding
  'Quel grain de papier pour poncer un enduit ?': {
    question: 'What grit of sandpaper should I use on filler?',
    answer: 'A 120 grit to take down high spots, then 180 to 240 for the finish. On very fine smoothing compounds, a 240 grit is enough.',
  },
  'Comment limiter la poussière au ponçage ?': {
    question: 'How can I keep dust down when sanding?',
    answer:
      'Use a sander connected to a vacuum cleaner, or a damp sanding sponge for small touch-ups. Wear an FFP2 mask and close the doors to the other rooms.',
  },
  'Faut-il poncer entre deux couches d’enduit ?': {
    question: 'Should I sand between two coats of filler?',
    answer: 'Only to remove high spots and knife marks. Always remove the dust before the next coat so that it bonds properly.',
  },
  // Finishing
  'Peut-on laisser un enduit sans peinture ?': {
    question: 'Can filler be left unpainted?',
    answer:
      'No, an interior filler must be covered: it stays porous, gets dirty and marks when knocked. Apply at least a primer and then a finishing paint.',
  },
  'Faut-il une impression avant de peindre sur l’enduit ?': {
    question: 'Do I need a primer before painting over filler?',
    answer:
      'Yes, a coat of primer evens out absorption between the filled areas and the rest of the wall. Without it, the paint may show patches of different sheen (flashing).',
  },
  'Peut-on poser du papier peint sur un enduit ?': {
    question: 'Can I hang wallpaper over filler?',
    answer:
      'Yes, once it is completely dry and primed. The primer will also make the wallpaper easier to strip the day you want to change it.',
  },
  'Quel niveau de finition selon le DTU 59.1 ?': {
    question: 'What finish levels does DTU 59.1 define?',
    answer:
      'DTU 59.1, the French standard for painting work, sets three levels: basic, standard and high-quality. A high-quality finish requires skimming the whole surface and checking it under raking light. Always state the level in your quote.',
  },
  // Storage
  'Combien de temps se conserve un enduit ?': {
    question: 'How long does filler keep?',
    answer:
      'Twelve months for a powder in its original unopened bag, kept dry. Nine to twelve months for a paste in its closed tub, protected from frost. The use-by date is printed on the pack.',
  },
  'Comment conserver un seau d’enduit entamé ?': {
    question: 'How should I store an opened tub of filler?',
    answer:
      'Smooth the surface of the paste, clean the rim of the tub, lay a plastic film directly on the filler, then close the lid tightly. Store away from frost and heat.',
  },
  'Mon enduit en pâte a gelé : puis-je encore l’utiliser ?': {
    question: 'My ready-mixed filler has frozen: can I still use it?',
    answer:
      'No. Frost breaks the emulsion of the binder: the filler loses its adhesion even if it looks normal once thawed. It must be taken to a recycling centre.',
  },
  // Safety
  'Où trouver la fiche de données de sécurité d’un produit ?': {
    question: 'Where can I find the safety data sheet of a product?',
    answer:
      'On the page of each product and on the “Technical documents” page, which brings together all the technical data sheets and safety data sheets of the range.',
  },
  'Les enduits Ardalis émettent-ils des COV ?': {
    question: 'Do Ardalis fillers give off VOCs?',
    answer:
      'All our interior fillers are rated A+ under the French indoor air emissions label, the best class. The details are given on each technical data sheet.',
  },
  'Que faire des restes d’enduit et des emballages ?': {
    question: 'What should I do with leftover filler and packaging?',
    answer:
      'Never pour filler down the sink. Let leftovers harden, then take them to a recycling centre. Clean empty tubs can be recycled; our take-back scheme collects tubs from professionals.',
  },
  // Tools
  'Quels outils pour appliquer un enduit ?': {
    question: 'What tools do I need to apply filler?',
    answer:
      'A filling knife (10 cm) for filling, a wide knife or a smoothing trowel for skimming, a mixing tray, a paddle mixer for powders, and sandpaper or a sanding block.',
  },
  'Comment nettoyer une machine après projection d’enduit ?': {
    question: 'How do I clean a machine after spraying filler?',
    answer:
      'Pump clean water through until it comes out clear, then clean the filter and the tip. Never let filler dry in the system: it cleans off with water as long as it is fresh.',
  },
  // Ordering
  'Où acheter les produits Ardalis quand on est professionnel ?': {
    question: 'Where can professionals buy Ardalis products?',
    answer:
      'From our partner distributors: builders’ merchants and paint distributors. The “Where to buy” page lists the points of sale near your worksite.',
  },
  'Où trouver les produits Ardalis près de chez moi ?': {
    question: 'Where can I find Ardalis products near me?',
    answer: 'Our Easy solutions products are sold in DIY superstores. Use the “Where to buy” page to find a store near you.',
  },
}

/** The English texts of an FAQ entry; throws when it has none (caught by the test before any seed). */
export function faqEn(frenchQuestion: string): FaqEn {
  const english = FAQ_EN[frenchQuestion]
  if (english === undefined) throw new Error(`Question de la FAQ sans traduction anglaise : ${frenchQuestion}`)
  return english
}
