/**
 * Makes invoice PDFs in the browser and saves them. pdf-lib and the builder load on the first
 * click only (a dynamic import: their own chunk, never the route's or the entry's).
 */
import type { Invoice } from '@/lib/api/schemas/invoices'
import { saveFile } from '@/lib/files'
import { formattersFor } from '@/lib/i18n/format'
import { loadBundle } from '@/lib/i18n/i18n'
import { languageInfo } from '@/lib/i18n/languages'
import type enInvoices from '@/locales/en/invoices.json'
import type { InvoicePdfOptions, PaperSize } from './invoice-pdf'

/** Where questions about an invoice go (the contact line of the page and the PDF). */
export const INVOICE_SUPPORT_EMAIL = 'support@example.com'

/** The PDF's standard fonts draw Latin-1 only: French and English labels, English otherwise. */
export const pdfLanguageOf = (language: string): 'en' | 'fr' =>
  language.startsWith('fr') ? 'fr' : 'en'

/** Regions that use US Letter paper; the rest of the world prints on A4. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'PR', 'CR'])

/** A4 or Letter from a BCP 47 locale's region (`en-US` -> Letter, `fr-FR` or `vi` -> A4). */
export function paperForLocale(locale: string): PaperSize {
  try {
    const region = new Intl.Locale(locale).maximize().region
    return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4'
  } catch {
    return 'a4'
  }
}

type InvoicesBundle = typeof enInvoices

/** The labels and formatters of a PDF for a user of `language` (the app's language value). */
export async function invoicePdfOptions(
  language: string,
  locale: string = navigator.language,
): Promise<InvoicePdfOptions> {
  const pdfLanguage = pdfLanguageOf(language)
  const bundle = (await loadBundle(pdfLanguage, 'invoices')) as InvoicesBundle
  const format = formattersFor(languageInfo(pdfLanguage).intlLocale)
  // Calendar days arrive as 12:00 UTC: shown in UTC, the day never shifts.
  const day = format.dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' })
  const percent = format.numberFormat({ style: 'percent', maximumFractionDigits: 2 })
  const { details } = bundle
  return {
    labels: { ...details, statuses: bundle.status, services: bundle.services },
    format: {
      money: (cents) => format.currency(cents / 100),
      date: (iso) => day.format(new Date(iso)),
      percent: (value) => percent.format(value / 100),
    },
    paper: paperForLocale(locale),
    supportEmail: INVOICE_SUPPORT_EMAIL,
  }
}

/** Builds and saves one PDF per invoice (`INV-1042.pdf`), in the user's language where it can. */
export async function downloadInvoicePdfs(invoices: readonly Invoice[], language: string) {
  const [{ buildInvoicePdfs }, options] = await Promise.all([
    import('./invoice-pdf'),
    invoicePdfOptions(language),
  ])
  for (const { fileName, bytes } of await buildInvoicePdfs(invoices, options))
    saveFile(new Blob([bytes.slice()], { type: 'application/pdf' }), fileName)
}
