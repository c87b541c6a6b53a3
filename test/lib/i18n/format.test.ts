import { describe, expect, it } from 'vitest'
import { dateTimeFormat, formattersFor, numberFormat } from '@/lib/i18n/format'
import { languageInfo } from '@/lib/i18n/languages'

describe('shared Intl formatters', () => {
  it('creates one formatter per locale and options, whatever the order of the options', () => {
    const first = dateTimeFormat('fr-FR', { month: 'short', day: 'numeric' })
    expect(dateTimeFormat('fr-FR', { day: 'numeric', month: 'short' })).toBe(first)
    expect(dateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: undefined })).toBe(first)
    expect(first.format(new Date(2026, 10, 3))).toBe('3 nov.')
  })

  it('keeps formatters of other locales, options and kinds apart', () => {
    const base = dateTimeFormat('en-US', { dateStyle: 'medium' })
    expect(dateTimeFormat('vi-VN', { dateStyle: 'medium' })).not.toBe(base)
    expect(dateTimeFormat('en-US', { dateStyle: 'full' })).not.toBe(base)
    expect(dateTimeFormat('en-US')).not.toBe(base)
    expect(numberFormat('en-US', { useGrouping: false })).not.toBe(numberFormat('en-US'))
    expect(numberFormat('ar-SD', { useGrouping: false }).format(22)).toBe('٢٢')
  })

  it('writes Western digits in Arabic, the same as the digits people type', () => {
    const format = formattersFor(languageInfo('ar').intlLocale)
    const shown = [
      format.currency(74.99),
      format.number(1234),
      format.date('2026-11-05T10:00:00Z'),
      format.percent(0.25),
    ].join(' ')
    expect(shown).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/)
    expect(shown).toMatch(/74/)
    // Still Arabic: the month is written in Arabic script.
    expect(format.dateTimeFormat({ month: 'long' }).format(new Date(2026, 10, 5))).toMatch(
      /[\u0600-\u06ff]/,
    )
  })

  it('builds the named formatters of a locale once and shares the cache with them', () => {
    const format = formattersFor('en-US')
    expect(formattersFor('en-US')).toBe(format)
    expect(formattersFor('fr-FR')).not.toBe(format)
    expect(format.dateTimeFormat({ dateStyle: 'medium' })).toBe(
      dateTimeFormat('en-US', { dateStyle: 'medium' }),
    )
    expect(format.date('2026-11-21T12:00:00Z')).toBe('Nov 21, 2026')
  })
})
