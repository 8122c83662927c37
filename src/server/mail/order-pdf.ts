/**
 * The PDF order summary (« Récapitulatif de commande »), attached to the confirmation mail and
 * served by GET /api/v1/order/{number}/pdf: the seller's legal facts, the addresses, the lines,
 * the totals excluding VAT, VAT 20 % and including VAT, the payment terms and the legal mentions
 * on late payment. Drawn with pdf-lib's Helvetica (WinAnsi: other characters are replaced).
 */
import 'server-only'
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import { logoDrawing } from '@/brand/logo'
import { BRAND_COLOURS, rgbOf } from '@/brand/tokens'
import { COMPANY, companyLegalLine } from '@/domain/commerce/company'
import { orderDateFr, type OrderView } from '@/domain/commerce/order-view'
import { PAYMENT_TERMS_MENTIONS } from '@/domain/commerce/payment-terms'
import { addressLines, euros, paymentInstructions } from '@/domain/mail/orders'

const NAVY = rgb(...rgbOf(BRAND_COLOURS.navy))
const GREY = rgb(0.35, 0.35, 0.35)
const LIGHT = rgb(0.93, 0.94, 0.96)
const MARGIN = 48
const WIDTH = 595.28
const HEIGHT = 841.89

const REPLACEMENTS: Record<string, string> = {
  '\u2019': "'",
  '\u2018': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u202f': ' ',
  '\u00a0': ' ',
  '\u2026': '...',
  '\u2013': '-',
  '\u2014': '-',
  '\u0153': 'oe',
  '\u0152': 'OE',
}

export async function orderSummaryPdf(order: OrderView): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Récapitulatif de commande ${order.number}`)
  pdf.setAuthor(COMPANY.name)
  pdf.setCreationDate(new Date(order.placed_at))
  pdf.setModificationDate(new Date(order.placed_at))
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const supported = new Set(regular.getCharacterSet())
  const clean = (text: string) => {
    let out = ''
    for (const char of text) out += REPLACEMENTS[char] ?? (supported.has(char.codePointAt(0) ?? 0) ? char : '?')
    return out
  }

  let page: PDFPage = pdf.addPage([WIDTH, HEIGHT])
  let y = HEIGHT - MARGIN
  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; right?: boolean; maxWidth?: number } = {},
  ) => {
    const font = options.font ?? regular
    const size = options.size ?? 9
    let s = clean(value)
    // Cut to the column's width, with an ellipsis, so that no text runs into the next column.
    if (options.maxWidth && font.widthOfTextAtSize(s, size) > options.maxWidth) {
      while (s.length > 1 && font.widthOfTextAtSize(`${s}...`, size) > options.maxWidth) s = s.slice(0, -1)
      s = `${s.trimEnd()}...`
    }
    const at = options.right ? x - font.widthOfTextAtSize(s, size) : x
    page.drawText(s, { x: at, y, size, font, color: options.color ?? rgb(0.1, 0.1, 0.1) })
  }
  /** The words of `value` in lines no wider than `width`. */
  const wrap = (value: string, font: PDFFont, size: number, width: number): string[] => {
    const lines: string[] = []
    let line = ''
    for (const word of clean(value).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line)
        line = word
      } else line = next
    }
    if (line) lines.push(line)
    return lines
  }
  const paragraph = (value: string, options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb> } = {}) => {
    const font = options.font ?? regular
    const size = options.size ?? 8.5
    for (const line of wrap(value, font, size, WIDTH - 2 * MARGIN)) {
      ensure(size + 3)
      text(line, MARGIN, { font, size, color: options.color })
      y -= size + 3
    }
  }
  const ensure = (room: number) => {
    if (y - room >= MARGIN + 30) return
    page = pdf.addPage([WIDTH, HEIGHT])
    y = HEIGHT - MARGIN
  }

  // Header: the logo (src/brand/logo.ts, decision 099), the seller and the document title.
  const logo = logoDrawing('full')
  const logoHeight = 28
  for (const shape of logo.shapes)
    page.drawSvgPath(shape.d, { x: MARGIN, y: y + 14, scale: logoHeight / logo.height, color: rgb(...rgbOf(shape.fill)) })
  text('Récapitulatif de commande', WIDTH - MARGIN, { font: bold, size: 14, right: true })
  y -= 28
  const seller = [COMPANY.name, ...COMPANY.address, `Tél. ${COMPANY.phone} — ${COMPANY.email}`]
  for (const [i, line] of seller.entries()) {
    text(line, MARGIN, { color: i === 0 ? NAVY : GREY, font: i === 0 ? bold : regular })
    y -= 11
  }
  y += 11 * seller.length
  text(`Commande ${order.number}`, WIDTH - MARGIN, { font: bold, size: 10, right: true })
  y -= 12
  text(`du ${orderDateFr(order.placed_at)}`, WIDTH - MARGIN, { right: true })
  y -= 12
  text(`Paiement : ${order.payment.method_label}`, WIDTH - MARGIN, { right: true })
  y -= 12
  text(`État : ${order.status_label}`, WIDTH - MARGIN, { right: true })
  y -= 30

  // Addresses and delivery.
  const columns: [string, string[]][] = [
    ['Facturation', addressLines(order.billing_address)],
    [
      'Livraison',
      order.relay
        ? ['Point relais', order.relay.name ?? '', order.relay.address ?? '', `${order.relay.postcode ?? ''} ${order.relay.city ?? ''}`]
        : order.store
          ? [
              'Retrait chez le distributeur',
              order.store.name ?? '',
              order.store.address ?? '',
              `${order.store.postcode ?? ''} ${order.store.city ?? ''}`,
            ]
          : addressLines(order.shipping_address),
    ],
    [
      'Transporteur',
      [order.carrier.name, order.carrier.delay ? `Délai : ${order.carrier.delay}` : '', order.phone ? `Tél. ${order.phone}` : ''].filter(
        Boolean,
      ),
    ],
  ]
  const top = y
  let lowest = y
  columns.forEach(([title, lines], i) => {
    y = top
    const x = MARGIN + i * 170
    text(title, x, { font: bold, size: 9.5, color: NAVY })
    y -= 12
    for (const line of lines) {
      text(line, x, { maxWidth: 160 })
      y -= 11
    }
    lowest = Math.min(lowest, y)
  })
  y = lowest - 14

  // Lines.
  const basis = order.basis === 'ht' ? 'HT' : 'TTC'
  const cols = { name: MARGIN + 4, ref: 268, qty: 400, unit: 472, amount: WIDTH - MARGIN - 4 }
  const header = () => {
    page.drawRectangle({ x: MARGIN, y: y - 4, width: WIDTH - 2 * MARGIN, height: 16, color: LIGHT })
    text('Désignation', cols.name, { font: bold })
    text('Référence', cols.ref, { font: bold })
    text('Qté', cols.qty, { font: bold, right: true })
    text(`P.U. ${basis}`, cols.unit, { font: bold, right: true })
    text(`Montant ${basis}`, cols.amount, { font: bold, right: true })
    y -= 18
  }
  header()
  for (const line of order.lines) {
    if (y - 14 < MARGIN + 30) {
      ensure(1000)
      header()
    }
    const name = `${line.free ? 'Offert : ' : ''}${line.name}${line.pack ? ` — ${line.pack}` : ''}`
    text(name, cols.name, { maxWidth: cols.ref - cols.name - 8 })
    text(line.variant, cols.ref, { maxWidth: cols.qty - cols.ref - 24 })
    text(String(line.quantity), cols.qty, { right: true })
    text(euros(line.unit_price), cols.unit, { right: true })
    text(euros(line.price), cols.amount, { right: true })
    y -= 14
  }
  y -= 6

  // Totals.
  const totals: [string, number, boolean][] = [
    [`Produits ${basis}`, order.goods, false],
    ...(order.discounted_amount > 0
      ? ([[`Remise${order.discount ? ` (${order.discount.code})` : ''} ${basis}`, -order.discounted_amount, false]] as [
          string,
          number,
          boolean,
        ][])
      : []),
    [`Livraison ${basis}`, order.shipping, false],
    ['Total HT', order.amount.ht, true],
    ['TVA 20 %', order.amount.tax, false],
    ['Total TTC', order.amount.ttc, true],
  ]
  ensure(totals.length * 14 + 10)
  for (const [label, cents, strong] of totals) {
    text(label, cols.unit, { font: strong ? bold : regular, right: true })
    text(euros(cents), cols.amount, { font: strong ? bold : regular, right: true })
    y -= 14
  }
  y -= 10

  // Payment and legal mentions.
  ensure(40)
  text('Conditions de paiement', MARGIN, { font: bold, size: 10, color: NAVY })
  y -= 14
  for (const line of paymentInstructions(order)) paragraph(line)
  y -= 4
  // Between professionals (Code de commerce L441-10, D441-5): late-payment penalties and the 40 € fee.
  if (order.plan === 'pro') for (const mention of PAYMENT_TERMS_MENTIONS) paragraph(mention, { color: GREY, size: 8 })
  if (order.asm_code) paragraph(`Code représentant : ${order.asm_code}`, { color: GREY, size: 8 })

  // Foot of every page: the legal facts and the page number.
  const pages = pdf.getPages()
  const foot = wrap(companyLegalLine(), regular, 7, WIDTH - 2 * MARGIN)
  pages.forEach((p, i) => {
    page = p
    y = MARGIN
    for (const line of foot) {
      text(line, MARGIN, { size: 7, color: GREY })
      y -= 9
    }
    text(`Page ${i + 1} / ${pages.length}`, WIDTH - MARGIN, { size: 7, color: GREY, right: true })
  })
  return pdf.save()
}
