import { describe, expect, it } from 'vitest'
import { extensionOf, formatFileSize } from '@/features/mail/mail-reader/file-size'
import { shortName, summarizeRecipients } from '@/features/mail/mail-reader/recipients'
import { formattersFor } from '@/lib/i18n/format'

const person = (
  name: string,
  email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
) => ({
  name,
  email,
  avatar: null,
  userId: null,
})
const me = person('Demo Admin', 'demo@example.com')

describe('summarizeRecipients', () => {
  it('puts the reader first and counts the rest', () => {
    const mail = {
      to: [person('Ana Lima'), me],
      cc: [person('Bo Chen'), person('Cy Dao')],
      bcc: [],
    }
    expect(summarizeRecipients(mail, 'DEMO@example.com')).toEqual({
      shown: [{ kind: 'me' }, { kind: 'person', name: 'Ana' }],
      others: 2,
    })
  })

  it('counts a person once across to, cc and bcc', () => {
    const ana = person('Ana Lima')
    const mail = { to: [ana], cc: [{ ...ana, email: 'ANA.LIMA@example.com' }], bcc: [ana] }
    expect(summarizeRecipients(mail, me.email)).toEqual({
      shown: [{ kind: 'person', name: 'Ana' }],
      others: 0,
    })
  })

  it('has nobody to show for a draft without recipients', () => {
    expect(summarizeRecipients({ to: [], cc: [], bcc: [] }, me.email)).toEqual({
      shown: [],
      others: 0,
    })
  })

  it('names an address without a name by the address', () => {
    expect(shortName({ name: 'x@example.com', email: 'x@example.com' })).toBe('x@example.com')
    expect(shortName({ name: '', email: 'x@example.com' })).toBe('x@example.com')
  })
})

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
