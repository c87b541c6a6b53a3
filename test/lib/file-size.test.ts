/** File sizes and type words as mail and chat show them (lib/file-size.ts). */
import { describe, expect, it } from 'vitest'
import { extensionOf, formatFileSize } from '@/lib/file-size'
import { formattersFor } from '@/lib/i18n/format'

describe('formatFileSize', () => {
  const en = formattersFor('en-US')
  it.each([
    [812, '812 bytes'],
    [2_500, '2.4 kB'],
    [24_576, '24 kB'],
    [2_621_440, '2.5 MB'],
  ])('%d bytes read %s in English', (bytes, text) => {
    expect(formatFileSize(bytes, en)).toBe(text)
  })

  it('uses the language’s own decimal sign', () => {
    expect(formatFileSize(2_500, formattersFor('fr-FR'))).toMatch(/^2,4\s?ko$/)
  })
})

describe('extensionOf', () => {
  it.each([
    ['report.pdf', 'application/pdf', 'PDF'],
    ['figures.csv', 'text/csv', 'CSV'],
    ['README', 'text/plain', 'PLAI'],
    ['archive.tar.gz', 'application/zip', 'GZ'],
  ])('%s (%s) shows %s', (name, type, expected) => {
    expect(extensionOf(name, type)).toBe(expected)
  })
})
