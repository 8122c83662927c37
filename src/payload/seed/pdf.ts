/**
 * Demo PDF documents built with pdf-lib: technical sheet (1 page), safety data sheet
 * (REACH sections 1 to 16) and EN 13963 declaration of performance.
 * Helvetica uses WinAnsi: characters outside it are replaced (see `encodable`).
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import type { PDFFont, PDFPage } from 'pdf-lib'
import { logoDrawing } from '@/brand/logo'
import { BRAND_COLOURS, rgbOf } from '@/brand/tokens'
import { characteristicDef, valueLabel } from './demo/characteristics'
import type { Family, ProductDef } from './demo/product-kit'
import { isPowder, packLabel } from './demo/product-kit'
import { BRAND, BRAND_DOMAIN } from './demo/site'
import { COMPANY, HEAD_OFFICE_LINE } from './demo/company'
import { valuesAsList } from '@/domain/format/list'

const NAVY = rgb(...rgbOf(BRAND_COLOURS.navy))
const ORANGE = rgb(...rgbOf(BRAND_COLOURS.orange))
const GREY = rgb(0.35, 0.35, 0.35)
const LIGHT = rgb(0.93, 0.94, 0.96)

/** Fixed dates keep the generated files identical from one run to the next. */
const DOC_DATE = new Date('2026-01-15T09:00:00Z')
const DOC_DATE_FR = 'janvier 2026'
const COMPANY_LINE = `${COMPANY.legalName} - ${HEAD_OFFICE_LINE} (adresse fictive)`
const EMERGENCY = "Numéro d'appel d'urgence (fictif) : 01 84 60 99 99, 24 h/24"

const REPLACEMENTS: Record<string, string> = {
  '\u2019': "'",
  '\u2018': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u00ae': '(R)',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u202f': ' ',
  '\u00a0': ' ',
  '\u2026': '...',
  '\u2013': '-',
  '\u2014': '-',
  '\u2122': '(TM)',
  '\u0153': 'oe',
  '\u0152': 'OE',
}

/** Replaces what the font cannot encode (typographic quotes, ®, ≤, ≥…) with ASCII stand-ins. */
export function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet())
  let out = ''
  for (const char of text) {
    const replacement = REPLACEMENTS[char]
    if (replacement !== undefined) out += replacement
    else if (supported.has(char.codePointAt(0) ?? 0) || char === '\n') out += char
    else out += '?'
  }
  return out
}

class Writer {
  page: PDFPage
  y: number
  readonly margin = 48
  readonly width: number

  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.page = this.newPage()
    this.width = this.page.getWidth() - 2 * this.margin
    this.y = this.page.getHeight() - this.margin
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage([595.28, 841.89])
    const lines = this.lines(this.footer, 7, page.getWidth() - 96)
    lines.forEach((line, index) =>
      page.drawText(line, { x: 48, y: 16 + (lines.length - 1 - index) * 9, size: 7, font: this.font, color: GREY }),
    )
    return page
  }

  ensure(height: number): void {
    if (this.y - height < 48) {
      this.page = this.newPage()
      this.y = this.page.getHeight() - this.margin
    }
  }

  lines(text: string, size: number, width: number, font = this.font): string[] {
    const result: string[] = []
    for (const paragraph of encodable(font, text).split('\n')) {
      let line = ''
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word
        if (line && font.widthOfTextAtSize(candidate, size) > width) {
          result.push(line)
          line = word
        } else line = candidate
      }
      result.push(line)
    }
    return result
  }

  text(text: string, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; gap?: number } = {}): void {
    const size = opts.size ?? 9.5
    const font = opts.bold ? this.bold : this.font
    const indent = opts.indent ?? 0
    for (const line of this.lines(text, size, this.width - indent, font)) {
      this.ensure(size * 1.35)
      this.page.drawText(line, { x: this.margin + indent, y: this.y - size, size, font, color: opts.color ?? rgb(0.1, 0.1, 0.1) })
      this.y -= size * 1.35
    }
    this.y -= opts.gap ?? 4
  }

  heading(text: string, size = 11.5): void {
    this.ensure(size * 2.4)
    this.y -= 6
    this.page.drawRectangle({ x: this.margin, y: this.y - size - 3, width: 3, height: size + 4, color: ORANGE })
    this.text(text, { size, bold: true, color: NAVY, indent: 9, gap: 3 })
  }

  /** Rows of cells; column widths as fractions of the text width. */
  table(rows: string[][], widths: number[], opts: { header?: boolean; size?: number } = {}): void {
    const size = opts.size ?? 8.5
    rows.forEach((row, rowIndex) => {
      const cellLines = row.map((cell, col) =>
        this.lines(cell, size, this.width * (widths[col] ?? 0.5) - 8, rowIndex === 0 && opts.header ? this.bold : this.font),
      )
      const height = Math.max(...cellLines.map((l) => l.length)) * size * 1.3 + 5
      this.ensure(height)
      if (rowIndex % 2 === 0 || (rowIndex === 0 && opts.header)) {
        this.page.drawRectangle({
          x: this.margin,
          y: this.y - height,
          width: this.width,
          height,
          color: rowIndex === 0 && opts.header ? rgb(0.85, 0.88, 0.93) : LIGHT,
        })
      }
      let x = this.margin
      cellLines.forEach((lines, col) => {
        lines.forEach((line, i) => {
          this.page.drawText(line, {
            x: x + 4,
            y: this.y - 3 - size - i * size * 1.3,
            size,
            font: rowIndex === 0 && opts.header ? this.bold : this.font,
          })
        })
        x += this.width * (widths[col] ?? 0.5)
      })
      this.y -= height
    })
    this.y -= 6
  }

  banner(kind: string, title: string, subtitle: string): void {
    const top = this.page.getHeight()
    this.page.drawRectangle({ x: 0, y: top - 92, width: this.page.getWidth(), height: 92, color: NAVY })
    this.page.drawRectangle({ x: 0, y: top - 96, width: this.page.getWidth(), height: 4, color: ORANGE })
    // The logo in its reversed tone (white letters on the navy), from src/brand/logo.ts (decision 099).
    const logo = logoDrawing('full', 'reversed')
    for (const shape of logo.shapes)
      this.page.drawSvgPath(shape.d, { x: this.margin, y: top - 16, scale: 26 / logo.height, color: rgb(...rgbOf(shape.fill)) })
    this.page.drawText(encodable(this.font, kind), { x: this.margin + 110, y: top - 35, size: 10, font: this.font, color: rgb(1, 1, 1) })
    this.page.drawText(encodable(this.bold, title), { x: this.margin, y: top - 62, size: 17, font: this.bold, color: rgb(1, 1, 1) })
    this.page.drawText(encodable(this.font, subtitle), {
      x: this.margin,
      y: top - 80,
      size: 9,
      font: this.font,
      color: rgb(0.85, 0.88, 0.95),
    })
    this.y = top - 112
  }
}

async function create(title: string, subject: string, footer: string): Promise<{ doc: PDFDocument; w: Writer }> {
  const doc = await PDFDocument.create()
  doc.setTitle(title.replace('®', '(R)'))
  doc.setAuthor(BRAND)
  doc.setSubject(subject)
  doc.setProducer(`${BRAND} - site de démonstration`)
  doc.setCreator(BRAND)
  doc.setCreationDate(DOC_DATE)
  doc.setModificationDate(DOC_DATE)
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  return { doc, w: new Writer(doc, font, bold, footer) }
}

const STEPS: Record<Family, string[]> = {
  preparation: [
    'Dépoussiérer et laver le support, laisser sécher.',
    'Bien remuer le produit avant emploi.',
    'Appliquer à la brosse ou au rouleau en une couche régulière, sans surépaisseur.',
    'Laisser sécher avant d’appliquer l’enduit ou la peinture.',
  ],
  rebouchage: [
    'Éliminer les parties non adhérentes et dépoussiérer.',
    'Humidifier légèrement les supports très absorbants.',
    'Garnir le trou au couteau en serrant bien le produit, araser.',
    'Après séchage, poncer puis appliquer un enduit de lissage ou la peinture.',
  ],
  egalisage: [
    'Préparer le support selon le NF DTU 59.1 (propre, sec, cohésif).',
    'Appliquer à la lisseuse ou au platoir en passes croisées.',
    'Respecter l’épaisseur maximale par passe ; attendre le séchage entre deux passes.',
    'Poncer légèrement avant le lissage de finition.',
  ],
  lissage: [
    'Support propre, sec et dépoussiéré ; traiter les fonds farineux avec un fixateur.',
    'Appliquer en couche fine à la lisseuse, en tirant le produit à zéro.',
    'Une seconde passe croisée peut être nécessaire.',
    'Poncer au grain 120 à 180, dépoussiérer, imprimer puis peindre.',
  ],
  finition: [
    'Appliquer sur un lissage sec et dépoussiéré.',
    'Tirer une couche très fine à la lisseuse inox.',
    'Laisser sécher le temps indiqué.',
    'Égrener au grain 180, dépoussiérer puis peindre.',
  ],
  joints: [
    'Poser les plaques selon le NF DTU 25.41, vis légèrement enfoncées.',
    'Remplir le joint, maroufler la bande puis recouvrir d’une fine couche.',
    'Après séchage, appliquer une passe de garnissage puis une passe de finition élargie.',
    'Poncer légèrement, dépoussiérer et imprimer avant peinture.',
  ],
  exterieur: [
    'Ne pas appliquer par temps de pluie, de gel ou en plein soleil (5 à 30 °C).',
    'Éliminer les parties non adhérentes, humidifier le support.',
    'Appliquer au couteau ou au platoir en serrant le produit.',
    'Protéger de la pluie pendant 24 h, puis peindre avec une peinture de façade.',
  ],
  bois: [
    'Poncer et dépoussiérer le bois, éliminer les anciennes finitions écaillées.',
    'Garnir au couteau en légère surépaisseur.',
    'Laisser sécher puis poncer dans le sens du fil.',
    'Peindre, lasurer ou vernir.',
  ],
  deco: [
    'Support plan, sain et imprimé ; sur carrelage, appliquer un primaire d’accrochage.',
    'Appliquer une première passe au platoir inox, laisser sécher.',
    'Appliquer la seconde passe en travaillant les effets de matière.',
    'Protéger avec le vernis ou la cire de finition.',
  ],
  humide: [
    'Support propre et sec ; traiter les moisissures existantes.',
    'Appliquer en couches fines à la lisseuse.',
    'Laisser sécher complètement, ventiler la pièce.',
    'Peindre avec une peinture pour pièces humides.',
  ],
  airless: [
    'Protéger les menuiseries et sols ; régler la pompe (buse 5/21 à 6/23 selon le produit).',
    'Projeter en bandes régulières de bas en haut.',
    'Lisser à la lame immédiatement après projection.',
    'Après séchage, poncer, dépoussiérer et peindre.',
  ],
  multi: [
    'Adapter la consistance à l’usage : ferme pour reboucher, souple pour lisser.',
    'Reboucher d’abord les trous, laisser sécher.',
    'Égaliser puis lisser en passes successives.',
    'Poncer et peindre.',
  ],
}

export function applicationSteps(family: Family): string[] {
  return STEPS[family]
}

const caracRows = (p: ProductDef): string[][] =>
  p.caracs.map((carac) => [
    characteristicDef(carac.code).label.fr,
    valuesAsList(carac.values.map((value) => valueLabel(carac.code, value))),
  ])

function consumptionSentence(p: ProductDef): string {
  const c = p.consumption
  const num = (value: number): string => String(value).replace('.', ',')
  switch (c.mode) {
    case 'thickness':
      return `Environ ${num(c.rate)} kg/m² par mm d'épaisseur (épaisseur maximale par passe : ${c.maxThickness} mm). Exemple : 10 m² à 2 mm = ${num(Math.round(c.rate * 20 * 10) / 10)} kg.`
    case 'coat':
      return `Environ ${num(c.rate)} ${p.variants.some((v) => v.unit === 'L') ? 'L' : 'kg'}/m² par couche, ${c.coats} couche(s) conseillée(s)${c.tapePerM2 ? `, et ${num(c.tapePerM2)} m de bande par m² de cloison` : ''}.`
    case 'none':
      return "Selon l'étendue des réparations."
  }
}

export async function technicalSheetPdf(p: ProductDef): Promise<Uint8Array> {
  const { doc, w } = await create(
    `Fiche technique - ${p.name.fr}`,
    'Fiche technique',
    `${BRAND} - Fiche technique ${p.ref} - mise à jour ${DOC_DATE_FR} - Document non contractuel : les informations sont données à titre indicatif et ne dispensent pas d'un essai préalable.`,
  )
  w.banner('Fiche technique', p.name.fr, `Référence ${p.ref}${p.en13963 ? ` - NF EN 13963 type ${p.en13963}` : ''}`)
  w.text(p.summary.fr, { size: 11, bold: true, color: NAVY })
  w.text(p.description)
  w.heading('Points forts')
  for (const benefit of p.benefits) w.text(`- ${benefit}`, { indent: 6, gap: 1 })
  w.heading('Caractéristiques')
  w.table(caracRows(p), [0.42, 0.58], { size: 8 })
  w.heading('Conditionnements')
  w.table(
    [['Conditionnement', 'Référence article', 'GTIN-14'], ...p.variants.map((v) => [packLabel(v), v.reference, v.gtin])],
    [0.42, 0.3, 0.28],
    { header: true, size: 8 },
  )
  w.heading('Consommation')
  w.text(consumptionSentence(p))
  w.heading('Mise en œuvre')
  STEPS[p.family].forEach((step, index) => w.text(`${index + 1}. ${step}`, { indent: 6, gap: 1 }))
  w.y -= 6
  w.text(
    `Conservation : 12 mois en emballage d'origine fermé, à l'abri du gel et de l'humidité. ${isPowder(p) ? 'Stocker les sacs sur palette, hors sol.' : 'Refermer soigneusement après usage.'}`,
    { size: 8.5, color: GREY },
  )
  w.text('Document non contractuel. Consulter la fiche de données de sécurité avant utilisation.', { size: 8.5, bold: true, color: GREY })
  return doc.save({ useObjectStreams: true })
}

const hydraulic = (p: ProductDef): boolean => p.family === 'exterieur' && isPowder(p)

export async function safetySheetPdf(p: ProductDef): Promise<Uint8Array> {
  const { doc, w } = await create(
    `FDS - ${p.name.fr}`,
    'Fiche de données de sécurité',
    `${BRAND} - FDS ${p.ref} - version 3.0 du 15/01/2026 - conforme au règlement (CE) n° 1907/2006 (REACH), annexe II modifiée`,
  )
  w.banner('Fiche de données de sécurité', p.name.fr, `Référence ${p.ref} - version 3.0 - révision : 15/01/2026`)
  const classified = hydraulic(p)
  const sections: [string, string[]][] = [
    [
      "1. Identification de la substance/du mélange et de la société/l'entreprise",
      [
        `Identificateur de produit : ${p.name.fr} (${p.ref}).`,
        `Utilisation : enduit pour le bâtiment, usage professionnel et grand public.`,
        `Fournisseur : ${COMPANY_LINE}. Courriel : fds@${BRAND_DOMAIN}.`,
        EMERGENCY,
      ],
    ],
    [
      '2. Identification des dangers',
      classified
        ? [
            'Classification selon le règlement (CE) n° 1272/2008 (CLP) : Irritation cutanée cat. 2 (H315), Lésions oculaires graves cat. 1 (H318), STOT SE cat. 3 (H335).',
            "Mention d'avertissement : Danger. Conseils de prudence : P102, P280, P305+P351+P338, P310.",
          ]
        : [
            'Mélange non classé dangereux selon le règlement (CE) n° 1272/2008 (CLP).',
            'Autres dangers : la poussière peut irriter les voies respiratoires ; éviter de la respirer.',
          ],
    ],
    [
      '3. Composition/informations sur les composants',
      classified
        ? ['Ciment Portland (CAS 65997-15-1) : 20 à 30 %. Carbonate de calcium (CAS 471-34-1) : 50 à 70 %. Adjuvants et fibres : < 5 %.']
        : [
            'Carbonate de calcium (CAS 471-34-1) : 50 à 80 %. Sulfate de calcium (CAS 7778-18-9) : 10 à 30 %. Résines et adjuvants : < 5 %. Aucune substance SVHC > 0,1 %.',
          ],
    ],
    [
      '4. Premiers secours',
      [
        "Inhalation : sortir à l'air frais. Contact avec la peau : laver à l'eau et au savon. Contact avec les yeux : rincer abondamment à l'eau pendant 15 minutes et consulter un médecin si l'irritation persiste. Ingestion : rincer la bouche, ne pas faire vomir.",
      ],
    ],
    [
      "5. Mesures de lutte contre l'incendie",
      ["Produit ininflammable. Moyens d'extinction adaptés à l'environnement. Pas de produit de décomposition dangereux connu."],
    ],
    [
      '6. Mesures à prendre en cas de dispersion accidentelle',
      [
        "Éviter la formation de poussière. Récupérer mécaniquement le produit sec et le placer dans un conteneur. Ne pas rejeter à l'égout.",
      ],
    ],
    [
      '7. Manipulation et stockage',
      [
        "Gâcher dans un endroit ventilé en limitant la poussière. Stocker au sec, dans l'emballage d'origine fermé, à l'abri de l'humidité. Durée de conservation : 12 mois.",
      ],
    ],
    [
      "8. Contrôles de l'exposition/protection individuelle",
      [
        "Valeur limite d'exposition professionnelle (poussières alvéolaires) : 5 mg/m³. Porter des gants, des lunettes de protection et un masque FFP2 lors du gâchage et du ponçage.",
      ],
    ],
    [
      '9. Propriétés physiques et chimiques',
      [
        `Aspect : poudre ${classified ? 'grise' : 'blanche'}. Odeur : aucune. pH en solution aqueuse : ${classified ? '12 à 13' : '7 à 9'}. Solubilité dans l'eau : partielle. Masse volumique apparente : 0,8 à 1,1 g/cm³.`,
      ],
    ],
    [
      '10. Stabilité et réactivité',
      ["Stable dans les conditions normales de stockage et d'utilisation. Durcit au contact de l'eau. Pas de réaction dangereuse connue."],
    ],
    [
      '11. Informations toxicologiques',
      [
        classified
          ? 'Irritant pour la peau, risque de lésions oculaires graves, peut irriter les voies respiratoires.'
          : "Aucun effet toxicologique significatif connu dans les conditions normales d'utilisation.",
      ],
    ],
    [
      '12. Informations écologiques',
      [
        "Produit minéral non biodégradable, sans effet écotoxique connu aux concentrations d'utilisation. Ne pas laisser pénétrer dans les cours d'eau.",
      ],
    ],
    [
      "13. Considérations relatives à l'élimination",
      [
        'Produit durci : déchet inerte du BTP. Emballages vides : à recycler en filière papier ou déchetterie. Code déchet indicatif : 17 09 04.',
      ],
    ],
    [
      '14. Informations relatives au transport',
      ['Non soumis à la réglementation du transport de marchandises dangereuses (ADR/RID, IMDG, IATA).'],
    ],
    [
      '15. Informations relatives à la réglementation',
      [
        "Règlement (CE) n° 1907/2006 (REACH), règlement (CE) n° 1272/2008 (CLP). Étiquetage des émissions dans l'air intérieur : classe A+ (décret n° 2011-321).",
      ],
    ],
    [
      '16. Autres informations',
      [
        'Cette fiche complète la fiche technique mais ne la remplace pas. Les informations sont données de bonne foi, sur la base de nos connaissances à la date de révision. Document de démonstration : données fictives.',
      ],
    ],
  ]
  for (const [title, paragraphs] of sections) {
    w.heading(title, 10.5)
    for (const paragraph of paragraphs) w.text(paragraph, { size: 8.8, gap: 2 })
  }
  return doc.save({ useObjectStreams: true })
}

export async function dopPdf(p: ProductDef): Promise<Uint8Array> {
  const type = p.en13963 ?? '4A'
  const setting = type.endsWith('B')
  const { doc, w } = await create(
    `DoP - ${p.name.fr}`,
    'Déclaration des performances',
    `${BRAND} - Déclaration des performances DoP-${p.ref}-2026 - règlement (UE) n° 305/2011`,
  )
  w.banner('Déclaration des performances', p.name.fr, `N° DoP-${p.ref}-2026 - règlement (UE) n° 305/2011`)
  w.table(
    [
      ["1. Code d'identification unique du produit type", `${p.name.fr} - ${p.ref}`],
      [
        '2. Usage prévu',
        `Enduit pour le traitement des joints de plaques de plâtre, type ${type} (${setting ? 'à prise' : 'à séchage'}), selon EN 13963:2014.`,
      ],
      ['3. Fabricant', COMPANY_LINE],
      [
        "4. Système d'évaluation et de vérification de la constance des performances",
        'Système 3 pour la réaction au feu, système 4 pour les autres caractéristiques.',
      ],
      ['5. Norme harmonisée', 'EN 13963:2014 - Matériaux de jointoiement pour plaques de plâtre.'],
      ['6. Organisme notifié', "Laboratoire d'essais notifié n° 0000 (fictif) - rapport de classement au feu RF-2025-118."],
    ],
    [0.42, 0.58],
    { size: 8.5 },
  )
  w.heading('7. Performances déclarées')
  w.table(
    [
      ['Caractéristique essentielle', 'Performance', 'Spécification technique harmonisée'],
      ['Réaction au feu', 'A2-s1,d0', 'EN 13963:2014'],
      ['Résistance à la flexion (charge de rupture)', 'Conforme, 25 N minimum avec bande papier', 'EN 13963:2014'],
      ['Résistance à la fissuration', 'Pas de fissure', 'EN 13963:2014'],
      ['Retrait', 'Conforme', 'EN 13963:2014'],
      ['Temps de prise / de séchage', setting ? 'Prise initiale 60 min ou plus' : "Séchage à l'air", 'EN 13963:2014'],
      ['Substances dangereuses', 'NPD (performance non déterminée)', '-'],
    ],
    [0.4, 0.35, 0.25],
    { header: true, size: 8.5 },
  )
  w.text(
    'Les performances du produit identifié ci-dessus sont conformes aux performances déclarées. La présente déclaration des performances est établie sous la seule responsabilité du fabricant identifié ci-dessus.',
    { size: 9 },
  )
  w.text(`Signé pour le fabricant et en son nom par la direction qualité, à ${COMPANY.headOffice.city}, le 15 janvier 2026.`, {
    size: 9,
    bold: true,
  })
  w.text('Document de démonstration : déclaration fictive.', { size: 8, color: GREY })
  return doc.save({ useObjectStreams: true })
}

export interface BrochureDef {
  filename: string
  title: string
  kind: 'BROCHURE' | 'FDES'
  subtitle: string
  sections: readonly { heading: string; lines: readonly string[] }[]
}

/** Brochures and catalogues of the downloads page: a banner, then headed sections. */
export async function brochurePdf(def: BrochureDef): Promise<Uint8Array> {
  const kind = def.kind === 'FDES' ? 'Déclaration environnementale' : 'Brochure'
  const { doc, w } = await create(
    def.title,
    kind,
    `${BRAND} - ${def.title} - édition ${DOC_DATE_FR} - ${BRAND_DOMAIN} - Document non contractuel.`,
  )
  w.banner(kind, def.title, def.subtitle)
  for (const section of def.sections) {
    w.heading(section.heading)
    for (const line of section.lines) w.text(line)
  }
  return doc.save({ useObjectStreams: true })
}
