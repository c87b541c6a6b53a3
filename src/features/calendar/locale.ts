/**
 * How the calendar follows the active language (docs/decisions/calendar.md): the Schedule-X
 * locale (xx-XX, used for day and month names), the first day of the week, and Schedule-X's few
 * own strings, taken from our translations so every language, Vietnamese included, has them.
 */
import type { TFunction } from 'i18next'
import { dateTimeFormat, numberFormat } from '@/lib/i18n/format'
import type { Language } from '@/lib/i18n/languages'
import type { IsoWeekday } from './dates'

interface CalendarLocale {
  /** Schedule-X needs xx-XX; Intl formats its day and month names with it. */
  sxLocale: string
  /** ISO weekday the weeks start on (Schedule-X numbering: 1 Monday ... 7 Sunday). */
  firstDay: IsoWeekday
}

export const CALENDAR_LOCALES: Record<Language, CalendarLocale> = {
  en: { sxLocale: 'en-US', firstDay: 7 },
  fr: { sxLocale: 'fr-FR', firstDay: 1 },
  vi: { sxLocale: 'vi-VN', firstDay: 1 },
  cn: { sxLocale: 'zh-CN', firstDay: 1 },
  // Arabic (Sudan): weeks start on Saturday, the working week Sunday to Thursday. Schedule-X
  // takes only xx-XX tags, so it gets ar-AE: the same Arabic month and day names as Sudan's,
  // written with the Western digits the whole app uses in Arabic (docs/decisions/languages.md).
  ar: { sxLocale: 'ar-AE', firstDay: 6 },
}

/** Mantine dates counts 0 = Sunday ... 6 = Saturday. */
export const mantineFirstDay = (day: IsoWeekday) => (day % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6

/** dayjs locale names, for Mantine's pickers. */
export const DAYJS_LOCALES: Record<Language, string> = {
  en: 'en',
  fr: 'fr',
  vi: 'vi',
  cn: 'zh-cn',
  // dayjs's 'ar' rewrites every digit as Arabic-Indic; 'ar-ly' has the same names, Western digits.
  ar: 'ar-ly',
}

/**
 * Schedule-X's translations for the active locale only (passing `translations` replaces the
 * built-in set, and the calendar is re-created when the language changes). Keys are the locale
 * without its hyphen ('viVN'), values are keyed by Schedule-X's English strings.
 */
export function sxTranslations(sxLocale: string, t: TFunction<'calendar'>) {
  return {
    [sxLocale.replace('-', '')]: {
      'No events': t('sx.noEvents'),
      '+ {{n}} events': t('sx.moreEvents', { n: '{{n}}' }),
      '+ 1 event': t('sx.oneMoreEvent'),
      'Full day- and multiple day events': t('sx.fullDay'),
      'Link to {{n}} more events on {{date}}': t('sx.linkMore', { n: '{{n}}', date: '{{date}}' }),
      'Link to 1 more event on {{date}}': t('sx.linkOneMore', { date: '{{date}}' }),
      CW: t('sx.weekNumber', { week: '{{week}}' }),
      to: t('sx.to'),
      Today: t('toolbar.today'),
      Month: t('views.month-grid'),
      Week: t('views.week'),
      Day: t('views.day'),
      List: t('views.list'),
      'Next period': t('toolbar.next'),
      'Previous period': t('toolbar.previous'),
    },
  }
}

/** The narrow weekday names of a locale, from `firstDay` (ISO: 1 Monday ... 7 Sunday) on. */
export function narrowDayNames(locale: string, firstDay: IsoWeekday): string[] {
  const format = dateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' })
  // 2024-01-01 was a Monday: day n of January 2024 has ISO weekday n for n = 1..7.
  return Array.from({ length: 7 }, (_, index) =>
    format.format(new Date(Date.UTC(2024, 0, ((firstDay - 1 + index) % 7) + 1))),
  )
}

/**
 * Turns the Western digits in a text into the locale's own (Arabic-Indic for ar-SD), or null
 * when the locale writes Western digits. Schedule-X prints day numbers as plain numbers, while
 * it formats times with Intl: without this an Arabic month grid mixes the two.
 */
export function localDigits(locale: string): ((text: string) => string) | null {
  const format = numberFormat(locale, { useGrouping: false })
  const digits = Array.from({ length: 10 }, (_, digit) => format.format(digit))
  if (digits.every((digit, index) => digit === String(index))) return null
  return (text) => text.replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit)
}
