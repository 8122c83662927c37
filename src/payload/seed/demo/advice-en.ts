/**
 * English texts of the advice pages (ADVICE_PAGES: `conseils` and its three guides), shown
 * on their English routes (issue 22): title, excerpt and blocks in the same kinds and order
 * as the French ones, with the same links and pictures (the block links are not localized).
 * Merged into PAGES_EN; english.test.ts fails on an advice page without them.
 */
import type { PageEn } from './page-kit'
import { cta, here, part, pushes, rich } from './page-kit'

export const ADVICE_EN: Readonly<Record<string, PageEn>> = {
  conseils: {
    title: 'Advice',
    excerpt: 'Our practical guides to filling, smoothing and finishing joints like a pro.',
    blocks: [
      rich(
        'Choosing the right filler, applying it with the right tool, knowing when to sand and paint: our step-by-step guides take you through it, whether you are a beginner or an old hand.',
      ),
      pushes('Our practical guides', [
        {
          titre: 'Filling a hole in a wall',
          text: 'Plug holes, cable chases, chips: the right method.',
          link: here('conseils/reboucher-un-trou-dans-un-mur'),
          label_link: 'Read the guide',
          visual: 'amb-rebouchage',
        },
        {
          titre: 'Smoothing a damaged wall',
          text: 'A flawless surface before painting.',
          link: here('conseils/lisser-un-mur-abime'),
          label_link: 'Read the guide',
          visual: 'amb-lissage',
        },
        {
          titre: 'Taping plasterboard joints',
          text: 'Plasterboard joints that disappear.',
          link: here('conseils/poser-des-bandes-a-joint'),
          label_link: 'Read the guide',
          visual: 'amb-joints',
        },
      ]),
    ],
  },
  'conseils/reboucher-un-trou-dans-un-mur': {
    title: 'Filling a hole in a wall',
    excerpt: 'Plug hole, cable chase or chip: fill it neatly in four steps.',
    blocks: [
      rich(
        '## What you need',
        '- A filler: a ready-mixed paste for small holes, a powder for anything deeper than 1 cm',
        '- A filling knife, 8 to 10 cm wide',
        '- 120-grit sandpaper and a sanding block',
        '## Step by step',
        '1. Scrape off anything crumbly and dust out the hole.',
        '2. Lightly dampen very absorbent surfaces (old plaster, aerated concrete blocks).',
        '3. Fill the hole, pressing the filler firmly in, then strike it off flush with the wall in a single stroke.',
        '4. Once dry, sand lightly, dust off and paint.',
        'Tip: for holes deeper than 3 cm, fill in two coats or choose a fibre-reinforced filler.',
      ),
      cta('Find the right filler for your hole', 'See the fillers for holes', part('categorie/reboucher')),
    ],
  },
  'conseils/lisser-un-mur-abime': {
    title: 'Smoothing a damaged wall',
    excerpt: 'After stripping wallpaper or on a bumpy wall, get a smooth surface back.',
    blocks: [
      rich(
        'A smooth wall is prepared in two stages: a levelling coat to even out the defects, then a thin smoothing coat for the finish.',
        '## Step by step',
        '1. Wash the wall down, scrape off anything that is coming away and apply a binder if the surface is powdery.',
        '2. Apply the levelling compound with a plastering trowel, in criss-cross passes, without going over the maximum thickness stated on the pack.',
        '3. Once dry, apply a thin coat of smoothing compound, feathering it out to nothing.',
        '4. Sand with 180 grit under a raking light, dust off, prime and paint.',
      ),
      cta('Which filler for the finish?', 'See the finishing fillers', part('categorie/lisser-en-finition')),
    ],
  },
  'conseils/poser-des-bandes-a-joint': {
    title: 'Taping plasterboard joints',
    excerpt: 'Plasterboard joints that are invisible under the paint.',
    blocks: [
      rich(
        'Joints are finished in three coats with a joint compound and a paper tape, as set out in the French standard NF DTU 25.41.',
        '1. Fill the joint, bed the tape in with the knife and cover it with a thin coat.',
        '2. Once dry, apply a wider filling coat.',
        '3. Finish with a final coat feathered out to 25 cm wide, then sand lightly.',
        'Allow about 3.5 metres of tape and 1 kg of compound per m² of partition for the three coats.',
      ),
      cta('Work out the compound and tape you need', 'Quantity calculator', here('calculateur-de-quantite')),
    ],
  },
}
