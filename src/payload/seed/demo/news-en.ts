/**
 * English texts of the news items (NEWS_PAGES), shown on the English news list and news
 * pages (issue 22): title, excerpt and blocks in the same kinds and order as the French
 * ones, with the same links (the block links are not localized). Merged into PAGES_EN;
 * english.test.ts fails on a news item without them.
 */
import { englishOrdinal, NEWEST_PLANT, PLANT_COUNT, TRAINING_TOWNS } from './company'
import type { PageEn } from './page-kit'
import { cta, here, part, pro, rich } from './page-kit'

export const NEWS_EN: Readonly<Record<string, PageEn>> = {
  'ardalis-au-salon-renov-expo-2025': {
    title: 'Ardalis at the Rénov’Expo 2025 trade show',
    excerpt: 'Visit us at the renovation show for a first look at the new Airlis® range.',
    blocks: [
      rich(
        'From 8 to 11 April 2025, our teams welcome you on stand B42 for demonstrations of airless spraying and joint taping. Our technicians will answer all your worksite questions.',
      ),
    ],
  },
  'nouvelle-formule-lissafin-pate': {
    title: 'Lissafin® Paste: a new formula that glides even better',
    excerpt: 'Our flagship smoothing compound gets better: smoother spreading, faster sanding, still rated A+.',
    blocks: [
      rich(
        'After eighteen months of trials with some fifty partner painters, Lissafin® Paste moves to a new formula. It spreads 20% more smoothly according to our laboratory measurements, and it sands faster.',
      ),
      cta('Discover Lissafin® Paste', 'See the product', here('produit/lissafin-pate')),
    ],
  },
  'calendrier-des-formations-2026': {
    title: 'The 2026 training calendar is online',
    excerpt: 'Airless spraying, joint finishing, decorative finishes: sign up for the 2026 sessions.',
    blocks: [
      rich(
        `Our sessions are held in small groups of no more than twelve, at our training centres in ${TRAINING_TOWNS[0]} and ${TRAINING_TOWNS[1]}. Registration closes two weeks before each session.`,
      ),
      cta('See the sessions and sign up', 'See the training courses', pro('formations')),
    ],
  },
  'reprise-des-seaux-vides': {
    title: 'Empty tub take-back: the scheme now covers all of France',
    excerpt: 'Bring your empty tubs back to your partner merchant: they will be recycled into new tubs.',
    blocks: [
      rich(
        'Launched in western France in 2024, our take-back scheme for empty tubs is now offered by 600 partner merchants. The tubs collected are shredded and the material goes back into making new packaging.',
      ),
    ],
  },
  'airlis-trophee-innovation-2026': {
    title: 'Airlis® wins an innovation award',
    excerpt: 'Our range of sprayable fillers was singled out by a jury of master painters.',
    blocks: [
      rich(
        'The jury praised how well the Airlis® range works with the most common airless pumps, and the productivity gain measured on site: up to 300 m² skimmed per team and per day.',
      ),
    ],
  },
  'ardalis-partenaire-des-apprentis-peintres': {
    title: 'Ardalis supports apprentice painters',
    excerpt: 'We supply the fillers used in the workshops of fifteen apprentice training centres.',
    blocks: [
      rich(
        'Since the start of the school year, fifteen apprentice training centres have been using our fillers in their workshops. Our technicians also run demonstrations there on surface preparation and joint finishing.',
      ),
    ],
  },
  'nouveau-site-de-production-vendee': {
    title: `A new production site in ${NEWEST_PLANT.department}`,
    excerpt: `Our ${englishOrdinal(PLANT_COUNT)} French plant will make ready-mixed fillers for western France from autumn ${NEWEST_PLANT.opened}.`,
    blocks: [
      rich(
        `Located in ${NEWEST_PLANT.town}, in ${NEWEST_PLANT.department}, the new line will produce 40,000 tonnes of ready-mixed fillers a year. It brings production closer to our customers in the West and cuts the distance travelled by our lorries by 30%.`,
        'Around forty jobs will be created: the vacancies are posted on our careers page.',
      ),
    ],
  },
  'rebouchor-temoin-arrive-en-magasin': {
    title: 'Rebouchor Colour Change arrives in stores',
    excerpt: 'The filler that changes colour when it is dry is now available in DIY superstores.',
    blocks: [
      rich(
        'Pink when applied, white once dry: Rebouchor Colour Change tells you itself when it is time to sand. No more sanding too early and tearing out filler that is still damp.',
      ),
      cta('Discover Rebouchor Colour Change', 'See the product', part('produit/rebouchor-temoin')),
    ],
  },
  'bilan-carbone-2025': {
    title: '2025 carbon footprint: down 18% since 2020',
    excerpt: 'Electric dryers, combined transport and recycled packaging: our emissions keep falling.',
    blocks: [
      rich(
        'Our greenhouse gas emissions fell by 18% between 2020 and 2025 for the same output. Replacing two gas dryers with electric ones accounts for half of that fall.',
        'Our target remains a 40% reduction by 2030.',
      ),
    ],
  },
  'ardalis-au-salon-batimat-2026': {
    title: 'Meet us on our stand at the Batimat show',
    excerpt: 'Spraying demonstrations, joint workshops and a chance to meet our formulators.',
    blocks: [
      rich(
        'Once again this year, our teams welcome you in hall 1 for non-stop demonstrations on a 30 m² wall. Book ahead for the 45-minute workshops on joint finishing and airless spraying.',
      ),
    ],
  },
  'nouvelle-application-chantier': {
    title: 'An app to keep track of your jobs',
    excerpt: 'Quantity calculation, technical data sheets offline and worksite start notices in your pocket.',
    blocks: [
      rich(
        'Free and ad-free, the app includes the quantity calculator of the website, keeps the technical data sheets available offline and lets you notify us of a worksite start in three screens.',
      ),
    ],
  },
  'concours-photo-avant-apres': {
    title: '“Before and after” photo contest: the winners',
    excerpt: 'Over 800 entrants sent us photos of their wall makeovers.',
    blocks: [
      rich(
        'Thank you to all 812 entrants! The jury picked a stairwell skimmed from top to bottom, a child’s bedroom whose cracked walls were transformed, and a 1970s kitchen made as good as new.',
        'Each of the three winners receives a set of tools and a year’s supply of Ardalis fillers.',
      ),
    ],
  },
  'seaux-en-plastique-recycle': {
    title: 'Our tubs now contain 50% recycled plastic',
    excerpt: 'Half the plastic in the tubs of our ready-mixed fillers is now recycled, part of it from the empty tub take-back scheme.',
    blocks: [
      rich(
        'Since September, all our tubs from 4 to 20 kg have been made with 50% recycled polypropylene. Some of this material comes from the empty tubs that painters bring back to their partner merchants.',
        'The tubs are just as strong, with the same handle and the same airtight lid: only their colour, slightly greyer, has changed.',
      ),
    ],
  },
  'portes-ouvertes-blois-semaine-de-l-industrie': {
    title: 'Open days in Blois for Industry Week',
    excerpt: 'Secondary school pupils, jobseekers and customers discovered our trades at the head office and training centre in Blois.',
    blocks: [
      rich(
        'During Industry Week, our head office and training centre in Blois welcomed over 300 visitors: secondary school classes, jobseekers with their employment advisers, and customers from the region.',
        'On the programme: skimming and spraying demonstrations, a look at our quality controls, and meetings with our technicians, formulators and technical sales representatives.',
      ),
    ],
  },
  'fdes-enduits-re2020': {
    title: 'The EPDs of our fillers are available for your RE2020 calculations',
    excerpt: 'The environmental declarations of our smoothing and joint compounds are published in the INIES database.',
    blocks: [
      rich(
        'The environmental and health product declarations (FDES, the French EPDs) of our smoothing fillers and joint compounds can now be found in the INIES database. Design offices and general contractors can use them directly in their RE2020 calculations.',
        'The EPDs of our facade renders will follow later this year. Your technical sales representative can send them to you on request.',
      ),
    ],
  },
  'ateliers-enduits-en-magasin': {
    title: 'Free in-store workshops to learn how to fill and skim',
    excerpt: 'An hour with an Ardalis demonstrator to fill a hole, skim a wall and apply joint tape, on Saturdays in partner stores.',
    blocks: [
      rich(
        'This autumn, our demonstrators run one-hour workshops on Saturdays in partner DIY stores. Each participant practises on a board: filling a hole, skimming a damaged surface and applying joint tape.',
        'The workshops are free, in small groups of six; sign up at the store’s reception desk.',
      ),
      cta('Get ready with our step-by-step guides', 'See our advice', part('conseils')),
    ],
  },
  'ardalis-a-la-foire-de-paris': {
    title: 'Come and see us at the Foire de Paris',
    excerpt: 'Demonstrations of filling and no-sanding skimming, and personal advice for your home improvements.',
    blocks: [
      rich(
        'Our stand in the Home area welcomes you throughout the fair. Every hour, our advisers show how to fill a hole and skim a wall without sanding.',
        'Bring a photo of your wall: they will help you choose the right filler and work out how much you need.',
      ),
    ],
  },
  'nouveaux-tutoriels-video': {
    title: 'New video tutorials to help you get your filling right',
    excerpt: 'Filling, skimming, joint finishing: our technicians film every step, from preparing the surface to sanding.',
    blocks: [
      rich(
        'Six new videos of three to five minutes join our tutorials. Shot on real worksites, they show every step in close-up: preparing the surface, mixing, applying, drying and sanding.',
        'Each video links to the technical data sheet of the product used and to the quantity calculator.',
      ),
    ],
  },
  'hydralis-anti-moisissures-en-magasin': {
    title: 'Damp rooms: Hydralis Anti-Mould arrives in stores',
    excerpt: 'A smoothing filler for bathrooms and kitchens that protects the dry film against mould.',
    blocks: [
      rich(
        'Hydralis Anti-Mould is made for rooms where moisture lingers: bathrooms, kitchens, utility rooms. Ready to use in a 1 kg tub, it smooths easily and can be painted over the next day.',
      ),
      cta('Discover Hydralis Anti-Mould', 'See the product', part('produit/hydralis-anti-moisissures')),
    ],
  },
  'decoralis-beton-cire-dix-teintes': {
    title: 'Décoralis® Polished Concrete: the range grows to ten colours',
    excerpt: 'From warm greys to off-whites, ten colours for floors, walls and worktops.',
    blocks: [
      rich(
        'Décoralis® Polished Concrete now comes in ten colours, from warm greys to off-whites. The new shades were chosen with interior designers and decorative painters.',
        'Application is unchanged: two thin coats, a light sanding, then the protective varnish.',
      ),
      cta('Discover Décoralis® Polished Concrete', 'See the product', here('produit/decoralis-beton-cire')),
    ],
  },
  'ardalis-au-salon-artibat': {
    title: 'Ardalis at the Artibat show in Rennes',
    excerpt: 'Three days of airless spraying and joint finishing demonstrations for tradespeople in western France.',
    blocks: [
      rich(
        'Our teams from the West look forward to seeing you at the Artibat show in Rennes. On the stand: a demonstration wall for airless spraying, short workshops on joint tape and our technical sales representatives to talk about your projects.',
        `You can also discover the ready-mixed fillers made at our new plant in ${NEWEST_PLANT.town}.`,
      ),
    ],
  },
  'chantier-reference-lycee-airless': {
    title: 'Reference project: 9,000 m² skimmed with airless in a secondary school',
    excerpt: 'A team of four painters skimmed the partitions of a school under renovation in six weeks with the Airlis® range.',
    blocks: [
      rich(
        'In a secondary school in the Centre-Val de Loire region, fully renovated during the school year, a partner painting contractor had to skim 9,000 m² of partitions in six weeks, between two phases of works.',
        'With Airlis Filling Spray then Airlis Finish sprayed with an airless pump, the team of four painters kept up a pace of 300 m² a day, sanding included, and finished on time.',
      ),
      cta('Discover the Airlis® range', 'See the sprayable fillers', pro('produit/airlis-finition')),
    ],
  },
}
