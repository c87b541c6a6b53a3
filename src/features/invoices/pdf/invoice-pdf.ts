/**
 * The invoice as a real PDF: text, not pixels, so it can be searched, selected and read aloud.
 * A pure module (invoice + labels + formatters -> bytes) with no DOM, so the details page, the
 * list's "Download PDFs" and a node test all use it; pdf-lib is heavy, so callers reach this
 * module only through a dynamic `import()` (./download-invoice-pdf.ts).
 *
 * The standard PDF fonts only cover Latin-1 and pdf-lib does no text shaping (Arabic letters
 * would not join and would run left to right), so the labels are in the user's language when it
 * is English or French and in English otherwise, and data outside Latin-1 is written in its
 * closest Latin form (docs/decisions/invoices.md, "Details, PDF and print").
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import type {
  Invoice,
  InvoiceParty,
  InvoiceService,
  InvoiceStatus,
} from '@/lib/api/schemas/invoices'
import { invoiceTotals } from '@/lib/api/schemas/invoice-totals'

export interface InvoicePdfLabels {
  title: string
  from: string
  to: string
  createDate: string
  dueDate: string
  status: string
  index: string
  description: string
  quantity: string
  unitPrice: string
  total: string
  subtotal: string
  shipping: string
  discount: string
  /** With `{{percent}}`. */
  taxes: string
  totalDue: string
  notes: string
  /** With `{{email}}`. */
  question: string
  statuses: Record<InvoiceStatus, string>
  services: Record<InvoiceService, string>
}

export interface InvoicePdfFormat {
  /** Cents -> "$1,232.00" in the labels' language. */
  money: (cents: number) => string
  /** An API day (12:00 UTC) -> the day in the labels' language, in UTC. */
  date: (iso: string) => string
  /** 10 -> "10%". */
  percent: (value: number) => string
}

export type PaperSize = 'a4' | 'letter'

export interface InvoicePdfOptions {
  labels: InvoicePdfLabels
  format: InvoicePdfFormat
  paper: PaperSize
  supportEmail: string
}

const PAPER: Record<PaperSize, [number, number]> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
}

const MARGIN = 48
const INK = rgb(0.11, 0.15, 0.2)
const MUTED = rgb(0.39, 0.45, 0.52)
const LINE = rgb(0.87, 0.89, 0.91)
const BRAND = rgb(0.0, 0.47, 0.4)
const STATUS_COLOURS: Record<InvoiceStatus, RGB> = {
  paid: rgb(0.07, 0.5, 0.27),
  pending: rgb(0.72, 0.45, 0.0),
  overdue: rgb(0.72, 0.11, 0.11),
  draft: MUTED,
}

/** `INV-1042.pdf`. */
export const invoicePdfFileName = (invoice: Pick<Invoice, 'number'>) => `${invoice.number}.pdf`

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole)

/** Letters a Latin-1 font lacks, in their closest Latin form (Vietnamese đ has no decomposition). */
const LATIN_FORMS: Record<string, string> = { đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', ø: 'o', Ø: 'O' }
/** Spaces Intl puts in numbers (French groups with U+202F) that WinAnsi lacks. */
const SPACES = /[\u2000-\u200A\u202F\u205F]/g

/**
 * Text the standard font can draw: each character it lacks becomes its letter without accents
 * (Nguyễn -> Nguyen), or "?" when there is no Latin form at all (CJK, Arabic).
 */
export function toDrawable(text: string, charset: ReadonlySet<number>): string {
  let out = ''
  for (const char of text.normalize('NFC').replace(SPACES, '\u00A0')) {
    if (char === '\n' || charset.has(char.codePointAt(0) ?? 0)) {
      out += char
      continue
    }
    const plain = (LATIN_FORMS[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '')).normalize(
      'NFC',
    )
    out += [...plain].every((c) => charset.has(c.codePointAt(0) ?? 0)) && plain ? plain : '?'
  }
  return out
}

interface Fonts {
  regular: PDFFont
  bold: PDFFont
  charset: ReadonlySet<number>
}

/** Draws top-down on pages of one size, starting a new page when the next block does not fit. */
class Cursor {
  page: PDFPage
  y: number
  constructor(
    private readonly doc: PDFDocument,
    private readonly size: [number, number],
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(size)
    this.y = size[1] - MARGIN
  }

  get width() {
    return this.size[0] - 2 * MARGIN
  }

  /** Makes room for `height` points, on a new page if needed. */
  need(height: number) {
    if (this.y - height >= MARGIN) return
    this.page = this.doc.addPage(this.size)
    this.y = this.size[1] - MARGIN
  }

  text(
    value: string,
    x: number,
    {
      size = 10,
      bold = false,
      color = INK,
      align = 'start',
    }: { size?: number; bold?: boolean; color?: RGB; align?: 'start' | 'end' } = {},
  ) {
    const font = bold ? this.fonts.bold : this.fonts.regular
    const drawable = toDrawable(value, this.fonts.charset)
    const left = align === 'end' ? x - font.widthOfTextAtSize(drawable, size) : x
    this.page.drawText(drawable, { x: MARGIN + left, y: this.y - size, size, font, color })
  }

  /** Splits text into lines that fit `width` (words, then characters for a long word). */
  wrap(value: string, width: number, size: number, bold = false): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular
    const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width
    const lines: string[] = []
    for (const paragraph of toDrawable(value, this.fonts.charset).split('\n')) {
      let line = ''
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word
        if (fits(next)) {
          line = next
          continue
        }
        if (line) lines.push(line)
        line = word
        while (!fits(line) && line.length > 1) {
          let cut = line.length - 1
          while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1
          lines.push(line.slice(0, cut))
          line = line.slice(cut)
        }
      }
      lines.push(line)
    }
    return lines
  }

  rule(color = LINE) {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.75,
      color,
    })
  }
}

function drawLogo(cursor: Cursor) {
  const top = cursor.y
  const tile = 13
  const gap = 2
  const shades = [0.55, 1, 0.8, 1]
  shades.forEach((shade, i) => {
    cursor.page.drawRectangle({
      x: MARGIN + (i % 2) * (tile + gap),
      y: top - tile - Math.floor(i / 2) * (tile + gap),
      width: tile,
      height: tile,
      color: BRAND,
      opacity: shade,
    })
  })
}

function drawParty(cursor: Cursor, party: InvoiceParty, label: string, x: number, width: number) {
  const startY = cursor.y
  cursor.text(label, x, { size: 9, bold: true, color: MUTED })
  cursor.y -= 16
  const lines: Array<{ text: string; bold?: boolean }> = [
    { text: party.name, bold: true },
    ...(party.company ? [{ text: party.company }] : []),
    ...party.address.split('\n').map((text) => ({ text })),
    ...(party.phoneNumber ? [{ text: party.phoneNumber }] : []),
    ...(party.email ? [{ text: party.email }] : []),
  ]
  for (const line of lines)
    for (const wrapped of cursor.wrap(line.text, width, 10, line.bold)) {
      cursor.text(wrapped, x, { bold: line.bold })
      cursor.y -= 14
    }
  const used = startY - cursor.y
  cursor.y = startY
  return used
}

/** One invoice as PDF bytes. The amounts shown are `invoiceTotals` of its lines. */
export async function buildInvoicePdf(
  invoice: Invoice,
  { labels, format, paper, supportEmail }: InvoicePdfOptions,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${labels.title} ${invoice.number}`)
  doc.setSubject(`${invoice.from.company || invoice.from.name} -> ${invoice.to.name}`)
  doc.setCreator('Tangram')
  doc.setProducer('Tangram')
  doc.setCreationDate(new Date(invoice.createdAt))
  doc.setModificationDate(new Date(invoice.updatedAt))
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const fonts: Fonts = { regular, bold, charset: new Set(regular.getCharacterSet()) }
  const cursor = new Cursor(doc, PAPER[paper], fonts)
  const width = cursor.width
  const totals = invoiceTotals(invoice)

  // Header: the mark, the number and the status.
  drawLogo(cursor)
  cursor.text(`${labels.title} ${invoice.number}`, width, { size: 18, bold: true, align: 'end' })
  cursor.y -= 24
  cursor.text(labels.statuses[invoice.status], width, {
    size: 10,
    bold: true,
    color: STATUS_COLOURS[invoice.status],
    align: 'end',
  })
  cursor.y -= 34

  // Parties, side by side.
  const column = (width - 24) / 2
  const used = Math.max(
    drawParty(cursor, invoice.from, labels.from, 0, column),
    drawParty(cursor, invoice.to, labels.to, column + 24, column),
  )
  cursor.y -= used + 12

  // Dates.
  cursor.text(labels.createDate, 0, { size: 9, bold: true, color: MUTED })
  cursor.text(labels.dueDate, column + 24, { size: 9, bold: true, color: MUTED })
  cursor.y -= 14
  cursor.text(format.date(invoice.createDate), 0)
  cursor.text(format.date(invoice.dueDate), column + 24)
  cursor.y -= 30

  // Lines. Columns measured from the start edge; amounts end-aligned.
  const cols = {
    index: 0,
    description: 24,
    quantity: width - 190,
    unitPrice: width - 95,
    total: width,
  }
  const descriptionWidth = cols.quantity - cols.description - 40
  const header = () => {
    cursor.need(28)
    cursor.text(labels.index, cols.index, { size: 9, bold: true, color: MUTED })
    cursor.text(labels.description, cols.description, { size: 9, bold: true, color: MUTED })
    cursor.text(labels.quantity, cols.quantity, { size: 9, bold: true, color: MUTED, align: 'end' })
    cursor.text(labels.unitPrice, cols.unitPrice, {
      size: 9,
      bold: true,
      color: MUTED,
      align: 'end',
    })
    cursor.text(labels.total, cols.total, { size: 9, bold: true, color: MUTED, align: 'end' })
    cursor.y -= 16
    cursor.rule()
    cursor.y -= 10
  }
  header()
  invoice.items.forEach((item, i) => {
    const title = cursor.wrap(item.title, descriptionWidth, 10, true)
    const description = item.description ? cursor.wrap(item.description, descriptionWidth, 9) : []
    const height = title.length * 14 + description.length * 12 + 12 + 12
    if (cursor.y - height < MARGIN) {
      cursor.need(height + 40)
      header()
    }
    const top = cursor.y
    cursor.text(String(i + 1), cols.index)
    cursor.text(format.money(item.unitPrice), cols.unitPrice, { align: 'end' })
    cursor.text(format.money(totals.lineTotals[i] ?? 0), cols.total, { align: 'end' })
    cursor.text(String(item.quantity), cols.quantity, { align: 'end' })
    for (const line of title) {
      cursor.text(line, cols.description, { bold: true })
      cursor.y -= 14
    }
    for (const line of description) {
      cursor.text(line, cols.description, { size: 9, color: MUTED })
      cursor.y -= 12
    }
    cursor.text(labels.services[item.service], cols.description, { size: 8, color: MUTED })
    cursor.y = Math.min(cursor.y - 12, top - 26) - 6
    cursor.rule()
    cursor.y -= 10
  })

  // Totals, end-aligned under the amounts.
  const summary: Array<[string, string, boolean]> = [
    [labels.subtotal, format.money(totals.subtotal), false],
    [labels.shipping, format.money(invoice.shipping), false],
    [
      labels.discount,
      invoice.discount ? `-${format.money(invoice.discount)}` : format.money(0),
      false,
    ],
    [
      fill(labels.taxes, { percent: format.percent(invoice.taxPercent) }),
      format.money(totals.taxes),
      false,
    ],
    [labels.totalDue, format.money(totals.total), true],
  ]
  cursor.need(summary.length * 18 + 10)
  for (const [label, value, strong] of summary) {
    const size = strong ? 12 : 10
    cursor.text(label, cols.unitPrice, {
      size,
      bold: strong,
      color: strong ? INK : MUTED,
      align: 'end',
    })
    cursor.text(value, cols.total, { size, bold: strong, align: 'end' })
    cursor.y -= strong ? 20 : 16
  }
  cursor.y -= 16

  // Notes and the contact line.
  if (invoice.notes.trim()) {
    const notes = cursor.wrap(invoice.notes, width, 9)
    cursor.need(20 + notes.length * 12)
    cursor.text(labels.notes, 0, { size: 9, bold: true, color: MUTED })
    cursor.y -= 14
    for (const line of notes) {
      cursor.text(line, 0, { size: 9 })
      cursor.y -= 12
    }
    cursor.y -= 10
  }
  cursor.need(24)
  cursor.rule()
  cursor.y -= 12
  cursor.text(fill(labels.question, { email: supportEmail }), 0, { size: 9, color: MUTED })

  return doc.save()
}

/** One file per invoice (the list's "Download PDFs" of a selection). */
export async function buildInvoicePdfs(
  invoices: readonly Invoice[],
  options: InvoicePdfOptions,
): Promise<Array<{ fileName: string; bytes: Uint8Array }>> {
  const files = []
  for (const invoice of invoices)
    files.push({
      fileName: invoicePdfFileName(invoice),
      bytes: await buildInvoicePdf(invoice, options),
    })
  return files
}
