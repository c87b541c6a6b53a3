/**
 * Mantine's date pickers in the reader's language: month and day names from the matching dayjs
 * locale, and days shown with the app's own date format (calendar days, in UTC, so a day never
 * shifts with the time zone). Used by every form or filter with a date picker.
 */
import { DatesProvider } from '@mantine/dates'
import 'dayjs/locale/ar-ly'
import 'dayjs/locale/fr'
import 'dayjs/locale/vi'
import 'dayjs/locale/zh-cn'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from './format'

/** The app's language values -> dayjs locale names. */
const DAYJS_LOCALES: Record<string, string> = {
  en: 'en',
  fr: 'fr',
  vi: 'vi',
  cn: 'zh-cn',
  // Same names as 'ar', Western digits (docs/decisions/languages.md).
  ar: 'ar-ly',
}

export function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALES[language] ?? 'en' }}>{children}</DatesProvider>
  )
}

/** A calendar day (`2026-11-24`) in the reader's language, for a picker's `valueFormat`. */
export function useShowDay(): (day: string) => string {
  const format = useFormatters()
  const dayFormat = format.dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' })
  return (day: string) => dayFormat.format(new Date(`${day.slice(0, 10)}T12:00:00.000Z`))
}
