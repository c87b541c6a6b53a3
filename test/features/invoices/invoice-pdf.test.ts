/** The invoice PDF: a real PDF whose text (not pixels) carries the invoice, in A4 or Letter. */
import { inflateSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import { beforeEach, describe, expect, it } from 'vitest'
import { invoiceWriteResponseSchema } from '@/lib/api/schemas/invoices'
import { invoiceTotals } from '@/lib/api/schemas/invoice-totals'
import {
  invoicePdfOptions,
  paperForLocale,
  pdfLanguageOf,
} from '@/features/invoices/pdf/download-invoice-pdf'
import {
  buildInvoicePdf,
  buildInvoicePdfs,
  invoicePdfFileName,
  toDrawable,
} from '@/features/invoices/pdf/invoice-pdf'
import { call, login } from '../../mocks/client'
import { given } from '../../mocks/given'

let admin: string
beforeEach(async () => {
  admin = await login()
})

async function createInvoice(overrides: Parameters<typeof given.invoiceInput>[0] = {}) {
  const answer = await call('POST', '/api/invoices/invoice/new', {
    token: admin,
    body: { invoice: given.invoiceInput(overrides) },
  })
  expect(answer.status).toBe(201)
  return invoiceWriteResponseSchema.parse(answer.json).invoice
}

/**
 * The text a PDF reader would extract: every string shown by a text operator of every page's
 * content stream (inflated), decoded from the standard fonts' WinAnsi bytes.
 */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1')
  const chunks: string[] = []
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      content = match[1]!
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      chunks.push(Buffer.from(shown[1]!, 'hex').toString('latin1'))
  }
  return chunks.join('\n')
}

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

describe('buildInvoicePdf', () => {
  it('makes a PDF whose text holds the number, the parties, the lines and the exact total', async () => {
    const invoice = await createInvoice({
      // A draft, so fixed dates stay shown as written (a draft never turns overdue).
      createDate: '2026-11-02',
      dueDate: '2026-12-02',
      notes: 'Thank you for your business.',
      shipping: 1250,
      discount: 2000,
    })
    const bytes = await buildInvoicePdf(invoice, await invoicePdfOptions('en', 'en-US'))
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-')

    const text = pdfText(bytes)
    const totals = invoiceTotals(invoice)
    expect(totals.total).toBe(invoice.total)
    for (const expected of [
      `Invoice ${invoice.number}`,
      'Draft',
      'Avery Quinn',
      'Kai Nakamura',
      'Auckland 1010',
      'Landing page design',
      'Managed hosting',
      'Nov 2, 2026',
      'Dec 2, 2026',
      money(totals.subtotal),
      `-${money(2000)}`,
      money(totals.taxes),
      money(totals.total),
      'Thank you for your business.',
      'Have a question? support@example.com',
    ])
      expect(text).toContain(expected)
    // A US user gets Letter paper.
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 })
    expect(doc.getTitle()).toBe(`Invoice ${invoice.number}`)
  })

  it('writes French labels and numbers on A4 for a French user', async () => {
    const invoice = await createInvoice({ status: 'paid' })
    const bytes = await buildInvoicePdf(invoice, await invoicePdfOptions('fr', 'fr-FR'))
    const text = pdfText(bytes)
    expect(text).toContain(`Facture ${invoice.number}`)
    expect(text).toContain('Payée')
    expect(text).toContain('Échéance')
    expect(text).toContain('Total TTC')
    // 1 232,00 $US: the narrow space Intl writes becomes a no-break space the font has.
    const total = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD' })
      .format(invoice.total / 100)
      .replace(/\u202F/g, '\u00A0')
    expect(text).toContain(total)
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPage(0).getSize().width).toBeCloseTo(595.28)
  })

  it('keeps data in other scripts readable instead of failing: Vietnamese loses its accents only', async () => {
    const base = given.invoiceInput()
    const invoice = await createInvoice({
      to: { ...base.to, name: 'Nguyễn Văn Đức', company: '北京公司' },
    })
    const bytes = await buildInvoicePdf(invoice, await invoicePdfOptions('vi', 'vi-VN'))
    const text = pdfText(bytes)
    expect(text).toContain('Invoice to')
    expect(text).toContain('Nguyen Van Duc')
  })

  it('starts a new page when the lines do not fit, and names one file per invoice', async () => {
    const base = given.invoiceInput()
    const many = await createInvoice({
      items: Array.from({ length: 40 }, (_, i) => ({
        ...base.items[0]!,
        title: `Line ${i + 1}`,
        description: 'A description long enough to wrap onto a second line in the PDF table.',
      })),
    })
    const one = await createInvoice()
    const files = await buildInvoicePdfs([many, one], await invoicePdfOptions('en', 'en-GB'))
    expect(files.map((f) => f.fileName)).toEqual([
      invoicePdfFileName(many),
      invoicePdfFileName(one),
    ])
    expect(invoicePdfFileName({ number: 'INV-1042' })).toBe('INV-1042.pdf')
    const doc = await PDFDocument.load(files[0]!.bytes)
    expect(doc.getPageCount()).toBeGreaterThan(1)
    expect(pdfText(files[0]!.bytes)).toContain('Line 40')
    expect((await PDFDocument.load(files[1]!.bytes)).getPageCount()).toBe(1)
  })
})

describe('PDF language, paper and characters', () => {
  it.each([
    ['en', 'en'],
    ['fr', 'fr'],
    ['vi', 'en'],
    ['cn', 'en'],
    ['ar', 'en'],
  ])('labels a %s user’s PDF in %s', (language, expected) => {
    expect(pdfLanguageOf(language)).toBe(expected)
  })

  it.each([
    ['en-US', 'letter'],
    ['en-CA', 'letter'],
    ['en', 'letter'],
    ['en-GB', 'a4'],
    ['fr-FR', 'a4'],
    ['vi-VN', 'a4'],
    ['zh-CN', 'a4'],
    ['ar-EG', 'a4'],
    ['not a locale', 'a4'],
  ])('prints %s on %s', (locale, paper) => {
    expect(paperForLocale(locale)).toBe(paper)
  })

  it('maps what Latin-1 lacks to its plain letter, or "?" when there is none', () => {
    const latin1 = new Set(Array.from({ length: 256 }, (_, i) => i))
    expect(toDrawable('Café Ünïcode', latin1)).toBe('Café Ünïcode')
    expect(toDrawable('Trần Đức', latin1)).toBe('Tran Duc')
    expect(toDrawable('1\u202F232,00', latin1)).toBe('1\u00A0232,00')
    expect(toDrawable('李', latin1)).toBe('?')
    expect(toDrawable('a\nb', latin1)).toBe('a\nb')
  })
})
