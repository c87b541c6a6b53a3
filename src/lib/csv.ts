/**
 * CSV building and download for every list's export. Areas map their rows to cells (localized or
 * raw); this module only quotes, joins and saves.
 */
import { saveFile } from './files'

export type CsvValue = string | number | boolean | null | undefined

/**
 * RFC 4180 quoting: a field with a comma, quote or line break is quoted and its quotes doubled.
 * Text starting with = + - @ (or a tab/carriage return) would run as a formula in a spreadsheet
 * (CSV injection), so it is prefixed with an apostrophe. Only text gets this treatment: negative
 * numbers stay numbers.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * A whole file: the header line, then one line per row, each line ended by CRLF (RFC 4180), so
 * no rows still gives a file with its header.
 */
export function buildCsv(header: readonly CsvValue[], rows: readonly (readonly CsvValue[])[]) {
  const line = (cells: readonly CsvValue[]) => cells.map(csvField).join(',')
  return [header, ...rows].map(line).join('\r\n') + '\r\n'
}

/** Saves CSV text as a file. */
export function downloadCsv(csv: string, fileName: string) {
  // The byte order mark makes spreadsheet apps read the file as UTF-8 (accents, CJK, Arabic).
  saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName)
}
