/**
 * English texts of the company pages (the English routes show them, decision 101): title
 * and excerpt, and for the legal pages the body too (blocks in the same order and kinds as
 * the French ones: the block texts are localized). A page without English blocks gets its
 * French block texts in the English locale (every locale must fill the required fields).
 * The advice pages are in advice-en.ts, the news items in news-en.ts.
 */
import { COUNTRIES_EN } from '@/domain/forms/english'
import { phoneForReaders } from '@/domain/format/phone'
import { euroAmountInLocale } from '@/domain/format/price'
import { LEGAL_PAGES } from '@/domain/site/legal'
import { COMPANY, HEAD_OFFICE_LINE, NEWEST_PLANT, PLANT_COUNT, RCS, TRAINING_TOWNS } from './company'
import type { PageEn } from './page-kit'
import { cta, faqExtract, here, part, pro, pushes, rich, video } from './page-kit'
import { ADVICE_EN } from './advice-en'
import { NEWS_EN } from './news-en'
import { REGIONAL_SITES } from './site'

/** The company's number as callers abroad dial it. */
const PHONE_EN = phoneForReaders(COMPANY.phone, 'en')

/** The regional sites' countries in English; the United Kingdom's site is `uk`, as its sub-domain. */
const COUNTRY_EN: Readonly<Record<string, string>> = { ...COUNTRIES_EN, UK: COUNTRIES_EN.GB }

/**
 * English route of a page of the pro audience, for links inside rich text (localized). Link
 * fields of the other blocks are not localized: they keep the French path, which the site
 * rewrites to the visitor's locale when the route exists in it (src/data/blocks.ts).
 */
const enPro = (path: string): string => `/en/enduit-professionnels/${path}`

export const PAGES_EN: Readonly<Record<string, PageEn>> = {
  [LEGAL_PAGES.legalNotice]: {
    title: 'Legal notice',
    excerpt: 'Publisher, hosting, intellectual property and personal data.',
    blocks: [
      rich(
        '## Publisher',
        `This site is published by **${COMPANY.legalName}**, a simplified joint-stock company (SAS) with a share capital of ${euroAmountInLocale(COMPANY.capital, 'en')}, registered at the ${RCS} trade register, VAT number ${COMPANY.vatNumber}, whose head office is at ${HEAD_OFFICE_LINE}, France. Phone: ${PHONE_EN}. Email: ${COMPANY.contactEmail}.`,
        'Fictional demonstration company: this SIREN number fails the check digit of real numbers and cannot belong to any company.',
        `Publication director: the chairman of ${COMPANY.legalName}.`,
        '## Hosting',
        'The site is hosted on servers located in the European Union by a professional hosting provider (fictional demonstration host: Hébergement Démo SAS, 1 avenue de l’Exemple, 75000 Paris).',
        '## Intellectual property',
        'Ardalis, Lissafin®, Rebouchor®, Jointex® and the other product names quoted are demonstration trademarks. The texts, images and documents of the site may not be reproduced without written permission.',
        '## Personal data and cookies',
        `How the data collected by the site is processed is described in our [privacy policy](${enPro(LEGAL_PAGES.privacy)}). Audience measurement and sharing cookies are set only with your consent, which you can change at any time with the “Cookie settings” button in the footer.`,
        '## Accessibility',
        `The site’s accessibility level and how to report a problem are described in the [accessibility statement](${enPro(LEGAL_PAGES.accessibility)}).`,
      ),
    ],
  },
  [LEGAL_PAGES.privacy]: {
    title: 'Privacy policy',
    excerpt: 'What data we collect, why, how long we keep it and how to exercise your rights.',
    blocks: [
      rich(
        '## Data controller',
        `${COMPANY.legalName}, ${HEAD_OFFICE_LINE}. Data protection officer: ${COMPANY.privacyEmail}.`,
        '## Data collected and purposes',
        '- **Contact forms and technical requests**: name, contact details, profile and message, to answer you (legitimate interest). Kept 3 years after the last exchange.',
        '- **Job applications**: identity, contact details, CV and cover letter, to review your application (pre-contractual steps). Kept 2 years after the last contact, unless you agree to longer.',
        '- **Training and contest registrations**: identity and contact details, to organise the session or the draw (contract). Kept 3 years.',
        '- **Customer account and orders**: identity, addresses, orders and invoices, to fulfil the order (contract) and keep the accounts (legal obligation, accounting records kept 10 years).',
        '- **Audience measurement and videos**: only with your consent, given or withdrawn at any time with the “Cookie settings” button in the footer; your choice is kept 6 months.',
        '## Recipients',
        `The departments of ${COMPANY.legalName} concerned and their processors (hosting, email delivery, payment), all located in the European Union. Your data is never sold or rented.`,
        '## Your rights',
        `You have the right to access, rectify, erase, restrict, object and port your data, and may set instructions for what happens to it after your death. Write to ${COMPANY.privacyEmail} or to the head office. If you disagree with our answer, you may refer the matter to the French data protection authority (CNIL, www.cnil.fr).`,
      ),
    ],
  },
  [LEGAL_PAGES.accessibility]: {
    title: 'Accessibility statement',
    excerpt: 'The site is partially compliant with the French accessibility standard (RGAA 4.1): what was checked and what remains to fix.',
    blocks: [
      rich(
        `${COMPANY.legalName} is committed to making its site accessible in accordance with article 47 of French law no. 2005-102 of 11 February 2005. This statement applies to the ${COMPANY.brand} site (professional and private customer areas).`,
        '## Compliance status',
        'The site is **partially compliant** with the French general accessibility improvement standard (RGAA), version 4.1: part of the criteria has been checked, without a full audit by an independent body. No compliance rate is therefore published.',
        '## What was checked',
        'On every change to the site, automated tests open the pages of each template (home, category, product, comparator, cart, content pages, forms, legal pages) in a browser, on a phone screen (375 px) and a desktop screen (1,280 px), and analyse them with the axe-core engine (WCAG 2.1 A and AA rules): any error blocks the release. They cover in particular these RGAA 4.1 criteria:',
        '- 1.1: every informative image has a text alternative; 1.2: decorative images are ignored by assistive technologies',
        '- 3.2: the contrast between text and its background is sufficient',
        '- 3.3: the edge of every input field (text, list, text area) has a contrast of at least 3:1 with what surrounds it',
        '- 6.1 and 6.2: every link is explicit and has a name',
        '- 8.3 and 8.5: the page language is set and every page has a title',
        '- 9.1: the page is structured by headings; 12.6: header, navigation, content and footer areas are identified',
        '- 11.1 and 11.2: every form field has a relevant label',
        '- 10.11: every template is shown without horizontal scrolling at 320 px wide as at 375 px; only wide tables (comparator) scroll inside their own frame',
        'Automated keyboard journeys in Chromium also check on these templates:',
        '- 7.1 and 7.3: menus, dialogs and the cookie banner open, are browsed and close with the keyboard',
        '- 10.7 and 12.8: focus goes where expected (first field of an opened form, back to the button that opened it)',
        '- 11.10: input errors are stated in plain words, next to the field concerned, and the form keeps what was typed',
        '- 12.7: a skip link, the first element reached with the keyboard, leads straight to the content',
        '## Non-accessible content',
        'The following points are not yet compliant or not yet checked:',
        '- Rendering by screen readers (NVDA, JAWS, VoiceOver) and text zoom to 200 % (criterion 10.4) have not yet been checked by hand: an audit is planned.',
        '- Technical data sheets, safety data sheets and catalogues in PDF are not tagged for assistive technologies (criterion 13.3); their content is available on request in an accessible format.',
        '- Not all demonstration videos have captions or a transcript (criteria 4.1 and 4.3).',
        '- The map of the store locator has no full equivalent beyond the list of results (criterion 1.3).',
        '## Exemptions',
        'No exemption for disproportionate burden is claimed. Videos hosted by a third party (YouTube) are shown only after your consent; their player is not subject to the obligation.',
        '## Preparation of this statement',
        'Statement prepared on 25 November 2026, updated on 26 November 2026, from the automated tests above. Technologies used: HTML, CSS, JavaScript. Test environment: recent Chromium, with axe-core.',
        '## Report an accessibility problem',
        `If you cannot access a content or a service, write to us at [${COMPANY.accessibilityEmail}](mailto:${COMPANY.accessibilityEmail}) or through the [contact form](${enPro('contact')}), naming the page concerned: we will answer within 48 hours and offer another way to get the information. You can also call us on ${PHONE_EN}.`,
        '## Remedies',
        'If you have reported an accessibility problem that prevents you from accessing a content or a service and have not received a satisfactory answer, you can:',
        '- write to the Défenseur des droits (the French rights ombudsman), with the online form at www.defenseurdesdroits.fr;',
        '- contact the Défenseur des droits delegate in your region;',
        '- send a letter by post, free of charge and without a stamp: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07, France.',
      ),
    ],
  },
  'conditions-generales-de-vente': {
    title: 'Terms of sale',
    excerpt: 'Orders, prices, delivery, payment, withdrawal and warranties for purchases on the Ardalis site.',
    blocks: [
      rich(
        `Terms applicable to orders placed on the site from 1 November 2026 (demonstration text: ${COMPANY.legalName} is a fictional company).`,
        '## 1. Purpose and seller',
        `These terms govern sales concluded on this site between **${COMPANY.legalName}**, ${HEAD_OFFICE_LINE}, ${RCS} (fictional), and its customers: building professionals (professional area) and private customers (private customer area). Ordering requires a customer account and acceptance of these terms at the payment step.`,
        '## 2. Products and orders',
        'Products are described with their characteristics, technical data sheets and packs. The order is concluded when its number (CMD-year-number) is displayed and a confirmation email, with the summary as a PDF, is sent. Prices are checked one last time when you confirm: if a price has changed, the new total is shown before any commitment.',
        '## 3. Prices',
        'Prices in the professional area are shown excluding VAT, those in the private customer area including VAT at the standard rate of 20%. Delivery costs are shown before confirmation. Discounts of professional accounts (price groups) apply from the cart.',
        '## 4. Delivery',
        'Delivery to mainland France, Corsica and the overseas departments by the carriers offered: to your home or worksite, to a pick-up point (private customers, parcels up to 30 kg), by pallet freight (professionals) or free collection from a partner distributor (professionals). The lead times shown run from payment confirmation. Check the parcels on delivery and note any reservation with the carrier.',
        '## 5. Payment',
        '- **Bank card**: charged when ordering, through a secure payment provider.',
        '- **Bank transfer or cheque**: the order is prepared once payment is received.',
        '- **Payment on terms** (approved professional accounts): invoice payable 30 days from its date, unless otherwise agreed (60 days at most, article L441-10 of the French Commercial Code). Any late payment incurs penalties equal to three times the legal interest rate and a fixed recovery fee of €40 (article D441-5). No discount for early payment.',
        '## 6. Right of withdrawal (private customers)',
        'Consumers have 14 days from receipt to withdraw without giving a reason (article L221-18 of the French Consumer Code), by writing to customer service. Products are returned unopened, at their expense, within 14 days; the refund is made within 14 days of the withdrawal, by the means of payment used. Opened and mixed products cannot be taken back.',
        '## 7. Warranties',
        'Products benefit from the legal warranty of conformity (articles L217-3 and following of the French Consumer Code) and the warranty against hidden defects (articles 1641 and following of the French Civil Code). The stated performance requires application in line with the technical data sheets and the DTU standards in force.',
        '## 8. Retention of title',
        `Products remain the property of ${COMPANY.legalName} until the price is paid in full.`,
        '## 9. Customer service, mediation and disputes',
        `Customer service: ${PHONE_EN}, Monday to Friday from 8 am to 5 pm, or through the contact form. Consumers may refer a dispute free of charge to the consumer mediator Ardalis belongs to (fictional demonstration details). These terms are governed by French law.`,
        '## 10. Personal data',
        `Order data is processed by ${COMPANY.legalName} to fulfil the order and keep its accounts (accounting records kept ten years). See the privacy policy for your rights.`,
      ),
    ],
  },
  'le-groupe-1': {
    title: 'The Ardalis group',
    excerpt: `A French manufacturer of building fillers since ${COMPANY.founded}, Ardalis designs wall preparation solutions for professionals and homeowners.`,
    blocks: [
      rich(
        `Founded in ${COMPANY.founded} in ${COMPANY.plants[0].town} (Loir-et-Cher), Ardalis is a family company specialising in fillers that prepare walls and ceilings: filling, levelling, skimming, plasterboard joints and facade renders. Its head office is in ${COMPANY.headOffice.city}.`,
        '## Ardalis in figures',
        `- **${PLANT_COUNT} plants** in France (${COMPANY.plants.map((plant) => `${plant.town}: ${plant.makes.en}`).join('; ')})`,
        `- **${COMPANY.headcount} people**`,
        `- **65 products** in the catalogue, sold in France and **${COMPANY.exportCountries} other countries**`,
        `- **${COMPANY.pointsOfSale.replace(' ', ',')} partner points of sale** in France`,
        '## Two audiences, one standard',
        'Painters, plasterers, drywall installers and facade specialists account for two thirds of our business: they find our products at their builders’ merchant. Homeowners buy our ready-to-use packs in DIY stores.',
      ),
      pushes('Discover Ardalis', [
        {
          titre: 'Our history',
          text: 'From the family workshop to an international group.',
          link: here('notre-histoire-2'),
          label_link: 'Read our history',
          visual: 'cover-histoire',
        },
        {
          titre: 'Our commitments',
          text: 'Quality, service and the environment.',
          link: here('nos-engagements'),
          label_link: 'See our commitments',
          visual: 'cover-engagements',
        },
        {
          titre: 'Innovation',
          text: 'Lighter, more frugal fillers.',
          link: here('nos-innovations'),
          label_link: 'Discover',
          visual: 'push-innovation',
        },
      ]),
    ],
  },
  'notre-histoire-2': {
    title: 'Our history',
    excerpt: `Over sixty years of fillers made in France, from a plaster workshop to ${PLANT_COUNT} plants and an international network.`,
    blocks: [
      rich(
        `## ${COMPANY.founded}: a plaster workshop`,
        `It all starts in a small workshop in ${COMPANY.plants[0].town} that bags moulding plaster for local craftsmen. It is now our head office and our plant for ${COMPANY.plants[0].makes.en}.`,
        '## 1978: the first skimming filler',
        'The company launches its first powder skim, the ancestor of Lissafin®, sold to painters in central and western France.',
        `## ${COMPANY.plants[1].opened}: ready-to-use pastes`,
        `A second plant, dedicated to pastes, opens in ${COMPANY.plants[1].town}, in ${COMPANY.plants[1].region}. Tubes and tubs arrive in DIY stores.`,
        '## 2010: going international',
        `Ardalis opens subsidiaries in Belgium, Switzerland and Morocco, then builds a network of distributors in ${COMPANY.exportCountries} countries.`,
        '## 2024: airless and lightweight formulas',
        'The Airlis® range for machine spraying and the 17 kg lightweight bags meet applicators’ needs for productivity and less strenuous work.',
        `## ${NEWEST_PLANT.opened}: a third plant in the West`,
        `The ${NEWEST_PLANT.town} plant, in ${NEWEST_PLANT.department}, makes our ${NEWEST_PLANT.makes.en} close to the worksites of the Atlantic coast.`,
      ),
    ],
  },
  'nos-engagements': {
    title: 'Our commitments',
    excerpt: 'Consistent quality, responsive technical support and a smaller environmental footprint.',
    blocks: [
      rich(
        '## Quality checked batch by batch',
        'Every batch is tested in the laboratory: particle size, setting time, whiteness, shrinkage. Our joint compounds are CE marked to EN 13963 and covered by a declaration of performance.',
        '## Technical support that answers within 48 hours',
        `Our technicians answer worksite questions by phone (${PHONE_EN}), 8 am to 5 pm, Monday to Friday, and handle written requests within 48 hours.`,
        '## Healthier products',
        'Over 90% of our products are rated A+ for indoor air emissions, the best class of the regulatory label.',
      ),
      cta('A question about a product or a surface?', 'Contact technical support', here('service-technique')),
    ],
  },
  'notre-demarche-rse': {
    title: 'Our CSR approach',
    excerpt: 'Environment, safety, local roots: our corporate social responsibility roadmap.',
    blocks: [
      rich(
        'Our corporate social responsibility approach rests on three priorities: reducing the environmental footprint of our products, ensuring the safety and development of our teams, and supporting the local economy around our sites.',
        'Our environmental product declarations (FDES) are published for the main products to feed the RE2020 calculations of new buildings.',
      ),
      pushes('Our actions', [
        {
          titre: 'Environment',
          text: 'Energy, packaging, transport: our targets in figures.',
          link: here('notre-demarche-rse/environnement'),
          label_link: 'Learn more',
          visual: 'push-rse',
        },
        {
          titre: 'Social commitment',
          text: 'Safety, training and local jobs.',
          link: here('notre-demarche-rse/engagement-social'),
          label_link: 'Learn more',
          visual: 'push-emploi',
        },
      ]),
    ],
  },
  'notre-demarche-rse/environnement': {
    title: 'Environment',
    excerpt: 'Less energy, less packaging, less transport.',
    blocks: [
      rich(
        '## Energy',
        'Our plants have cut their gas consumption by 25% since 2019 by recovering heat from the dryers.',
        '## Packaging',
        'Our bags are made of paper from sustainably managed forests and our tubs contain 50% recycled plastic. Partner merchants can join a take-back scheme for empty tubs.',
        '## Transport',
        'Lightweight formulas cut the weight carried by nearly a third for the same coverage, and 40% of our shipments leave by rail.',
      ),
    ],
  },
  'notre-demarche-rse/engagement-social': {
    title: 'Social commitment',
    excerpt: 'Safety, training and local jobs.',
    blocks: [
      rich(
        '## Safety',
        'Target: zero accidents. Every team meeting starts with a safety briefing and the palletising stations are automated.',
        '## Training',
        'Each member of staff receives 21 hours of training a year on average. We take on around thirty work-study students every year.',
        '## Local roots',
        'We buy 70% of our raw materials from suppliers located less than 300 km from our plants.',
      ),
    ],
  },
  'nos-innovations': {
    title: 'Innovation',
    excerpt: 'Lightweight formulas, sprayable fillers, drying indicators: innovation for the worksite.',
    blocks: [
      rich(
        'Every year our formulation laboratory develops new solutions with partner applicators who test the prototypes on site.',
        '- **Lightweight formulas**: the coverage of a 25 kg bag in 17 kg.',
        '- **Airlis®**: sprayable fillers that work with common airless pumps.',
        '- **Rebouchor Colour Change**: a pink paste that turns white when you can paint.',
        '- **Lissafacile**: a skim that spreads smooth without sanding.',
      ),
      pushes('Discover', [
        {
          titre: 'Airlis® Sprayable Skim',
          text: 'Up to 300 m² a day.',
          link: pro('produit/airlis-projetable-lissage'),
          label_link: 'See the product',
          visual: 'push-airless',
        },
        {
          titre: 'Lissafacile No-Sanding Skim',
          text: 'Apply, smooth, paint.',
          link: part('produit/lissafacile-sans-poncage'),
          label_link: 'See the product',
          visual: 'push-sans-poncage',
        },
      ]),
    ],
  },
  'implantations-dans-le-monde': {
    title: 'Worldwide',
    excerpt: `Our products are distributed in ${COMPANY.exportCountries} countries besides France.`,
    blocks: [
      rich(
        `Besides its ${PLANT_COUNT} French plants, in ${COMPANY.plants.map((plant) => plant.town).join(', ')}, Ardalis relies on subsidiaries and exclusive distributors to serve applicators in ${COMPANY.exportCountries} countries. Each country has its own site:`,
        ...REGIONAL_SITES.map((site) => `- **${COUNTRY_EN[site.iso] ?? site.label}**: ${site.url.replace('https://', '')}`),
      ),
    ],
  },
  'mon-projet': {
    title: 'My project',
    excerpt: 'Preparing walls before painting: the right steps and the right products.',
    blocks: [
      rich(
        'Well-prepared walls are the key to a successful paint job. Here are the four steps to follow:',
        '1. **Check** the surface: plaster, plasterboard, old paint, any damp.',
        '2. **Prepare**: wash, scrape off anything that flakes, apply a binder if the wall is powdery.',
        '3. **Fill** holes and cracks, then **skim** for an even surface.',
        '4. **Sand, dust and paint.**',
      ),
      cta('How much product do you need?', 'Work out the quantity', part('calculateur-de-quantite')),
      pushes('Going further', [
        {
          titre: 'Our step-by-step advice',
          text: 'Simple, illustrated guides.',
          link: part('conseils'),
          label_link: 'Read the advice',
          visual: 'push-conseils',
        },
        {
          titre: 'Where to buy our products?',
          text: 'Stores near you.',
          link: part('ou-trouver-nos-produits'),
          label_link: 'Find a store',
          visual: 'push-distributeurs',
        },
      ]),
    ],
  },
  'vous-etes-distributeurs': {
    title: 'Distributors',
    excerpt: 'Builders’ merchants, paint distributors and DIY chains: become an Ardalis partner.',
    blocks: [
      rich(
        'Are you a builders’ merchant, a paint distributor or a DIY chain? Ardalis supports you with an offer suited to your customers.',
        '- A short, complete range that is easy to list',
        '- Sales aids, displays and advice sheets',
        '- In-store events and training for your sales staff',
        '- An extranet for orders and delivery tracking',
        'You reach your ordering area and our prices on the distributor portal.',
      ),
      cta('Become an Ardalis distributor', 'Contact us', pro('contact')),
    ],
  },
  'espace-presse': {
    title: 'Press',
    excerpt: 'Press releases, images and contacts for journalists.',
    blocks: [
      rich(
        'Find our latest press releases, high-definition product images and the group press kit.',
        '## Press contact',
        'Ardalis communications department: presse@ardalis-enduits.example – 01 84 60 12 35.',
      ),
      {
        kind: 'downloads',
        title: 'Documents to download',
        brochures: ['catalogue-ardalis-professionnels-2026.pdf', 'fdes-enduits-de-lissage-ardalis.pdf'],
      },
      cta('Read our latest news', 'See the news', here('actualites')),
    ],
  },
  'service-technique': {
    title: 'Technical support',
    excerpt: 'A technician answers your worksite questions, 8 am to 5 pm, Monday to Friday.',
    blocks: [
      rich(
        `Choosing a filler, checking a surface, a problem on site: our technicians answer by phone on **${PHONE_EN}**, 8 am to 5 pm, Monday to Friday.`,
        'Written requests sent through the contact form are handled within 48 hours. For large jobs, a technician can come to the site for a demonstration or an assessment.',
      ),
      video('Our technicians in the field', 'Ar7dTq2xLm0', 'A day with the technical support team, from the laboratory to the worksite.'),
      {
        kind: 'slider',
        title: 'Our services to applicators',
        slides: [
          {
            visual: 'push-formations',
            title: 'Training',
            text: `Small-group sessions in our training centres in ${TRAINING_TOWNS[0]} and ${TRAINING_TOWNS[1]}.`,
            link: here('formations'),
            label_link: 'See the training sessions',
          },
          {
            visual: 'push-airless',
            title: 'Airless demonstrations',
            text: 'A technician comes to your site to set up the pump and spray with you.',
            link: here('contact'),
            label_link: 'Ask for a demonstration',
          },
          {
            visual: 'push-calculateur',
            title: 'Quantity calculation',
            text: 'Estimate the bags and tubs you need before ordering.',
            link: here('calculateur-de-quantite'),
            label_link: 'Calculate',
          },
        ],
      },
      faqExtract('The questions technical support is asked most', 'application', 4),
      {
        kind: 'testimonies',
        title: 'They called on us',
        items: [
          {
            quote: 'On a 40-home job, the technician came to set up our pumps: we saved a day per stairwell.',
            author: 'Julien M.',
            role: 'painter, Angers',
          },
          {
            quote: 'A clear answer in ten minutes on the phone about a doubtful concrete surface. The diagnosis was right.',
            author: 'Sofia R.',
            role: 'team leader, Lyon',
          },
          {
            quote: 'The data sheets are up to date and the hotline really knows the products.',
            author: 'Marc D.',
            role: 'drywall installer, Tours',
          },
        ],
      },
      {
        kind: 'downloads',
        title: 'Useful documents',
        brochures: ['catalogue-ardalis-professionnels-2026.pdf', 'guide-airless-ardalis.pdf'],
      },
      cta('Send a technical request', 'Contact form', here('contact')),
    ],
  },
  'service-conso-2': {
    title: 'Customer service',
    excerpt: 'A question about a product or how to use it? Our customer service will answer.',
    blocks: [
      rich(
        `Our team helps you choose the right product and succeed with your work. Call **${PHONE_EN}** from 8 am to 5 pm, Monday to Friday, or write to us: we answer within 48 hours.`,
        'Before calling, have the product name and the batch number printed on the pack to hand if you can.',
      ),
      cta('Ask a question', 'Write to us', part('contact')),
    ],
  },
  ...ADVICE_EN,
  ...NEWS_EN,
}
