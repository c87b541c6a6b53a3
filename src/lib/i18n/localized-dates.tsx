/**
 * Mantine's date pickers in the reader's language: month and day names from the matching dayjs
 * locale, and days shown with the app's own date format (calendar days, in UTC, so a day never
 * shifts with the time zone: `useShowDay` in format.ts, which a page that only shows days imports
 * without the four dayjs locales here). Used by every form or filter with a date picker.
 */
import { DatesProvider } from '@mantine/dates'
import 'dayjs/locale/ar-ly'
import 'dayjs/locale/fr'
import 'dayjs/locale/vi'
import 'dayjs/locale/zh-cn'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

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
