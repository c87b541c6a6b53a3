import { describe, expect, it } from 'vitest'
import { createFormatters } from '@/lib/i18n/format'
import {
  changeLanguage,
  i18n,
  TRANSLATION_MAX_RETRIES,
  TRANSLATION_RETRY_TIMEOUT_MS,
} from '@/lib/i18n/i18n'
import { languageInfo, resolveLanguage } from '@/lib/i18n/languages'

describe('languages', () => {
  it('falls back to English for a missing or unknown stored language', () => {
    expect(resolveLanguage(null)).toBe('en')
    expect(resolveLanguage('de')).toBe('en')
    expect(resolveLanguage('ar')).toBe('ar')
  })

  it('gives each language a valid locale for <html lang> and Intl', () => {
    expect(languageInfo('cn').locale).toBe('zh-CN')
    expect(languageInfo('ar')).toMatchObject({ locale: 'ar-SD', dir: 'rtl' })
    expect(languageInfo('xx').value).toBe('en')
  })

  it('retries translation loading 5 times from 350 ms (spec §9)', () => {
    expect(TRANSLATION_MAX_RETRIES).toBe(5)
    expect(TRANSLATION_RETRY_TIMEOUT_MS).toBe(350)
    expect(i18n.options.maxRetries).toBe(5)
    expect(i18n.options.retryTimeout).toBe(350)
    expect(i18n.options.fallbackLng).toEqual(['en'])
  })
})

describe('language switching', () => {
  it('loads French on demand, stores the choice and sets <html lang>', async () => {
    await changeLanguage('fr')
    expect(i18n.language).toBe('fr')
    expect(i18n.t('settings.title')).toBe('Paramètres')
    expect(localStorage.getItem('i18nextLng')).toBe('fr')
    expect(document.documentElement.lang).toBe('fr-FR')
  })

  it('switches back to English with real English text', async () => {
    await changeLanguage('vi')
    await changeLanguage('en')
    expect(i18n.t('settings.title')).toBe('Settings')
    expect(document.documentElement.lang).toBe('en-US')
  })
})

describe('formatting per language', () => {
  it('formats numbers and dates with the language locale', () => {
    expect(createFormatters('en-US').number(1234.5)).toBe('1,234.5')
    expect(createFormatters('fr-FR').number(1234.5)).toMatch(/1\s234,5/)
    expect(createFormatters('en-US').currency(12)).toBe('$12.00')
    expect(createFormatters('en-US').date('2026-11-21T12:00:00Z')).toBe('Nov 21, 2026')
    expect(createFormatters('en-US').duration({ day: 2, hour: 1, minute: 5 })).toBe(
      '2 days, 1 hour, and 5 minutes',
    )
  })
})
